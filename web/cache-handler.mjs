// @ts-check
/**
 * The ISR/data cache handler of TypeAtlas (next.config.ts `cacheHandler`): Next's own local cache
 * (FileSystemCache: in-memory LRU over `.next/server`, the build's prerendered pages included) plus,
 * when `REDIS_URL` is set, a cache and tag store in Redis shared by every instance of one build.
 * docs/caching-and-scale-out.md "Deploying several instances".
 *
 * - Without REDIS_URL every call goes to Next's FileSystemCache unchanged (the embedded default).
 * - Tags: Next keeps revalidated tags in a per-process manifest (tag → { stale, expired } epoch ms,
 *   next/dist/server/lib/incremental-cache/tags-manifest.external.js) and decides from it whether an
 *   entry is fresh, stale (served once while it regenerates) or expired. revalidateTag updates the
 *   local manifest as Next does, then writes the tag's state to the Redis hash `<prefix>tags`; every
 *   get reads the states of the entry's tags (stored tags, the page's `x-next-cache-tags`, the
 *   lookup's `tags`/`softTags`) and merges them (latest wins) into the local manifest, so Next
 *   applies the webhook's revalidation on every instance exactly as on the one that received it.
 * - get(key): the Redis entry if there is one, else the local one (the build's prerendered pages).
 *   An entry read from Redis is kept in Next's in-memory cache with its own lastModified, which is
 *   also stored under `<key>:stamp`: while the two agree the entry is not fetched again, and during
 *   an outage the instance serves what it last served.
 * - set: local and Redis (entries expire after ENTRY_TTL_SECONDS; key `<prefix><build id>:<key>`,
 *   so two builds never read each other's entries).
 * - Redis down (no connection, or a command slower than COMMAND_TIMEOUT_MS): the instance serves
 *   from its local cache; one warning per outage and one line when Redis is back. Tags revalidated
 *   during the outage are kept and written to Redis on reconnection (merged, latest wins).
 *   Reconnection is retried every 0.2–2 s; the connect timeout is 1 s.
 * - A 404 is never stored (LocalPageCache below): not on disk, not in memory, not in Redis unless it
 *   replaces an entry of a page that became 404 there. Every unknown slug of an ISR route used to
 *   leave its rendered 404 page in `.next/server/app` (one fuzz run: 8,412 files, 138 MB), so a bot
 *   asking for random slugs filled the disk without bound.
 * Assumes the instances' clocks agree to well under a second (NTP), as timestamps are compared.
 * Plain JavaScript with `@ts-check`: Next imports it at run time, also from `.next/standalone`.
 * web/server.ts installs LocalPageCache as Next's cache when no REDIS_URL is set (the configured
 * handler is dropped then, src/lib/shared-cache.ts).
 */
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { clearTimeout, setTimeout } from 'node:timers';
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { createClient } from 'redis';

/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
// @ts-expect-error the CommonJS module's default export is on `.default`
const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;
/** Next's per-process tag manifest (shared with the bundled app: an `.external` module). */
export const { tagsManifest } = tagsManifestModule;

/** Longest wait for one Redis command before the local cache answers, in milliseconds. */
export const COMMAND_TIMEOUT_MS = 500;
/** Lifetime of a shared entry in seconds (14 days); tags never expire. */
export const ENTRY_TTL_SECONDS = 14 * 24 * 3600;
/** Prefix of every key this handler writes. */
export const KEY_PREFIX = 'typeatlas:';
const TAGS_HASH = `${KEY_PREFIX}tags`;
const CACHE_TAGS_HEADER = 'x-next-cache-tags';
/** Suffix of the key holding an entry's lastModified (epoch ms), written with the entry. */
const STAMP_SUFFIX = ':stamp';

/**
 * Cache keys of the not-found page itself: its prerendered 404 answers every unknown path cheaply,
 * so it stays cached.
 */
const NOT_FOUND_PAGE_KEYS = new Set(['/_not-found', '/404']);

