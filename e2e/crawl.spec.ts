/**
 * One crawler for every template (issue 22 §2): a page per template of e2e/support/catalogue.ts,
 * visited at 390 px and 1440 px signed out, as a member and as a subscriber, with the checks every
 * page must pass. Fast depth: the `always` templates and a seeded sample of the rest, each at one
 * width (depth.ts crawlTemplatePercent, crawlWidths, sitemapPaths); full depth: all, at both.
 * Design notes: docs/tests-and-results.md "Notes from the source files"; docs/development.md.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type BrowserContextOptions, expect, type Page, test, type TestInfo } from '@playwright/test';
import { firstLoadScripts, measurePage, overBudget, TEMPLATES as WEIGHT_TEMPLATES } from '../scripts/page-weight/page-weight';
import { depthCount, FUZZ_SEED, seededSample } from '../scripts/test-support/depth';
import { axeViolations } from './support/axe';
import { expectHydrated } from './support/hydration';
import {
  appRoutes,
  CATALOGUE,
  type CrawlFixtures,
  type CrawlPage,
  type PageTemplate,
  resolvePage,
  routeOf,
  SIGNED_OUT_REDIRECTS,
  uncataloguedRoutes,
  unmatchedSitemapPaths,
  type Visitor,
} from './support/catalogue';
import { sampleStoredResult, TEST_RESULTS_KEY, FREE_TEST_NAME } from './support/free-test';
import { jsonLdProblems } from './support/json-ld';
import { findOverflow, type OverflowReport } from './support/overflow';
import { holdsZod } from './support/scripts';
import { answerHeaderProblems } from './support/security-headers';
import { setSubscriptions } from './support/subscriptions';
import { SETTLE_DELAY_MS } from '../web/src/lib/idle';

const EMULATOR_ORIGIN = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? ''}`;
const SCREENSHOT_DIR = process.env.CRAWL_SCREENSHOTS ? path.resolve(process.env.CRAWL_SCREENSHOTS) : null;
/**
 * Probes that must make the walk fail (comma-separated `CRAWL_PROBE`): `overflow` (a 500 px element
 * in <main>), `console` (a console.error), `axe` (an image without alt text), `srcset` (a 320 w
 * candidate), `headers` (X-Frame-Options stripped from every document answer), `jsonld` (an Article
 * JSON-LD with a relative URL), `zod` (the catalogue's `zodAfterLoad` reasons ignored: the stored
 * result, which validates with zod after load, must fail the zod check).
 */
const PROBES = new Set((process.env.CRAWL_PROBE ?? '').split(',').filter(Boolean));
/** `CRAWL_ONLY=name,name` limits the walk to those templates (probes, quick looks). */
const ONLY = new Set((process.env.CRAWL_ONLY ?? '').split(',').filter(Boolean));

const VIEWPORTS: readonly { name: string; options: BrowserContextOptions; once: boolean }[] = [
  {
    name: '390 px phone',
    options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
    once: false,
  },
  { name: '1440 px', options: { viewport: { width: 1440, height: 900 } }, once: true },
];

/** At how many widths each template is visited (1: fast, alternating; 2: full, both). */
const CRAWL_WIDTHS = depthCount('crawlWidths');

/**
 * Whether the walk at VIEWPORTS[viewportIndex] visits the template at `index` of the walk: always
 * when every width visits every template; else the templates alternate between the widths, the
 * starting width rotating with the commit's seed (so a template is seen at 390 px on one commit
 * and at 1440 px on the next).
 */
function visitsAt(index: number, viewportIndex: number, widths: number = CRAWL_WIDTHS, seed: number = FUZZ_SEED): boolean {
  if (widths >= VIEWPORTS.length) return true;
  return (index + seed + viewportIndex) % VIEWPORTS.length < widths;
}

/** Templates that always show responsive images (srcset): a walk visiting one must see a candidate. */
const SRCSET_TEMPLATES = new Set(['blog', 'blog page 2', 'post', 'article']);

/** Share of the catalogue the walks visit in this run (percent; 100 at the full depth). */
const TEMPLATE_PERCENT = depthCount('crawlTemplatePercent');

/**
 * The templates this run's walks visit, in catalogue order: every one at 100 %; else the `always`
 * templates and `percent` % of the others (rounded up), chosen with the seed.
 */
function crawlSample(catalogue: readonly PageTemplate[], percent: number = TEMPLATE_PERCENT, seed: number = FUZZ_SEED): PageTemplate[] {
  if (percent >= 100) return [...catalogue];
  const rest = catalogue.filter((template) => !template.always);
  const chosen = new Set(seededSample(rest, Math.ceil((rest.length * percent) / 100), seed));
  return catalogue.filter((template) => template.always || chosen.has(template));
}

