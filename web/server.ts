/**
 * The production server: `next start` plus 503 (not 500) for pages that failed because the content
 * source is down, the security headers on every answer (./server-security.ts), early refusals of
 * requests Next would answer with 500, and a graceful stop. Run: `node web/server.ts [--port N]`.
 * How and why: docs/caching-and-scale-out.md "The production server (web/server.ts)".
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { createSecurityLayer, readBuiltStylesheets, readNextIconScript, readReactRuntime } from './server-security.ts';
import { hasApiDotSegment } from './src/lib/api-dot-segments.ts';
import { malformedApiPathBody } from './src/lib/api-errors.ts';
import { contentTypeOf } from './src/lib/content-type.ts';
import { securityConfigFromEnv } from './src/lib/security-headers.ts';
import { withoutNoFallbackErrors } from './src/lib/server-log.ts';
import { usesSharedCache, withCacheHandlerOnlyWhenShared } from './src/lib/shared-cache.ts';
import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state.js';
import { listenOnSockets, type Listeners } from './listen.ts';
import { listenHost, refuseBadEnvironment } from './startup-check.ts';
import { selfOrigin, warmUp } from './warm-up.ts';

/** The per-request store shared with the app (see web/src/content/client.ts `RequestContext`). */
interface RequestContext {
  contentUnavailable: boolean;
}

const REQUEST_CONTEXT_KEY = Symbol.for('typeatlas.requestContext');
/** Seconds a client should wait before retrying a 503 (Retry-After). */
const RETRY_AFTER_SECONDS = 300;
/** Longest wait for open requests on shutdown, in milliseconds. */
const SHUTDOWN_GRACE_MS = 10_000;

const webDir = import.meta.dirname;
process.chdir(webDir);
// `next start` runs in production mode; a custom server must say so before Next is loaded.
if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' });
// Next logs the prerendered 404 of a `dynamicParams = false` route as an error (src/lib/server-log.ts).
console.error = withoutNoFallbackErrors(console.error.bind(console));

const { values: args } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
  allowPositionals: false,
});
const port = Number(args.port ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`Invalid port "${args.port ?? process.env.PORT}": use PORT=3000 or --port 3000.`);
  process.exit(1);
}
const hostname = listenHost(await refuseBadEnvironment(webDir), args.hostname ?? process.env.HOST);

const storage = new AsyncLocalStorage<RequestContext>();
(globalThis as { [REQUEST_CONTEXT_KEY]?: AsyncLocalStorage<RequestContext> })[REQUEST_CONTEXT_KEY] = storage;

/**
 * The error document sent instead of Next's bare `text/plain` "Internal Server Error", which Next
 * answers when an on-demand ISR render throws (the error boundaries only apply to dynamic
 * renders). Same texts as the generic error screen (ERROR_SCREEN_TEXT in
 * web/src/components/error-screen/ErrorScreen.tsx, SPEC §2 "Other screens"); self-contained,
 * because the content source, and so the layout, may be what failed.
 */