/**
 * Whether Next asks to store a 404 answer of a page or route handler (an ISR route whose param
 * names nothing, or a page whose document was deleted), the not-found page itself excepted.
 * @param {string} key the cache key (the page's path, e.g. `/posts/no-such-post`)
 * @param {any} data the IncrementalCacheValue, or null
 * @returns {boolean}
 */
export function isNotFoundEntry(key, data) {
  return (data?.kind === 'APP_PAGE' || data?.kind === 'APP_ROUTE') && data.status === 404 && !NOT_FOUND_PAGE_KEYS.has(key);
}

/** The files Next's FileSystemCache writes for one page (`.segments` is a folder) or route handler entry. */
const PAGE_FILE_SUFFIXES = { APP_PAGE: ['.html', '.rsc', '.meta', '.segments'], APP_ROUTE: ['.body', '.meta'] };

/**
 * Next's FileSystemCache (in-memory LRU over `.next/server/app`, the build's prerendered pages
 * included), except that a 404 is never stored: `set` of a 404 entry removes the key's entry from
 * memory and its files from disk instead. A page that becomes 404 (its document deleted, then
 * revalidated) so loses its old entry — also across a restart, when Next's tag manifest (which
 * marks the old entry expired) is gone — and an unknown slug leaves nothing behind. Each request for
 * a missing page renders its 404 again (48–94 ms of CPU, as Next's first render of it did).
 * Errors: removing a file that is not there is no error; other file errors reject like Next's own
 * writes (IncrementalCache.set logs them).
 */
export class LocalPageCache extends FileSystemCache {
  /** @param {any} ctx Next's CacheHandlerContext (fs, serverDistDir, flushToDisk, maxMemoryCacheSize, …) */
  constructor(ctx) {
    super(ctx);
    /** Folder of page and route entries (`.next/server/app`), or null when nothing is written to disk. */
    this.pagesDir = ctx.flushToDisk && ctx.serverDistDir ? join(ctx.serverDistDir, 'app') : null;
  }

  /**
   * @param {string} key
   * @param {any} data the IncrementalCacheValue, or null
   * @param {any} ctx Next's set context
   * @override
   */
  async set(key, data, ctx) {
    if (!isNotFoundEntry(key, data)) return super.set(key, data, ctx);
    await this.forget(key, data.kind);
  }

  /**
   * Removes the entry of `key` from memory and disk.
   * @param {string} key
   * @param {'APP_PAGE' | 'APP_ROUTE'} kind
   */
  async forget(key, kind) {
    /** @type {{ remove(key: string): void } | undefined} */
    const memory = /** @type {any} */ (FileSystemCache).memoryCache;
    memory?.remove(key);
    if (!this.pagesDir) return;
    const base = resolve(this.pagesDir, `.${key}`);
    // Next builds the same path from the key; never reach outside the cache folder.
    if (relative(this.pagesDir, base).startsWith('..')) return;
    await Promise.all(PAGE_FILE_SUFFIXES[kind].map((suffix) => rm(base + suffix, { recursive: true, force: true })));
  }
}

/**
 * Makes LocalPageCache Next's cache in this process when no cache handler is configured: Next's
 * IncrementalCache takes the class in `globalThis[Symbol.for('@next/cache-handlers')].FetchCache`
 * instead of its FileSystemCache (next/dist/server/lib/incremental-cache/index.js), with no per-request
 * import as a configured handler costs (src/lib/shared-cache.ts). Call before Next handles a request.
 */
export function installLocalPageCache() {
  const holder = /** @type {{ [key: symbol]: { FetchCache?: unknown } | undefined }} */ (globalThis);
  const key = Symbol.for('@next/cache-handlers');
  holder[key] = { ...holder[key], FetchCache: LocalPageCache };
}

/**
 * JSON that keeps Buffers and Maps (Next's page entries hold the RSC payload as a Buffer and the
 * segment data as a Map of Buffers).
 * @param {unknown} value
 * @returns {string}
 */
export function encodeEntry(value) {
  return JSON.stringify(value, function (key, item) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    return item;
  });
}

