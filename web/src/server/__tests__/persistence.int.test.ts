/**
 * Restart test (issue 13, finding 10): in embedded mode account data survives a restart of the local
 * Firebase stack — a graceful stop (SIGTERM) and a SIGKILL of the emulator runner, with no
 * acknowledged write lost. Runs scripts/emulators/run.ts as ./scripts/start.sh does (its own free
 * ports and data folder), creates a user and a saved test result through the Route Handlers,
 * restarts the stack from the same folder, signs in through the Auth emulator's REST API and reads
 * the result back through GET /api/test-results. A third case kills the whole stack (runner and
 * Auth emulator) with SIGKILL: then what was saved by the periodic Auth export (every 2 s) and the
 * Firestore journal (every write) is what comes back.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as getProfile } from '@/app/api/profile/route';
import { POST as postTestResult } from '@/app/api/test-result/route';
import { GET as getTestResults } from '@/app/api/test-results/route';
import { call, signInWithPassword, signUpAndSignIn, type Account } from './flows';
import { body, request, sleep } from './support';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const RUN = join(ROOT, 'scripts', 'emulators', 'run.ts');
type Ports = { authPort: number; firestorePort: number; smtpPort: number; hubPort: number; loggingPort: number };
type EmulatorsModule = { freePort(): Promise<number>; portFree(port: number): Promise<boolean> };
const emulators = () =>
  import(/* @vite-ignore */ new URL('scripts/emulators/emulators.ts', `file://${ROOT}`).href) as Promise<EmulatorsModule>;

const RESULT = {
  testName: 'main',
  result: { type: 'INTJ', dichotomies: [{ dominant: 'Introversion', dominantPercentage: 71.4 }] },
  scores: { ei: -12, sn: 8 },
  answers: { q1: 3, q2: -1 },
  meta: { completedAt: '2026-01-02T10:00:00.000Z', version: 2 },
};

/** scripts/emulators/run.ts on fixed ports with a data folder, started and stopped like the scripts do. */
class Stack {
  private child: ChildProcess | null = null;
  private log = '';
  constructor(
    private readonly ports: Ports,
    private readonly dir: string,
  ) {}

  /** Starts the runner and waits for its env file (the stack answers). */
  async start(): Promise<void> {
    const envFile = join(this.dir, 'emulators.env');
    rmSync(envFile, { force: true });
    const { authPort, firestorePort, smtpPort, hubPort, loggingPort } = this.ports;
    const args = [
      RUN,
      '--profile',
      'test',
      '--data-dir',
      join(this.dir, 'data'),
      '--mail-dir',
      join(this.dir, 'mail'),
      '--env-out',
      envFile,
    ];
    for (const [flag, port] of Object.entries({
      'auth-port': authPort,
      'firestore-port': firestorePort,
      'smtp-port': smtpPort,
      'hub-port': hubPort,
      'logging-port': loggingPort,
    })) {
      args.push(`--${flag}`, String(port));
    }
    // Emulator hosts in the environment would be reused instead of started.
    const child = spawn(process.execPath, args, {
      env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: '', FIRESTORE_EMULATOR_HOST: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.log = '';
    child.stdout!.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    const deadline = Date.now() + 90_000;
    while (!existsSync(envFile)) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The emulator stack did not start:\n${this.log}`);
      await sleep(100);
    }
    expect(readFileSync(envFile, 'utf8')).toContain(`FIRESTORE_EMULATOR_HOST=127.0.0.1:${firestorePort}`);
  }

  /** Stops the runner with `signal` and waits until every port is free again (a SIGKILLed runner's Auth emulator saves and stops by itself). */
  async stop(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    const exited = child.exitCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    await exited;
    const { portFree } = await emulators();
    const deadline = Date.now() + 30_000;
    for (const port of Object.values(this.ports)) {
      while (!(await portFree(port))) {
        if (Date.now() > deadline) throw new Error(`Port ${port} still busy 30 s after ${signal}:\n${this.log}`);
        await sleep(100);
      }
    }
  }

  /** The runner's process id and those of its children (the Auth emulator's CLI). */
  pids(): number[] {
    const pid = this.child?.pid;
    if (!pid) return [];
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return [pid, ...children];
  }

  /** Kills the runner and its children at once with SIGKILL (nothing can save), then waits like stop(). */
  async killAll(): Promise<void> {
    const pids = this.pids();
    expect(pids.length).toBeGreaterThan(1);
    for (const pid of pids.slice(1)) process.kill(pid, 'SIGKILL');
    await this.stop('SIGKILL');
  }

  /** True when the newest Auth snapshot in the data folder holds `email`. */
  authSnapshotHas(email: string): boolean {
    const auth = join(this.dir, 'data', 'auth');
    if (!existsSync(auth)) return false;
    return readdirSync(auth)
      .filter((name) => name.startsWith('snapshot-'))
      .some((name) => {
        try {
          return readFileSync(join(auth, name, 'auth_export', 'accounts.json'), 'utf8').includes(email);
        } catch {
          return false;
        }
      });
  }

  /** The runner's messages so far (for assertions and failures). */
  output(): string {
    return this.log;
  }
}

/** Signs in with e-mail and password (Auth emulator REST + POST /api/auth/sign-in) and lists the saved results. */
async function signInAndListResults(account: Account): Promise<{ type: string }[]> {
  const signIn = await signInWithPassword(account.email, account.password);
  expect(signIn.response.status).toBe(200);
  expect(signIn.tokens.localId).toBe(account.uid);
  const list = await call(getTestResults, request('/api/test-results', { jar: signIn.jar }));
  expect(list.status).toBe(200);
  return ((await body(list)).items as { result: { type: string } }[]).map((item) => item.result);
}

describe('account data across restarts of the local Firebase stack (embedded mode)', () => {
  let dir: string;
  let stack: Stack;

  beforeAll(async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { freePort } = await emulators();
    const ports: Ports = {
      authPort: await freePort(),
      firestorePort: await freePort(),
      smtpPort: await freePort(),
      hubPort: await freePort(),
      loggingPort: await freePort(),
    };
    dir = mkdtempSync(join(tmpdir(), 'typeatlas-restart-'));
    // The app modules (accounts config, firebase-admin) read these on first use, after this.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${ports.authPort}`;
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestorePort}`;
    process.env.SMTP_URL = `smtp://127.0.0.1:${ports.smtpPort}`;
    process.env.MAIL_DIR = join(dir, 'mail');
    stack = new Stack(ports, dir);
    await stack.start();
  }, 120_000);

