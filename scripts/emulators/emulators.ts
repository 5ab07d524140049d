/**
 * The local Firebase stack of embedded mode (issue 4): Firestore, Auth and an SMTP sink, all
 * offline — each reused when already running, else started here.
 * Design notes: docs/development.md "Notes from the source files".
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import net from 'node:net';
import { join, resolve } from 'node:path';
import { startAuthEmulator, type AuthEmulatorOptions } from './auth-emulator.ts';
import { startFirestoreServer } from './firestore-server.ts';
import { DEMO_PROJECT_ID, type EmulatorPorts } from './profiles.ts';
import { startSmtpSink } from './smtp-sink.ts';

export type EmulatorOptions = EmulatorPorts & {
  /** The outbox folder (created; relative paths resolve against the current directory). */
  mailDir: string;
  /** Interface everything listens on. Default 127.0.0.1. */
  host?: string;
  /** Default 'demo-typeatlas'. */
  projectId?: string;
  /**
   * Where existing FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST are looked up (default
   * process.env). Pass `{}` to always start everything here.
   */
  existing?: Record<string, string | undefined>;
  /** Auth emulator start-up limit in milliseconds. Default 60 000. */
  startTimeoutMs?: number;
  /** Progress messages (default: none). */
  log?: (message: string) => void;
  /**
   * Folder that keeps account data across restarts (`auth/`, `firestore/`); undefined → memory only.
   * Relative paths resolve against the current directory.
   */
  dataDir?: string;
  /** Persistence delays in milliseconds: Firestore snapshot (default 5 000; every write is journalled at once), Auth export (default 2 000). */
  persistIntervalsMs?: { firestore?: number; auth?: number };
};

/** The variables the web app needs (see web/src/config/env.ts). */
export type EmulatorEnv = {
  FIREBASE_AUTH_EMULATOR_HOST: string;
  FIRESTORE_EMULATOR_HOST: string;
  FIREBASE_PROJECT_ID: string;
  SMTP_URL: string;
  MAIL_DIR: string;
};

/** Switches one service off and on again, for fault tests (web/src/server/__tests__/outages.int.test.ts). */
export type ServiceSwitch = {
  /** Stops the service: its port refuses connections and open connections are closed. */
  down(): Promise<void>;
  /** Starts it again on the same port. */
  up(): Promise<void>;
};

/** Outage switches of the services this call started (absent for reused ones). */
export type EmulatorFaults = {
  /** The in-process Firestore server: stops listening, then listens again — same data. */
  firestore?: ServiceSwitch;
  /**
   * The Auth emulator. `down`/`up` end its process and start a new one on the same ports (without
   * `dataDir` its in-memory accounts are gone afterwards); `freeze`/`thaw` stop and continue the
   * process, so calls hang and then go on — same accounts.
   */
  auth?: ServiceSwitch & { freeze(): void; thaw(): void };
};

export type RunningEmulators = { env: EmulatorEnv & Record<string, string>; stop(): Promise<void>; faults: EmulatorFaults };

/** Resolves true when nothing listens on host:port (tries to bind it for a moment). */
export function portFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((done) => {
    const server = net.createServer();
    server.once('error', () => done(false));
    server.once('listening', () => server.close(() => done(true)));
    server.listen(port, host);
  });
}

/** A port the OS considers free right now (for tests). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = net.createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/**
 * Takes `<dataDir>/emulators.lock` for this process. A lock left by a process that no longer runs
 * (e.g. killed with SIGKILL) is taken over.
 * @returns the release function
 * @throws Error when a running process holds it
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lock = join(dataDir, 'emulators.lock');
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(lock, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lock, 'utf8').trim() === String(process.pid)) rmSync(lock, { force: true });
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = Number(readFileSync(lock, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
        throw new Error(
          `The data folder ${dataDir} is in use by another local Firebase stack (pid ${holder}); stop it first (or, if none runs, delete ${lock}).`,
        );
      }
      rmSync(lock, { force: true });
    }
  }
}

/** True when a process with this id runs (a zombie — killed, not yet reaped — does not count). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // Linux: the state is the field after the parenthesised command name.
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/**
 * Checks that every port this run would open is free (the SMTP sink's always; Firestore's and the
 * Auth emulator's three unless reused).
 * @throws Error naming the busy port and what needed it
 */
async function checkPortsFree(
  options: EmulatorOptions,
  host: string,
  { reuseFirestore, reuseAuth }: { reuseFirestore: boolean; reuseAuth: boolean },
): Promise<void> {
  const wanted: [number, string][] = [[options.smtpPort, 'the SMTP sink']];
  if (!reuseFirestore) wanted.push([options.firestorePort, 'the Firestore emulator']);
  if (!reuseAuth) {
    wanted.push(
      [options.authPort, 'the Auth emulator'],
      [options.hubPort, 'the emulator hub'],
      [options.loggingPort, 'the emulator logging'],
    );
  }
  for (const [port, what] of wanted) {
    if (!(await portFree(port, host))) {
      throw new Error(
        `Port ${port} on ${host} is already in use, so ${what} cannot start (is another TypeAtlas run active? "ss -ltnp | grep ${port}")`,
      );
    }
  }
}

