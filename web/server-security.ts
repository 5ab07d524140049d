/**
 * The production server's security-header layer: web/server.ts installs it on every response, so
 * every answer carries the header set of web/src/lib/security-headers.ts, with a CSP naming the
 * hashes of each HTML page's trusted inline scripts and styles (pages stay static and cached).
 * How and why: docs/security.md "The header layer (web/server-security.ts)".
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { preferencesBootScript } from './src/components/accessibility/preferences.ts';
import { contentTypeOf } from './src/lib/content-type.ts';
import { inlineElements, scanInline, type TrustedInline } from './src/lib/inline-hashes.ts';
import { signedInBootScript } from './src/lib/signed-in-hint.ts';
import { noStoredResultBootScript } from './src/lib/stored-result-hint.ts';
import { reactRuntimeDefinitions } from './src/lib/react-instruction-scripts.ts';
import {
  isPreviewRequest,
  NOT_PREVIEW,
  SECURITY_HEADER_NAMES,
  securityHeaders,
  type FramingContext,
  type InlineHashes,
  type SecurityConfig,
} from './src/lib/security-headers.ts';

/** How many page bodies' CSPs are remembered (each entry is a digest and a header of ~1–2 KB). */
export const DEFAULT_CSP_CACHE_SIZE = 1000;
/**
 * Bound of the page cache in bytes (UTF-8 bodies; their strings are held too). A cached page is
 * one string that Next hands to `res.end` on every request; remembering its bytes, digest and CSP
 * saves the UTF-8 encoding and SHA-256 per request (issue 14, goal 2).
 */
export const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

/** Options of {@link createSecurityLayer}. */
export interface SecurityLayerOptions {
  config: SecurityConfig;
  /**
   * Static HTML documents the server writes itself (e.g. the outage page of web/server.ts): their
   * inline scripts and styles are trusted as they are. The site's own inline scripts (the
   * accessibility boot script) are always trusted.
   */
  staticDocuments?: readonly string[];
  /**
   * The build's stylesheets by URL path (`/_next/static/chunks/x.css` → text): Next's inlined CSS
   * (`experimental.inlineCss`) naming them is trusted when its text is exactly theirs
   * (web/src/lib/inline-hashes.ts). See {@link readBuiltStylesheets}.
   */
  stylesheets?: ReadonlyMap<string, string>;
  /**
   * React's streaming runtime definitions, so the instruction scripts of a late Suspense boundary
   * are hashed (src/lib/react-instruction-scripts.ts). See {@link readReactRuntime}. Absent: none.
   */
  reactRuntime?: readonly string[];
  /**
   * Fixed inline scripts Next itself writes into some pages, trusted as they are: its icon-hoisting
   * script (see {@link readNextIconScript}). Absent: none.
   */
  frameworkScripts?: readonly string[];
  /** Bound of the body → CSP cache (entries). Default {@link DEFAULT_CSP_CACHE_SIZE}. */
  cacheSize?: number;
  /** Where warnings go (untrusted inline content, an unknown Content-Encoding). Default console.warn. */
  warn?: (message: string) => void;
}

/** The installed layer. */
export interface SecurityLayer {
  /** Wraps `res` so its answer leaves with the security headers; call before anything writes to it. */
  apply(res: ServerResponse): void;
  /**
   * Cache counters, for benchmarks and tests: `hits`/`misses` of CSP lookups (a page-cache hit is
   * a hit), `size` entries of the CSP cache, `pageHits` answers sent from the page cache.
   */
  readonly stats: { hits: number; misses: number; size: number; pageHits: number };
}

type WriteHead = (this: ServerResponse, statusCode: number, ...rest: unknown[]) => ServerResponse;
type Write = (this: ServerResponse, ...args: unknown[]) => boolean;
type End = (this: ServerResponse, ...args: unknown[]) => ServerResponse;

const OWN_HEADERS: readonly string[] = SECURITY_HEADER_NAMES;

