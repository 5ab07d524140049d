/**
 * The Auth emulator is handed out only after its `--import` is complete (./auth-emulator.ts,
 * `READY_LINE`). firebase-tools starts the emulator's HTTP server first and imports the saved
 * accounts afterwards, so a stack that reported "started" at the first HTTP answer served a window
 * in which saved accounts did not exist yet (CI, 2026-11-27: persistence.int.test.ts signed in right
 * after a restart and got EMAIL_NOT_FOUND). Here a snapshot with many account files makes that window
 * long: every account must be there the moment `startAuthEmulator` resolves.
 * Probe: waiting for the HTTP answer only (the old check) → the count right after start falls short.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startAuthEmulator, type AuthEmulator } from './auth-emulator.ts';
import { freePort } from './emulators.ts';
import { DEMO_PROJECT_ID } from './profiles.ts';

/** Accounts in the snapshot's default tenant (accounts.json). */
const ACCOUNTS = 3;
/**
 * Empty tenant files imported before accounts.json: firebase-tools' importData (the CLI's, and
 * ./auth-emulator-main.ts's) imports each `accounts*.json` with its own
 * awaited request (alphabetical: `accounts-…` before `accounts.json`), so the emulator answers HTTP
 * between them and the window between "answers" and "imported" is deterministic, not a race.
 */
const TENANT_FILES = 200;

/** Writes a snapshot in firebase-tools' export format (what auth-persistence.ts keeps) holding `count` accounts. */
function writeSnapshot(authDir: string, count: number): void {
  const snapshot = join(authDir, `snapshot-${Date.now()}`);
  const exportDir = join(snapshot, 'auth_export');
  mkdirSync(exportDir, { recursive: true });
  for (let index = 0; index < TENANT_FILES; index++) {
    writeFileSync(join(exportDir, `accounts-t${String(index).padStart(3, '0')}.json`), JSON.stringify({ users: [] }));
  }
  const users = Array.from({ length: count }, (_, index) => ({
    localId: `user${index}`,
    email: `person${index}@example.com`,
    emailVerified: false,
    createdAt: '1764201600000',
    lastLoginAt: '1764201600000',
    providerUserInfo: [],
  }));
  writeFileSync(join(exportDir, 'accounts.json'), JSON.stringify({ kind: 'identitytoolkit#DownloadAccountResponse', users }));
  writeFileSync(join(exportDir, 'config.json'), JSON.stringify({ signIn: { allowDuplicateEmails: false } }));
  writeFileSync(
    join(snapshot, 'firebase-export-metadata.json'),
    JSON.stringify({ version: '15.30.2', auth: { version: '15.30.2', path: 'auth_export' } }),
  );
}

/** Number of accounts the emulator at `host` holds (Identity Toolkit accounts:query, owner access). */
async function accountCount(host: string): Promise<number> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}/accounts:query`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ returnUserInfo: false }),
  });
  expect(response.status).toBe(200);
  return Number(((await response.json()) as { recordsCount?: string }).recordsCount ?? 0);
}

describe('Auth emulator start with saved accounts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'typeatlas-auth-import-'));
  let auth: AuthEmulator | undefined;

  afterAll(async () => {
    await auth?.stop();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('holds every saved account as soon as it is reported started', async () => {
    const authDir = join(dir, 'auth');
    writeSnapshot(authDir, ACCOUNTS);
    auth = await startAuthEmulator({
      host: '127.0.0.1',
      authPort: await freePort(),
      hubPort: await freePort(),
      loggingPort: await freePort(),
      projectId: DEMO_PROJECT_ID,
      dataDir: authDir,
      exportIntervalMs: 600_000,
      startTimeoutMs: 90_000,
    });
    expect(await accountCount(auth.host)).toBe(ACCOUNTS);
  }, 120_000);
});
