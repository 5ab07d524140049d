/**
 * Warm-up requests web/server.ts sends to itself once it listens (issue 27 "Search that finds what
 * people type": the index is built ahead of the first visitor). The site search
 * (web/src/content/search.ts) builds its in-memory index on the first search of a corpus revision
 * — about 1 s over the seed dataset, ~7 s at 5,000 articles — so without this the first visitor
 * after a start waits for it. One `GET` of a search page at start builds it; later revisions are
 * rebuilt on the first search after the revalidation webhook, as before.
 *
 * Best effort: a failure or timeout is logged as one line and never stops the server.
 */

/** The paths requested once the server listens, in order. */
export const WARM_UP_PATHS = ['/search/personality'] as const;

/** How long one warm-up request may take before it is given up, ms. */
export const WARM_UP_TIMEOUT_MS = 60_000;

/**
 * The origin a server reaches itself at: a wildcard listen address (0.0.0.0, ::) becomes the
 * loopback address, an IPv6 literal gets brackets.
 * @param host the address the server listens on (web/startup-check.ts `listenHost`)
 * @param port the bound port
 */
export function selfOrigin(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '') return `http://127.0.0.1:${port}`;
  if (host === '::') return `http://[::1]:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

/** What a warm-up did, for the log line and tests. */
export interface WarmUpResult {
  path: string;
  /** HTTP status, or null when the request failed or timed out. */
  status: number | null;
  /** Wall time, ms. */
  ms: number;
}

/**
 * Requests each of `paths` from `origin` one after the other and logs one line per path.
 * @param origin the server's own origin, e.g. `http://127.0.0.1:3000`
 * @param options `paths` (default {@link WARM_UP_PATHS}), `timeoutMs` (default {@link WARM_UP_TIMEOUT_MS}), `log` (default console.log)
 * @returns one {@link WarmUpResult} per path; never rejects
 */
export async function warmUp(
  origin: string,
  options: { paths?: readonly string[]; timeoutMs?: number; log?: (line: string) => void } = {},
): Promise<WarmUpResult[]> {
  const { paths = WARM_UP_PATHS, timeoutMs = WARM_UP_TIMEOUT_MS, log = console.log } = options;
  const results: WarmUpResult[] = [];
  for (const path of paths) {
    const started = performance.now();
    let status: number | null = null;
    try {
      const response = await fetch(new URL(path, origin), {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { 'user-agent': 'TypeAtlas warm-up' },
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      status = null;
    }
    const ms = Math.round(performance.now() - started);
    results.push({ path, status, ms });
    log(
      status === 200
        ? `warm-up: ${path} ready in ${ms} ms`
        : `warm-up: ${path} answered ${status ?? 'nothing'} after ${ms} ms (the first visitor builds it instead)`,
    );
  }
  return results;
}
