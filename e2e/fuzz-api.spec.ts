/**
 * API fuzz over HTTP (issue 13): malformed requests to every API route file through the production
 * server (web/server.ts), so what Next does before a handler runs is fuzzed too; the complement of
 * web/src/server/__tests__/api-fuzz.int.test.ts.
 * Design notes: docs/tests-and-results.md "Notes from the source files".
 */
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { depthCount } from '../scripts/test-support/depth';
import {
  API_EXAMPLES,
  apiRoutes,
  checkAll,
  fillPattern,
  FUZZ_SEED,
  fuzzCases,
  keepAliveAgent,
  NASTY_SEGMENTS,
  oddSegment,
  rawRequest,
  segmentTargets,
  type AppRoute,
  type RawAnswer,
} from './support/fuzz';

/** Generated requests per route file, and generated values per dynamic segment: the depth's count (FUZZ_API_HTTP_RUNS may raise it). */
const RUNS = Math.max(depthCount('apiHttpFuzzRuns'), Number(process.env.FUZZ_API_HTTP_RUNS ?? 0));
const SITE_ORIGIN = 'http://localhost:3000';
const ROUTES = apiRoutes();
/** The dynamic segments of the API routes (every one on disk: fuzz-coverage.test.ts). */
const SEGMENTS = segmentTargets().filter((target) => target.spec === 'fuzz-api');

/** Requests in flight at once (per Playwright worker), over this many kept-alive connections (FUZZ_CONCURRENCY overrides). */
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 4);
const agent = keepAliveAgent(CONCURRENCY);

/**
 * Issue 22's reproducers: `GET /api/download/{value}` signed out answered 500 text/plain (Next's
 * "failed to decode param"; the proxy's malformed-path guard skipped /api/). Always sent.
 */
const DOWNLOAD_REPRODUCERS = ['%ff', '%', '%zz', '%E0%A4%A', '%C0%AE', 'a%ED%A0%80'];

/** The path of a route with its real example values (API_EXAMPLES). */
const examplePath = (route: AppRoute) => fillPattern(route.pattern, API_EXAMPLES[route.pattern] ?? {});

/** Routes whose rate limits the other specs rely on: fuzzed from other origins only. */
const SHARED_LIMITS = new Set(['/api/auth/sign-in', '/api/signup', '/api/password-reset', '/api/change-password', '/api/shared-results']);

/**
 * Statuses an API answer may have over HTTP: the handlers' (docs/accounts.md), Next's own answers
 * (404/405 for a path or method no route has, 204 to OPTIONS), and Next's redirects (308 without
 * the trailing slash, 307 to the `_rsc` cache-busting URL of an RSC request) and the billing form
 * POSTs' 303 (issue 11) — to this site only.
 */
const ALLOWED = [200, 201, 204, 303, 307, 308, 400, 401, 403, 404, 405, 409, 413];

interface HttpCase {
  method: string;
  /** The path before the suffix: the route's example path, or one with an odd segment. */
  path: string;
  suffix: string;
  query: string;
  headers: Record<string, string>;
  body: string | Uint8Array | undefined;
}

const show = (text: string, max = 200) =>
  text.length > max ? `${JSON.stringify(text.slice(0, max))}… (${text.length} chars)` : JSON.stringify(text);