/** `writeHead`'s optional reason phrase and headers (object or flat array), without our own headers. */
function splitWriteHeadArgs(rest: unknown[]): { reason: string | undefined; headers: [string, unknown][] } {
  let reason: string | undefined;
  const headers: [string, unknown][] = [];
  for (const arg of rest) {
    if (typeof arg === 'string') reason = arg;
    else if (Array.isArray(arg)) for (let i = 0; i < arg.length; i += 2) headers.push([String(arg[i]), arg[i + 1]]);
    else if (arg && typeof arg === 'object') headers.push(...Object.entries(arg as OutgoingHttpHeaders));
  }
  return { reason, headers: headers.filter(([name]) => !OWN_HEADERS.includes(name.toLowerCase())) };
}

/** Sets `writeHead`-style headers on `res` (values of a repeated name are kept together). */
function setHeaders(res: ServerResponse, headers: [string, unknown][]): void {
  const grouped = new Map<string, { name: string; values: string[] }>();
  for (const [name, value] of headers) {
    if (value === undefined) continue;
    const entry = grouped.get(name.toLowerCase()) ?? { name, values: [] };
    entry.values.push(...(Array.isArray(value) ? value.map(String) : [String(value)]));
    grouped.set(name.toLowerCase(), entry);
  }
  for (const { name, values } of grouped.values()) res.setHeader(name, values.length === 1 ? values[0]! : values);
}

/** The body as text, undoing the Content-Encoding Next's compression applied. @throws on an unknown encoding */
function decodeBody(body: Buffer, encoding: string): string {
  switch (encoding) {
    case '':
    case 'identity':
      return body.toString('utf8');
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(body).toString('utf8');
    case 'deflate':
      return inflateSync(body).toString('utf8');
    case 'br':
      return brotliDecompressSync(body).toString('utf8');
    default:
      throw new Error(`unknown Content-Encoding "${encoding}"`);
  }
}

/**
 * Whether an If-None-Match header names `etag` (RFC 9110 §13.1.2: weak comparison, `*` matches).
 * @param header the request's If-None-Match value(s)
 * @param etag the current entity tag, quoted
 */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return (Array.isArray(header) ? header.join(',') : header).split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

/**
 * The built stylesheets of a Next build, by the URL path Next serves them at.
 * @param distDir the build folder (e.g. `web/.next`); its `static/` is served at `/_next/static/`
 * @returns `/_next/static/…/x.css` → file text (UTF-8); empty when the folder has no `static/`
 */
