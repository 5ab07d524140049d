/**
 * Many instances, one cache (docs/caching-and-scale-out.md "Deploying several instances"): two servers run from the
 * standalone output (`web/.next/standalone/web`, `node server.ts`, exactly as the Docker image runs
 * it) share a Redis (Debian's redis-server, scripts/bootstrap.sh --redis) and one temporary copy
 * of the seed dataset. A change to the dataset announced by a signed webhook to instance A shows on
 * instance B. The probe runs the same change on a pair without REDIS_URL: B keeps its stale page
 * (revalidate = 3600 s), so this test fails if the shared tag store stops working. Stopping Redis
 * keeps both serving (one warning per outage), and tags work again once it is back. The shipped
 * nginx proxy (scripts/proxy/render-nginx-conf.ts) balances over both and shows the change too.
 * A 404 is never cached (web/cache-handler.mjs LocalPageCache, with and without Redis): unknown
 * slugs of every ISR route leave no file in the cache folder and no Redis key, and a page that
 * becomes 404 loses its cached page, so a restart does not bring the old one back.
 *
 * Needs the web build (`next build` + scripts/standalone.ts); ./scripts/test.sh runs it after the
 * web build (vitest project "standalone"). Ports 3510–3519 on 127.0.0.1.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxCommand, writeNginxConf } from '../scripts/proxy/render-nginx-conf.ts';

const STANDALONE = join(import.meta.dirname, '.next', 'standalone', 'web');
const SEED = join(import.meta.dirname, '..', 'studio', 'seed', 'dataset.ndjson');
const SECRET = 'instances-test-secret';
const PAGE = '/personality-types';
const PORTS = { redis: 3519, a: 3511, b: 3512, soloA: 3513, soloB: 3514, notFound: 3515, proxy: 3518 };
/** The page and route-handler entries of the instances' cache (Next's FileSystemCache, shared by every instance here). */
const CACHE_DIR = join(STANDALONE, '.next', 'server', 'app');

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
  await waitFor(`instance on ${port}`, async () => ((await pageText(port)).status === 200 ? true : undefined), 120_000);
}

/** Posts a change notification signed as Sanity does: base64url HMAC-SHA256 over "{t}.{body}" (by default: INTJ updated). */
async function webhook(
  port: number,
  change: { _id: string; _type: string; slug: string; operation: string } = {
    _id: 'type-intj',
    _type: 'personalityType',
    slug: 'intj',
    operation: 'update',
  },
): Promise<number> {
  const body = JSON.stringify(change);
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

/**
 * One unknown value in every dynamic segment of the ISR routes (revalidate = 3600, unknown params
 * rendered on demand): each answers 404. `token` makes their cache keys findable.
 */
function unknownPaths(token: string): string[] {
  return [
    `/personality-type/${token}`,
    `/personality-type/intj/${token}`,
    `/compatibility/${token}`,
    `/theory/${token}`,
    `/posts/${token}`,
    `/blog/${token}`,
    `/blog/article/${token}`,
    `/blog/author/${token}`,
    `/blog/category/${token}`,
    `/blog/category/${token}/page/2`,
    `/blog/page/${token}`,
    `/tools/${token}`,
    `/tools/tests/${token}`,
    `/sitemaps/${token}.xml`,
  ];
}

/** Asks `port` for every path (each must answer 404), twice. */
async function requestUnknown(port: number, paths: string[]): Promise<void> {
  for (let round = 0; round < 2; round++) {
    for (const path of paths) {
      const response = await fetch(url(port, path));
      await response.arrayBuffer();
      expect(response.status, path).toBe(404);
    }
  }
}

/** Files and folders under the cache folder whose path contains `text`. */
function cacheFilesNamed(text: string): string[] {
  return readdirSync(CACHE_DIR, { recursive: true, encoding: 'utf8' }).filter((name) => name.includes(text));
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
  }, 240_000);

  it('a webhook sent to A after a content change shows the new content on B', async () => {
    const title = uniqueTitle('Grand Strategist');
    expect((await pageText(PORTS.b)).text).not.toContain(title);
    renameIntj(dataset, title);
    expect(await webhook(PORTS.a)).toBe(200);
    expect(await shows(PORTS.b, title, 45_000)).toBe(true);
    expect(await shows(PORTS.a, title, 45_000)).toBe(true);
    // Through the proxy: within its micro-cache lifetime (1 s) plus one background refresh.
    expect(await shows(PORTS.proxy, title, 45_000)).toBe(true);
    current = title;
  }, 180_000);

  it('keeps no 404 of an unknown slug: no Redis key, no cache file', async () => {
    const token = uniqueTitle('zz-unknown').replace(' ', '-');
    await requestUnknown(PORTS.a, unknownPaths(token));
    const client = createClient({ url: `redis://127.0.0.1:${PORTS.redis}` });
    await client.connect();
    try {
      const keys: string[] = [];
      for await (const batch of client.scanIterator({ MATCH: `*${token}*`, COUNT: 1000 })) keys.push(...[batch].flat());
      expect(keys, 'Redis keys of the 404s').toEqual([]);
    } finally {
      await client.quit();
    }
    expect(cacheFilesNamed(token), `files of the 404s under ${CACHE_DIR}`).toEqual([]);
  }, 180_000);

  it('keeps serving while Redis is down (one warning per outage) and shares tags again once it is back', async () => {
    // Counted from here: under load an earlier blip (a connect timeout, then "reachable again") is
    // its own outage with its own warning (seen in a loaded fresh-clone run: 2 lines, 1 per outage).
    // A blip still open when Redis stops would swallow this outage's warning (the instance already
    // serves locally; seen in a starved run: "unavailable (no answer within 500 ms)" just before),
    // so first wait until each instance uses Redis again (its last cache line is not "unavailable").
    for (const [instance, port] of [
      [a, PORTS.a],
      [b, PORTS.b],
    ] as const) {
      await waitFor('the shared cache in use', async () => {
        await pageText(port);
        return instance
          .output()
          .match(/\[cache\] Redis (unavailable|is reachable again)/g)
          ?.at(-1)
          ?.endsWith('unavailable')
          ? undefined
          : true;
      });
    }
    const logStart = [a, b].map((instance) => instance.output().length);
    await stop(redis);
    for (let i = 0; i < 5; i++) {
      for (const port of [PORTS.a, PORTS.b]) {
        const page = await pageText(port);
        expect(page.status).toBe(200);
        expect(page.text).toContain(current);
      }
    }
    // The warning comes from the Redis client noticing the outage (its 'error' event, or a command
    // finding it not ready), which can lag the pages that the local copy answered meanwhile (one
    // fresh-clone run saw none yet after these 10 requests): wait for it, then count.
    for (const [index, instance] of [a, b].entries()) {
      await waitFor('the outage warning', async () =>
        instance.output().slice(logStart[index]).includes('[cache] Redis unavailable') ? true : undefined,
      ).catch(() => undefined);
      const outage = instance.output().slice(logStart[index]);
      expect(outage.match(/\[cache\] Redis unavailable/g)?.length, instance.output()).toBe(1);
    }

    redis = startRedis();
    await redisReady(redis);
    for (const instance of [a, b]) {
      await waitFor(
        'the reconnection line',
        async () => (instance.output().includes('[cache] Redis is reachable again') ? true : undefined),
        45_000,
      );
    }
    const title = uniqueTitle('Chief Architect');
    renameIntj(dataset, title);
    expect(await webhook(PORTS.a)).toBe(200);
    expect(await shows(PORTS.b, title, 45_000)).toBe(true);
  }, 240_000);
});