function httpCase(route: AppRoute, path: fc.Arbitrary<string> = fc.constant(examplePath(route))): fc.Arbitrary<HttpCase> {
  const sameOriginAllowed = !SHARED_LIMITS.has(route.pattern);
  return fc
    .record({
      path,
      method: fc.oneof(
        { arbitrary: fc.constantFrom(...route.methods), weight: 3 },
        {
          arbitrary: fc.constantFrom(
            'GET',
            'HEAD',
            'POST',
            'PUT',
            'PATCH',
            'DELETE',
            'OPTIONS',
            'TRACE',
            'TRACK',
            'PROPFIND',
            'SEARCH',
            'FOO',
            'get',
          ),
          weight: 2,
        },
      ),
      suffix: fc.oneof(
        { arbitrary: fc.constant(''), weight: 6 },
        {
          arbitrary: fc.constantFrom(
            '/',
            '//',
            '/x',
            '/%E0%A4%A',
            '/%25',
            '/%',
            '/..',
            '/.',
            ';x',
            '%20',
            '.json',
            '/%2e%2e',
            '/%2F',
            '%00',
            '/\u00ff',
            '/😀',
            `/${'a'.repeat(3000)}`,
          ),
          weight: 2,
        },
      ),
      query: fc.oneof(
        { arbitrary: fc.constant(''), weight: 4 },
        {
          arbitrary: fc.constantFrom(
            '?',
            '?a=%',
            '?%%',
            '?before=%E0%A4%A&afterId=%',
            '?before[]=1&before[]=2',
            '?before=0000-01-01T00:00:00Z&afterId=x',
            '?__proto__[x]=1',
            `?x=${'y'.repeat(4000)}`,
            '?a=\u00ff',
            '?a=1&a=2&a=3',
            '?#',
          ),
          weight: 2,
        },
      ),
      headers: fc
        .tuple(
          fc.record(
            {
              origin: sameOriginAllowed
                ? fc.constantFrom(SITE_ORIGIN, SITE_ORIGIN, 'https://evil.example', 'null', '')
                : fc.constantFrom('https://evil.example', 'null'),
              'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none', 'garbage'),
              'content-type': fc.constantFrom(
                'application/json',
                'text/plain',
                'application/x-www-form-urlencoded',
                'multipart/form-data; boundary=x',
                'application/json; charset=utf-16',
                '*/*',
                ';;',
              ),
              cookie: fc.constantFrom(
                'token=garbage; refreshToken=garbage',
                'user=%E0%A4%A; token=%',
                `token=${'x'.repeat(4000)}`,
                'token=a.b.c; token=d.e.f',
                ';;;=',
                'user={"uid":"x"}',
              ),
              accept: fc.constantFrom('application/json', 'text/html', 'text/x-component', '*/*'),
            },
            { requiredKeys: ['origin'] },
          ),
          // Now and then the headers of an RSC request or a server action call.
          fc.oneof(
            { arbitrary: fc.constant<Record<string, string>>({}), weight: 8 },
            {
              arbitrary: fc.constantFrom<Record<string, string>>(
                { rsc: '1' },
                { rsc: '1', 'next-router-state-tree': 'garbage' },
                { rsc: '1', 'next-action': '0'.repeat(40) },
                { 'next-action': 'garbage' },
              ),
              weight: 1,
            },
          ),
        )
        .map(([common, extra]) => ({ ...common, ...extra })),
      body: fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 2 },
        {
          arbitrary: fc.constantFrom(
            '{}',
            '{"a":',
            'null',
            '[]',
            '"\\ud800"',
            '{"idToken":"\\ud800\\u0000"}',
            '{"email":"a@b.c","x":1}',
            'a=1&b=2',
            '\u0000',
            `{"pad":"${'x'.repeat(40_000)}"}`,
            `${'['.repeat(5000)}${']'.repeat(5000)}`,
            '{"__proto__":{"admin":true}}',
            '1e309',
          ),
          weight: 4,
        },
        { arbitrary: fc.uint8Array({ maxLength: 512 }), weight: 1 },
        { arbitrary: fc.string({ maxLength: 200 }), weight: 1 },
      ),
    })
    .map((fuzz) =>
      Object.defineProperty(fuzz, fc.toStringMethod, {
        value: () =>
          `${fuzz.method} ${show(fuzz.path + fuzz.suffix + fuzz.query, 160)} headers ${JSON.stringify(fuzz.headers).slice(0, 300)} body ${fuzz.body === undefined ? '-' : typeof fuzz.body === 'string' ? show(fuzz.body, 160) : `${fuzz.body.length} bytes`}`,
        enumerable: false,
      }),
    );
}

/** A plain request: the method, path and headers given, no suffix, query or body. */
function plainCase(method: string, path: string, headers: Record<string, string> = {}): HttpCase {
  const fuzz: HttpCase = { method, path, suffix: '', query: '', headers, body: undefined };
  return Object.defineProperty(fuzz, fc.toStringMethod, {
    value: () => `${method} ${show(path, 160)}${Object.keys(headers).length > 0 ? ` headers ${JSON.stringify(headers)}` : ''}`,
    enumerable: false,
  });
}

/** The methods Next routes to a Route Handler. */
const STANDARD_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