/**
 * The inverse of {@link encodeEntry}.
 * @param {string} text
 * @returns {any}
 */
export function decodeEntry(text) {
  return JSON.parse(text, (_key, item) => {
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      if (typeof item.$buffer === 'string' && Object.keys(item).length === 1) return Buffer.from(item.$buffer, 'base64');
      if (Array.isArray(item.$map) && Object.keys(item).length === 1) return new Map(item.$map);
    }
    return item;
  });
}

/**
 * Every tag an entry depends on: the tags stored with it, the page's cache-tags header and the
 * tags of the lookup (`tags`, `softTags`).
 * @param {{ tags?: string[], value?: any } | null | undefined} entry
 * @param {{ tags?: string[], softTags?: string[] } | undefined} ctx
 * @returns {string[]} distinct, non-empty
 */
export function tagsOf(entry, ctx) {
  const header = entry?.value?.headers?.[CACHE_TAGS_HEADER];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  return [...new Set([...(entry?.tags ?? []), ...fromHeader, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])].filter(Boolean);
}

/**
 * @typedef {{ stale?: number, expired?: number }} TagState epoch ms, as in Next's tag manifest
 */

/**
 * The later of two states of one tag, field by field.
 * @param {TagState | undefined} a
 * @param {TagState | undefined} b
 * @returns {TagState}
 */
export function mergeTagState(a, b) {
  /** @type {TagState} */
  const merged = {};
  for (const field of /** @type {const} */ (['stale', 'expired'])) {
    const values = [a?.[field], b?.[field]].filter(
      /** @returns {value is number} */ (value) => typeof value === 'number' && Number.isFinite(value),
    );
    if (values.length > 0) merged[field] = Math.max(...values);
  }
  return merged;
}

/**
 * Parses a tag state as stored in Redis; undefined for a missing or malformed value.
 * @param {string | null | undefined} text
 * @returns {TagState | undefined}
 */