describe('a 404 is not cached, without Redis', () => {
  let dataset: string;
  let server: Server;

  beforeAll(async () => {
    dataset = join(workDir, 'not-found.ndjson');
    writeFileSync(dataset, readFileSync(SEED));
    server = startInstance(PORTS.notFound, dataset);
    await instanceReady(PORTS.notFound);
  }, 240_000);

  it('unknown slugs of every ISR route leave no file in the cache folder', async () => {
    const token = uniqueTitle('zz-unknown').replace(' ', '-');
    await requestUnknown(PORTS.notFound, unknownPaths(token));
    expect(cacheFilesNamed(token), `files of the 404s under ${CACHE_DIR}`).toEqual([]);
  }, 180_000);

  it('a page that becomes 404 loses its cached page, and a restart does not bring it back', async () => {
    // A post of its own (a copy of a seed post under a new slug): rendered on demand and cached, and
    // no run leaves anything for the next (the instances share the standalone output's disk, data
    // cache included).
    const template = 'how-we-keep-your-data';
    const slug = uniqueTitle('zz-gone').replace(' ', '-');
    const path = `/posts/${slug}`;
    const seedLines = readFileSync(dataset, 'utf8').split('\n');
    const copy = seedLines.find((line) => line.startsWith(`{"_id":"post-${template}"`));
    expect(copy, `seed post ${template}`).toBeDefined();
    writeFileSync(dataset, [...seedLines, copy!.replaceAll(template, slug)].join('\n'));
    expect(await webhook(PORTS.notFound, { _id: `post-${slug}`, _type: 'post', slug, operation: 'create' })).toBe(200);
    const statusOf = async () => {
      const response = await fetch(url(PORTS.notFound, path));
      await response.arrayBuffer();
      return response.status;
    };
    await waitFor(`${path} answers 200`, async () => ((await statusOf()) === 200 ? true : undefined), 45_000);
    await waitFor('its cached page', async () => (cacheFilesNamed(`posts/${slug}.html`).length === 1 ? true : undefined), 30_000);
    // The post is deleted and the webhook says so: the stale page may be served once while it
    // regenerates, then 404.
    writeFileSync(dataset, seedLines.join('\n'));
    expect(await webhook(PORTS.notFound, { _id: `post-${slug}`, _type: 'post', slug, operation: 'delete' })).toBe(200);
    await waitFor(`${path} answers 404 after the delete`, async () => ((await statusOf()) === 404 ? true : undefined), 45_000);
    expect(cacheFilesNamed(`posts/${slug}.`), 'the old page is removed from the cache folder').toEqual([]);
    // Next's tag manifest (which marked the old page expired) lives in memory: a new process must
    // not find the old page on disk.
    await stop(server);
    server = startInstance(PORTS.notFound, dataset);
    await instanceReady(PORTS.notFound);
    expect(await statusOf(), `${path} after a restart`).toBe(404);
  }, 240_000);
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
    expect(await shows(PORTS.soloA, title, 45_000)).toBe(true);
    expect(await shows(PORTS.soloB, title, 5_000)).toBe(false);
  }, 240_000);
});
