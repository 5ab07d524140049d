/**
 * Page fuzz (issue 13): nasty and generated values for every dynamic segment of every page route
 * (and the non-API Route Handlers with one), sent over HTTP to the production server. The fixed
 * NASTY_SEGMENTS run at every depth; generated values per segment: depth.ts pageFuzzRuns (20 fast,
 * 300 full). Design notes: docs/tests-and-results.md "Notes from the source files".
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, test } from '@playwright/test';
import fc from 'fast-check';
import { depthCount } from '../scripts/test-support/depth';
import {
  checkAll,
  dynamicRoutes,
  fillPattern,
  FUZZ_SEED,
  fuzzCases,
  keepAliveAgent,
  matchPattern,
  NASTY_SEGMENTS,
  oddHeaders,
  oddSegment,
  rawRequest,
  segmentTargets,
  type AppRoute,
  type RawAnswer,
} from './support/fuzz';

/** Odd values per dynamic segment: the depth's count (FUZZ_PAGE_RUNS may raise it), plus NASTY_SEGMENTS. */
const RUNS = Math.max(depthCount('pageFuzzRuns'), Number(process.env.FUZZ_PAGE_RUNS ?? 0));

const ROUTES = dynamicRoutes();
/** The dynamic segments of pages and non-API handlers (every one on disk: fuzz-coverage.test.ts). */
const SEGMENTS = segmentTargets().filter((target) => target.spec === 'fuzz-pages');

/** Requests in flight at once (per Playwright worker), over this many kept-alive connections (FUZZ_CONCURRENCY overrides). */
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 4);
const agent = keepAliveAgent(CONCURRENCY);

/** Real values for routes the sitemap does not list (search results, seed images, landing articles). */
const SEED_ASSET =
  readdirSync(fileURLToPath(new URL('../studio/seed/assets/', import.meta.url))).find((name) => name.endsWith('.svg')) ?? 'missing.svg';
const FALLBACK_EXAMPLES: Record<string, Record<string, string>> = {
  '/search/[term]': { term: 'intj' },
  '/seed-assets/[file]': { file: SEED_ASSET },
  // Character drawings are images, not pages: not in the sitemap.
  '/characters/[file]': { file: 'intj-male-2.svg' },
  // Sitemap parts exist above 50,000 URLs only (a 404 until then).
  '/sitemaps/[file]': { file: '1.xml' },
  // Landing articles are rare; an ordinary article slug here redirects to /blog/article/{slug}.
  '/blog/[slug]': { slug: 'building-habits-that-fit-your-style' },
  // Shared results are made by visitors (none in the seed): a well-formed token nobody shared (404).
  '/shared-result/[token]': { token: 'AAAAAAAAAAAAAAAAAAAAAA' },
  '/shared-result/[token]/compare': { token: 'AAAAAAAAAAAAAAAAAAAAAA' },
  // Premium (issue 11): a plan's checkout (signed out → /login) and a local checkout session nobody started.
  '/complete/[slug]': { slug: 'monthly' },
  '/billing/checkout/[session]': { session: 'cs_local_000000000000000000000000' },
  // Subscriber views (issue 11): reached by the proxy's rewrite of a signed-in request, never listed.
  '/personality-type/[slug]/subscriber-view': { slug: 'intj' },
  '/personality-type/[slug]/[article]/subscriber-view': { slug: 'intj', article: 'personal-growth' },
  '/tools/tests/[slug]/subscriber-view': { slug: 'pressure-and-you' },
};

/** The examples of this worker: the sitemap is fetched once, not once per fuzzed segment. */
let examplesOnce: Promise<Map<string, Record<string, string>>> | null = null;

/** Real param values of every route: the first sitemap URL that matches its pattern, else the fallback (fetched once per worker). */
function realExamples(request: APIRequestContext): Promise<Map<string, Record<string, string>>> {
  examplesOnce ??= fetchExamples(request).catch((error: unknown) => {
    examplesOnce = null;
    throw error;
  });
  return examplesOnce;
}

async function fetchExamples(request: APIRequestContext): Promise<Map<string, Record<string, string>>> {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const paths = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const examples = new Map<string, Record<string, string>>();
  for (const route of ROUTES) {
    const found = paths.map((candidate) => matchPattern(route.pattern, candidate)).find((values) => values !== null);
    const example = found ?? FALLBACK_EXAMPLES[route.pattern];
    if (example) examples.set(route.pattern, example);
  }
  return examples;
}

