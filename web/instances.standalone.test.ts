/**
 * Many instances, one cache (docs/caching-and-scale-out.md "Deploying several instances"): two servers run from the
 * standalone output (`web/.next/standalone/web`, `node server.ts`, exactly as the Docker image runs
 * it) share a Redis (Debian's redis-server, scripts/bootstrap.sh --redis) and one temporary copy
 * of the seed dataset. A change to the dataset announced by a signed webhook to instance A shows on
 * instance B. The probe runs the same change on a pair without REDIS_URL: B keeps its stale page
 * (revalidate = 3600 s), so this test fails if the shared tag store stops working. Stopping Redis
 * keeps both serving (one warning per outage), and tags work again once it is back. The shipped
 * nginx proxy (scripts/proxy/render-nginx-conf.ts) balances over both and shows the change too.
 *
 * Needs the web build (`next build` + scripts/standalone.ts); ./scripts/test.sh runs it after the
 * web build (vitest project "standalone"). Ports 3510–3519 on 127.0.0.1.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxCommand, writeNginxConf } from '../scripts/proxy/render-nginx-conf.ts';

const STANDALONE = join(import.meta.dirname, '.next', 'standalone', 'web');
const SEED = join(import.meta.dirname, '..', 'studio', 'seed', 'dataset.ndjson');
const SECRET = 'instances-test-secret';
const PAGE = '/personality-types';
const PORTS = { redis: 3519, a: 3511, b: 3512, soloA: 3513, soloB: 3514, proxy: 3518 };

interface Server {
  process: ChildProcess;
  output: () => string;
}

const children: Server[] = [];

function start(command: string, args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Server {
  const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const server = { process: child, output: () => output };
  children.push(server);
  return server;
}

async function stop(server: Server): Promise<void> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await exited;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function startRedis(): Server {
  const redis = start('redis-server', ['--port', String(PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
  return redis;
}

async function redisReady(redis: Server): Promise<void> {
  await waitFor('redis-server', async () => (redis.output().includes('Ready to accept connections') ? true : undefined), 10_000);
}

function startInstance(port: number, dataset: string, redisUrl?: string): Server {
  return start('node', ['server.ts', '--port', String(port)], {
    cwd: STANDALONE,
    env: {
      // No search-index warm-up (web/warm-up.ts): both instances building it at start competed with
      // the first webhook's revalidation for the 2 cores and made B miss its 15 s once.
      WARM_UP: '0',
      CONTENT_SOURCE: 'local',
      SEED_DATASET_PATH: dataset,
      SANITY_WEBHOOK_SECRET: SECRET,
      NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
      REDIS_URL: redisUrl ?? '',
    },
  });
}

const url = (port: number, path = PAGE) => `http://127.0.0.1:${port}${path}`;

async function pageText(port: number): Promise<{ status: number; text: string }> {
  const response = await fetch(url(port));
  return { status: response.status, text: await response.text() };
}

async function instanceReady(port: number): Promise<void> {
  await waitFor(`instance on ${port}`, async () => ((await pageText(port)).status === 200 ? true : undefined), 60_000);
}

/** Posts a change notification signed as Sanity does: base64url HMAC-SHA256 over "{t}.{body}". */
async function webhook(port: number): Promise<number> {
  const body = JSON.stringify({ _id: 'type-intj', _type: 'personalityType', slug: 'intj', operation: 'update' });
  const timestamp = Date.now();
  const signature = createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('base64url');
  const response = await fetch(url(port, '/api/revalidate'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sanity-webhook-signature': `t=${timestamp},v1=${signature}` },
    body,
  });
  return response.status;
}

/** Renames the INTJ type in the dataset copy (its title shows on the listing page). */
function renameIntj(dataset: string, title: string): void {
  const lines = readFileSync(dataset, 'utf8').split('\n');
  const renamed = lines.map((line) =>
    line.startsWith('{"_id":"type-intj"') ? line.replace(/"title":"[^"]*"/, `"title":"${title}"`) : line,
  );
  writeFileSync(dataset, renamed.join('\n'));
}

/** Requests the page on `port` (each request may trigger a background regeneration) until it shows `text`. */
async function shows(port: number, text: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  do {
    const page = await pageText(port);
    expect(page.status).toBe(200);
    if (page.text.includes(text)) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  } while (Date.now() < deadline);
  return false;
}

let workDir: string;
/** A title no earlier run left in the standalone output's regenerated pages (they share its disk). */
const uniqueTitle = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;

