/**
 * The shared cache handler (cache-handler.mjs) against a real redis-server (Debian's, installed by
 * scripts/bootstrap.sh --redis): entries and tag states written by one instance reach another, a
 * Redis outage degrades to the local cache with one warning, and tags revalidated during the
 * outage reach Redis once it is back. Two "instances" are two SharedStores (two connections).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import TypeAtlasCacheHandler, { KEY_PREFIX, SharedStore, tagsManifest } from './cache-handler.mjs';

let redis: ChildProcess | undefined;
let port = 0;
let distDir: string;
const stores: SharedStore[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startRedis(): Promise<void> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  redis = child;
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
}

async function stopRedis(): Promise<void> {
  const child = redis;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function instance(): { store: SharedStore; handler: () => TypeAtlasCacheHandler; logs: string[] } {
  const logs: string[] = [];
  const store = new SharedStore(`redis://127.0.0.1:${port}`, { log: (message) => logs.push(message) });
  stores.push(store);
  // No memory cache and no disk: "local" answers nothing, so what a get returns came from Redis.
  const handler = () =>
    new TypeAtlasCacheHandler({ serverDistDir: join(distDir, 'server'), flushToDisk: false, revalidatedTags: [] }, store);
  return { store, handler, logs };
}

const fetchEntry = (body: string) => ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: 3600 });

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'typeatlas-cache-'));
  writeFileSync(join(distDir, 'BUILD_ID'), 'int-test');
  port = await freePort();
  await startRedis();
});

afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  await stopRedis();
  rmSync(distDir, { recursive: true, force: true });
});

describe('shared cache handler on a real Redis', () => {
  it('an entry set by one instance is read by another, keyed by build id', async () => {
    const a = instance();
    const b = instance();
    await until('both connections', () => a.store.client.isReady && b.store.client.isReady);
    await a.handler().set('int-key-1', fetchEntry('from A'), { fetchCache: true, tags: ['int:tag-1'], revalidate: 3600 });
    const entry = await b.handler().get('int-key-1', { kind: 'FETCH', tags: ['int:tag-1'], softTags: [] });
    expect(entry?.value).toEqual(fetchEntry('from A'));
    expect(entry?.tags).toEqual(['int:tag-1']);
    expect(await b.store.client.exists(`${KEY_PREFIX}int-test:int-key-1`)).toBe(1);
  });

  it("a tag revalidated on one instance lands in the other's tag manifest, newer than the entry", async () => {
    const a = instance();
    const b = instance();
    await until('both connections', () => a.store.client.isReady && b.store.client.isReady);
    await b.handler().set('int-key-2', fetchEntry('v1'), { fetchCache: true, tags: ['int:tag-2'], revalidate: 3600 });
    const written = (await b.handler().get('int-key-2', { kind: 'FETCH', tags: ['int:tag-2'] }))?.lastModified as number;
    tagsManifest.delete('int:tag-2');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await a.handler().revalidateTag('int:tag-2', { expire: 60 });
    tagsManifest.delete('int:tag-2'); // forget A's local state: B must learn it from Redis
    await b.handler().get('int-key-2', { kind: 'FETCH', tags: ['int:tag-2'] });
    const state = tagsManifest.get('int:tag-2');
    expect(state?.stale).toBeGreaterThan(written);
    expect(state?.expired).toBeGreaterThan(Date.now() + 50_000);
  });

  it('serves locally during an outage with one warning, and publishes tags revalidated meanwhile once Redis is back', async () => {
    const a = instance();
    await until('the connection', () => a.store.client.isReady);
    await stopRedis();
    await until('the outage to be noticed', () => a.store.down);
    const started = Date.now();
    for (let i = 0; i < 5; i++) {
      expect(await a.handler().get(`int-missing-${i}`, { kind: 'FETCH', tags: ['int:any'] })).toBeNull();
      await a.handler().set(`int-key-${i}`, fetchEntry('during outage'), { fetchCache: true, tags: [], revalidate: 3600 });
    }
    expect(Date.now() - started).toBeLessThan(2_000);
    await a.handler().revalidateTag(['int:outage-tag'], { expire: 60 });
    expect(a.logs.filter((line) => line.includes('Redis unavailable'))).toHaveLength(1);

    await startRedis();
    await until('reconnection', () => a.logs.some((line) => line.includes('reachable again')));
    await until(
      'the pending tag in Redis',
      async () => (await a.store.client.hGet(`${KEY_PREFIX}tags`, 'int:outage-tag').catch(() => null)) !== null,
    );
    expect(a.store.pendingTags.size).toBe(0);
  }, 30_000);

  it('ends an outage that was only a command timeout at the next command that answers (the connection never dropped)', async () => {
    const a = instance();
    await until('the connection', () => a.store.client.isReady);
    // A command that never answers: the timeout marks Redis down though the connection stays up.
    expect(await a.store.run(() => new Promise(() => {}))).toBeNull();
    expect(a.store.down).toBe(true);
    a.store.pendingTags.add('int:blip-tag');
    expect(await a.store.run((client) => client.ping())).toBe('PONG');
    expect(a.store.down).toBe(false);
    expect(a.logs.filter((line) => line.includes('reachable again'))).toHaveLength(1);
    await until(
      'the pending tag in Redis',
      async () => (await a.store.client.hGet(`${KEY_PREFIX}tags`, 'int:blip-tag').catch(() => null)) !== null,
    );
    // The next real outage is noticed and logged again.
    await stopRedis();
    await until('the outage to be noticed', () => a.logs.filter((line) => line.includes('Redis unavailable')).length === 2);
    await startRedis();
  }, 30_000);
});
