/**
 * API fuzz over HTTP (issue 13), the complement of web/src/server/__tests__/api-fuzz.int.test.ts:
 * that suite sends ≥ 1,000 malformed requests per route method straight to the Route Handlers,
 * with and without a valid session; this one sends ≥ 200 per route file through the production
 * server (web/server.ts, port 3100), so what Next does before a handler runs is fuzzed too:
 * methods a route does not export, HEAD/OPTIONS, odd path suffixes and query strings, raw bytes,
 * content types, garbage cookies, bodies Node and Next have to read.
 *
 * No session here (the other suite has them). Every answer must be below 500, one of the statuses
 * an API call can give (or Next's 404/405 for a path or method no route has), carry no stack
 * trace, and a JSON error answer must have `message` and `code` = the status.
 *
 * All requests come from 127.0.0.1, which the other specs share: calls whose per-IP or
 * per-address limits they rely on (sign-in, sign-up, password reset and change) are only sent
 * cross-origin or with bodies that cannot pass, so they stop at the origin check.
 *
 * Deterministic: seeded (FUZZ_SEED, default 1300013). Rerun:
 *   FUZZ_SEED=<seed> FUZZ_PATH=<path> pnpm exec playwright test e2e/fuzz-api.spec.ts -g '<route>'
 */
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { depthCount } from '../scripts/test-support/depth';
import { apiRoutes, FUZZ_PATH, FUZZ_SEED, rawRequest, type RawAnswer } from './support/fuzz';

/** Requests per route file: the depth's count (FUZZ_API_HTTP_RUNS may raise it). */
const RUNS = Math.max(depthCount('apiHttpFuzzRuns'), Number(process.env.FUZZ_API_HTTP_RUNS ?? 0));
const SITE_ORIGIN = 'http://localhost:3000';
const ROUTES = apiRoutes();

/** Routes whose rate limits the other specs rely on: fuzzed from other origins only. */
const SHARED_LIMITS = new Set(['/api/auth/sign-in', '/api/signup', '/api/password-reset', '/api/change-password', '/api/shared-results']);

/**
 * Statuses an API answer may have over HTTP: the handlers' (README "Accounts"), Next's own answers
 * (404/405 for a path or method no route has, 204 to OPTIONS), and Next's redirects (308 without
 * the trailing slash, 307 to the `_rsc` cache-busting URL of an RSC request) and the billing form
 * POSTs' 303 (issue 11) — to this site only.
 */
const ALLOWED = [200, 201, 204, 303, 307, 308, 400, 401, 403, 404, 405, 409, 413];

interface HttpCase {
  method: string;
  suffix: string;
  query: string;
  headers: Record<string, string>;
  body: string | Uint8Array | undefined;
}

const show = (text: string, max = 200) => (text.length > max ? `${JSON.stringify(text.slice(0, max))}… (${text.length} chars)` : JSON.stringify(text));

function httpCase(route: { path: string; methods: string[] }): fc.Arbitrary<HttpCase> {
  const sameOriginAllowed = !SHARED_LIMITS.has(route.path);
  return fc
    .record({
      method: fc.oneof({ arbitrary: fc.constantFrom(...route.methods), weight: 3 }, { arbitrary: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'TRACK', 'PROPFIND', 'SEARCH', 'FOO', 'get'), weight: 2 }),
      suffix: fc.oneof(
        { arbitrary: fc.constant(''), weight: 6 },
        { arbitrary: fc.constantFrom('/', '//', '/x', '/%E0%A4%A', '/%25', '/%', '/..', '/.', ';x', '%20', '.json', '/%2e%2e', '/%2F', '%00', '/\u00ff', '/😀', `/${'a'.repeat(3000)}`), weight: 2 },
      ),
      query: fc.oneof(
        { arbitrary: fc.constant(''), weight: 4 },
        {
          arbitrary: fc.constantFrom('?', '?a=%', '?%%', '?before=%E0%A4%A&afterId=%', '?before[]=1&before[]=2', '?before=0000-01-01T00:00:00Z&afterId=x', '?__proto__[x]=1', `?x=${'y'.repeat(4000)}`, '?a=\u00ff', '?a=1&a=2&a=3', '?#'),
          weight: 2,
        },
      ),
      headers: fc
        .tuple(
          fc.record(
            {
              origin: sameOriginAllowed ? fc.constantFrom(SITE_ORIGIN, SITE_ORIGIN, 'https://evil.example', 'null', '') : fc.constantFrom('https://evil.example', 'null'),
              'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none', 'garbage'),
              'content-type': fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', '*/*', ';;'),
              cookie: fc.constantFrom('token=garbage; refreshToken=garbage', 'user=%E0%A4%A; token=%', `token=${'x'.repeat(4000)}`, 'token=a.b.c; token=d.e.f', ';;;=', 'user={"uid":"x"}'),
              accept: fc.constantFrom('application/json', 'text/html', 'text/x-component', '*/*'),
            },
            { requiredKeys: ['origin'] },
          ),
          // Now and then the headers of an RSC request or a server action call.
          fc.oneof(
            { arbitrary: fc.constant<Record<string, string>>({}), weight: 8 },
            { arbitrary: fc.constantFrom<Record<string, string>>({ rsc: '1' }, { rsc: '1', 'next-router-state-tree': 'garbage' }, { rsc: '1', 'next-action': '0'.repeat(40) }, { 'next-action': 'garbage' }), weight: 1 },
          ),
        )
        .map(([common, extra]) => ({ ...common, ...extra })),
      body: fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 2 },
        {
          arbitrary: fc.constantFrom('{}', '{"a":', 'null', '[]', '"\\ud800"', '{"idToken":"\\ud800\\u0000"}', '{"email":"a@b.c","x":1}', 'a=1&b=2', '\u0000', `{"pad":"${'x'.repeat(40_000)}"}`, `${'['.repeat(5000)}${']'.repeat(5000)}`, '{"__proto__":{"admin":true}}', '1e309'),
          weight: 4,
        },
        { arbitrary: fc.uint8Array({ maxLength: 512 }), weight: 1 },
        { arbitrary: fc.string({ maxLength: 200 }), weight: 1 },
      ),
    })
    .map((fuzz) =>
      Object.defineProperty(fuzz, fc.toStringMethod, {
        value: () => `${fuzz.method} ${show(route.path + fuzz.suffix + fuzz.query, 160)} headers ${JSON.stringify(fuzz.headers).slice(0, 300)} body ${fuzz.body === undefined ? '-' : typeof fuzz.body === 'string' ? show(fuzz.body, 160) : `${fuzz.body.length} bytes`}`,
        enumerable: false,
      }),
    );
}

