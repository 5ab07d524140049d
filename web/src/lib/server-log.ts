/**
 * What the production server (web/server.ts) keeps out of its error log. Pure: no framework imports.
 */

/** The message of Next's `NoFallbackError` (next/dist/shared/lib/no-fallback-error.external.js). */
const NO_FALLBACK_MESSAGE = 'Internal: NoFallbackError';

/**
 * Whether a value is Next's `NoFallbackError`: its internal control flow for a param that a
 * `dynamicParams = false` route did not prerender (the answer is the prerendered 404). Duck-typed
 * on the message: the error is thrown from the route's compiled bundle, whose class is not the
 * server runtime's (the same reason Next's own fix, vercel/next.js#98106, does not use instanceof).
 * @param value anything passed to console.error
 */
export function isNoFallbackError(value: unknown): boolean {
  return value instanceof Error && value.message === NO_FALLBACK_MESSAGE;
}

/**
 * Wraps `console.error` so that a lone `NoFallbackError` is not logged. Next 16 answers the 404
 * correctly but also reports the error as a failed background task (its response cache hands the
 * same promise to `waitUntil`; AwaiterMulti's default `onError` is console.error —
 * vercel/next.js#90537, open at 16.3.5): one "Error: Internal: NoFallbackError" with a stack per
 * unknown type, section, pair or toolkit category — a bot probing `/personality-type/…` fills the
 * log and any alerting that reads it with false errors (~370 lines in one test run). Everything
 * else, an error mentioning it among other arguments included, is logged unchanged.
 * @param error the function to wrap (console.error)
 * @returns a function with the same signature
 */
export function withoutNoFallbackErrors(error: (...args: unknown[]) => void): (...args: unknown[]) => void {
  return (...args: unknown[]) => {
    if (args.length === 1 && isNoFallbackError(args[0])) return;
    error(...args);
  };
}