const STACK_TRACE = /\bat [^\s()<>"]+ \([^)<>"]*:\d+:\d+\)|\n\s+at [^\s]+ \(/;

/**
 * Plain-text refusals web/server.ts makes before Next (found by these suites; e2e/server-refusals.spec.ts):
 * TRACE, a router-state header Next cannot parse, an unknown server action.
 */
const SERVER_REFUSALS = new Map([
  [405, 'Method Not Allowed'],
  [400, 'Bad Request: malformed router state header'],
  [404, 'Server action not found'],
]);

/**
 * What is wrong with an answer, or null. Every error answer of an API path — a handler's, a
 * malformed path's (proxy), an unknown path's (the catch-all) — is the JSON error `{ message, code }`
 * with code = the status, except Node's and web/server.ts's own refusals and Next's 405 to a
 * method the route does not export.
 */
function problemOf(fuzz: HttpCase, answer: RawAnswer, base: string): string | null {
  const { status, headers, body } = answer;
  const describe = () => `${status} ${headers['content-type'] ?? '(no content-type)'} ${show(body, 300)}`;
  if (status >= 500) return `5xx: ${describe()}`;
  if (/Internal Server Error/i.test(body) || STACK_TRACE.test(body)) return `an error page or stack trace: ${describe()}`;
  if (!ALLOWED.includes(status)) return `status ${status} is none of ${ALLOWED.join(', ')}: ${describe()}`;
  // 303: the billing form POSTs (issue 11) send the browser to a page of this site.
  if (status === 303 || status === 307 || status === 308) {
    const location = headers.location ?? '';
    if (!location || /^[/\\]{2}/.test(location) || new URL(location, base).host !== new URL(base).host)
      return `redirect off the site: ${describe()} location ${location}`;
    return null;
  }
  if (status < 400 || fuzz.method === 'HEAD') return null;
  // An empty 400 comes from Node (raw non-ASCII bytes on the request line, a method it does not
  // know) or from Next (a method outside the seven it routes, e.g. PROPFIND).
  if (status === 400 && body === '') {
    return /[^\x21-\x7e]/.test(fuzz.path + fuzz.suffix + fuzz.query) || !STANDARD_METHODS.includes(fuzz.method)
      ? null
      : `empty 400 for a standard request: ${describe()}`;
  }
  if (SERVER_REFUSALS.get(status) === body) return null;
  // Next's answer to a standard method the route file does not export.
  if (status === 405 && body === '') return null;
  if (!(headers['content-type'] ?? '').includes('application/json'))
    return `an error answer that is not the JSON error { message, code }: ${describe()}`;
  let error: { message?: unknown; code?: unknown };
  try {
    error = JSON.parse(body) as typeof error;
  } catch {
    return `unparsable JSON error: ${describe()}`;
  }
  if (typeof error.message !== 'string' || error.message === '') return `JSON error without a message: ${describe()}`;
  if (error.code !== status) return `JSON error whose code is not the status: ${describe()}`;
  return null;
}

/** Sends one case. */
function send(fuzz: HttpCase, base: string): Promise<RawAnswer> {
  return rawRequest(base, `${fuzz.path}${fuzz.suffix}${fuzz.query}`, {
    method: fuzz.method,
    headers: fuzz.headers,
    body: ['GET', 'HEAD', 'TRACE', 'TRACK'].includes(fuzz.method) ? undefined : fuzz.body,
    agent,
  });
}

/**
 * Sends every case (CONCURRENCY at a time) and fails with the first failing requests, the seed and
 * the rerun command; logs the statuses.
 */
async function expectAllFine(label: string, cases: readonly HttpCase[], base: string): Promise<void> {
  const statuses = new Map<number, number>();
  const { failures, checked } = await checkAll(cases, CONCURRENCY, async (fuzz) => {
    const answer = await send(fuzz, base);
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    return problemOf(fuzz, answer, base);
  });
  if (failures.length > 0) {
    throw new Error(
      `${label}: ${failures.length} fuzzed request(s) failed (seed ${FUZZ_SEED}).\nRerun: FUZZ_SEED=${FUZZ_SEED} pnpm exec playwright test e2e/fuzz-api.spec.ts -g '${label.replace(/[[\]]/g, '\\$&')}'\n\n${failures.map(({ fuzzCase, problem }) => `${fc.stringify(fuzzCase)}\n  → ${problem}`).join('\n')}`,
    );
  }
  expect(checked, `${label}: requests sent`).toBe(cases.length);
  console.log(`[fuzz] HTTP ${label}: ${checked} requests, seed ${FUZZ_SEED}, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
}

test.describe('API fuzz over HTTP: every route file, 0 × 5xx', () => {
  test('the API routes are found, each dynamic one with a real example', () => {
    expect(ROUTES.length).toBeGreaterThan(10);
    for (const route of ROUTES) expect(route.methods.length, `${route.file} exports no HTTP method`).toBeGreaterThan(0);
    for (const route of ROUTES)
      expect(() => examplePath(route), `${route.pattern} has no entry in API_EXAMPLES (e2e/support/fuzz.ts)`).not.toThrow();
  });

  for (const route of ROUTES) {
    test(`${route.pattern} (${route.methods.join(', ')})`, async ({ baseURL }) => {
      test.setTimeout(5 * 60_000);
      await expectAllFine(route.pattern, fuzzCases([], httpCase(route), RUNS), baseURL!);
    });
  }
});

test.describe('API fuzz over HTTP: odd values in every dynamic segment, 0 × 5xx', () => {
  for (const { route, param } of SEGMENTS) {
    const label = `${route.pattern} [${param}]`;
    test(label, async ({ baseURL }) => {
      test.setTimeout(5 * 60_000);
      const example = API_EXAMPLES[route.pattern];
      expect(example, `${route.pattern} has no entry in API_EXAMPLES (e2e/support/fuzz.ts)`).toBeDefined();
      const real = example![param]!;
      const at = (value: string) => fillPattern(route.pattern, { ...example, [param]: value });
      // NASTY_SEGMENTS (and the reproducers) in full, signed out, with the route's first method; then generated values.
      const fixed = [...new Set([...NASTY_SEGMENTS, ...DOWNLOAD_REPRODUCERS])].map((value) => plainCase(route.methods[0]!, at(value)));
      const generated = httpCase(route, oddSegment(real, /^\d+$/.test(real)).map(at));
      await expectAllFine(label, fuzzCases(fixed, generated, RUNS), baseURL!);
    });
  }
});

test.describe('API fuzz over HTTP: malformed and unknown API paths (issue 22, fixed examples)', () => {
  test('GET /api/download/{malformed} signed out answers 400 or 404 JSON, never 500', async ({ baseURL }) => {
    for (const value of DOWNLOAD_REPRODUCERS) {
      const answer = await rawRequest(baseURL!, `/api/download/${value}`);
      expect([400, 404], `/api/download/${value}: ${answer.status} ${answer.body}`).toContain(answer.status);
      expect(answer.headers['content-type'], `/api/download/${value}`).toContain('application/json');
      expect(JSON.parse(answer.body), `/api/download/${value}`).toEqual({ message: expect.any(String), code: answer.status });
    }
  });

  test('malformed paths of static API routes and paths no route has answer JSON errors', async ({ baseURL }) => {
    for (const [method, rawPath] of [
      ['GET', '/api/profile/%ff'],
      ['POST', '/api/signup%E0%A4%A'],
      ['GET', '/api/%'],
      ['GET', '/api/no-such-route'],
      ['POST', '/api/no/such/route'],
      ['GET', '/api/download'],
      ['GET', '/api/download/report.pdf/x'],
      ['DELETE', '/api/profile/x'],
      // Dot segments: Next resolved these to the home page (a multipart POST got its text/plain "Server action not found.").
      ['GET', '/api/..'],
      ['POST', '/api/%2e%2e'],
      ['POST', '/api/x/../..'],
    ] as const) {
      const answer = await rawRequest(baseURL!, rawPath, {
        method,
        ...(method === 'POST' ? { headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: 'x' } : {}),
      });
      expect([400, 404], `${method} ${rawPath}: ${answer.status} ${answer.body}`).toContain(answer.status);
      expect(answer.headers['content-type'], `${method} ${rawPath}`).toContain('application/json');
      expect(JSON.parse(answer.body), `${method} ${rawPath}`).toEqual({ message: expect.any(String), code: answer.status });
    }
  });
});