export function readBuiltStylesheets(distDir: string): Map<string, string> {
  const stylesheets = new Map<string, string>();
  const staticDir = join(distDir, 'static');
  if (!existsSync(staticDir)) return stylesheets;
  for (const file of readdirSync(staticDir, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.css')) stylesheets.set(`/_next/static/${file.split(sep).join('/')}`, readFileSync(join(staticDir, file), 'utf8'));
  }
  return stylesheets;
}

/**
 * The installed Next's compiled app-page runtimes (`next/dist/compiled/next-server/app-page*.runtime.prod.js`,
 * one of which renders every page), read as text.
 * @param resolveFrom a file or folder whose `node_modules` resolution finds `next` (web/)
 * @throws when `next` cannot be resolved or its runtime folder read
 */
function nextAppPageRuntimes(resolveFrom: string): { runtimeDir: string; texts: string[] } {
  const nextDir = dirname(createRequire(join(resolve(resolveFrom), 'noop.js')).resolve('next/package.json'));
  const runtimeDir = join(nextDir, 'dist', 'compiled', 'next-server');
  const files = readdirSync(runtimeDir).filter((file) => /^app-page.*\.runtime\.prod\.js$/.test(file));
  return { runtimeDir, texts: files.map((file) => readFileSync(join(runtimeDir, file), 'utf8')) };
}

/**
 * React's streaming runtime definitions as the installed Next ships them: read from its compiled
 * app-page runtimes (`next/dist/compiled/next-server/app-page*.runtime.prod.js`, one of which
 * renders every page), so a Next or React upgrade cannot leave the CSP with stale texts.
 * @param resolveFrom a file or folder whose `node_modules` resolution finds `next` (web/)
 * @returns the definitions, longest first; empty when no runtime file is found (then React's
 *   instruction scripts stay unhashed and a warning says so)
 */
export function readReactRuntime(resolveFrom: string, warn: (message: string) => void = console.warn): string[] {
  try {
    const { runtimeDir, texts } = nextAppPageRuntimes(resolveFrom);
    const definitions = reactRuntimeDefinitions(texts);
    if (definitions.length === 0)
      warn(`[security] no React streaming runtime found in ${runtimeDir}; late Suspense boundaries will be refused by the CSP.`);
    return definitions;
  } catch (error) {
    warn(
      `[security] cannot read React's streaming runtime (${(error as Error).message}); late Suspense boundaries will be refused by the CSP.`,
    );
    return [];
  }
}

/**
 * The inline script Next adds to a page when the `<meta name="«nxt-icon»">` mark of its metadata
 * reaches the HTML stream after its first chunk (`createMetadataTransformStream`,
 * next/dist/server/stream-utils/node-web-streams-helper.js; the text is `REINSERT_ICON_SCRIPT` of
 * next/dist/server/app-render/metadata-insertion/create-server-inserted-metadata.js): it moves
 * `<link rel=icon>` elements from <body> to <head>. A fixed text, but which pages carry it depends
 * on how the stream is cut — under load even a page whose metadata sits in <head> (seen on /login,
 * /shared-result/…/compare and 404s in loaded CI runs) — so it cannot be listed per page. Read from
 * the installed Next's compiled app-page runtimes (as {@link readReactRuntime}), so an upgrade cannot
 * leave the CSP with a stale text.
 * @param resolveFrom a file or folder whose `node_modules` resolution finds `next` (web/)
 * @returns the script's text (one element), or empty when no runtime holds it (then a warning says
 *   the CSP will refuse it)
 */
export function readNextIconScript(resolveFrom: string, warn: (message: string) => void = console.warn): string[] {
  try {
    const { runtimeDir, texts } = nextAppPageRuntimes(resolveFrom);
    for (const runtime of texts) {
      const text = NEXT_ICON_SCRIPT.exec(runtime)?.[1];
      if (text) return [text];
    }
    warn(`[security] Next's icon-hoisting script was not found in ${runtimeDir}; pages that carry it will have it refused by the CSP.`);
  } catch (error) {
    warn(
      `[security] cannot read Next's icon-hoisting script (${(error as Error).message}); pages that carry it will have it refused by the CSP.`,
    );
  }
  return [];
}

/** The icon-hoisting script inside the `<script…>…</script>` template of Next's compiled runtime. */
const NEXT_ICON_SCRIPT = />(document\.querySelectorAll\('body link\[rel="icon"\][^<`$]*)<\/script>/;

/** The inline scripts and styles the site writes itself (what the CSP may name by hash). */
function trustedInlineOf({
  staticDocuments = [],
  stylesheets,
  reactRuntime,
  frameworkScripts = [],
}: Pick<SecurityLayerOptions, 'staticDocuments' | 'stylesheets' | 'reactRuntime' | 'frameworkScripts'>): TrustedInline {
  const inline = (tag: 'script' | 'style') =>
    staticDocuments.flatMap((html) =>
      inlineElements(html)
        .filter((e) => e.tag === tag)
        .map((e) => e.text),
    );
  return {
    scripts: [preferencesBootScript(), signedInBootScript(), noStoredResultBootScript(), ...frameworkScripts, ...inline('script')],
    styles: inline('style'),
    stylesheets,
    reactRuntime,
  };
}

/** The fixed header set (no hashes) of each framing context, with and without the CSP (for 304s). */
function fixedHeaderSets(config: SecurityConfig): (framing: FramingContext) => FixedHeaders {
  const sets = new Map(
    [NOT_PREVIEW, { preview: true }].map((framing) => {
      const headers = securityHeaders(config, undefined, framing);
      return [
        framing.preview,
        { headers, withoutCsp: Object.entries(headers).filter(([name]) => name !== 'Content-Security-Policy') },
      ] as const;
    }),
  );
  return (framing) => sets.get(framing.preview)!;
}

/** A fixed header set: every header, and the same without the CSP. */
interface FixedHeaders {
  headers: Record<string, string>;
  withoutCsp: [string, string][];
}

/** A written body chunk as bytes (strings in their given encoding, else UTF-8). */
function chunkBytes(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return Buffer.from(chunk as Uint8Array);
}

/** A page's bytes, SHA-256 digest (base64url) and CSP. */
interface HashedPage {
  body: Buffer;
  digest: string;
  csp: string;
}

/**
 * The two caches of the layer: CSP by body digest (`cspFor`) and, for whole uncompressed pages
 * given as one string, the hashed page by its text (`pageOf`). Both bounded by `cacheSize`
 * entries, least recently used first out; the page cache also by {@link PAGE_CACHE_BYTES}.
 */
function createCspCache({
  config,
  trusted,
  cacheSize,
  warn,
  fixedFor,
}: {
  config: SecurityConfig;
  trusted: TrustedInline;
  cacheSize: number;
  warn: (message: string) => void;
  fixedFor: (framing: FramingContext) => FixedHeaders;
}) {
  const cache = new Map<string, string>();
  const stats = { hits: 0, misses: 0, size: 0, pageHits: 0 };
  /** Page cache: an uncompressed HTML body as Next passed it (a string) → its bytes, digest, CSP. */
  const pages = new Map<string, HashedPage>();
  let pageBytes = 0;
  const warned = new Set<string>();
  const warnOnce = (key: string, message: string) => {
    if (warned.has(key) || warned.size >= 1000) return;
    warned.add(key);
    warn(message);
  };

  /** The CSP of an HTML body whose SHA-256 is `digest` (cached by digest and encoding). */
  function cspFor(body: Buffer, digest: string, encoding: string, path: string, framing: FramingContext): string {
    const key = `${framing.preview ? 'preview:' : ''}${encoding}:${digest}`;
    const cached = cache.get(key);
    if (cached !== undefined) {
      stats.hits += 1;
      cache.delete(key); // most recently used goes last
      cache.set(key, cached);
      return cached;
    }
    stats.misses += 1;
    let inline: InlineHashes;
    try {
      const scan = scanInline(decodeBody(body, encoding), trusted);
      for (const [hashes, what] of [
        [scan.untrustedScripts, 'an inline script'],
        [scan.untrustedStyles, 'an inline <style>'],
      ] as const) {
        for (const hash of hashes)
          warnOnce(
            hash,
            `[security] ${path}: ${what} (${hash}) is not one the site writes; the CSP blocks it (web/src/lib/inline-hashes.ts). It starts ${JSON.stringify(scan.untrustedExcerpts[hash] ?? '')}`,
          );
      }
      inline = scan;
    } catch (error) {
      warnOnce(
        `error:${encoding}`,
        `[security] ${path}: cannot read the page to hash its inline scripts (${(error as Error).message}); sending the CSP without hashes.`,
      );
      return fixedFor(framing).headers['Content-Security-Policy']!;
    }
    const csp = securityHeaders(config, inline, framing)['Content-Security-Policy']!;
    cache.set(key, csp);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
    stats.size = cache.size;
    return csp;
  }

  /**
   * The bytes, digest and CSP of a whole uncompressed HTML body given as one string — from the page
   * cache when this very text was sent before (Next sends a cached page as the same string each
   * time: the Map finds it by V8's cached string hash, no re-encoding, no SHA-256). Bounded by
   * `cacheSize` entries and {@link PAGE_CACHE_BYTES}, least recently used first out.
   */
  function pageOf(text: string, path: string): HashedPage {
    const known = pages.get(text);
    if (known) {
      stats.pageHits += 1;
      stats.hits += 1;
      pages.delete(text);
      pages.set(text, known);
      return known;
    }
    const body = Buffer.from(text, 'utf8');
    const digest = createHash('sha256').update(body).digest('base64url');
    const entry = { body, digest, csp: cspFor(body, digest, '', path, NOT_PREVIEW) };
    // A body that could not be read gets the fixed CSP: not remembered, so it is retried.
    if (body.length <= PAGE_CACHE_BYTES / 4) {
      pages.set(text, entry);
      pageBytes += body.length;
      while (pages.size > cacheSize || pageBytes > PAGE_CACHE_BYTES) {
        const [oldest, evicted] = pages.entries().next().value!;
        pages.delete(oldest);
        pageBytes -= evicted.body.length;
      }
    }
    return entry;
  }

  return { cspFor, pageOf, stats: () => ({ ...stats, size: cache.size }) };
}

/** What {@link interceptResponse} needs from the layer: header sets by framing and the CSP caches. */
interface Interceptors {
  fixedFor: (framing: FramingContext) => FixedHeaders;
  cspFor: (body: Buffer, digest: string, encoding: string, path: string, framing: FramingContext) => string;
  pageOf: (text: string, path: string) => HashedPage;
}

/** Replaces every security header of `res` by the fixed set (a 304 without the CSP). */
function setFixedHeaders(res: ServerResponse, statusCode: number, fixed: FixedHeaders): void {
  for (const name of OWN_HEADERS) res.removeHeader(name);
  for (const [name, value] of statusCode === 304 ? fixed.withoutCsp : Object.entries(fixed.headers)) res.setHeader(name, value);
}

/** The callback among `write`/`end`'s arguments, if any. */
function callbackOf(args: unknown[]): (() => void) | undefined {
  return args.find((arg): arg is () => void => typeof arg === 'function');
}

/** Whether a `write`/`end` argument is body data (not absent, not the callback). */
function isBodyChunk(chunk: unknown): boolean {
  return chunk !== undefined && chunk !== null && typeof chunk !== 'function';
}

/**
 * Whether `end`'s chunk is a whole cached page: the whole body in one string, not compressed (Next's
 * compression passes strings through untouched when the client asked for none), outside preview.
 */
function isWholePage(
  chunk: unknown,
  encoding: unknown,
  buffered: number,
  contentEncoding: string,
  framing: FramingContext,
): chunk is string {
  const utf8 = typeof encoding !== 'string' || /^utf-?8$/i.test(encoding);
  return (
    !framing.preview && buffered === 0 && typeof chunk === 'string' && utf8 && (contentEncoding === '' || contentEncoding === 'identity')
  );
}

/**
 * Sets the page's ETag and says whether the request's If-None-Match matches it. The ETag is the
 * body digest computed anyway for the CSP lookup (Next's own is off, next.config generateEtags: it
 * hashed every page in JavaScript on every request — a fifth of a cached page's cost, issue 14).
 */
function etagMatches(res: ServerResponse, digest: string): boolean {
  const etag = `"${digest.slice(0, 27)}"`;
  res.setHeader('ETag', etag);
  return matchesEtag(res.req?.headers['if-none-match'], etag);
}

/** Turns the held-back page's headers into a 304's: no body headers, no CSP. */
function notModifiedHeaders(res: ServerResponse, fixed: FixedHeaders): void {
  for (const name of ['Content-Type', 'Content-Length', 'Content-Encoding', 'Content-Security-Policy']) res.removeHeader(name);
  setFixedHeaders(res, 304, fixed);
}

/**
 * Wraps `res.writeHead`, `write` and `end`: a response with a body whose Content-Type is HTML is
 * held back until `end`, then sent with the CSP of its bytes (and an ETag, answering 304 when it
 * matches); every other response passes through with the fixed header set.
 */
function interceptResponse(res: ServerResponse, { fixedFor, cspFor, pageOf }: Interceptors): void {
  const original = { writeHead: res.writeHead as WriteHead, write: res.write as Write, end: res.end as End };
  /** undecided until the status line is known; `buffer` holds an HTML body back until `end`. */
  let mode: 'undecided' | 'pass' | 'buffer' = 'undecided';
  let status = 200;
  let reason: string | undefined;
  const chunks: Buffer[] = [];
  const framing: FramingContext = isPreviewRequest(res.req?.url, res.req?.headers?.cookie) ? { preview: true } : NOT_PREVIEW;
  const fixed = fixedFor(framing);

  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const args = splitWriteHeadArgs(rest);
    if (mode === 'buffer') {
      status = statusCode;
      reason = args.reason ?? reason;
      setHeaders(this, args.headers);
      return this;
    }
    const method = this.req?.method ?? 'GET';
    const hasBody = method !== 'HEAD' && statusCode !== 204 && statusCode !== 304 && statusCode >= 200;
    if (hasBody && /^\s*text\/html\b/i.test(contentTypeOf(this, rest))) {
      mode = 'buffer';
      status = statusCode;
      reason = args.reason;
      setHeaders(this, args.headers);
      return this;
    }
    mode = 'pass';
    setFixedHeaders(this, statusCode, fixed);
    setHeaders(this, args.headers);
    return args.reason === undefined ? original.writeHead.call(this, statusCode) : original.writeHead.call(this, statusCode, args.reason);
  } as ServerResponse['writeHead'];

  // Like Node's implicit headers: the first body byte settles the status line.
  const settle = (self: ServerResponse) => {
    if (mode === 'undecided' && !self.headersSent) self.writeHead(self.statusCode);
  };

  res.write = function (this: ServerResponse, ...args: unknown[]) {
    settle(this);
    if (mode !== 'buffer') return original.write.apply(this, args);
    const [chunk, encoding] = args;
    if (isBodyChunk(chunk)) chunks.push(chunkBytes(chunk, encoding));
    const callback = callbackOf(args);
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse['write'];

  res.end = function (this: ServerResponse, ...args: unknown[]) {
    settle(this);
    if (mode !== 'buffer') return original.end.apply(this, args);
    const [chunk, encoding] = args;
    const callback = callbackOf(args);
    mode = 'pass';
    setFixedHeaders(this, status, fixed);
    const encodingHeader = String(this.getHeader('content-encoding') ?? '')
      .trim()
      .toLowerCase();
    const path = this.req?.url ?? '';
    // A cached page → the page cache; any other body is hashed here.
    const page = isWholePage(chunk, encoding, chunks.length, encodingHeader, framing) ? pageOf(chunk, path) : null;
    if (!page && isBodyChunk(chunk)) chunks.push(chunkBytes(chunk, encoding));
    const body = page ? page.body : Buffer.concat(chunks);
    chunks.length = 0;
    const digest = page ? page.digest : createHash('sha256').update(body).digest('base64url');
    if (status === 200 && etagMatches(this, digest)) {
      notModifiedHeaders(this, fixed);
      original.writeHead.call(this, 304);
      return callback ? original.end.call(this, callback) : original.end.call(this);
    }
    this.setHeader('Content-Security-Policy', page ? page.csp : cspFor(body, digest, encodingHeader, path, framing));
    if (reason === undefined) original.writeHead.call(this, status);
    else original.writeHead.call(this, status, reason);
    return callback ? original.end.call(this, body, callback) : original.end.call(this, body);
  } as ServerResponse['end'];
}

/**
 * Creates the layer for one server process.
 * @throws nothing itself; build `config` with securityConfigFromEnv (which throws SecurityConfigError)
 */
export function createSecurityLayer({
  config,
  staticDocuments = [],
  stylesheets,
  reactRuntime,
  frameworkScripts,
  cacheSize = DEFAULT_CSP_CACHE_SIZE,
  warn = console.warn,
}: SecurityLayerOptions): SecurityLayer {
  const trusted = trustedInlineOf({ staticDocuments, stylesheets, reactRuntime, frameworkScripts });
  const fixedFor = fixedHeaderSets(config);
  const { cspFor, pageOf, stats } = createCspCache({ config, trusted, cacheSize, warn, fixedFor });

  const apply = (res: ServerResponse): void => interceptResponse(res, { fixedFor, cspFor, pageOf });

  return {
    apply,
    get stats() {
      return stats();
    },
  };
}
