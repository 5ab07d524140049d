/**
 * vitest globalSetup of the "integration" project (`*.int.test.ts`, see vitest.config.ts): makes the
 * local Firebase stack available to every integration test file. Runs only when the selected files
 * include an integration test.
 *
 * - FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST both set (./scripts/test.sh started
 *   the stack, or a developer runs the official suite): nothing is started, the values are used.
 * - Otherwise (standalone `pnpm vitest`): starts the stack (scripts/emulators/emulators.ts) on the
 *   "test" profile ports (auth 9199, firestore 8180, smtp 2625, mail in .data/test-mail) — or on
 *   free ports when those are taken — and sets FIREBASE_AUTH_EMULATOR_HOST,
 *   FIRESTORE_EMULATOR_HOST, FIREBASE_PROJECT_ID, SMTP_URL and MAIL_DIR in process.env before
 *   any worker starts (workers inherit it). Stopped after the run. The Auth emulator needs about
 *   10–15 s to start; `TYPEATLAS_EMULATORS=off` skips the start (the integration tests then fail).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, portFree, startEmulators } from '../emulators/emulators.ts';
import { PROFILES, type EmulatorPorts } from '../emulators/profiles.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const KEYS = ['authPort', 'firestorePort', 'smtpPort', 'hubPort', 'loggingPort'] as const;

/** The test profile's ports when all are free, else a fresh set of free ports (never a mix). */
async function choosePorts(fresh: boolean): Promise<EmulatorPorts> {
  const profile = PROFILES.test;
  if (!fresh) {
    const busy: number[] = [];
    for (const key of KEYS) if (!(await portFree(profile[key]))) busy.push(profile[key]);
    if (busy.length === 0) return { ...profile };
    console.warn(`[emulators] test-profile port(s) ${busy.join(', ')} in use (another run?); using free ports`);
  }
  const ports = {} as EmulatorPorts;
  for (const key of KEYS) ports[key] = await freePort();
  return ports;
}

/** Starts the stack when needed; returns the teardown. */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.FIRESTORE_EMULATOR_HOST && process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    process.env.FIREBASE_PROJECT_ID ??= 'demo-typeatlas';
    return undefined;
  }
  if (process.env.TYPEATLAS_EMULATORS === 'off') return undefined;
  const started = Date.now();
  let running: Awaited<ReturnType<typeof startEmulators>> | undefined;
  // Several runs may start at the same moment (free-port checks race): retry on other ports.
  for (let attempt = 1; !running; attempt++) {
    try {
      running = await startEmulators({
        ...(await choosePorts(attempt > 1)),
        mailDir: join(ROOT, PROFILES.test.mailDir),
        // Start only what is missing (one of the two may be given).
        existing: process.env,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= 3 || !/port|EADDRINUSE/i.test(message)) throw error;
      console.warn(`[emulators] start failed (${message.split('\n')[0]}); retrying on free ports`);
    }
  }
  const ready = running;
  Object.assign(process.env, ready.env);
  console.log(
    `[emulators] local Firebase for vitest ready in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(auth ${ready.env.FIREBASE_AUTH_EMULATOR_HOST}, firestore ${ready.env.FIRESTORE_EMULATOR_HOST}, ${ready.env.SMTP_URL})`,
  );
  return () => ready.stop();
}
