/**
 * The shipped reverse proxy (deploy/nginx/nginx.conf.template, docs/caching-and-scale-out.md "Behind the reverse proxy"):
 * Debian's nginx, rendered by scripts/proxy/render-nginx-conf.ts, in front of the built app.
 *
 * Runs its own pair so it disturbs no other spec: web/server.ts on 3441 (TRUST_PROXY=1, a
 * temporary copy of the seed dataset, its own webhook secret) and nginx on 3440 with its run
 * directory in a temporary folder. Needs /usr/sbin/nginx (`scripts/bootstrap.sh --proxy`, which
 * ./scripts/test.sh runs). Each test names the configuration rule it checks.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEFAULT_MICRO_CACHE_SECONDS, nginxCommand, writeNginxConf } from '../scripts/proxy/render-nginx-conf';
import { OUTAGE_SERVER } from '../playwright.config';

const APP_PORT = 3441;
const PROXY_PORT = 3440;
const APP = `http://127.0.0.1:${APP_PORT}`;
const PROXY = `http://127.0.0.1:${PROXY_PORT}`;
const WEBHOOK_SECRET = `e2e-proxy-${createHash('sha256')
  .update(import.meta.dirname)
  .digest('hex')
  .slice(0, 24)}`;
/** A public ISR page whose content comes from the `personalityType` documents. */
const PUBLIC_PAGE = '/personality-types';

let workDir = '';
let datasetPath = '';
const children: ChildProcess[] = [];
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function waitFor(url: string, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${seconds} s`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

function start(argv: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(argv[0]!, argv.slice(1), { env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

/** GET through the proxy; `headers` as given (e.g. a cookie). */
const get = (request: APIRequestContext, url: string, headers: Record<string, string> = {}) =>
  request.get(`${PROXY}${url}`, { headers, maxRedirects: 0 });
const cacheStatus = async (request: APIRequestContext, url: string, headers: Record<string, string> = {}) =>
  (await get(request, url, headers)).headers()['x-cache-status'];

/** Posts the change of type-intj signed as Sanity does (base64url HMAC-SHA256 over "{t}.{body}"), through the proxy. */
function postWebhook(request: APIRequestContext) {
  const body = JSON.stringify({ _id: 'type-intj', _type: 'personalityType', slug: 'intj', operation: 'update' });
  const timestamp = Date.now();
  const signature = createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${body}`).digest('base64url');
  return request.post(`${PROXY}/api/revalidate`, {
    headers: { 'content-type': 'application/json', 'sanity-webhook-signature': `t=${timestamp},v1=${signature}` },
    data: body,
  });
}

/** GETs `url` every 100 ms until `check(body)` holds (true) or `ms` pass (false). */
async function pollUntil(request: APIRequestContext, url: string, check: (html: string) => boolean, ms: number): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (check(await (await request.get(url)).text())) return true;
    await new Promise((done) => setTimeout(done, 100));
  }
  return false;
}

test.describe.configure({ mode: 'serial' });