const STACK_TRACE = /\bat [^\s()<>"]+ \([^)<>"]*:\d+:\d+\)|\n\s+at [^\s]+ \(/;
const show = (text: string, max = 200) =>
  text.length > max ? `${JSON.stringify(text.slice(0, max))}… (${text.length} chars)` : JSON.stringify(text);

/** Whether Node's HTTP parser may refuse this request line itself (400, empty body): raw bytes outside printable ASCII. */
const parserMayRefuse = (rawPath: string) => /[^\x21-\x7e]/.test(rawPath);

/** The proxy's refusal of a router-state header Next cannot parse (web/src/proxy.ts). */
const MALFORMED_ROUTER_STATE = 'Bad Request: malformed router state header';

/**
 * The not-found titles a page route may answer with: every route the site's "Page not found"; a
 * route with its own not-found.tsx its own (a shared link that does not exist or is no longer
 * shared: share.json `gone.metaTitle`).
 */
const SHARE_TEXTS = JSON.parse(readFileSync(fileURLToPath(new URL('../web/public/locales/en/share.json', import.meta.url)), 'utf8')) as {
  gone: { metaTitle: string };
};
const OWN_NOT_FOUND_TITLES: Readonly<Record<string, string>> = {
  '/shared-result/[token]': SHARE_TEXTS.gone.metaTitle,
  '/shared-result/[token]/compare': SHARE_TEXTS.gone.metaTitle,
};
const isNotFoundPage = (pattern: string, body: string) =>
  body.includes('<title>Page not found') || (pattern in OWN_NOT_FOUND_TITLES && body.includes(`<title>${OWN_NOT_FOUND_TITLES[pattern]}`));

/** What is wrong with an answer, or null. */
function problemOf(
  route: AppRoute,
  rawPath: string,
  answer: RawAnswer,
  base: string,
  sentHeaders: Record<string, string> = {},
): string | null {
  const { status, headers, body } = answer;
  const describe = () =>
    `${status} ${headers['content-type'] ?? '(no content-type)'} location=${headers.location ?? '-'} body ${show(body, 300)}`;
  if (status >= 500) return `5xx: ${describe()}`;
  if (/Internal Server Error/i.test(body)) return `"Internal Server Error" in the body: ${describe()}`;
  const trace = STACK_TRACE.exec(body);
  if (trace) return `a stack trace in the body (${show(trace[0], 120)}): ${describe()}`;
  if (/<title>Something went wrong/.test(body)) return `the error screen: ${describe()}`;
  if (status === 400) {
    if (parserMayRefuse(rawPath) && body === '') return null;
    if ('next-router-state-tree' in sentHeaders && body === MALFORMED_ROUTER_STATE) return null;
    return `400 for a request that is not malformed: ${describe()}`;
  }
  if ([301, 302, 303, 307, 308].includes(status)) {
    const location = headers.location;
    if (!location) return `redirect without Location: ${describe()}`;
    if (/^[/\\]{2}/.test(location) || /^\/\\/.test(location)) return `redirect to another host (protocol-relative): ${describe()}`;
    if (new URL(location, base).host !== new URL(base).host) return `redirect to another host: ${describe()}`;
    return null;
  }
  if (status === 404) {
    const rsc = (headers['content-type'] ?? '').includes('text/x-component');
    if (route.kind === 'page' && !rsc && !isNotFoundPage(route.pattern, body)) return `404 without the not-found page: ${describe()}`;
    return null;
  }
  if (status === 200) return null;
  return `status ${status} is none of 200, a redirect, 404: ${describe()}`;
}

/** The case of one request: the value of the fuzzed param and the extra headers. */
interface PageCase {
  value: string;
  headers: Record<string, string>;
}

const pageCase = (value: string, headers: Record<string, string> = {}): PageCase =>
  Object.defineProperty({ value, headers }, fc.toStringMethod, {
    value: () => `${show(value, 300)}${Object.keys(headers).length > 0 ? ` with headers ${JSON.stringify(headers).slice(0, 200)}` : ''}`,
    enumerable: false,
  });

test.describe('page fuzz: every dynamic route is covered', () => {
  test('the routes with dynamic segments are found and each has a real example', async ({ request }) => {
    expect(ROUTES.length, 'no dynamic route found — is the app directory right?').toBeGreaterThan(10);
    const examples = await realExamples(request);
    const missing = ROUTES.filter((route) => !examples.has(route.pattern)).map((route) => route.pattern);
    expect(
      missing,
      'dynamic routes with no example path (neither in /sitemap.xml nor in FALLBACK_EXAMPLES of e2e/fuzz-pages.spec.ts)',
    ).toEqual([]);
  });
});

test.describe('page fuzz: NASTY_SEGMENTS and generated odd values in every dynamic segment, 0 × 5xx', () => {
  for (const { route, param } of SEGMENTS) {
    const label = `${route.pattern} [${param}]`;
    test(label, async ({ request, baseURL }) => {
      test.setTimeout(10 * 60_000);
      const base = baseURL!;
      const example = (await realExamples(request)).get(route.pattern);
      expect(example, `${route.pattern} has no example path`).toBeDefined();
      const real = example![param]!;
      const numeric = /^\d+$/.test(real);
      const statuses = new Map<number, number>();

      const check = async ({ value, headers }: PageCase): Promise<string | null> => {
        const rawPath = fillPattern(route.pattern, { ...example, [param]: value });
        const answer = await rawRequest(base, rawPath, { headers, agent });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        let problem = problemOf(route, rawPath, answer, base, headers);
        // Follow a redirect once: what it leads to must not fail either.
        if (!problem && answer.status >= 300 && answer.status < 400) {
          const target = new URL(answer.headers.location!, base);
          const next = await rawRequest(base, `${target.pathname}${target.search}`, { headers, agent });
          const behind = problemOf(route, target.pathname, next, base, headers);
          if (behind && next.status !== 400) problem = `the redirect to ${answer.headers.location} leads to: ${behind}`;
        }
        return problem && `GET ${show(rawPath, 300)}: ${problem}`;
      };

      const cases = fuzzCases(
        NASTY_SEGMENTS.map((value) => pageCase(value)),
        fc.record({ value: oddSegment(real, numeric), headers: oddHeaders }).map(({ value, headers }) => pageCase(value, headers)),
        RUNS,
      );
      const { failures, checked } = await checkAll(cases, CONCURRENCY, check);
      if (failures.length > 0) {
        throw new Error(
          `${label}: ${failures.length} fuzzed value(s) failed (seed ${FUZZ_SEED}).\nRerun: FUZZ_SEED=${FUZZ_SEED} pnpm exec playwright test e2e/fuzz-pages.spec.ts -g '${label.replace(/[[\]]/g, '\\$&')}'\n\n${failures.map(({ fuzzCase, problem }) => `${fc.stringify(fuzzCase)}\n  → ${problem}`).join('\n')}`,
        );
      }
      console.log(
        `[fuzz] ${label}: ${checked} requests (${NASTY_SEGMENTS.length} fixed + ${checked - NASTY_SEGMENTS.length} generated), seed ${FUZZ_SEED}, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      expect(checked, 'values sent').toBe(NASTY_SEGMENTS.length + RUNS);
    });
  }
});

test.describe('page fuzz: reproducers of the 5xx it found in the proxy (fixed)', () => {
  test('paths Next would decode twice, and malformed seed-image paths, answer the 404 page (web/src/proxy.ts)', async ({ baseURL }) => {
    for (const rawPath of [
      '/blog/%25',
      '/tools/%25',
      '/compatibility/intj-%25',
      '/personality-type/intj/%25',
      '/blog/page/%25zz',
      '/seed-assets/%E0%A4%A',
      '/seed-assets/%25zz',
    ]) {
      const answer = await rawRequest(baseURL!, rawPath);
      expect(answer.status, rawPath).toBe(404);
      expect(answer.body, rawPath).toContain('<title>Page not found');
    }
    // The search keeps a literal % in its term.
    const search = await rawRequest(baseURL!, '/search/100%25');
    expect(search.status).toBe(200);
    expect(search.body).toContain('Search results for &quot;100%&quot;');
  });
});