beforeAll(() => {
  if (!existsSync(join(STANDALONE, 'server.ts'))) {
    throw new Error(`No standalone output with server.ts in ${STANDALONE}: run the web build (pnpm --filter web run build).`);
  }
  workDir = mkdtempSync(join(tmpdir(), 'typeatlas-instances-'));
  // mkdtemp makes it 0700; nginx started as root runs its workers as nobody, who must reach the cache.
  chmodSync(workDir, 0o755);
});

afterAll(async () => {
  await Promise.all(children.map(stop));
  rmSync(workDir, { recursive: true, force: true });
});

describe('two standalone instances sharing Redis', () => {
  let redis: Server;
  let a: Server;
  let b: Server;
  let dataset: string;
  /** The title the first test published. */
  let current = '';

  beforeAll(async () => {
    dataset = join(workDir, 'shared.ndjson');
    writeFileSync(dataset, readFileSync(SEED));
    redis = startRedis();
    await redisReady(redis);
    const redisUrl = `redis://127.0.0.1:${PORTS.redis}`;
    a = startInstance(PORTS.a, dataset, redisUrl);
    b = startInstance(PORTS.b, dataset, redisUrl);
    await Promise.all([instanceReady(PORTS.a), instanceReady(PORTS.b)]);
    // The shipped reverse proxy (scripts/proxy/render-nginx-conf.ts) in front of both instances.
    const runDir = join(workDir, 'proxy');
    writeNginxConf({ listen: `127.0.0.1:${PORTS.proxy}`, upstreams: [`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`], runDir });
    const [nginx, ...args] = nginxCommand(runDir);
    const proxy = start(nginx ?? 'nginx', args);
    await instanceReady(PORTS.proxy).catch((error: unknown) => {
      const log = existsSync(join(runDir, 'logs', 'error.log')) ? readFileSync(join(runDir, 'logs', 'error.log'), 'utf8') : '';
      throw new Error(`the proxy did not answer 200: ${String(error)}\n${proxy.output()}\n${log}`);
    });
  }, 120_000);

  it('a webhook sent to A after a content change shows the new content on B', async () => {
    const title = uniqueTitle('Grand Strategist');
    expect((await pageText(PORTS.b)).text).not.toContain(title);
    renameIntj(dataset, title);
    expect(await webhook(PORTS.a)).toBe(200);
    expect(await shows(PORTS.b, title, 15_000)).toBe(true);
    expect(await shows(PORTS.a, title, 15_000)).toBe(true);
    // Through the proxy: within its micro-cache lifetime (1 s) plus one background refresh.
    expect(await shows(PORTS.proxy, title, 15_000)).toBe(true);
    current = title;
  }, 60_000);

  it('keeps serving while Redis is down (one warning per outage) and shares tags again once it is back', async () => {
    await stop(redis);
    for (let i = 0; i < 5; i++) {
      for (const port of [PORTS.a, PORTS.b]) {
        const page = await pageText(port);
        expect(page.status).toBe(200);
        expect(page.text).toContain(current);
      }
    }
    for (const instance of [a, b]) {
      expect(instance.output().match(/\[cache\] Redis unavailable/g)?.length, instance.output()).toBe(1);
    }

    redis = startRedis();
    await redisReady(redis);
    for (const instance of [a, b]) {
      await waitFor(
        'the reconnection line',
        async () => (instance.output().includes('[cache] Redis is reachable again') ? true : undefined),
        15_000,
      );
    }
    const title = uniqueTitle('Chief Architect');
    renameIntj(dataset, title);
    expect(await webhook(PORTS.a)).toBe(200);
    expect(await shows(PORTS.b, title, 15_000)).toBe(true);
  }, 90_000);
});

describe('probe: the same change without Redis', () => {
  it('leaves B with its stale page while A shows the change', async () => {
    const dataset = join(workDir, 'solo.ndjson');
    writeFileSync(dataset, readFileSync(SEED));
    startInstance(PORTS.soloA, dataset);
    startInstance(PORTS.soloB, dataset);
    await Promise.all([instanceReady(PORTS.soloA), instanceReady(PORTS.soloB)]);
    const title = uniqueTitle('Lone Planner');
    expect((await pageText(PORTS.soloB)).status).toBe(200); // B now holds the page in its memory cache
    renameIntj(dataset, title);
    expect(await webhook(PORTS.soloA)).toBe(200);
    expect(await shows(PORTS.soloA, title, 15_000)).toBe(true);
    expect(await shows(PORTS.soloB, title, 5_000)).toBe(false);
  }, 120_000);
});