export function parseTagState(text) {
  if (!text) return undefined;
  try {
    const state = mergeTagState(JSON.parse(text), undefined);
    return Object.keys(state).length > 0 ? state : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Merges shared tag states into Next's local manifest (latest wins).
 * @param {string[]} tags
 * @param {(string | null | undefined)[]} stored the Redis values, one per tag
 */
export function applyTagStates(tags, stored) {
  tags.forEach((tag, index) => {
    const shared = parseTagState(stored[index]);
    if (shared) tagsManifest.set(tag, mergeTagState(tagsManifest.get(tag), shared));
  });
}

/**
 * The connection state shared by every handler of the process: a reconnecting client, the outage
 * log (once per outage) and the tags revalidated while Redis was unreachable.
 */
export class SharedStore {
  /**
   * @param {string} url redis:// or rediss:// URL (validated at start-up, web/src/config/env.ts)
   * @param {{ log?: (message: string) => void, timeoutMs?: number }} [options]
   */
  constructor(url, options = {}) {
    // Straight to stderr: Next patches `console` inside requests (it printed this line twice).
    this.log = options.log ?? ((message) => void process.stderr.write(`${message}\n`));
    this.timeoutMs = options.timeoutMs ?? COMMAND_TIMEOUT_MS;
    this.down = false;
    /** Whether the first connection attempt has ended (before that, "not ready" is no outage). */
    this.settled = false;
    /** @type {Set<string>} tags revalidated while Redis was unreachable */
    this.pendingTags = new Set();
    this.client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(200 * (retries + 1), 2000) },
    });
    this.client.on('error', (/** @type {Error} */ error) => this.markDown(error));
    this.client.on('ready', () => {
      this.settled = true;
      this.markUp();
    });
    this.client.connect().catch((/** @type {Error} */ error) => this.markDown(error));
  }

  /**
   * Ends an outage: logs once, and writes the tags revalidated meanwhile. Called on the client's
   * 'ready' (a reconnection) and after any command that succeeds while marked down — an outage
   * that was only a command timeout (`no answer within … ms`) never drops the connection, so no
   * 'ready' follows it: without this it stayed "down" for good (no warning for the next real
   * outage, its pending tags never written).
   */
  markUp() {
    if (!this.down) return;
    this.down = false;
    this.log('[cache] Redis is reachable again; the shared cache is back in use.');
    void this.flushPendingTags();
  }

  /** @param {Error} error */
  markDown(error) {
    this.settled = true;
    if (this.down) return;
    this.down = true;
    this.log(`[cache] Redis unavailable (${error.message || error.name}); serving from this instance's local cache until it is back.`);
  }

  /**
   * Runs a command when Redis is ready, within the timeout; null when Redis is down or failed.
   * @template T
   * @param {(client: any) => Promise<T>} command
   * @returns {Promise<T | null>}
   */
  async run(command) {
    if (!this.client.isReady) {
      if (this.settled) this.markDown(new Error('not connected'));
      return null;
    }
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    try {
      const result = await Promise.race([
        command(this.client),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${this.timeoutMs} ms`)), this.timeoutMs);
        }),
      ]);
      this.markUp();
      return /** @type {T} */ (result);
    } catch (error) {
      this.markDown(/** @type {Error} */ (error));
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Writes the local states of these tags to Redis, merged with what is there (latest wins).
   * @param {string[]} tags
   * @returns {Promise<boolean>} false when Redis could not be reached
   */
  async publishTags(tags) {
    const stored = await this.run((client) => client.hmGet(TAGS_HASH, tags));
    if (stored === null) return false;
    const states = Object.fromEntries(
      tags.map((tag, index) => [tag, JSON.stringify(mergeTagState(tagsManifest.get(tag), parseTagState(stored[index])))]),
    );
    return (await this.run((client) => client.hSet(TAGS_HASH, states))) !== null;
  }

  /** Writes the tags revalidated during an outage. */
  async flushPendingTags() {
    const tags = [...this.pendingTags];
    if (tags.length === 0) return;
    if (await this.publishTags(tags)) for (const tag of tags) this.pendingTags.delete(tag);
  }

  /**
   * Closes the connection (tests). QUIT waits for Redis's answer, which never comes while the client
   * is reconnecting after an outage: after 2 s the socket is destroyed instead.
   */
  async close() {
    this.client.removeAllListeners('error');
    this.client.on('error', () => {});
    const quit = this.client.quit().then(
      () => true,
      () => false,
    );
    const timeout = new Promise((resolve) => setTimeout(() => resolve(false), 2_000).unref());
    if (await Promise.race([quit, timeout])) return;
    try {
      this.client.destroy();
    } catch {
      // Already closed.
    }
  }
}

const STORE_KEY = Symbol.for('typeatlas.sharedCacheStore');
/**
 * The process's store, or null without REDIS_URL. Kept on globalThis: Next may load this module
 * more than once (its server and the app's route modules), and one process needs one connection.
 * @returns {SharedStore | null}
 */
function sharedStore() {
  const holder = /** @type {{ [STORE_KEY]?: SharedStore | null }} */ (globalThis);
  if (holder[STORE_KEY] === undefined) holder[STORE_KEY] = process.env.REDIS_URL ? new SharedStore(process.env.REDIS_URL) : null;
  return holder[STORE_KEY];
}

/**
 * Puts an entry read from Redis into Next's in-memory cache (with its own lastModified) unless the
 * memory holds a newer one, so that during a Redis outage this instance keeps serving what it last
 * served rather than its older local copy. No disk write.
 * @param {string} key
 * @param {{ value: unknown, lastModified: number }} entry
 */
function keepLocally(key, entry) {
  /** @type {{ get(key: string): any, set(key: string, value: any): void } | undefined} */
  const memory = /** @type {any} */ (FileSystemCache).memoryCache;
  if (!memory) return;
  const held = memory.get(key);
  if (!held || (held.lastModified ?? 0) < entry.lastModified) memory.set(key, { value: entry.value, lastModified: entry.lastModified });
}

/**
 * The lastModified of the version of `key` in Next's in-memory cache, or undefined.
 * @param {string} key
 * @returns {number | undefined}
 */
function heldVersion(key) {
  /** @type {{ get(key: string): any } | undefined} */
  const memory = /** @type {any} */ (FileSystemCache).memoryCache;
  return memory?.get(key)?.lastModified;
}

/** serverDistDir → build id: Next creates a handler per request, so the file is read once. */
const buildIds = new Map();

/** @param {string | undefined} serverDistDir */
function buildIdOf(serverDistDir) {
  const known = buildIds.get(serverDistDir);
  if (known !== undefined) return known;
  let id;
  try {
    id = serverDistDir ? readFileSync(join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() : 'dev';
  } catch {
    id = 'unknown';
  }
  buildIds.set(serverDistDir, id);
  return id;
}

/**
 * Next's CacheHandler interface (get/set/revalidateTag/resetRequestCache), see the file header.
 * Next creates one per request; the Redis connection is per process.
 */
export default class TypeAtlasCacheHandler {
  /**
   * @param {any} ctx Next's CacheHandlerContext (fs, serverDistDir, flushToDisk, …)
   * @param {SharedStore | null} [store] the shared store; by default the process's (null without REDIS_URL)
   */
  constructor(ctx, store = sharedStore()) {
    this.local = new LocalPageCache(ctx);
    this.store = store;
    this.prefix = `${KEY_PREFIX}${buildIdOf(ctx.serverDistDir)}:`;
  }

  /**
   * @param {string} key
   * @param {any} ctx Next's get context (kind, tags, softTags, …)
   */
  async get(key, ctx) {
    if (!this.store) return this.local.get(key, ctx);
    // The entry's write time first (a few bytes): when this instance's memory holds that very
    // version, the page (hundreds of KB) is not transferred and decoded again.
    const stamp = await this.store.run((client) => client.get(this.prefix + key + STAMP_SUFFIX));
    if (stamp === null && this.store.down) return this.local.get(key, ctx);
    let entry;
    if (stamp !== null && heldVersion(key) === Number(stamp)) {
      entry = await this.local.get(key, ctx);
    } else {
      const raw = stamp === null ? null : await this.store.run((client) => client.get(this.prefix + key));
      entry = raw ? decodeEntry(raw) : await this.local.get(key, ctx);
      if (raw) keepLocally(key, entry);
    }
    const tags = tagsOf(entry, ctx);
    if (tags.length > 0) {
      const stored = await this.store.run((client) => client.hmGet(TAGS_HASH, tags));
      if (stored) applyTagStates(tags, stored);
    }
    return entry ?? null;
  }

  /**
   * @param {string} key
   * @param {any} data the IncrementalCacheValue, or null
   * @param {any} ctx Next's set context (tags for fetch entries)
   */
  async set(key, data, ctx) {
    await this.local.set(key, data, ctx);
    if (!this.store) return;
    // A 404 replaces the shared entry of a page that became 404, and is otherwise not stored.
    if (isNotFoundEntry(key, data) && !(await this.store.run((client) => client.exists(this.prefix + key + STAMP_SUFFIX)))) return;
    const entry = { lastModified: Date.now(), value: data, tags: ctx?.tags ?? [] };
    keepLocally(key, entry);
    await this.store.run((client) =>
      client
        .multi()
        .set(this.prefix + key, encodeEntry(entry), { EX: ENTRY_TTL_SECONDS })
        .set(this.prefix + key + STAMP_SUFFIX, String(entry.lastModified), { EX: ENTRY_TTL_SECONDS })
        .exec(),
    );
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    await this.local.revalidateTag(tags, durations);
    const store = this.store;
    if (!store) return;
    const list = [tags].flat();
    if (list.length === 0) return;
    if (!(await store.publishTags(list))) for (const tag of list) store.pendingTags.add(tag);
  }

  resetRequestCache() {
    this.local.resetRequestCache();
  }
}