/**
 * The sitemap paths "every sitemap path answers 200" fetches: all when `count` covers them; else one
 * path of each route (chosen with the seed), then seeded others up to `count`.
 */
function sitemapSample(
  paths: readonly string[],
  routes: readonly string[],
  count: number = depthCount('sitemapPaths'),
  seed: number = FUZZ_SEED,
): string[] {
  if (count >= paths.length) return [...paths];
  const shuffled = seededSample(paths, paths.length, seed);
  const perRoute = new Map<string, string>();
  for (const pathname of shuffled) {
    const route = routeOf(pathname, routes) ?? pathname;
    if (!perRoute.has(route)) perRoute.set(route, pathname);
  }
  const picked = new Set(perRoute.values());
  for (const pathname of shuffled) {
    if (picked.size >= count) break;
    picked.add(pathname);
  }
  return [...picked];
}

/** Text that only the named library or our account UI puts in a bundle. */
const FORBIDDEN_ON_FIRST_LOAD: readonly { what: string; marker: RegExp }[] = [
  { what: 'zod', marker: /ZodError|_zod\b/ },
  { what: 'Firebase SDK', marker: /identitytoolkit\.googleapis\.com|FirebaseError/ },
  { what: 'PostHog', marker: /posthog-js|__posthog/ },
  { what: 'Sentry', marker: /sentry\.io|__SENTRY__/ },
  { what: 'the account menu', marker: /AccountDropdown|NotificationsPanel/ },
];

/**
 * `request.get`, sent once more when the connection was reset or broken as it went out: a kept-alive
 * connection the server closed after its idle timeout just as the request reused it (Node's
 * documented keep-alive race; browsers send such a GET again themselves, and e2e/support/fuzz.ts
 * rawRequest does the same). A second failure, and any answer, are the caller's. Seen in a fresh-clone
 * run (issue 22, stop 37): "apiRequestContext.get: read ECONNRESET" on home's checks, and the whole
 * 1440 px walk (~50 s) ran again.
 */
async function getRetryingReset(
  request: APIRequestContext,
  url: string,
  options?: Parameters<APIRequestContext['get']>[1],
): Promise<Awaited<ReturnType<APIRequestContext['get']>>> {
  try {
    return await request.get(url, options);
  } catch (error) {
    if (!/\b(ECONNRESET|EPIPE)\b|socket hang up/.test((error as Error).message)) throw error;
    return request.get(url, options);
  }
}