  afterAll(async () => {
    await stack?.stop('SIGTERM');
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  let first: Account;

  it('keeps the user, the profile and a saved result across a graceful stop (SIGTERM)', async () => {
    first = await signUpAndSignIn({ name: 'Restart Ann' });
    expect((await call(postTestResult, request('/api/test-result', { body: RESULT, jar: first.jar }))).status).toBe(201);

    await stack.stop('SIGTERM');
    await stack.start();
    expect(stack.output()).toMatch(/\d+ documents restored/);

    expect(await signInAndListResults(first)).toEqual([RESULT.result]);
    // The session from before the restart still works too: its token's user exists again.
    const profile = await call(getProfile, request('/api/profile', { jar: first.jar }));
    expect(profile.status).toBe(200);
    expect((await body(profile)).user).toMatchObject({ uid: first.uid, email: first.email, name: 'Restart Ann' });
  }, 180_000);

  it('loses no acknowledged write when the emulator runner is killed with SIGKILL right after it', async () => {
    const second = await signUpAndSignIn({ name: 'Restart Bob' });
    const retake = { ...RESULT, result: { ...RESULT.result, type: 'ENTP' }, meta: { completedAt: '2026-02-03T10:00:00.000Z' } };
    expect((await call(postTestResult, request('/api/test-result', { body: retake, jar: second.jar }))).status).toBe(201);

    await stack.stop('SIGKILL'); // no grace: the Firestore journal and the Auth emulator's exit export must hold it
    await stack.start();

    expect(await signInAndListResults(second)).toEqual([retake.result]);
    expect(await signInAndListResults(first)).toEqual([RESULT.result]);
  }, 180_000);

  it('keeps what the periodic export saved when the whole stack is killed with SIGKILL', async () => {
    const third = await signUpAndSignIn({ name: 'Restart Cy' });
    expect((await call(postTestResult, request('/api/test-result', { body: RESULT, jar: third.jar }))).status).toBe(201);
    // The Auth emulator is exported every 2 s; the Firestore write is journalled before it is answered.
    const created = Date.now();
    await expect.poll(() => stack.authSnapshotHas(third.email), { timeout: 10_000, interval: 100 }).toBe(true);
    expect(Date.now() - created).toBeLessThan(5_000);

    await stack.killAll();
    await stack.start();

    expect(await signInAndListResults(third)).toEqual([RESULT.result]);
  }, 180_000);
});