/** The Auth emulator's options from the run's (persistence in `dataDir/auth` when given). */
function authOptionsOf(options: EmulatorOptions, host: string, projectId: string, dataDir: string | undefined): AuthEmulatorOptions {
  return {
    host,
    authPort: options.authPort,
    hubPort: options.hubPort,
    loggingPort: options.loggingPort,
    projectId,
    ...(options.startTimeoutMs !== undefined ? { startTimeoutMs: options.startTimeoutMs } : {}),
    ...(dataDir ? { dataDir: join(dataDir, 'auth') } : {}),
    ...(options.persistIntervalsMs?.auth !== undefined ? { exportIntervalMs: options.persistIntervalsMs.auth } : {}),
  };
}

/**
 * Starts the Auth emulator; its fault switches restart it (`up`) as a new process, and `stop`
 * ends whichever process is current.
 */
async function startSwitchableAuth(
  authOptions: AuthEmulatorOptions,
): Promise<{ host: string; stop: () => Promise<void>; faults: NonNullable<EmulatorFaults['auth']> }> {
  let auth = await startAuthEmulator(authOptions);
  return {
    host: auth.host,
    stop: () => auth.stop(),
    faults: {
      down: () => auth.stop(),
      up: async () => {
        auth = await startAuthEmulator(authOptions);
      },
      freeze: () => auth.freeze(),
      thaw: () => auth.thaw(),
    },
  };
}

/**
 * Starts what is not already running and waits until everything answers.
 * @returns the environment for the web app and tests, `stop()` (idempotent) that ends what was
 *   started here — the in-process Firestore, the Auth emulator's process group, the SMTP sink — and
 *   `faults`, outage switches of what was started here (fault tests)
 * @throws Error naming the busy port, or with the Auth emulator's log tail when it does not start;
 *   whatever was already started is stopped first
 */
export async function startEmulators(options: EmulatorOptions): Promise<RunningEmulators> {
  const host = options.host ?? '127.0.0.1';
  const projectId = options.projectId ?? DEMO_PROJECT_ID;
  const existing = options.existing ?? process.env;
  const log = options.log ?? (() => {});
  const mailDir = resolve(options.mailDir);
  const stops: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) {
      try {
        await stop();
      } catch (error) {
        console.error(`[emulators] stop failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  const reuseFirestore = existing.FIRESTORE_EMULATOR_HOST?.trim();
  const reuseAuth = existing.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  await checkPortsFree(options, host, { reuseFirestore: Boolean(reuseFirestore), reuseAuth: Boolean(reuseAuth) });

  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  const faults: EmulatorFaults = {};
  try {
    if (dataDir) {
      stops.push(lockDataDir(dataDir));
      log(`Data: account data persists in ${dataDir}`);
    }
    let firestoreHost = reuseFirestore;
    if (firestoreHost) {
      log(`Firestore: using the emulator at ${firestoreHost} (FIRESTORE_EMULATOR_HOST)`);
    } else {
      const firestore = await startFirestoreServer({
        host,
        port: options.firestorePort,
        ...(dataDir ? { dataDir: join(dataDir, 'firestore') } : {}),
        ...(options.persistIntervalsMs?.firestore !== undefined ? { snapshotIntervalMs: options.persistIntervalsMs.firestore } : {}),
      });
      stops.push(() => firestore.stop());
      faults.firestore = { down: () => firestore.down(), up: () => firestore.up() };
      firestoreHost = firestore.host;
      log(`Firestore: in-process emulator at ${firestoreHost}${dataDir ? ` (${firestore.restored} documents restored)` : ''}`);
    }

    const smtp = await startSmtpSink({ host, port: options.smtpPort, mailDir });
    stops.push(() => smtp.stop());
    log(`Mail: SMTP sink at ${smtp.url}, messages in ${mailDir}`);

    let authHost = reuseAuth;
    if (authHost) {
      log(`Auth: using the emulator at ${authHost} (FIREBASE_AUTH_EMULATOR_HOST)`);
    } else {
      log(`Auth: starting the Firebase Auth emulator on ${host}:${options.authPort}…`);
      const auth = await startSwitchableAuth(authOptionsOf(options, host, projectId, dataDir));
      stops.push(auth.stop);
      faults.auth = auth.faults;
      authHost = auth.host;
      log(`Auth: emulator ready at ${authHost}`);
    }

    return {
      env: {
        FIREBASE_AUTH_EMULATOR_HOST: authHost,
        FIRESTORE_EMULATOR_HOST: firestoreHost,
        FIREBASE_PROJECT_ID: projectId,
        SMTP_URL: smtp.url,
        MAIL_DIR: mailDir,
      },
      stop: stopAll,
      faults,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