test.describe('reverse proxy (nginx)', () => {
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    if (!existsSync('/usr/sbin/nginx'))
      throw new Error("Debian's nginx is missing: run scripts/bootstrap.sh --proxy (./scripts/test.sh does)");
    workDir = await mkdtemp(path.join(tmpdir(), 'typeatlas-e2e-proxy-'));
    await chmod(workDir, 0o755); // nginx's workers (nobody, when started as root) enter it
    datasetPath = path.join(workDir, 'dataset.ndjson');
    await copyFile(OUTAGE_SERVER.seedDatasetPath, datasetPath);
    const root = path.resolve(import.meta.dirname, '..');
    start(['node', path.join(root, 'web', 'server.ts'), '--port', String(APP_PORT)], {
      ...process.env,
      CONTENT_SOURCE: 'local',
      SEED_DATASET_PATH: datasetPath,
      SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      TRUST_PROXY: '1',
    });
    const runDir = path.join(workDir, 'proxy');
    writeNginxConf({ listen: `127.0.0.1:${PROXY_PORT}`, upstreams: [`127.0.0.1:${APP_PORT}`], runDir, workers: 1 });
    start(nginxCommand(runDir), process.env);
    await waitFor(`${APP}/`, 60);
    await waitFor(`${PROXY}/`, 10);
  });

  test.afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((done) => child.once('exit', done)) : null)));
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  test('an anonymous public page is micro-cached (MISS, then HIT) with the app headers unchanged', async ({ request }) => {
    const url = `${PUBLIC_PAGE}?probe=${unique()}`;
    const first = await get(request, url);
    expect(first.status()).toBe(200);
    expect(first.headers()['x-cache-status']).toBe('MISS');
    const second = await get(request, url);
    expect(second.headers()['x-cache-status']).toBe('HIT');
    // The app's per-page CSP (hashes of its inline scripts) and other security headers leave the cache unchanged.
    const direct = await request.get(`${APP}${url}`);
    expect(second.headers()['content-security-policy']).toBe(direct.headers()['content-security-policy']);
    expect(second.headers()['x-frame-options']).toBe(direct.headers()['x-frame-options']);
    expect(await second.text()).toBe(await first.text());
  });

  test('the API and account pages are never cached (BYPASS)', async ({ request }) => {
    for (const url of ['/api/notifications', '/profile', '/login']) {
      expect(await cacheStatus(request, url), url).toBe('BYPASS');
      expect(await cacheStatus(request, url), `${url} (again)`).toBe('BYPASS');
    }
  });

  for (const cookie of ['token', 'refreshToken', 'user']) {
    test(`a request with the ${cookie} cookie is neither served from nor stored in the cache`, async ({ request }) => {
      const signedIn = { cookie: `theme=dark; ${cookie}=e2e-proxy-probe` };
      // An anonymous answer in the cache is not given to the signed-in visitor…
      const cachedUrl = `${PUBLIC_PAGE}?probe=${unique()}`;
      expect(await cacheStatus(request, cachedUrl)).toBe('MISS');
      expect(await cacheStatus(request, cachedUrl)).toBe('HIT');
      expect(await cacheStatus(request, cachedUrl, signedIn)).toBe('BYPASS');
      // …and the signed-in visitor's answer is not stored for an anonymous one.
      const freshUrl = `${PUBLIC_PAGE}?probe=${unique()}`;
      expect(await cacheStatus(request, freshUrl, signedIn)).toBe('BYPASS');
      expect(await cacheStatus(request, freshUrl)).toBe('MISS');
    });
  }

  test('an answer with Cache-Control no-store (a dynamic page) is not stored', async ({ request }) => {
    const url = `/search/proxy-${unique()}`;
    const first = await get(request, url);
    expect(first.headers()['cache-control']).toContain('no-store');
    expect(first.headers()['x-cache-status']).toBe('MISS');
    expect(await cacheStatus(request, url)).toBe('MISS');
  });

  test('hashed static assets are immutable for a year and cached by the proxy', async ({ request }) => {
    const html = await (await get(request, '/')).text();
    const asset = /\/_next\/static\/[^"'\s]+\.js/.exec(html)?.[0];
    expect(asset, 'a /_next/static script on the home page').toBeTruthy();
    const first = await get(request, asset!);
    expect(first.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(['MISS', 'HIT']).toContain(first.headers()['x-cache-status']);
    expect((await get(request, asset!)).headers()['x-cache-status']).toBe('HIT');
  });

  test('pages and scripts are gzip-compressed (brotli too when the module is installed)', async ({ request }) => {
    const page = await get(request, '/', { 'accept-encoding': 'gzip' });
    expect(page.headers()['content-encoding']).toBe('gzip');
    const html = await page.text(); // Playwright decodes; the body is still the page
    expect(html).toContain('</html>');
    // Every script of the page is compressed unless it is under nginx's gzip_min_length (256 bytes:
    // a tiny chunk is sent as it is); at least one is compressed.
    const assets = [...new Set([...html.matchAll(/\/_next\/static\/[^"'\s]+\.js/g)].map((match) => match[0]))];
    let compressed = 0;
    for (const asset of assets) {
      const answer = await get(request, asset, { 'accept-encoding': 'gzip' });
      if (answer.headers()['content-encoding'] === 'gzip') compressed += 1;
      else expect((await answer.body()).length, `${asset} is not gzip-compressed`).toBeLessThan(256);
    }
    expect(compressed, 'gzip-compressed scripts on the home page').toBeGreaterThan(0);
    if (existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so')) {
      expect((await get(request, '/', { 'accept-encoding': 'br' })).headers()['content-encoding']).toBe('br');
    }
  });

  test(`content changed by the signed webhook is visible through the proxy soon after (${DEFAULT_MICRO_CACHE_SECONDS} s micro-cache)`, async ({
    request,
  }) => {
    test.setTimeout(60_000);
    const warm = await get(request, PUBLIC_PAGE);
    expect(await warm.text()).toContain('Mastermind');
    expect(await cacheStatus(request, PUBLIC_PAGE)).toMatch(/HIT|UPDATING|STALE/);

    const nickname = `Proxyprobe${unique().replace(/\W/g, '')}`;
    const original = await readFile(datasetPath, 'utf8');
    const lines = original.split('\n').map((line) => (line.includes('"_id":"type-intj"') ? line.replaceAll('Mastermind', nickname) : line));
    expect(lines.join('\n')).not.toBe(original);
    await writeFile(datasetPath, lines.join('\n'));
    try {
      // Signed as Sanity does, sent through the proxy (POST is never cached: nginx does not look it up).
      expect((await postWebhook(request)).status()).toBe(200);

      // The app serves the old page once more while it regenerates (revalidateTag 'max'); the proxy
      // holds an answer for at most the micro-cache lifetime and refreshes it in the background.
      // Bound: the lifetime twice (one stale round in the app, one in the proxy) plus renders.
      const started = Date.now();
      const bound = (2 * DEFAULT_MICRO_CACHE_SECONDS + 8) * 1000;
      const seen = await pollUntil(request, `${PROXY}${PUBLIC_PAGE}`, (html) => html.includes(nickname), bound);
      console.log(
        `proxy: webhook change ${seen ? 'visible' : 'NOT visible'} after ${Date.now() - started} ms (micro-cache ${DEFAULT_MICRO_CACHE_SECONDS} s)`,
      );
      expect(seen, `the new nickname through the proxy within ${bound} ms`).toBe(true);
    } finally {
      // Next writes regenerated pages into the build (.next/server/app), which other servers of
      // this run share: put the original back and regenerate again before leaving.
      await writeFile(datasetPath, original);
      expect((await postWebhook(request)).status()).toBe(200);
      expect(
        await pollUntil(request, `${APP}${PUBLIC_PAGE}`, (html) => html.includes('Mastermind') && !html.includes(nickname), 20_000),
      ).toBe(true);
    }
  });
});