/** The paths /sitemap.xml lists, in order. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await getRetryingReset(request, '/sitemap.xml');
  expect(response.status()).toBe(200);
  return [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
}

/** A share link of a sample result (POST /api/shared-results, as "Share my result" does). */
async function createShare(request: APIRequestContext, origin: string): Promise<string> {
  const created = await request.post('/api/shared-results', {
    headers: { origin },
    data: {
      result: {
        type: 'ESFJ',
        completedOn: '2026-01-05',
        scales: [
          { key: 'EI', percentage: 70 },
          { key: 'SN', percentage: 62 },
          { key: 'TF', percentage: 40 },
          { key: 'JP', percentage: 66 },
        ],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { path: sharedPath } = (await created.json()) as { path: string };
  return sharedPath.split('/').at(-1) ?? '';
}

/**
 * Signs a new user in within the page's context, without the sign-up limit of /api/signup: the
 * account is made in the Auth emulator (its REST sign-up), the session by POST /api/auth/sign-in
 * (which creates the profile), then the profile gets a type and three saved free-test results.
 * @returns the user's uid
 */
async function signInNewUser(page: Page, origin: string): Promise<string> {
  const email = `crawl-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const account = await page.request.post(`${EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    data: { email, password: 'correct-horse-battery', displayName: 'Alexandra Crawley-Montgomery', returnSecureToken: true },
  });
  expect(account.status(), await account.text()).toBe(200);
  const { idToken, refreshToken, localId } = (await account.json()) as { idToken: string; refreshToken: string; localId: string };
  const session = await page.request.post('/api/auth/sign-in', { headers: { origin }, data: { idToken, refreshToken } });
  expect(session.status(), await session.text()).toBe(200);
  const patched = await page.request.patch('/api/profile', { headers: { origin }, data: { type: 'intj', gender: 'female' } });
  expect(patched.status(), await patched.text()).toBe(200);
  const { result } = sampleStoredResult() as { result: { dichotomies: { percentage: number }[] } };
  for (const [index, shift] of [12, -6, 0].entries()) {
    const moved = {
      ...result,
      dichotomies: result.dichotomies.map((scale) => ({ ...scale, percentage: Math.min(100, Math.max(0, scale.percentage + shift)) })),
    };
    const completedAt = new Date(Date.UTC(2025, 2 + index * 3, 1, 12)).toISOString();
    const saved = await page.request.post('/api/test-result', {
      headers: { origin },
      data: { testName: 'main', result: moved, meta: { completedAt } },
    });
    expect(saved.status(), await saved.text()).toBe(201);
  }
  return localId;
}

/** A local checkout session of the signed-in member (the form POST of /complete/{slug}). */
async function createCheckoutSession(page: Page, origin: string): Promise<string> {
  const answer = await page.request.post('/api/billing/checkout', { headers: { origin }, form: { plan: 'monthly' }, maxRedirects: 0 });
  expect(answer.status(), await answer.text()).toBe(303);
  return decodeURIComponent(answer.headers().location?.split('/').at(-1) ?? '');
}

/** Problems of the page's HTML head: title, JSON-LD, canonical, og:image (returns the og:image URL). */
async function headProblems(
  page: Page,
  entry: CrawlPage,
  fromSitemap: boolean,
): Promise<{ problems: string[]; ogImage: string | null; ogSize: [number, number] | null }> {
  const head = await page.evaluate(() => {
    const meta = (key: string) =>
      [...document.head.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map((element) => element.getAttribute('content'));
    return {
      title: document.title,
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ogImages: meta('og:image'),
      twitterImages: meta('twitter:image'),
      ogWidth: meta('og:image:width')[0] ?? null,
      ogHeight: meta('og:image:height')[0] ?? null,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
    };
  });
  const problems: string[] = [];
  if (!/\S \| TypeAtlas$/.test(head.title)) problems.push(`title "${head.title}" lacks the " | TypeAtlas" suffix`);
  // The brand suffix once (a title may name the brand in its own words: "Contact TypeAtlas | TypeAtlas").
  if (/\| TypeAtlas\s*\| TypeAtlas$/.test(head.title) || /^TypeAtlas \| TypeAtlas$/.test(head.title))
    problems.push(`title "${head.title}" carries the brand suffix twice`);
  const items = head.jsonLd.flatMap((text) => {
    try {
      const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
      return Array.isArray(data) ? data : [data];
    } catch {
      problems.push(`JSON-LD that does not parse: ${text.slice(0, 80)}`);
      return [];
    }
  });
  for (const type of ['Organization', 'WebSite']) {
    const count = items.filter((item) => item['@type'] === type).length;
    if (count !== 1) problems.push(`${count} ${type} JSON-LD objects (expected 1)`);
  }
  problems.push(...jsonLdProblems(items, entry.jsonLd ?? []));
  if (fromSitemap) {
    const canonical = head.canonical ? new URL(head.canonical, 'http://relative.invalid') : null;
    if (!head.canonical || !/^https?:\/\/[^/]+(\/|$)/.test(head.canonical))
      problems.push(`canonical link ${JSON.stringify(head.canonical)} is not absolute`);
    else if (canonical?.pathname !== new URL(entry.url, 'http://x').pathname || canonical.search !== '')
      problems.push(`canonical ${head.canonical} is not the page itself`);
  }
  const expectedImages = entry.ogImage === false ? 0 : 1;
  if (head.ogImages.length !== expectedImages) problems.push(`${head.ogImages.length} og:image tags (expected ${expectedImages})`);
  const ogImage = head.ogImages[0] ?? null;
  if (ogImage && head.twitterImages[0] !== ogImage) problems.push(`twitter:image ${head.twitterImages[0]} ≠ og:image ${ogImage}`);
  const ogSize = head.ogWidth && head.ogHeight ? ([Number(head.ogWidth), Number(head.ogHeight)] as [number, number]) : null;
  return { problems, ogImage, ogSize };
}

/** Width × height of a PNG (IHDR) or baseline/progressive JPEG (SOFn); null for anything else. */
function imageSize(bytes: Buffer): { format: 'png' | 'jpeg'; width: number; height: number } | null {
  if (bytes.subarray(0, 8).toString('hex') === '89504e470d0a1a0a')
    return { format: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  for (let offset = 2; offset + 9 < bytes.length;) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { format: 'jpeg', height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

/** What is wrong with an og:image answer (fetched through the app by path). */
async function ogImageProblems(request: APIRequestContext, image: string, declared: [number, number] | null): Promise<string[]> {
  const url = new URL(image);
  const answer = await getRetryingReset(request, `${url.pathname}${url.search}`);
  if (answer.status() !== 200) return [`og:image ${image} → ${answer.status()}`];
  const type = answer.headers()['content-type'] ?? '';
  const size = imageSize(await answer.body());
  if (!size || !['image/png', 'image/jpeg'].includes(type) || type !== `image/${size.format}`)
    return [`og:image ${image} is ${type} (${size?.format ?? 'neither PNG nor JPEG'}), expected a PNG or JPEG`];
  const expected = declared ?? (url.pathname === '/og' ? [1200, 630] : null);
  if (expected && (size.width !== expected[0] || size.height !== expected[1]))
    return [`og:image ${image} is ${size.width} × ${size.height}, expected ${expected[0]} × ${expected[1]}`];
  return [];
}

/** gzip sizes of first-load scripts by URL, shared by the walk's pages. */
const gzipCache = new Map<string, number>();

/** The first-load budget and, for lean pages, the forbidden libraries, over signed-out HTTP. */
async function weightProblems(
  request: APIRequestContext,
  baseURL: string,
  entry: CrawlPage,
  cache: Map<string, string>,
): Promise<string[]> {
  const problems: string[] = [];
  const fetchText = async (url: string) => {
    const response = await getRetryingReset(request, url);
    if (response.status() !== 200) throw new Error(`${url} → ${response.status()}`);
    return response.text();
  };
  const pageUrl = new URL(entry.url, baseURL).href;
  if (entry.budget) {
    const weight = await measurePage(pageUrl, fetchText, cache, gzipCache);
    if (weight.scripts === 0) problems.push('no first-load scripts measured');
    const verdict = overBudget({ name: entry.name, path: entry.url, kind: entry.budget }, weight);
    if (verdict) problems.push(verdict);
  }
  if (entry.lean) {
    const html = await fetchText(pageUrl);
    for (const ref of firstLoadScripts(html, pageUrl).filter((script) => !script.noModule)) {
      const url = ref.src;
      if (!cache.has(url)) cache.set(url, await fetchText(url));
      for (const { what, marker } of FORBIDDEN_ON_FIRST_LOAD)
        if (marker.test(cache.get(url) ?? '')) problems.push(`${what} in the first-load chunk ${ref.src}`);
    }
  }
  return problems;
}

/**
 * Zod loaded by a signed-out visit before the page settled (issue 25: its chunk is a 120–180 ms task
 * at 4× CPU inside Lighthouse's window): every JavaScript chunk whose request started within
 * `cutoffMs` of the navigation (Resource Timing `startTime`) — the first load and whatever the page
 * loads after it, e.g. a prefill reading storage through a zod reader (stop 42's /compatibility) —
 * must not hold zod ({@link holdsZod}), unless the template says why it validates something
 * (catalogue `zodAfterLoad`). The cutoff is web/src/lib/idle.ts SETTLE_DELAY_MS: a returning
 * visitor's campaign cookie check loads zod's parser on purpose only after that, counted from the
 * layout's mount, which comes after the navigation's start — so it never falls inside the window.
 * The check runs at the end of the visit (after axe, ~1 s after hydration here) and does not wait
 * for the window to end: a load a page starts later than that (an idle callback on a busy page)
 * goes unseen — the effect-time imports that stop 42 found start right after hydration.
 * @param cutoffMs the end of the window (ms since navigation start); earlier when the template acts on the page
 * @param cache script texts by URL (shared with the weight check)
 */
async function zodAfterLoadProblems(
  page: Page,
  request: APIRequestContext,
  cache: Map<string, string>,
  cutoffMs: number,
): Promise<string[]> {
  const chunks = await page.evaluate(
    (cutoff) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < cutoff && /\/_next\/static\/chunks\/[^?#]+\.js(?:[?#]|$)/.test(entry.name))
        .map((entry) => ({ url: entry.name, at: Math.round(entry.startTime) })),
    cutoffMs,
  );
  const problems: string[] = [];
  for (const { url, at } of chunks) {
    if (!cache.has(url)) {
      const response = await getRetryingReset(request, url);
      if (response.status() !== 200) {
        problems.push(`the chunk ${new URL(url).pathname} the page loaded answers ${response.status()}`);
        continue;
      }
      cache.set(url, await response.text());
    }
    if (holdsZod(cache.get(url) ?? ''))
      problems.push(
        `zod's chunk ${new URL(url).pathname} loaded ${at} ms after the navigation: a signed-out page that validates nothing must not load it (catalogue zodAfterLoad says why one may)`,
      );
  }
  return problems;
}

/** srcset candidates outside 640–3840 w (SPEC §9); `seen` counts every candidate. */
async function srcsetProblems(page: Page, seen: { candidates: number }): Promise<string[]> {
  const srcsets = await page.locator('img[srcset]').evaluateAll((images) => images.map((image) => image.getAttribute('srcset') ?? ''));
  seen.candidates += srcsets.reduce((sum, srcset) => sum + srcset.split(',').length, 0);
  return srcsets.flatMap((srcset) =>
    srcset.split(',').flatMap((candidate) => {
      const width = Number(/\s(\d+)w$/.exec(candidate.trim())?.[1]);
      return width >= 640 && width <= 3840 ? [] : [`srcset candidate "${candidate.trim()}" outside 640–3840 w`];
    }),
  );
}

/** Milliseconds spent per step of checkPage, summed over the walk (printed at its end). */
const stepTimes = new Map<string, number>();

const describeOverflow = (report: OverflowReport, width: number) => [
  ...(report.scrollWidth > width ? [`page is ${report.scrollWidth} px wide at ${width} px (documentElement.scrollWidth)`] : []),
  ...report.offenders.map(
    (offender) =>
      `element wider than the viewport: ${offender.selector} spans ${offender.left}…${offender.right} px (${offender.width} px wide)`,
  ),
];

/**
 * Visits one page and returns what is wrong with it. `events` is the walk's live list of console
 * errors, page errors and CSP violations (cleared here before the visit).
 */
async function checkPage(
  page: Page,
  entry: CrawlPage,
  events: string[],
  {
    width,
    once,
    fromSitemap,
    request,
    baseURL,
    testInfo,
    viewportName,
    scriptCache,
    checkedImages,
    srcsets,
  }: {
    width: number;
    once: boolean;
    fromSitemap: boolean;
    request: APIRequestContext;
    baseURL: string;
    testInfo: TestInfo;
    viewportName: string;
    scriptCache: Map<string, string>;
    checkedImages: Map<string, string[]>;
    srcsets: { candidates: number };
  },
): Promise<string[]> {
  const problems: string[] = [];
  let last = Date.now();
  const mark = (step: string) => {
    stepTimes.set(step, (stepTimes.get(step) ?? 0) + Date.now() - last);
    last = Date.now();
  };
  if (entry.storedResult !== undefined) {
    await page.evaluate(
      ({ key, name, record }) =>
        record ? window.localStorage.setItem(key, JSON.stringify({ [name]: record })) : window.localStorage.removeItem(key),
      { key: TEST_RESULTS_KEY, name: FREE_TEST_NAME, record: entry.storedResult ? sampleStoredResult() : null },
    );
  }
  events.length = 0;
  const response = await page.goto(entry.url);
  if (!response) return ['no answer'];
  if (response.status() !== entry.status) problems.push(`status ${response.status()}, expected ${entry.status}`);
  problems.push(...answerHeaderProblems(response.headers(), await response.text()));
  mark('navigation');

  const hydrated = await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('a, button')].some((element) =>
            Object.keys(element).some((key) => key.startsWith('__reactProps$')),
          ),
        ),
      { timeout: 15_000 },
    )
    .toBe(true)
    .then(
      () => true,
      () => false,
    );
  if (!hydrated) problems.push('the page did not hydrate (no element owned by React)');
  if (entry.ready) {
    await entry
      .ready(page)
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => problems.push('its content did not appear (ready locator)'));
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  mark('hydration and ready');

  // What the visit loads before the template acts on the page (an act may load code on purpose).
  const zodWindowMs = entry.then ? Math.min(SETTLE_DELAY_MS, await page.evaluate(() => performance.now())) : SETTLE_DELAY_MS;
  const states: { name: string; act?: (page: Page) => Promise<void> }[] = [{ name: '' }, ...(entry.then ? [entry.then] : [])];
  for (const state of states) {
    const label = state.name ? ` [${state.name}]` : '';
    if (state.act) {
      const acted = await state.act(page).then(
        () => null,
        (error: Error) => error.message.split('\n')[0],
      );
      if (acted) {
        problems.push(`${state.name}: ${acted}`);
        continue;
      }
    }
    if (PROBES.size) {
      await page.evaluate(
        (probes) => {
          const main = document.querySelector('main');
          if (probes.includes('overflow'))
            main?.insertAdjacentHTML('afterbegin', '<div id="crawl-probe" style="width:500px;height:10px"></div>');
          if (probes.includes('axe')) main?.insertAdjacentHTML('afterbegin', '<img src="/icon.svg" width="10" height="10">');
          if (probes.includes('srcset'))
            main?.insertAdjacentHTML('afterbegin', '<img alt="" src="/icon.svg" srcset="/icon.svg 320w" width="10" height="10">');
          if (probes.includes('console')) console.error('crawl probe: a console error');
          if (probes.includes('jsonld'))
            document.head.insertAdjacentHTML(
              'beforeend',
              '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Probe","url":"/relative","publisher":{"@id":"/#organization"}}</script>',
            );
        },
        [...PROBES],
      );
    }
    const overflow = describeOverflow(await page.evaluate(findOverflow, width), width);
    problems.push(...overflow.map((text) => `${text}${label}`));
    if (overflow.length || SCREENSHOT_DIR) {
      const file = SCREENSHOT_DIR
        ? path.join(
            SCREENSHOT_DIR,
            `${viewportName.replace(/\W+/g, '-')}-${entry.name.replace(/\W+/g, '-')}${state.name ? `-${state.name.replace(/\W+/g, '-')}` : ''}.png`,
          )
        : testInfo.outputPath(`overflow-${width}-${entry.name.replace(/\W+/g, '-')}.png`);
      await page.screenshot({ path: file, fullPage: true });
      if (overflow.length)
        await testInfo.attach(`overflow at ${width} px: ${entry.name}${label}`, { path: file, contentType: 'image/png' });
    }
    mark('overflow and screenshots');
    const axe = await axeViolations(page);
    if (axe.violations.length) problems.push(`axe${label}:\n      ${axe.lines.join('\n      ')}`);
    mark('axe');
  }
  problems.push(...(await srcsetProblems(page, srcsets)));

  mark('srcset');
  if (once) {
    const head = await headProblems(page, entry, fromSitemap);
    problems.push(...head.problems);
    if (head.ogImage) {
      if (!checkedImages.has(head.ogImage)) checkedImages.set(head.ogImage, await ogImageProblems(request, head.ogImage, head.ogSize));
      problems.push(...(checkedImages.get(head.ogImage) ?? []));
    }
    mark('head and og:image');
    problems.push(...(await weightProblems(request, baseURL, entry, scriptCache)));
    mark('first-load weight');
  }
  if (entry.as === 'visitor' && (!entry.zodAfterLoad || PROBES.has('zod'))) {
    problems.push(...(await zodAfterLoadProblems(page, request, scriptCache, zodWindowMs)));
    mark('zod after load');
  }
  // Console errors may come late (a failed fetch after hydration): collected last.
  problems.push(...events.filter((event) => !entry.allowedConsole?.test(event)));
  return problems;
}

test.describe('the crawler', () => {
  test('the catalogue covers every route file and every sitemap path; the page-weight templates agree on budgets', async ({ request }) => {
    const routes = appRoutes();
    expect(routes.length, 'route files found').toBeGreaterThan(40);
    expect(uncataloguedRoutes(routes), 'route files without a catalogue entry (add one to e2e/support/catalogue.ts)').toEqual([]);
    const paths = await sitemapPaths(request);
    expect(unmatchedSitemapPaths(paths, routes), 'sitemap paths no route serves').toEqual([]);
    const fixtures: CrawlFixtures = { shareToken: 'a'.repeat(22), checkoutSession: 'cs_local_0' };
    const pages = CATALOGUE.map((template) => resolvePage(template, paths, fixtures, routes));
    // The benchmark's templates (scripts/bench-pages.ts) and the crawl budget the same kinds.
    for (const weighed of WEIGHT_TEMPLATES) {
      const route = routeOf(new URL(weighed.path, 'http://x').pathname, routes);
      const kinds = new Set(pages.filter((entry) => entry.route === route && entry.budget).map((entry) => entry.budget));
      expect([...kinds], `${weighed.name} (${weighed.path}, ${route})`).toEqual([weighed.kind]);
    }
  });

  test('signed-out answers of account pages redirect with the full header set', async ({ request }) => {
    for (const { path: pathname, status } of SIGNED_OUT_REDIRECTS) {
      const response = await getRetryingReset(request, pathname, { maxRedirects: 0 });
      expect(response.status(), pathname).toBe(status);
      expect(answerHeaderProblems(response.headers(), await response.text()), pathname).toEqual([]);
    }
  });

  test('every sitemap path answers 200 (HTTP, no browser; a sample of them at the fast depth)', async ({ request }) => {
    test.setTimeout(300_000);
    const all = await sitemapPaths(request);
    const queue = sitemapSample(all, appRoutes());
    console.log(`sitemap: ${queue.length} of ${all.length} paths (seed ${FUZZ_SEED})`);
    const failures: string[] = [];
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let pathname = queue.shift(); pathname !== undefined; pathname = queue.shift()) {
          const response = await getRetryingReset(request, pathname, { maxRedirects: 0 });
          if (response.status() !== 200) failures.push(`${pathname} → ${response.status()}`);
        }
      }),
    );
    expect(failures).toEqual([]);
  });

  test('the overflow check names an element 500 px wide on a 390 px page', async ({ browser }) => {
    const context = await browser.newContext(VIEWPORTS[0]!.options);
    const page = await context.newPage();
    await page.goto('/faq');
    // Inserted before hydration, the probe may be dropped when React takes over <main> (seen once under load).
    await expectHydrated(page.locator('main'));
    expect(await page.evaluate(findOverflow, 390)).toEqual({ scrollWidth: 390, offenders: [] });
    await page.evaluate(() =>
      document
        .querySelector('main')
        ?.insertAdjacentHTML('afterbegin', '<div id="probe" class="probe wide" style="width:500px;height:10px"></div>'),
    );
    const report = await page.evaluate(findOverflow, 390);
    expect(report.scrollWidth).toBeGreaterThan(390);
    expect(report.offenders.map((offender) => offender.selector)).toEqual([expect.stringMatching(/div#probe\.probe\.wide$/)]);
    // Inside a wrapper that scrolls, a wide element is fine (tables on phones).
    await page.evaluate(() => {
      const probe = document.getElementById('probe')!;
      const wrapper = document.createElement('div');
      wrapper.style.overflowX = 'auto';
      probe.replaceWith(wrapper);
      wrapper.append(probe);
    });
    expect(await page.evaluate(findOverflow, 390)).toEqual({ scrollWidth: 390, offenders: [] });
    await context.close();
  });

  test('each template is visited at crawlWidths of the two widths', () => {
    // The split the walks below use: at 1 width each template exactly once, alternating; at 2 at both.
    for (const seed of [0, 1, FUZZ_SEED]) {
      const seen = CATALOGUE.map(
        (_, index) => VIEWPORTS.map((__, viewportIndex) => visitsAt(index, viewportIndex, 1, seed)).filter(Boolean).length,
      );
      expect(seen, `seed ${seed}`).toEqual(CATALOGUE.map(() => 1));
      expect(CATALOGUE.filter((_, index) => visitsAt(index, 0, 1, seed)).length, `seed ${seed}: half at 390 px`).toBeGreaterThanOrEqual(
        Math.floor(CATALOGUE.length / 2),
      );
      expect(
        CATALOGUE.every((_, index) => visitsAt(index, 0, 2, seed) && visitsAt(index, 1, 2, seed)),
        `seed ${seed}`,
      ).toBe(true);
    }
    expect(visitsAt(0, 0, 1, 0)).not.toBe(visitsAt(0, 0, 1, 1));
  });

  test('the fast sample holds the always-templates and half of the rest, rotating with the seed; the full depth every template; the sitemap sample one path per route', () => {
    const always = CATALOGUE.filter((template) => template.always).map((template) => template.name);
    expect(always).toEqual(expect.arrayContaining(['profile', 'faq']));
    const seen = new Set<string>();
    for (const seed of [0, 1, 2, 3, FUZZ_SEED]) {
      const sample = crawlSample(CATALOGUE, 50, seed).map((template) => template.name);
      expect(sample, `seed ${seed}`).toEqual(expect.arrayContaining(always));
      expect(sample.length, `seed ${seed}`).toBe(always.length + Math.ceil((CATALOGUE.length - always.length) / 2));
      for (const name of sample) seen.add(name);
    }
    expect(seen.size, 'five seeds see most templates').toBeGreaterThan(CATALOGUE.length * 0.8);
    expect(crawlSample(CATALOGUE, 100, 1)).toEqual([...CATALOGUE]);
    const routes = appRoutes();
    const paths = [
      '/',
      '/faq',
      '/personality-type/intj',
      '/personality-type/enfp',
      '/personality-type/istp',
      '/blog/page/2',
      '/blog/page/3',
    ];
    const sample = sitemapSample(paths, routes, 3, 5);
    expect(new Set(sample.map((pathname) => routeOf(pathname, routes)))).toEqual(
      new Set(['/', '/faq', '/personality-type/[slug]', '/blog/page/[page]']),
    );
    expect(sitemapSample(paths, routes, 99, 5)).toEqual(paths);
  });

  for (const [viewportIndex, viewport] of VIEWPORTS.entries()) {
    const which = TEMPLATE_PERCENT >= 100 ? 'template' : 'sampled template';
    const title =
      CRAWL_WIDTHS >= VIEWPORTS.length
        ? `every ${which} at ${viewport.name}`
        : `every other ${which} at ${viewport.name} (the rest at the other width)`;
    test(title, async ({ browser, request, baseURL }, testInfo) => {
      test.setTimeout(1_200_000);
      const origin = new URL(baseURL!).origin;
      const width = viewport.options.viewport!.width;
      const started = Date.now();
      const routes = appRoutes();
      const paths = await sitemapPaths(request);
      const sitemapSet = new Set(paths);
      const fixtures: CrawlFixtures = { shareToken: await createShare(request, origin), checkoutSession: '' };
      if (SCREENSHOT_DIR) mkdirSync(SCREENSHOT_DIR, { recursive: true });

      const context = await browser.newContext(viewport.options);
      if (PROBES.has('headers')) {
        await context.route('**/*', async (route) => {
          if (route.request().resourceType() !== 'document') return route.fallback();
          const response = await route.fetch({ maxRedirects: 0 });
          const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== 'x-frame-options'));
          await route.fulfill({ response, headers });
        });
      }
      // No step may wait for the whole walk's timeout: a missing element fails its page, not the walk.
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      const events: string[] = [];
      page.on('console', (message) => {
        if (
          message.type() === 'error' ||
          /Content Security Policy|Refused to|Permissions-Policy|Unrecognized feature/i.test(message.text())
        )
          events.push(`console ${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => events.push(`page error: ${error.message}`));
      await page.exposeBinding('__reportCspViolation', (_source, text: string) => void events.push(text));
      await page.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) =>
            (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
              `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
            ),
          true,
        );
      });

      const problems: string[] = [];
      const timings: string[] = [];
      const scriptCache = new Map<string, string>();
      const checkedImages = new Map<string, string[]>();
      const srcsets = { candidates: 0 };
      let signedInAs: Visitor = 'visitor';
      let uid = '';
      // Signed out first, then one session: member, then the same user made a subscriber.
      const order: Record<Visitor, number> = { visitor: 0, member: 1, subscriber: 2 };
      const walk = (ONLY.size === 0 ? crawlSample(CATALOGUE) : CATALOGUE.filter((template) => ONLY.has(template.name)))
        .sort((a, b) => order[a.as ?? 'visitor'] - order[b.as ?? 'visitor'])
        .filter((_, index) => visitsAt(index, viewportIndex));
      // Visited at one width only (fast): the once-per-template checks run at that visit.
      const once = viewport.once || CRAWL_WIDTHS < VIEWPORTS.length;
      for (const template of walk) {
        const as = template.as ?? 'visitor';
        if (as !== signedInAs) {
          if (signedInAs === 'visitor') {
            uid = await signInNewUser(page, origin);
            fixtures.checkoutSession = await createCheckoutSession(page, origin);
          }
          if (as === 'subscriber')
            setSubscriptions(uid, {
              sub_crawl: {
                productId: 'price_typeatlas_yearly',
                status: 'active',
                expiredAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
              },
            });
          signedInAs = as;
        }
        const entry = resolvePage(template, paths, fixtures, routes);
        const pageStarted = Date.now();
        const candidatesBefore = srcsets.candidates;
        const found = await checkPage(page, entry, events, {
          width,
          once,
          fromSitemap: sitemapSet.has(new URL(entry.url, 'http://x').pathname),
          request,
          baseURL: baseURL!,
          testInfo,
          viewportName: viewport.name,
          scriptCache,
          checkedImages,
          srcsets,
        }).catch((error: Error) => [`the check failed: ${error.message.split('\n')[0]}`]);
        timings.push(`${((Date.now() - pageStarted) / 1000).toFixed(1)} s ${entry.name}`);
        const label = `${entry.name} (${entry.url}, ${as}) at ${viewport.name}`;
        // Soft: every page is reported even when a later one times out the walk.
        console.log(
          `${viewport.name}: ${((Date.now() - pageStarted) / 1000).toFixed(1)} s ${entry.name} (${srcsets.candidates - candidatesBefore} srcset candidates)${found.length ? ` — ${found.length} problem(s)` : ''}`,
        );
        expect.soft(found, `${found.length} problem(s) on ${label}:\n  ${found.join('\n  ')}`).toEqual([]);
        problems.push(...found.map((problem) => `${entry.name} (${entry.url}, ${as}): ${problem}`));
      }
      await context.close();
      // A walk of a sample may hold no page with images: the guard needs one that always has some.
      if (srcsets.candidates === 0 && ONLY.size === 0 && walk.some((template) => SRCSET_TEMPLATES.has(template.name)))
        problems.push('no srcset candidate on any page: the srcset check saw nothing');
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `crawl at ${viewport.name}: ${walk.length} pages in ${seconds} s; per step: ${[...stepTimes].map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)} s`).join(', ')}`,
      );
      await testInfo.attach(`timings at ${viewport.name}`, { body: timings.join('\n'), contentType: 'text/plain' });
      expect(problems.length, `${problems.length} problem(s) at ${viewport.name} (listed per page above)`).toBe(0);
    });
  }
});
