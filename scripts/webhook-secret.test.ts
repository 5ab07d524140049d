/**
 * The per-checkout embedded webhook secret (./webhook-secret.ts) and `scripts/notify.ts`, which
 * signs with it: a random secret in a 0600 file, created once, refused when others can read it.
 */
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureWebhookSecret, readWebhookSecret, webhookSecretPath } from './webhook-secret.ts';

const NOTIFY = fileURLToPath(new URL('./notify.ts', import.meta.url));

describe('webhook secret file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'typeatlas-webhook-secret-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is created once with 32 random bytes, mode 0600, in a 0700 folder', () => {
    const file = join(dir, '.data', 'webhook-secret');
    expect(readWebhookSecret(file)).toBeNull();
    const secret = ensureWebhookSecret(file);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, '.data')).mode & 0o777).toBe(0o700);
    expect(ensureWebhookSecret(file)).toBe(secret);
    expect(readWebhookSecret(file)).toBe(secret);
    expect(ensureWebhookSecret(join(dir, 'other'))).not.toBe(secret);
  });

  it('refuses a file other users can read, or one without a secret', () => {
    const file = join(dir, 'webhook-secret');
    ensureWebhookSecret(file);
    chmodSync(file, 0o644);
    expect(() => readWebhookSecret(file)).toThrow('is readable by other users');
    writeFileSync(file, 'short\n', { mode: 0o600 });
    chmodSync(file, 0o600);
    expect(() => ensureWebhookSecret(file)).toThrow('does not hold a webhook secret');
  });

  it("lives in the checkout's git-ignored .data folder", () => {
    expect(webhookSecretPath('/repo')).toBe('/repo/.data/webhook-secret');
  });
});

describe('scripts/notify.ts', () => {
  /** Runs notify.ts against a local stand-in for POST /api/revalidate; returns what it received. */
  async function notify(env: Record<string, string | undefined>, args: string[] = []) {
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const childEnv: Record<string, string | undefined> = { ...process.env, SANITY_WEBHOOK_SECRET: undefined, ...env };
      await promisify(execFile)(process.execPath, [NOTIFY, '--type', 'article', '--slug', 'how-types-talk', '--url', url, ...args], {
        env: childEnv as NodeJS.ProcessEnv,
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(received).toHaveLength(1);
    return received[0]!;
  }

  /** True when the Sanity-style signature header is the HMAC of "<t>.<body>" under `secret`. */
  function signedWith(secret: string, { headers, body }: { headers: IncomingHttpHeaders; body: string }): boolean {
    const match = /^t=(\d+),v1=(.+)$/.exec(String(headers['sanity-webhook-signature']));
    return match !== null && createHmac('sha256', secret).update(`${match[1]}.${body}`).digest('base64url') === match[2];
  }

  it("signs with this checkout's secret file when no secret is given", async () => {
    const secret = ensureWebhookSecret();
    const call = await notify({});
    expect(JSON.parse(call.body)).toEqual({ _id: 'article-how-types-talk', _type: 'article', slug: 'how-types-talk', operation: 'create' });
    expect(signedWith(secret, call)).toBe(true);
    expect(signedWith('embedded-local-webhook-secret', call)).toBe(false);
  });

  it('prefers --secret, then SANITY_WEBHOOK_SECRET', async () => {
    expect(signedWith('from-env-0123456789', await notify({ SANITY_WEBHOOK_SECRET: 'from-env-0123456789' }))).toBe(true);
    expect(
      signedWith(
        'from-flag-0123456789',
        await notify({ SANITY_WEBHOOK_SECRET: 'from-env-0123456789' }, ['--secret', 'from-flag-0123456789']),
      ),
    ).toBe(true);
  });

  it('has no fixed default secret left in the scripts', () => {
    for (const script of ['start.sh', 'dev.sh', 'test.sh', 'lib.sh', 'notify.ts']) {
      expect(readFileSync(fileURLToPath(new URL(`./${script}`, import.meta.url)), 'utf8')).not.toContain('embedded-local-webhook-secret');
    }
  });
});
