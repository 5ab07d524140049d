/**
 * Whether this server process needs TypeAtlas's Redis-capable cache handler (web/cache-handler.mjs).
 *
 * Next imports a configured `cacheHandler` with a dynamic `import()` on every request and builds
 * a handler per request (next/dist/server/next-server.js `getIncrementalCache`). Without REDIS_URL
 * our handler only delegates to Next's own FileSystemCache, so that work buys nothing: measured
 * with scripts/bench-next-variants.ts (issue 14, goal 2) the same ISR page costs 1.68× the CPU per
 * request of a bare static page with the handler configured and 1.33× without it. A single
 * instance (the embedded default, `./scripts/start.sh`) therefore runs on Next's built-in cache;
 * instances that share a cache (REDIS_URL set, docs/caching-and-scale-out.md "Deploying several instances") use ours.
 */

/** True when REDIS_URL holds a value (its format is validated at start-up, web/src/config/env.ts). */
export function usesSharedCache(env: Readonly<Record<string, string | undefined>>): boolean {
  return Boolean(env.REDIS_URL?.trim());
}

/**
 * A Next configuration object without `cacheHandler` when no shared cache is configured; the
 * object itself (unchanged) otherwise.
 * @param config a NextConfig or the serialised config of `.next/required-server-files.json`
 * @param env the process environment
 */
export function withCacheHandlerOnlyWhenShared<T extends { cacheHandler?: unknown }>(
  config: T,
  env: Readonly<Record<string, string | undefined>>,
): T {
  if (usesSharedCache(env) || config.cacheHandler === undefined) return config;
  const { cacheHandler: _unused, ...rest } = config;
  return rest as T;
}
