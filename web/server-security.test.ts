/**
 * The production server's security-header layer (server-security.ts) on a real HTTP server, with
 * handlers that answer the way Next does: a cached page with `res.end(buffer)`, a streamed page
 * through Next's own compression middleware (`next/dist/compiled/compression`, gzip), `writeHead`
 * with headers, redirects, 304s, HEAD, JSON.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecurityLayer, matchesEtag, readBuiltStylesheets, readNextIconScript, type SecurityLayer } from './server-security';
import { preferencesBootScript } from './src/components/accessibility/preferences';
import { signedInBootScript } from './src/lib/signed-in-hint';
import { noStoredResultBootScript } from './src/lib/stored-result-hint';
import { securityConfigFromEnv } from './src/lib/security-headers';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
const compression = (createRequire(import.meta.url)('next/dist/compiled/compression') as () => Middleware)();

const browserHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const scriptSrc = (csp: string | null) =>
  (csp ?? '')
    .split('; ')
    .find((d) => d.startsWith('script-src '))
    ?.split(' ')
    .slice(1) ?? [];
const styleSrcElem = (csp: string | null) =>
  (csp ?? '')
    .split('; ')
    .find((d) => d.startsWith('style-src-elem '))
    ?.split(' ')
    .slice(1) ?? [];

const BOOT = preferencesBootScript();
const FLIGHT = `self.__next_f.push([1,"${'x'.repeat(4000)}"])`;
const INJECTED = 'alert(document.domain)';
/** Next's icon-hoisting script as the installed Next writes it (its own metadata-insertion module). */
const { createServerInsertedMetadata } = createRequire(import.meta.url)(
  'next/dist/server/app-render/metadata-insertion/create-server-inserted-metadata.js',
) as { createServerInsertedMetadata: (nonce?: string) => () => Promise<string> };
const NEXT_ICON_SCRIPT_TAG = await createServerInsertedMetadata()();
const NEXT_ICON_SCRIPT = /^<script>([^<]*)<\/script>$/.exec(NEXT_ICON_SCRIPT_TAG)?.[1] ?? '';
const page = (extra = '') =>
  `<!DOCTYPE html><html><head><script>${BOOT}</script></head><body>${extra}<script>${FLIGHT}</script></body></html>`;
/** Next's inlined CSS (experimental.inlineCss): the built files' texts joined, named by data-href. */
const BUILT_CSS = { 'chunks/a.css': '.a{color:red}\n', 'chunks/nested/b.css': '.b{margin:0}\n' };
const INLINED_CSS = `<style data-precedence="next" data-href="/_next/static/chunks/a.css /_next/static/chunks/nested/b.css">${BUILT_CSS['chunks/a.css']}${BUILT_CSS['chunks/nested/b.css']}</style>`;
const distDir = mkdtempSync(join(tmpdir(), 'server-security-'));
const OUTAGE = '<!DOCTYPE html><html><head><style>body{margin:0}</style></head><body>Something went wrong</body></html>';

let server: Server;
let base: string;
let layer: SecurityLayer;
const warnings: string[] = [];

