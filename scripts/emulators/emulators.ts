/**
 * The local Firebase stack of TypeAtlas's embedded mode (issue 4, "Local Firebase, started by the
 * scripts"): Firestore, Auth and an SMTP sink, all offline.
 *
 * - Firestore: the official emulator when FIRESTORE_EMULATOR_HOST is already set (e.g. a developer
 *   running `firebase emulators:start` with firebase.json), else @firestore-emulator/server in this
 *   process (gRPC; no query cursors, no listCollections).
 * - Auth: FIREBASE_AUTH_EMULATOR_HOST when set, else the firebase-tools Auth emulator as a child
 *   process (./auth-emulator.ts) on our auth/hub/logging ports.
 * - Mail: always a local SMTP sink (./smtp-sink.ts) that stores messages in `mailDir`.
 */
import { createRequire } from 'node:module';
import net from 'node:net';
import { resolve } from 'node:path';
import { FirestoreServer } from '@firestore-emulator/server';
import { startAuthEmulator, type AuthEmulatorOptions } from './auth-emulator.ts';
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
};

/** The variables the web app needs (see web/src/config/env.ts). */
export type EmulatorEnv = {
  FIREBASE_AUTH_EMULATOR_HOST: string;
  FIRESTORE_EMULATOR_HOST: string;
  FIREBASE_PROJECT_ID: string;
  SMTP_URL: string;
  MAIL_DIR: string;
};

/** Switches one service off and on again, for fault tests (scripts/test-support/fault-stack.ts). */
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
   * The Auth emulator. `down`/`up` end its process and start a new one on the same ports (its
   * in-memory accounts are gone afterwards); `freeze`/`thaw` stop and continue the process, so
   * calls hang and then go on — same accounts.
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

/** The grpc-js server inside @firestore-emulator/server (the part of its API the switch uses). */
type GrpcServer = {
  drain(port: string, graceTimeMs: number): void;
  unbind(port: string): void;
  bindAsync(port: string, credentials: unknown, callback: (error: Error | null, port: number) => void): void;
};

/** Resolves once `test()` is true (polled every 50 ms). @throws Error after `timeoutMs` */
async function until(test: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/**
 * The outage switch of an in-process Firestore server: `down` closes its connections and its
 * listening port (clients see ECONNREFUSED), `up` binds the same address again. The gRPC server,
 * its service and its data stay in memory throughout.
 * @param address the address the server was bound to (FirestoreServer.start binds `0.0.0.0:{port}`)
 */
function firestoreSwitch(firestore: FirestoreServer, address: string, port: number, host: string): ServiceSwitch {
  const grpcServer = (firestore as unknown as { server: GrpcServer }).server;
  // The grpc-js copy the emulator uses (credentials are checked by class).
  const grpc = createRequire(createRequire(import.meta.url).resolve('@firestore-emulator/server'))('@grpc/grpc-js') as {
    ServerCredentials: { createInsecure(): unknown };
  };
  return {
    async down() {
      grpcServer.drain(address, 0);
      grpcServer.unbind(address);
      await until(() => portFree(port, host), `the Firestore server did not release port ${port}`);
    },
    async up() {
      await new Promise<void>((done, fail) =>
        grpcServer.bindAsync(address, grpc.ServerCredentials.createInsecure(), (error) => (error ? fail(error) : done())),
      );
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
  const wanted: [number, string][] = [[options.smtpPort, 'the SMTP sink']];
  if (!reuseFirestore) wanted.push([options.firestorePort, 'the Firestore emulator']);
  if (!reuseAuth) {
    wanted.push([options.authPort, 'the Auth emulator'], [options.hubPort, 'the emulator hub'], [options.loggingPort, 'the emulator logging']);
  }
  for (const [port, what] of wanted) {
    if (!(await portFree(port, host))) {
      throw new Error(`Port ${port} on ${host} is already in use, so ${what} cannot start (is another TypeAtlas run active? "ss -ltnp | grep ${port}")`);
    }
  }

  const faults: EmulatorFaults = {};
  try {
    let firestoreHost = reuseFirestore;
    if (firestoreHost) {
      log(`Firestore: using the emulator at ${firestoreHost} (FIRESTORE_EMULATOR_HOST)`);
    } else {
      const firestore = new FirestoreServer();
      await firestore.start(options.firestorePort);
      stops.push(() => firestore.stop());
      faults.firestore = firestoreSwitch(firestore, `0.0.0.0:${options.firestorePort}`, options.firestorePort, host);
      firestoreHost = `${host}:${options.firestorePort}`;
      log(`Firestore: in-process emulator at ${firestoreHost}`);
    }

    const smtp = await startSmtpSink({ host, port: options.smtpPort, mailDir });
    stops.push(() => smtp.stop());
    log(`Mail: SMTP sink at ${smtp.url}, messages in ${mailDir}`);

    let authHost = reuseAuth;
    if (authHost) {
      log(`Auth: using the emulator at ${authHost} (FIREBASE_AUTH_EMULATOR_HOST)`);
    } else {
      log(`Auth: starting the Firebase Auth emulator on ${host}:${options.authPort}…`);
      const authOptions: AuthEmulatorOptions = {
        host,
        authPort: options.authPort,
        hubPort: options.hubPort,
        loggingPort: options.loggingPort,
        projectId,
        ...(options.startTimeoutMs !== undefined ? { startTimeoutMs: options.startTimeoutMs } : {}),
      };
      let auth = await startAuthEmulator(authOptions);
      stops.push(() => auth.stop()); // whichever process is current
      faults.auth = {
        down: () => auth.stop(),
        up: async () => {
          auth = await startAuthEmulator(authOptions);
        },
        freeze: () => auth.freeze(),
        thaw: () => auth.thaw(),
      };
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
