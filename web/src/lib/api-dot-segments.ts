/**
 * Paths under `/api/` with dot segments (issue 22 §3, found by the API fuzzer in stop 29): Next
 * resolves `/api/..`, `/api/%2e%2e`, `/api/x/../..` to a PAGE (`/`), so a POST with a form content
 * type got Next's own `404 text/plain "Server action not found."` and a GET the home page, never the
 * JSON error `{ message, code }` that every API path answers. web/server.ts refuses them first with
 * the malformed API path's answer (400, as src/proxy.ts answers paths that do not decode).
 * Pure: no framework imports.
 */

/**
 * True when the raw request target starts with `/api/` and one of its path segments is `.` or `..`
 * (also percent-encoded, any case: `%2e`, `%2E%2e`).
 * @param rawTarget the request line's target as received (`req.url`: path and query, undecoded)
 * @returns whether the path leaves or re-enters itself by dot segments
 */
export function hasApiDotSegment(rawTarget: string): boolean {
  const end = rawTarget.search(/[?#]/);
  const pathname = end === -1 ? rawTarget : rawTarget.slice(0, end);
  if (!pathname.startsWith('/api/')) return false;
  return pathname
    .slice('/api/'.length)
    .split('/')
    .some((segment) => {
      const plain = segment.replace(/%2e/gi, '.');
      return plain === '.' || plain === '..';
    });
}