/** Handlers by path, each answering like Next would. */
const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/inlined-css': (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(page(`${INLINED_CSS}<style data-href="/_next/static/chunks/a.css">body{display:none}</style>`));
  },
  '/static': (_req, res) => {
    const body = Buffer.from(page());
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', String(body.length));
    res.setHeader('ETag', '"abc"');
    res.end(body);
  },
  '/etag-page': (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(page('<p>etag</p>'));
  },
  '/other-static': (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(page('<p>other</p>'));
  },
  '/stream': (req, res) => {
    compression(req, res, () => {});
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.flushHeaders();
    const parts = [page().slice(0, 100), page().slice(100, 3000), page().slice(3000)];
    const next = () => {
      const part = parts.shift();
      if (part === undefined) return res.end();
      res.write(part);
      (res as ServerResponse & { flush?: () => void }).flush?.();
      setTimeout(next, 5);
    };
    next();
  },
  '/both-boot-scripts': (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(page().replace('</head>', `<script>${signedInBootScript()}</script></head>`));
  },
  '/result-frame': (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(page(`<div class="frame"><script>${noStoredResultBootScript()}</script><p>Loading</p></div>`));
  },
  '/icon-script': (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(page(`<p>late icons</p>${NEXT_ICON_SCRIPT_TAG}`));
  },
  '/injected': (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(page(`<script>${INJECTED}</script>`));
  },
  '/write-head': (_req, res) => {
    res.writeHead(404, 'Not Found', [
      'Content-Type',
      'text/html; charset=utf-8',
      'Content-Security-Policy',
      "script-src * 'unsafe-inline'",
      'Set-Cookie',
      'a=1',
      'Set-Cookie',
      'b=2',
    ]);
    res.end(page());
  },
  '/redirect': (_req, res) => {
    res.statusCode = 307;
    res.setHeader('Location', '/login');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(page());
  },
  '/not-modified': (_req, res) => {
    res.statusCode = 304;
    res.setHeader('ETag', '"abc"');
    res.end();
  },
  '/json': (_req, res) => {
    res.writeHead(401, { 'Content-Type': 'application/json', 'X-Frame-Options': 'SAMEORIGIN' });
    res.end('{"message":"Not authorized","code":401}');
  },
  '/outage': (_req, res) => {
    res.statusCode = 503;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(OUTAGE);
  },
  '/zstd': (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Encoding', 'zstd');
    res.end(Buffer.from([1, 2, 3]));
  },
};