const OUTAGE_HTML = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Something went wrong</title>
<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1a1a1a;background:#fff}
main{max-width:40rem;margin:0 auto;padding:6rem 1.5rem;text-align:center}h1{font-size:2rem;margin:0 0 .75rem}
.subtitle{font-size:1.25rem;margin:0 0 1rem}a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.5rem;border-radius:999px;background:#1a1a1a;color:#fff;text-decoration:none}
a:focus-visible{outline:3px solid #1a73e8;outline-offset:3px}</style></head>
<body><main id="main"><section aria-labelledby="error-title"><h1 id="error-title">Something went wrong</h1>
<p class="subtitle">Please try again later</p><p>If the problem persists, please contact support.</p>
<a href="/">Go Back</a></section></main></body></html>
`;

type WriteHead = (this: ServerResponse, statusCode: number, ...rest: unknown[]) => ServerResponse;
type Write = (this: ServerResponse, ...args: unknown[]) => boolean;
type End = (this: ServerResponse, ...args: unknown[]) => ServerResponse;

/** Removes the given header names from `writeHead`'s optional headers argument (object or flat array). */
function withoutHeaders(rest: unknown[], names: string[]): unknown[] {
  return rest.map((arg) => {
    if (Array.isArray(arg)) {
      const kept: unknown[] = [];
      for (let i = 0; i < arg.length; i += 2) if (!names.includes(String(arg[i]).toLowerCase())) kept.push(arg[i], arg[i + 1]);
      return kept;
    }
    if (arg && typeof arg === 'object') {
      return Object.fromEntries(Object.entries(arg).filter(([name]) => !names.includes(name.toLowerCase())));
    }
    return arg;
  });
}

/**
 * Makes a 500 of a request whose content source was unavailable leave as 503 with
 * `Retry-After: 300`. Every status line goes through `res.writeHead` (Node's implicit headers call
 * `this.writeHead(this.statusCode)`), so wrapping it covers explicit and implicit headers alike.
 * When Next's body is its bare `text/plain` fallback, it is replaced by {@link OUTAGE_HTML};
 * an HTML error document (a dynamic render whose error boundary shows the error screen) is kept.
 * Other statuses and unmarked requests pass through untouched.
 */
function answer503OnContentOutage(res: ServerResponse, context: RequestContext): void {
  const writeHead = res.writeHead as WriteHead;
  const write = res.write as Write;
  const end = res.end as End;
  let replaceBody = false;
  const outage = (statusCode: number) => statusCode === 500 && context.contentUnavailable;

  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (outage(statusCode)) {
      statusCode = 503;
      this.statusMessage = 'Service Unavailable';
      if (typeof rest[0] === 'string') rest[0] = 'Service Unavailable';
      this.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      if (contentTypeOf(this, rest).startsWith('text/plain')) {
        replaceBody = true;
        rest = withoutHeaders(rest, ['content-type', 'content-length', 'etag', 'cache-control']);
        this.removeHeader('ETag');
        this.setHeader('Cache-Control', 'no-store');
        this.setHeader('Content-Type', 'text/html; charset=utf-8');
        this.setHeader('Content-Length', String(Buffer.byteLength(OUTAGE_HTML)));
      }
    }
    return writeHead.call(this, statusCode, ...rest);
  } as ServerResponse['writeHead'];

  // Decide before the first body byte, so Node's implicit headers cannot send Next's body first.
  const settle = (self: ServerResponse) => {
    if (!self.headersSent && outage(self.statusCode)) self.writeHead(self.statusCode);
  };
  res.write = function (this: ServerResponse, ...args: unknown[]) {
    settle(this);
    if (!replaceBody) return write.apply(this, args);
    const callback = args.find((arg): arg is () => void => typeof arg === 'function');
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    settle(this);
    if (!replaceBody) return end.apply(this, args);
    const callback = args.find((arg): arg is () => void => typeof arg === 'function');
    return end.call(this, OUTAGE_HTML, 'utf8', callback);
  } as ServerResponse['end'];
}

// Security headers on every answer (web/server-security.ts); a value no policy can be built from stops here.
let security: ReturnType<typeof createSecurityLayer>;
try {
  // The built stylesheets: pages carry them inline (next.config experimental.inlineCss).
  security = createSecurityLayer({
    config: securityConfigFromEnv(process.env),
    staticDocuments: [OUTAGE_HTML],
    stylesheets: readBuiltStylesheets(`${webDir}/.next`),
    reactRuntime: readReactRuntime(webDir),
    frameworkScripts: readNextIconScript(webDir),
  });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

/** The router-state header of client navigations (Next's NEXT_ROUTER_STATE_TREE_HEADER). */
const ROUTER_STATE_HEADER = 'next-router-state-tree';
/** The header naming the server action a POST calls (Next's ACTION_HEADER). */
const ACTION_HEADER = 'next-action';

/** True when the request carries a router-state header that Next's own parser refuses. */
function hasMalformedRouterState(req: IncomingMessage): boolean {
  const header = req.headers[ROUTER_STATE_HEADER];
  if (header === undefined) return false;
  try {
    parseAndValidateFlightRouterState(header);
    return false;
  } catch {
    return true;
  }
}

/** The server action ids of the build (none today), or null when the manifest cannot be read. */
function serverActionIds(): Set<string> | null {
  try {
    const manifest = JSON.parse(readFileSync(`${webDir}/.next/server/server-reference-manifest.json`, 'utf8')) as Record<string, unknown>;
    const ids = ['node', 'edge'].flatMap((runtime) => Object.keys((manifest[runtime] as Record<string, unknown> | undefined) ?? {}));
    return new Set(ids);
  } catch {
    return null;
  }
}

/** Methods a fetch Request refuses that Node passes on (TRACK is refused by Node's parser, CONNECT never reaches the handler). */
const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK']);

/** The answer to a request Next would fail on with a 500 (see the file header), or null. */
function refusalOf(req: IncomingMessage, actionIds: Set<string> | null): { status: number; text: string } | null {
  if (FORBIDDEN_METHODS.has(req.method ?? '')) return { status: 405, text: 'Method Not Allowed' };
  if (hasMalformedRouterState(req)) return { status: 400, text: 'Bad Request: malformed router state header' };
  const action = req.headers[ACTION_HEADER];
  if (action !== undefined && actionIds && !(typeof action === 'string' && actionIds.has(action)))
    return { status: 404, text: 'Server action not found' };
  return null;
}

// In `.next/standalone` (scripts/standalone.ts) there is no next.config.ts: use the build's config,
// as Next's generated standalone server.js does.
if (!existsSync(`${webDir}/next.config.ts`) && existsSync(`${webDir}/.next/required-server-files.json`)) {
  // Without REDIS_URL the cache handler only costs time per request (src/lib/shared-cache.ts).
  const { config } = JSON.parse(readFileSync(`${webDir}/.next/required-server-files.json`, 'utf8')) as {
    config: { cacheHandler?: unknown };
  };
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(withCacheHandlerOnlyWhenShared(config, process.env));
}
// Without a shared cache Next runs on its own file-system cache, minus the 404s (cache-handler.mjs
// LocalPageCache: an unknown slug of an ISR route would leave its 404 page on disk). Imported here,
// after NODE_ENV is set, as it loads Next's cache modules.
if (!usesSharedCache(process.env)) (await import('./cache-handler.mjs')).installLocalPageCache();
const { default: next } = await import('next');
const app = next({ dev: false, dir: webDir, port, hostname: args.hostname ?? process.env.HOST ?? 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();
const actionIds = serverActionIds();

/**
 * Rate limits key on the X-Forwarded-For entry TRUST_PROXY hops from the right
 * (src/server/client-ip.ts). This server is the last hop and appends the address it received the
 * request from, as every proxy does — so without a proxy (TRUST_PROXY=0) that is the client, and
 * entries a client writes itself are never the chosen one.
 */
function appendSocketAddress(req: IncomingMessage): void {
  const forwarded = req.headers['x-forwarded-for'];
  const received = [forwarded].flat().filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  req.headers['x-forwarded-for'] = [...received, req.socket.remoteAddress ?? 'unknown'].join(', ');
}

/** Every request: the forwarded-for entry, security headers, refusals, then Next inside the request context. */
function onRequest(req: IncomingMessage, res: ServerResponse): void {
  appendSocketAddress(req);
  security.apply(res); // first, so refusals and the outage page below carry the headers too
  if (hasApiDotSegment(req.url ?? '')) {
    // Next would resolve it to a page (src/lib/api-dot-segments.ts): the malformed API path's JSON 400, as src/proxy.ts answers.
    res.writeHead(400, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(malformedApiPathBody()));
    return;
  }
  const refusal = refusalOf(req, actionIds);
  if (refusal) {
    res.writeHead(refusal.status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(refusal.text);
    return;
  }
  const context: RequestContext = { contentUnavailable: false };
  storage.run(context, () => {
    answer503OnContentOutage(res, context);
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('Internal Server Error');
      } else {
        res.destroy();
      }
    });
  });
}

// Several SO_REUSEPORT sockets on the port, so a saturated server still accepts new connections
// promptly (./listen.ts: libuv accepts one connection per socket and event-loop iteration).
let listeners: Listeners;
try {
  listeners = await listenOnSockets(onRequest, { port, host: hostname });
} catch (error) {
  console.error(
    (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? `Port ${port} is already in use, so TypeAtlas cannot start.` : error,
  );
  process.exit(1);
}
console.log(`TypeAtlas ready on http://localhost:${port} (listening on ${hostname})`);
// Build the search index before the first visitor needs it (./warm-up.ts; best effort, in the background).
if (process.env.WARM_UP !== '0') void warmUp(selfOrigin(hostname, listeners.port));

let stopping = false;
function shutdown(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: closing the server…`);
  const force = setTimeout(() => {
    console.error(`Open requests did not finish within ${SHUTDOWN_GRACE_MS} ms; exiting.`);
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  void listeners.close().then(() =>
    app
      .close()
      .catch((error: unknown) => console.error(error))
      .finally(() => process.exit(0)),
  );
  listeners.closeIdleConnections();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
