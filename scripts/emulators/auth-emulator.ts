/**
 * The Firebase Authentication emulator of firebase-tools, run as a child process
 * (./auth-emulator-main.ts: firebase-tools' hub, logging and Auth emulator classes as
 * `firebase emulators:start --only auth` starts them, without the CLI around them), so the auth,
 * hub and logging ports are ours to choose and two stacks (dev and test profiles) can run side by
 * side. Works offline. No Java needed: the Auth emulator is plain Node. With `dataDir` the accounts
 * persist across restarts (./auth-persistence.ts: `--import`, periodic exports through the hub,
 * `--export-on-exit`); without it they live in memory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ON_EXIT, prepareAuthImport, startAuthExports, type AuthExports } from './auth-persistence.ts';

export type AuthEmulatorOptions = {
  host: string;
  authPort: number;
  hubPort: number;
  loggingPort: number;
  projectId: string;
  /** Give up (and report the emulator's log tail) after this many milliseconds. Default 60 000. */
  startTimeoutMs?: number;
  /** Folder that keeps the accounts across restarts (firebase-tools export format); undefined → memory only. */
  dataDir?: string;
  /** Longest delay between an account change and its export, in milliseconds (default 2 000). */
  exportIntervalMs?: number;
};

export type AuthEmulator = {
  host: string;
  stop(): Promise<void>;
  /**
   * Fault tests: freezes the emulator's process group (SIGSTOP). Its port still accepts
   * connections, but nothing answers — a hung identity provider. Data is kept.
   */
  freeze(): void;
  /** Undoes {@link AuthEmulator.freeze} (SIGCONT). */
  thaw(): void;
};

const HERE = dirname(fileURLToPath(import.meta.url));

/** The last `lines` lines of the emulator's console output (and a debug log, if any), for error messages. */
function logTail(dir: string, lines = 30): string {
  const parts: string[] = [];
  for (const name of ['emulator.log', 'firebase-debug.log']) {
    const file = join(dir, name);
    if (!existsSync(file)) continue;
    const tail = readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    if (tail) parts.push(`--- ${name} (last ${lines} lines) ---\n${tail}`);
  }
  return parts.join('\n') || '(the emulator wrote no log)';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when `child` has exited (immediately when it already has). */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Sends `signal` to the child's whole process group; false when the group is gone. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** The child's environment: this one without the emulator variables, its temporary files in `dir`. */
function authChildEnv(dir: string): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    // The hub's locator file (hub-<project>.json) goes to os.tmpdir(): keep each run's apart.
    TMPDIR: dir,
  };
  for (const key of ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST', 'FIREBASE_EMULATOR_HUB', 'GCLOUD_PROJECT']) {
    delete env[key];
  }
  return env;
}

/**
 * The readiness line of ./auth-emulator-main.ts (the CLI's own words), printed once the `--import`
 * is complete. The Auth emulator answers HTTP earlier: as in firebase-tools' `emulators:start`
 * (lib/emulator/controller.js, startAll) it is started first and only then imports the accounts
 * (through its own HTTP API), so a client served at the first answer may find an account missing
 * (seen in CI: EMAIL_NOT_FOUND right after a restart), and an export taken then would save the
 * half-imported state.
 */
export const READY_LINE = 'All emulators ready';

/** True when the child's console output in `dir` holds {@link READY_LINE}. */
function childReady(dir: string): boolean {
  try {
    return readFileSync(join(dir, 'emulator.log'), 'utf8').includes(READY_LINE);
  } catch {
    return false;
  }
}

/**
 * Waits until `url` answers OK and the child has said it is ready ({@link READY_LINE}: any
 * `--import` is complete), polling every 250 ms.
 * @throws Error with the child's log tail (after `stop()`) when it exits first or `timeoutMs` passes
 */
async function waitUntilAnswering(
  url: string,
  timeoutMs: number,
  { dir, exitInfo, stop }: { dir: string; exitInfo: () => string | null; stop: () => Promise<void> },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const exit = exitInfo();
    if (exit) {
      const tail = logTail(dir);
      await stop();
      throw new Error(`The Firebase Auth emulator exited during start-up (${exit}).\n${tail}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (response.ok && childReady(dir)) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      const tail = logTail(dir);
      await stop();
      throw new Error(`The Firebase Auth emulator did not answer at ${url} and report ready within ${timeoutMs / 1000} s.\n${tail}`);
    }
    await sleep(250);
  }
}

/**
 * Starts the Auth emulator and waits until `http://host:authPort/` answers.
 * @returns `host` ("127.0.0.1:9099", the FIREBASE_AUTH_EMULATOR_HOST value), `stop()`, which ends
 *   the child's whole process group (SIGTERM, SIGKILL after 30 s) and removes the temporary folder,
 *   and `freeze()` / `thaw()` for fault tests
 * @throws Error with the child's log tail when it exits early or is not ready within the timeout
 */
export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<AuthEmulator> {
  const dir = mkdtempSync(join(tmpdir(), 'typeatlas-auth-emulator-'));
  const { host } = options;
  const env = authChildEnv(dir);
  const persistence: string[] = [];
  if (options.dataDir) {
    const importDir = prepareAuthImport(options.dataDir);
    if (importDir) persistence.push('--import', importDir);
    persistence.push('--export-on-exit', join(options.dataDir, ON_EXIT));
  }
  const log = openSync(join(dir, 'emulator.log'), 'a');
  const child = spawn(
    process.execPath,
    [
      '--import',
      pathToFileURL(join(HERE, 'exit-with-parent.ts')).href,
      join(HERE, 'auth-emulator-main.ts'),
      '--host',
      host,
      '--auth-port',
      String(options.authPort),
      '--hub-port',
      String(options.hubPort),
      '--logging-port',
      String(options.loggingPort),
      '--project',
      options.projectId,
      ...persistence,
    ],
    { cwd: dir, env, detached: true, stdio: ['ignore', log, log] },
  );
  closeSync(log);
  let exitInfo: string | null = null;
  child.once('exit', (code, signal) => {
    exitInfo = signal ? `signal ${signal}` : `code ${code}`;
  });

  let exports: AuthExports | null = null;
  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= (async () => {
      signalGroup(child, 'SIGCONT'); // a frozen group (fault tests) would neither export nor see SIGTERM
      // One last export (atomic) while the emulator still answers; the child exports on exit too.
      await exports?.stop();
      if (signalGroup(child, 'SIGTERM')) {
        // Generous: on a loaded machine the exit export can take well over 10 s (seen in CI).
        const done = await Promise.race([exited(child).then(() => true), sleep(30_000).then(() => false)]);
        if (!done) signalGroup(child, 'SIGKILL');
        await exited(child);
        // The group may outlive its leader for a moment; make sure nothing is left behind.
        signalGroup(child, 'SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    })();
    return stopped;
  };

  await waitUntilAnswering(`http://${host}:${options.authPort}/`, options.startTimeoutMs ?? 60_000, {
    dir,
    exitInfo: () => exitInfo,
    stop,
  });
  if (options.dataDir) {
    exports = startAuthExports({
      dir: options.dataDir,
      hubUrl: `http://${host}:${options.hubPort}`,
      ...(options.exportIntervalMs !== undefined ? { intervalMs: options.exportIntervalMs } : {}),
    });
  }
  return {
    host: `${host}:${options.authPort}`,
    stop,
    freeze: () => void signalGroup(child, 'SIGSTOP'),
    thaw: () => void signalGroup(child, 'SIGCONT'),
  };
}
