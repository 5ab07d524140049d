/**
 * Auth emulator persistence (./auth-persistence.ts) on the file system, with a stand-in for the
 * emulator hub's export endpoint: which export is imported, and how exports become snapshots.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hasAuthSnapshot, ON_EXIT, prepareAuthImport, startAuthExports } from './auth-persistence.ts';

/** Writes a firebase-tools export (metadata + auth_export/accounts.json + config.json) into `folder`. */
function writeExport(folder: string, accounts: string, savedAt?: Date): void {
  mkdirSync(join(folder, 'auth_export'), { recursive: true });
  writeFileSync(join(folder, 'auth_export', 'accounts.json'), accounts);
  writeFileSync(join(folder, 'auth_export', 'config.json'), '{"signIn":{"allowDuplicateEmails":false}}');
  writeFileSync(
    join(folder, 'firebase-export-metadata.json'),
    JSON.stringify({ version: '15.30.2', auth: { version: '15.30.2', path: 'auth_export' } }),
  );
  if (savedAt) utimesSync(join(folder, 'firebase-export-metadata.json'), savedAt, savedAt);
}

const accountsOf = (folder: string) => readFileSync(join(folder, 'auth_export', 'accounts.json'), 'utf8');
const users = (...emails: string[]) =>
  JSON.stringify({ kind: 'identitytoolkit#DownloadAccountResponse', users: emails.map((email) => ({ email })) });

describe('prepareAuthImport', () => {
  let dir: string;
  beforeEach(() => {
    dir = join(mkdtempSync(join(tmpdir(), 'typeatlas-auth-persistence-')), 'auth');
  });
  afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

  it('creates the folder and imports nothing the first time', () => {
    expect(prepareAuthImport(dir)).toBeUndefined();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('imports the newest complete snapshot and removes older ones and unfinished exports', () => {
    writeExport(join(dir, 'snapshot-1000'), users('old@example.com'));
    writeExport(join(dir, 'snapshot-2000'), users('new@example.com'));
    mkdirSync(join(dir, 'staging-3000-1'));
    expect(prepareAuthImport(dir)).toBe(join(dir, 'snapshot-2000'));
    expect(readdirSync(dir)).toEqual(['snapshot-2000']);
  });

  it("promotes the CLI's exit export when it is complete and newer", () => {
    writeExport(join(dir, 'snapshot-1000'), users('a@example.com'), new Date('2026-01-01T00:00:00Z'));
    writeExport(join(dir, ON_EXIT), users('a@example.com', 'b@example.com'), new Date('2026-01-01T00:00:05Z'));
    const imported = prepareAuthImport(dir)!;
    expect(accountsOf(imported)).toBe(users('a@example.com', 'b@example.com'));
    expect(readdirSync(dir)).toEqual([imported.split('/').at(-1)]);
    expect(existsSync(join(dir, ON_EXIT))).toBe(false);
  });

  it('ignores an exit export that is incomplete (cut short) or older than the newest snapshot', () => {
    writeExport(join(dir, 'snapshot-1000'), users('a@example.com'), new Date('2026-01-01T00:00:05Z'));
    writeExport(join(dir, ON_EXIT), '{"users":[{"email":"b@exa', new Date('2026-01-01T00:00:09Z'));
    expect(prepareAuthImport(dir)).toBe(join(dir, 'snapshot-1000'));
    writeExport(join(dir, ON_EXIT), users('stale@example.com'), new Date('2026-01-01T00:00:01Z'));
    expect(prepareAuthImport(dir)).toBe(join(dir, 'snapshot-1000'));
    expect(readdirSync(dir)).toEqual(['snapshot-1000']);
  });
});

describe('startAuthExports (through a stand-in emulator hub)', () => {
  let dir: string;
  let hub: Server;
  let hubUrl: string;
  let accounts = users('a@example.com');
  let answer = 200;
  const requests: { path: string; targets: string[] }[] = [];

  beforeEach(async () => {
    dir = join(mkdtempSync(join(tmpdir(), 'typeatlas-auth-exports-')), 'auth');
    mkdirSync(dir);
    requests.length = 0;
    accounts = users('a@example.com');
    answer = 200;
    // Like firebase-tools' hub: POST /_admin/export { path, targets } writes a complete export to path.
    hub = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw) as { path: string; targets: string[] };
        requests.push(body);
        if (req.url === '/_admin/export' && answer === 200) writeExport(body.path, accounts);
        res
          .writeHead(answer, { 'content-type': 'application/json' })
          .end(answer === 200 ? '{"message":"OK"}' : '{"message":"Export failed"}');
      });
    });
    await new Promise<void>((resolve) => hub.listen(0, '127.0.0.1', resolve));
    const address = hub.address();
    hubUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterEach(async () => {
    await new Promise((resolve) => hub.close(resolve));
    rmSync(join(dir, '..'), { recursive: true, force: true });
  });

  it('turns each changed export into the one snapshot, skips unchanged ones, and exports once more on stop', async () => {
    const exports = startAuthExports({ dir, hubUrl, intervalMs: 60_000 });
    expect(await exports.exportNow()).toBe(true);
    expect(requests[0]!.targets).toEqual(['auth']);
    expect(requests[0]!.path).toMatch(new RegExp(`^${dir}/staging-`));
    const [first] = readdirSync(dir);
    expect(first).toMatch(/^snapshot-\d+$/);
    expect(hasAuthSnapshot(dir)).toBe(true);

    expect(await exports.exportNow()).toBe(false); // nothing changed
    expect(readdirSync(dir)).toEqual([first]);

    accounts = users('a@example.com', 'b@example.com');
    await exports.stop();
    const [second] = readdirSync(dir);
    expect(second).not.toBe(first);
    expect(accountsOf(join(dir, second!))).toBe(accounts);
  });

  it('exports on its own every interval', async () => {
    const exports = startAuthExports({ dir, hubUrl, intervalMs: 50 });
    await expect.poll(() => hasAuthSnapshot(dir), { timeout: 2_000, interval: 20 }).toBe(true);
    await exports.stop({ final: false });
  });

  it('reports a failed export once, keeps the last snapshot and leaves no staging folder', async () => {
    const messages: string[] = [];
    const exports = startAuthExports({ dir, hubUrl, intervalMs: 60_000, log: (message) => messages.push(message) });
    await exports.exportNow();
    const before = readdirSync(dir);
    answer = 500;
    expect(await exports.exportNow()).toBe(false);
    expect(await exports.exportNow()).toBe(false);
    expect(messages).toEqual(['accounts not saved: the emulator hub answered 500: {"message":"Export failed"}']);
    expect(readdirSync(dir)).toEqual(before);
    await exports.stop({ final: false });
  });
});