/** The methods Next routes to a Route Handler. */
const STANDARD_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

const STACK_TRACE = /\bat [^\s()<>"]+ \([^)<>"]*:\d+:\d+\)|\n\s+at [^\s]+ \(/;

function problemOf(route: { path: string }, fuzz: HttpCase, answer: RawAnswer, base: string): string | null {
  const { status, headers, body } = answer;
  const describe = () => `${status} ${headers['content-type'] ?? '(no content-type)'} ${show(body, 300)}`;
  if (status >= 500) return `5xx: ${describe()}`;
  if (/Internal Server Error/i.test(body) || STACK_TRACE.test(body)) return `an error page or stack trace: ${describe()}`;
  if (!ALLOWED.includes(status)) return `status ${status} is none of ${ALLOWED.join(', ')}: ${describe()}`;
  // 303: the billing form POSTs (issue 11) send the browser to a page of this site.
  if (status === 303 || status === 307 || status === 308) {
    const location = headers.location ?? '';
    if (!location || /^[/\\]{2}/.test(location) || new URL(location, base).host !== new URL(base).host) return `redirect off the site: ${describe()} location ${location}`;
    return null;
  }
  // An empty 400 comes from Node (raw non-ASCII bytes on the request line, a method it does not
  // know) or from Next (a method outside the seven it routes, e.g. PROPFIND).
  if (status === 400 && body === '' && fuzz.method !== 'HEAD') {
    return /[^\x21-\x7e]/.test(fuzz.suffix + fuzz.query) || !STANDARD_METHODS.includes(fuzz.method) ? null : `empty 400 for a standard request: ${describe()}`;
  }
  if (status >= 400 && (headers['content-type'] ?? '').includes('application/json') && fuzz.method !== 'HEAD') {
    let error: { message?: unknown; code?: unknown };
    try {
      error = JSON.parse(body) as typeof error;
    } catch {
      return `unparsable JSON error: ${describe()}`;
    }
    if (typeof error.message !== 'string' || error.message === '') return `JSON error without a message: ${describe()}`;
    if (error.code !== status) return `JSON error whose code is not the status: ${describe()}`;
  }
  return null;
}

test.describe('API fuzz over HTTP: every route file, 0 × 5xx', () => {
  test('the API routes are found', () => {
    expect(ROUTES.length).toBeGreaterThan(10);
    for (const route of ROUTES) expect(route.methods.length, `${route.file} exports no HTTP method`).toBeGreaterThan(0);
  });

  for (const route of ROUTES) {
    test(`${route.path} (${route.methods.join(', ')})`, async ({ baseURL }) => {
      test.setTimeout(5 * 60_000);
      const statuses = new Map<number, number>();
      let sent = 0;
      try {
        await fc.assert(
          fc.asyncProperty(httpCase(route), async (fuzz) => {
            const answer = await rawRequest(baseURL!, `${route.path}${fuzz.suffix}${fuzz.query}`, { method: fuzz.method, headers: fuzz.headers, body: ['GET', 'HEAD', 'TRACE', 'TRACK'].includes(fuzz.method) ? undefined : fuzz.body });
            sent += 1;
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            const problem = problemOf(route, fuzz, answer, baseURL!);
            if (problem) throw new Error(problem);
          }),
          { seed: FUZZ_SEED, ...(FUZZ_PATH ? { path: FUZZ_PATH } : {}), numRuns: RUNS, includeErrorInReport: true },
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const replay = /path: "([^"]*)"/.exec(message)?.[1];
        throw new Error(`${route.path}: a fuzzed request failed (seed ${FUZZ_SEED}).\nRerun: FUZZ_SEED=${FUZZ_SEED}${replay ? ` FUZZ_PATH=${replay}` : ''} pnpm exec playwright test e2e/fuzz-api.spec.ts -g '${route.path}'\n\n${message}`);
      }
      console.log(`[fuzz] HTTP ${route.path}: ${sent} requests, seed ${FUZZ_SEED}, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
      expect(sent).toBeGreaterThanOrEqual(200);
    });
  }
});