beforeAll(async () => {
  for (const [file, css] of Object.entries(BUILT_CSS)) {
    mkdirSync(join(distDir, 'static', file, '..'), { recursive: true });
    writeFileSync(join(distDir, 'static', file), css);
  }
  writeFileSync(join(distDir, 'static', 'chunks', 'x.js'), 'not a stylesheet');
  layer = createSecurityLayer({
    config: securityConfigFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' }),
    staticDocuments: [OUTAGE],
    stylesheets: readBuiltStylesheets(distDir),
    frameworkScripts: readNextIconScript(import.meta.dirname),
    warn: (message) => warnings.push(message),
  });
  server = createServer((req, res) => {
    layer.apply(res);
    const route = routes[new URL(req.url ?? '/', 'http://x').pathname];
    if (route) route(req, res);
    else {
      res.statusCode = 404;
      res.end('missing');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  rmSync(distDir, { recursive: true, force: true });
  await new Promise((resolve) => server.close(resolve));
});

const FIXED = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

function expectFixedHeaders(response: Response): void {
  for (const [name, value] of Object.entries(FIXED)) expect(response.headers.get(name), name).toBe(value);
  expect(response.headers.get('permissions-policy')).toContain('camera=()');
  expect(response.headers.get('strict-transport-security'), 'no HSTS over http').toBeNull();
}

describe('security layer', () => {
  it("the layout's second head script (the signed-in hint of the mobile hub banner) is trusted too", async () => {
    const response = await fetch(`${base}/both-boot-scripts`);
    expect(scriptSrc(response.headers.get('content-security-policy'))).toEqual([
      "'self'",
      browserHash(BOOT),
      browserHash(signedInBootScript()),
      browserHash(FLIGHT),
    ]);
  });

  it('the result page\'s "nothing stored" script in its frame (issue 25) is trusted', async () => {
    const response = await fetch(`${base}/result-frame`);
    expect(scriptSrc(response.headers.get('content-security-policy'))).toEqual([
      "'self'",
      browserHash(BOOT),
      browserHash(noStoredResultBootScript()),
      browserHash(FLIGHT),
    ]);
  });

  it('a cached page: body unchanged, CSP with the hashes of its own inline scripts', async () => {
    const response = await fetch(`${base}/static`);
    expect(await response.text()).toBe(page());
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(page())));
    expectFixedHeaders(response);
    const csp = response.headers.get('content-security-policy');
    expect(scriptSrc(csp)).toEqual(["'self'", browserHash(BOOT), browserHash(FLIGHT)]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:9199");
  });

  it("a streamed page gzipped by Next's compression: hashed from the decoded body, sent compressed", async () => {
    const response = await fetch(`${base}/stream`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(page());
    expectFixedHeaders(response);
    expect(scriptSrc(response.headers.get('content-security-policy'))).toEqual(["'self'", browserHash(BOOT), browserHash(FLIGHT)]);
  });

  it("Next's icon-hoisting script (added when the icon mark reaches the stream after its first chunk) is read from the installed Next and trusted", async () => {
    expect(NEXT_ICON_SCRIPT, NEXT_ICON_SCRIPT_TAG).toMatch(/^document\.querySelectorAll\(/);
    expect(readNextIconScript(import.meta.dirname, () => {})).toEqual([NEXT_ICON_SCRIPT]);
    const response = await fetch(`${base}/icon-script`);
    expect(scriptSrc(response.headers.get('content-security-policy'))).toEqual([
      "'self'",
      browserHash(BOOT),
      browserHash(NEXT_ICON_SCRIPT),
      browserHash(FLIGHT),
    ]);
    expect(warnings.filter((message) => message.includes('/icon-script'))).toEqual([]);
    // A Next whose runtime no longer writes it: nothing trusted, and a warning.
    const otherNext = join(distDir, 'other-next');
    mkdirSync(join(otherNext, 'node_modules', 'next', 'dist', 'compiled', 'next-server'), { recursive: true });
    writeFileSync(join(otherNext, 'node_modules', 'next', 'package.json'), '{"name":"next"}');
    writeFileSync(
      join(otherNext, 'node_modules', 'next', 'dist', 'compiled', 'next-server', 'app-page.runtime.prod.js'),
      'let a=`<script>x()</script>`',
    );
    const missing: string[] = [];
    expect(readNextIconScript(otherNext, (message) => missing.push(message))).toEqual([]);
    expect(missing.join('\n')).toContain('icon-hoisting script was not found');
  });

  it('an injected inline script gets no hash (the browser refuses it) and is logged', async () => {
    const response = await fetch(`${base}/injected`);
    const sources = scriptSrc(response.headers.get('content-security-policy'));
    expect(sources).toContain(browserHash(BOOT));
    expect(sources).not.toContain(browserHash(INJECTED));
    expect(warnings.some((message) => message.includes('/injected') && message.includes(browserHash(INJECTED)))).toBe(true);
  });

  it("writeHead's own headers are kept, a handler's weaker CSP or X-Frame-Options is replaced", async () => {
    const response = await fetch(`${base}/write-head`);
    expect(response.status).toBe(404);
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(response.headers.get('content-security-policy'), 'one CSP, ours').not.toMatch(/\*|, /);
    expect(scriptSrc(response.headers.get('content-security-policy'))).toEqual(["'self'", browserHash(BOOT), browserHash(FLIGHT)]);
    const json = await fetch(`${base}/json`);
    expect(json.status).toBe(401);
    expect(json.headers.get('x-frame-options')).toBe('DENY');
    expect(await json.json()).toEqual({ message: 'Not authorized', code: 401 });
  });

  it('non-HTML answers and redirects carry the whole set; JSON gets the CSP without hashes', async () => {
    const json = await fetch(`${base}/json`);
    expectFixedHeaders(json);
    expect(scriptSrc(json.headers.get('content-security-policy'))).toEqual(["'self'"]);
    const redirect = await fetch(`${base}/redirect`, { redirect: 'manual' });
    expect(redirect.status).toBe(307);
    expect(redirect.headers.get('location')).toBe('/login');
    expectFixedHeaders(redirect);
    expect(scriptSrc(redirect.headers.get('content-security-policy'))).toContain(browserHash(FLIGHT));
    const missing = await fetch(`${base}/nothing-here`);
    expect(missing.status).toBe(404);
    expectFixedHeaders(missing);
  });

  it("a 304 carries no CSP (the cached page's own CSP must stay), but the other headers", async () => {
    const response = await fetch(`${base}/not-modified`);
    expect(response.status).toBe(304);
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('an HTML page gets an ETag from its body digest, and If-None-Match with it answers 304 without body or CSP', async () => {
    const first = await fetch(`${base}/etag-page`);
    const body = await first.text();
    const etag = first.headers.get('etag');
    expect(etag).toBe(`"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`);
    const again = await fetch(`${base}/etag-page`, { headers: { 'If-None-Match': `W/"x", ${etag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('content-security-policy')).toBeNull();
    expect(again.headers.get('x-frame-options')).toBe('DENY');
    const changed = await fetch(`${base}/etag-page`, { headers: { 'If-None-Match': '"not-this-page"' } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe(body);
  });

  it('matchesEtag compares weakly and honours *', () => {
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", "a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });

  it('HEAD of a page: headers, no buffering of a body that is never sent', async () => {
    const response = await fetch(`${base}/static`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expectFixedHeaders(response);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it("the server's own static documents (the outage page) have their <style> hashed", async () => {
    const response = await fetch(`${base}/outage`);
    expect(response.status).toBe(503);
    expect(styleSrcElem(response.headers.get('content-security-policy'))).toEqual(["'self'", browserHash('body{margin:0}')]);
  });

  it("Next's inlined CSS of the build's own stylesheets is hashed; other CSS under a built file's name is not", async () => {
    expect([...readBuiltStylesheets(distDir).keys()].sort()).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/nested/b.css']);
    expect(readBuiltStylesheets(join(distDir, 'missing')).size).toBe(0);
    const response = await fetch(`${base}/inlined-css`);
    const css = BUILT_CSS['chunks/a.css'] + BUILT_CSS['chunks/nested/b.css'];
    expect(styleSrcElem(response.headers.get('content-security-policy'))).toEqual(["'self'", browserHash(css)]);
    expect(warnings.some((w) => w.includes('/inlined-css') && w.includes(browserHash('body{display:none}')))).toBe(true);
  });

  it('a body it cannot decode gets the CSP without hashes (never a crash) and a warning', async () => {
    const response = await fetch(`${base}/zstd`, { headers: { 'accept-encoding': 'identity' } });
    expect(response.status).toBe(200);
    expect(scriptSrc(response.headers.get('content-security-policy'))).toEqual(["'self'"]);
    expect(warnings.some((message) => message.includes('zstd'))).toBe(true);
  });

  it('a page sent as one string is encoded and hashed once: later answers come from the page cache, byte for byte', async () => {
    const first = await fetch(`${base}/etag-page`);
    const firstBody = await first.text();
    const before = layer.stats;
    const again = await fetch(`${base}/etag-page`);
    expect(await again.text()).toBe(firstBody);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(scriptSrc(again.headers.get('content-security-policy'))).toEqual(["'self'", browserHash(BOOT), browserHash(FLIGHT)]);
    expect(layer.stats.pageHits - before.pageHits).toBe(1);
    // A compressed answer is never taken from (or put into) the page cache: its bytes differ.
    const gzipped = await fetch(`${base}/stream`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(await gzipped.text()).toBe(page());
    expect(layer.stats.pageHits - before.pageHits).toBe(1);
  });

  it('the same body is scanned once (cache hit); the cache stays within its bound', async () => {
    const before = layer.stats;
    await fetch(`${base}/other-static`).then((response) => response.text());
    await fetch(`${base}/other-static`).then((response) => response.text());
    await fetch(`${base}/other-static`).then((response) => response.text());
    const after = layer.stats;
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(2);

    const small = createSecurityLayer({ config: securityConfigFromEnv({}), cacheSize: 2, warn: () => {} });
    const tiny = createServer((req, res) => {
      small.apply(res);
      res.setHeader('Content-Type', 'text/html');
      res.end(page(`<p>${req.url}</p>`));
    });
    await new Promise<void>((resolve) => tiny.listen(0, '127.0.0.1', resolve));
    const tinyBase = `http://127.0.0.1:${(tiny.address() as AddressInfo).port}`;
    for (const path of ['/a', '/b', '/c', '/a']) {
      const response = await fetch(`${tinyBase}${path}`);
      expect(scriptSrc(response.headers.get('content-security-policy'))).toEqual(["'self'", browserHash(BOOT), browserHash(FLIGHT)]);
    }
    expect(small.stats).toEqual({ hits: 0, misses: 4, size: 2, pageHits: 0 });
    await new Promise((resolve) => tiny.close(resolve));
  });
});

describe('framing of previews by the studio (issue 15)', () => {
  const STUDIO = 'https://typeatlas.sanity.studio';
  let studioServer: Server;
  let studioBase: string;
  const frameAncestors = (csp: string | null) => (csp ?? '').split('; ').find((d) => d.startsWith('frame-ancestors '));

  beforeAll(async () => {
    const studioLayer = createSecurityLayer({ config: securityConfigFromEnv({ SANITY_STUDIO_URL: STUDIO }), warn: () => {} });
    studioServer = createServer((req, res) => {
      studioLayer.apply(res);
      if (req.url?.startsWith('/draft-mode/enable')) {
        // Like Next's redirect() after draftMode().enable(): a 307 with the cookie.
        res.writeHead(307, { Location: '/blog', 'Set-Cookie': '__prerender_bypass=id; Path=/; HttpOnly; SameSite=None; Secure' });
        return res.end();
      }
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(page('<p>same page for everyone</p>'));
    });
    await new Promise<void>((resolve) => studioServer.listen(0, '127.0.0.1', resolve));
    studioBase = `http://127.0.0.1:${(studioServer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => studioServer.close(resolve));
  });

  it("a visitor's page answers frame-ancestors 'none' and X-Frame-Options: DENY", async () => {
    const response = await fetch(`${studioBase}/blog`, { headers: { cookie: 'theme=dark' } });
    expect(frameAncestors(response.headers.get('content-security-policy'))).toBe("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('the same page with the draft-mode cookie may be framed by the studio only (no X-Frame-Options), hashes intact', async () => {
    // The visitor's answer first: the page cache must not hand its CSP to the preview answer.
    await fetch(`${studioBase}/blog`).then((response) => response.text());
    const response = await fetch(`${studioBase}/blog`, { headers: { cookie: 'theme=dark; __prerender_bypass=id' } });
    const csp = response.headers.get('content-security-policy');
    expect(frameAncestors(csp)).toBe(`frame-ancestors ${STUDIO}`);
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(scriptSrc(csp)).toEqual(["'self'", browserHash(BOOT), browserHash(FLIGHT)]);
    // …and the visitor after the editor still gets 'none'.
    const visitor = await fetch(`${studioBase}/blog`);
    expect(frameAncestors(visitor.headers.get('content-security-policy'))).toBe("frame-ancestors 'none'");
    expect(visitor.headers.get('x-frame-options')).toBe('DENY');
  });

  it('the draft-mode enable route (opened inside the Presentation iframe) may be framed by the studio', async () => {
    const response = await fetch(`${studioBase}/draft-mode/enable?sanity-preview-secret=s`, { redirect: 'manual' });
    expect(response.status).toBe(307);
    expect(frameAncestors(response.headers.get('content-security-policy'))).toBe(`frame-ancestors ${STUDIO}`);
    expect(response.headers.get('x-frame-options')).toBeNull();
  });
});
