/**
 * Runs the local Firebase stack (./emulators.ts) until SIGINT/SIGTERM — used by scripts/lib.sh
 * (`start_emulators dev|test|e2e`) and by Playwright's emulator web server.
 * Design notes: docs/development.md "Notes from the source files".
 */
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startEmulators } from './emulators.ts';
import { DEMO_PROJECT_ID, PROFILES, portNumber, type ProfileName } from './profiles.ts';

const { values } = parseArgs({
  options: {
    profile: { type: 'string', default: 'dev' },
    'auth-port': { type: 'string' },
    'firestore-port': { type: 'string' },
    'smtp-port': { type: 'string' },
    'hub-port': { type: 'string' },
    'logging-port': { type: 'string' },
    'mail-dir': { type: 'string' },
    'env-out': { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    project: { type: 'string', default: DEMO_PROJECT_ID },
    'data-dir': { type: 'string' },
    ephemeral: { type: 'boolean', default: false },
  },
  strict: true,
});

function fail(message: string): never {
  console.error(`[emulators] ${message}`);
  process.exit(1);
}

const profileName = values.profile as ProfileName;
const profile = Object.hasOwn(PROFILES, profileName)
  ? PROFILES[profileName]
  : fail(`unknown --profile ${values.profile} (${Object.keys(PROFILES).join(', ')})`);

function port(flag: 'auth-port' | 'firestore-port' | 'smtp-port' | 'hub-port' | 'logging-port', fallback: number): number {
  const raw = values[flag];
  if (raw === undefined) return fallback;
  try {
    return portNumber(raw, flag);
  } catch (error) {
    return fail((error as Error).message);
  }
}

if (values.ephemeral && values['data-dir'] !== undefined) fail('--ephemeral and --data-dir exclude each other');
const dataDir = values.ephemeral ? undefined : (values['data-dir'] ?? profile.dataDir);

const envFile = values['env-out'];
let stopping = false;
let stop: (() => Promise<void>) | null = null;

async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`[emulators] ${signal}: stopping…`);
  if (envFile) rmSync(envFile, { force: true });
  // During start-up there is nothing to stop yet: this process exits, and a half-started Auth
  // emulator notices its parent is gone (exit-with-parent.ts) and ends itself.
  await stop?.();
  process.exit(0);
}
// Registered before starting, so a signal during start-up also cleans up.
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGHUP', () => void shutdown('SIGHUP'));

try {
  const running = await startEmulators({
    authPort: port('auth-port', profile.authPort),
    firestorePort: port('firestore-port', profile.firestorePort),
    smtpPort: port('smtp-port', profile.smtpPort),
    hubPort: port('hub-port', profile.hubPort),
    loggingPort: port('logging-port', profile.loggingPort),
    mailDir: values['mail-dir'] ?? profile.mailDir,
    host: values.host,
    projectId: values.project,
    ...(dataDir ? { dataDir } : {}),
    log: (message) => console.log(`[emulators] ${message}`),
  });
  stop = running.stop;
  const lines = Object.entries(running.env).map(([key, value]) => `${key}=${value}`);
  if (envFile) {
    const tmp = `${envFile}.${process.pid}.tmp`;
    writeFileSync(tmp, `${lines.join('\n')}\n`);
    renameSync(tmp, envFile);
  }
  console.log(`[emulators] ready (Ctrl-C to stop):\n  ${lines.join('\n  ')}`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
