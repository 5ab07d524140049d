/**
 * Lighthouse benchmark (issue 14, goal 7): mobile Lighthouse scores of the main pages, with
 * Debian's Chromium and the default simulated throttling.
 * Design notes: docs/benchmarks.md "Notes from the source files".
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { createBareNextApp, startServer, stop } from './bench/harness.ts';
import { goalFigures, goalReport, ownStatusErrorOnly, type ConsoleError, type GoalFigures, type GoalRun } from './bench/lighthouse-goal.ts';
import { blockedScripts, lighthouseChromeFlags, lighthousePlan } from './bench/lighthouse-pages.ts';
import { registerWorkspaceResolution } from './lib/ts-resolve.ts';
import lighthouse, { type RunnerResult } from 'lighthouse';
// Not through e2e/support/free-test.ts: it imports the engine, whose extensionless imports plain Node cannot load.
import { FREE_TEST_NAME, TEST_RESULTS_KEY } from '../web/src/lib/test-names.ts';
import { sampleStoredResult } from '../schemas/src/test-support/sample-result.ts';

// The crawler's catalogue imports web/src/lib/routes without an extension.
registerWorkspaceResolution();
const { CATALOGUE, appRoutes, resolvePage } = await import('../e2e/support/catalogue.ts');

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.PORT ?? 3601);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** LIGHTHOUSE_RENDER_DOCUMENT=0: Chromium with chrome-launcher's list as is (RenderDocument off; see lighthouseChromeFlags). */
const RENDER_DOCUMENT = process.env.LIGHTHOUSE_RENDER_DOCUMENT !== '0';
/** chrome-launcher's default flags (RenderDocument left on) and the flags from STACK.md (plus headless). */
const CHROME_FLAGS = lighthouseChromeFlags(chromeLauncher.Launcher.defaultFlags(), RENDER_DOCUMENT, [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

interface PageSpec {
  name: string;
  path: string;
  /** Seed localStorage before the run (and keep it: Lighthouse clears storage by default). */
  storedResult?: boolean;
  /** Expected status; a 404 page (the not-found template) is measured with Lighthouse's ignoreStatusCode. */
  status?: number;
  /** An absolute URL outside the site (the bare Next page); `path` is then only printed. */
  url?: string;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within 120 s`);
}

/** Sets localStorage on the site's origin through the DevTools protocol of the launched Chromium. */
async function storeResult(debugPort: number, base: string): Promise<void> {
  const target = (await (
    await fetch(`http://127.0.0.1:${debugPort}/json/new?${encodeURIComponent(`${base}/free-personality-test`)}`, { method: 'PUT' })
  ).json()) as {
    id: string;
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  const value = JSON.stringify({ [FREE_TEST_NAME]: sampleStoredResult() });
  const origin = new URL(base).origin;
  // The new tab starts on about:blank (an opaque origin whose localStorage throws) and navigates
  // afterwards: set the item only once the site's page has loaded, polling until it has.
  const expression = `(location.origin === ${JSON.stringify(origin)} && document.readyState === 'complete') ? (localStorage.setItem(${JSON.stringify(TEST_RESULTS_KEY)}, ${JSON.stringify(value)}), location.origin) : null`;
  let answer: unknown;
  try {
    for (let attempt = 1; attempt <= 100; attempt += 1) {
      answer = await new Promise<unknown>((resolve) => {
        socket.addEventListener('message', (event) => resolve(JSON.parse(String(event.data))), { once: true });
        socket.send(JSON.stringify({ id: attempt, method: 'Runtime.evaluate', params: { expression, returnByValue: true } }));
      });
      if ((answer as { result?: { result?: { value?: unknown } } }).result?.result?.value === origin) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    socket.close();
    await fetch(`http://127.0.0.1:${debugPort}/json/close/${target.id}`);
  }
  throw new Error(`could not store the result on ${base}: ${JSON.stringify(answer)}`);
}

let server: ChildProcess | undefined;
let base = process.argv[2]?.replace(/\/$/, '');
if (!base) {
  base = `http://localhost:${PORT}`;
  const env = {
    ...process.env,
    CONTENT_SOURCE: process.env.CONTENT_SOURCE ?? 'local',
    NEXT_PUBLIC_SITE_URL: base,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  console.log('Building the web app (embedded mode) …');
  await run('pnpm', ['--filter', 'web', 'run', 'build'], env);
  server = spawn(process.execPath, [join(ROOT, 'web', 'server.ts'), '--port', String(PORT)], {
    cwd: join(ROOT, 'web'),
    env: { ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${base}/robots.txt`, server);
}

/**
 * The share a "shared result" page shows (POST /api/shared-results, as the crawl makes it), or why
 * there is none: the share API needs the account services, which the embedded build started here
 * runs without (503).
 */
async function createShare(site: string): Promise<{ shareToken: string; checkoutSession: string } | { unavailable: string }> {
  const result = {
    type: 'ESFJ',
    completedOn: '2026-01-05',
    scales: [
      ['EI', 70],
      ['SN', 62],
      ['TF', 40],
      ['JP', 66],
    ].map(([key, percentage]) => ({ key, percentage })),
  };
  try {
    const created = await fetch(`${site}/api/shared-results`, {
      method: 'POST',
      headers: { origin: new URL(site).origin, 'content-type': 'application/json' },
      body: JSON.stringify({ result }),
    });
    if (created.status !== 201) return { unavailable: `POST /api/shared-results answered ${created.status}` };
    const { path } = (await created.json()) as { path: string };
    return { shareToken: path.split('/').at(-1) ?? '', checkoutSession: '' };
  } catch (error) {
    return { unavailable: `POST /api/shared-results failed: ${(error as Error).message}` };
  }
}

/**
 * Every signed-out template of the crawler's catalogue (scripts/bench/lighthouse-pages.ts), at the
 * URL the crawl visits (sitemap paths of the server under test); signed-in ones are skipped, printed.
 */
const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
const fixtures = await createShare(base);
const routes = appRoutes();
const plan = lighthousePlan(
  CATALOGUE,
  (template) => resolvePage(template, sitemapPaths, 'unavailable' in fixtures ? { shareToken: '', checkoutSession: '' } : fixtures, routes),
  fixtures,
);
const PAGES: PageSpec[] = plan.pages;
for (const { name, reason } of plan.skipped) console.log(`not measured: ${name} — ${reason}`);

/** LIGHTHOUSE_BEFORE=http://localhost:3641: also measure each page there, runs interleaved ("page (before)" rows). */
const BEFORE = process.env.LIGHTHOUSE_BEFORE?.replace(/\/$/, '');
/** LIGHTHOUSE_PAGES="home,article": only these pages (names as printed). */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
const BARE_NAME = 'bare Next page';
/**
 * LIGHTHOUSE_BARE_COPIES=n: measure the bare page n more times as rows "bare Next page (copy i)", spread
 * evenly through the page list so each is measured like a template (its runs in a row, at a later time
 * than the bare row), and judge them by issue 25's goal apart from the site's pages: how often a page
 * identical to the bare one misses the goal is the judge's own noise.
 */
const BARE_COPIES = Math.max(0, Number(process.env.LIGHTHOUSE_BARE_COPIES ?? 0) || 0);
const BARE_COPY_PREFIX = `${BARE_NAME} (copy `;
/** Serves a built bare app with `next start` on 127.0.0.1:`port`; resolves once its page answers. */
function serveBare(app: ReturnType<typeof createBareNextApp>, port: number, label: string): Promise<ChildProcess> {
  const args = [app.nextBin, 'start', '--port', String(port), '--hostname', '127.0.0.1'];
  return startServer(label, process.execPath, args, { cwd: app.dir }, `http://127.0.0.1:${port}/`);
}
let bare: ChildProcess | undefined;
const bareWork = mkdtempSync(join(tmpdir(), 'typeatlas-lighthouse-'));
if (process.env.LIGHTHOUSE_BARE !== '0' && (!ONLY || ONLY.includes(BARE_NAME))) {
  console.log('Building the bare Next page …');
  const app = createBareNextApp(bareWork, join(ROOT, 'web'));
  app.build(2000);
  const bareUrl = `http://127.0.0.1:${PORT + 1}/`;
  bare = await serveBare(app, PORT + 1, 'bare next start');
  PAGES.unshift({ name: BARE_NAME, path: '(next start)', url: bareUrl });
}
/**
 * The floor with the site's CSS: the bare page again, importing the stylesheets that the site's home
 * page links (4 files, ~71 KB raw). In Lighthouse's headless Chromium a page that links
 * render-blocking stylesheets often shows its first paint only at ~2.3 s (observed FCP), though the
 * main thread painted much earlier; the simulated FCP/LCP then count everything before it. The CSS-free
 * bare page rarely shows it, so this row is the comparable floor for the site's pages (stop 29).
 * LIGHTHOUSE_BARE_CSS=0 skips it.
 */
const BARE_CSS_NAME = 'bare page + site CSS';
let bareCss: ChildProcess | undefined;
if (process.env.LIGHTHOUSE_BARE !== '0' && process.env.LIGHTHOUSE_BARE_CSS !== '0' && (!ONLY || ONLY.includes(BARE_CSS_NAME))) {
  const html = await (await fetch(`${base}/`)).text();
  const hrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)].map((match) => match[1]!);
  if (hrefs.length === 0) throw new Error(`${base}/ links no stylesheet: cannot build "${BARE_CSS_NAME}"`);
  const stylesheets = await Promise.all(hrefs.map(async (href) => (await fetch(new URL(href, base))).text()));
  console.log(`Building the bare Next page with the site's ${hrefs.length} stylesheets …`);
  const app = createBareNextApp(bareWork, join(ROOT, 'web'), { name: 'bare-next-css', stylesheets });
  app.build(2000);
  const bareCssUrl = `http://127.0.0.1:${PORT + 2}/`;
  bareCss = await serveBare(app, PORT + 2, 'bare next start (site CSS)');
  PAGES.splice(
    PAGES.findIndex((page) => page.name !== BARE_NAME),
    0,
    { name: BARE_CSS_NAME, path: '(next start)', url: bareCssUrl },
  );
}
const bareCopyUrl = PAGES[0]?.name === BARE_NAME ? PAGES[0].url : undefined;
for (let copy = BARE_COPIES; bareCopyUrl && copy >= 1; copy -= 1) {
  // Copy i goes after ~i/n of the list, so the copies sample the whole run's conditions.
  PAGES.splice(Math.max(1, Math.round((copy * PAGES.length) / (BARE_COPIES + 1))), 0, {
    name: `${BARE_COPY_PREFIX}${copy})`,
    path: '(next start)',
    url: bareCopyUrl,
  });
}
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** Metrics printed beside the scores (milliseconds, except CLS), from the median run. */
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['SI', 'speed-index'],
  ['CLS', 'cumulative-layout-shift'],
] as const;

/**
 * The first contentful paint the trace observed (ms after navigation start, unthrottled), from the
 * `metrics` audit: Lighthouse's simulated FCP and LCP count every request and task before it.
 */
function observedFcp(lhr: RunnerResult['lhr']): number {
  const items = (lhr.audits['metrics']?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined)?.items;
  return Math.round(items?.[0]?.observedFirstContentfulPaint ?? Number.NaN);
}

/**
 * The run's forced reflows (Lighthouse's forced-reflow insight: layouts a script forced, observed ms,
 * before the 4x CPU simulation), summed; 0 when none. Printed per run: they come and go with timing
 * (a font or stylesheet arriving before a script reads geometry), so the median run's report alone
 * can miss them (issue 25, stop 40).
 */
function forcedReflowMs(lhr: RunnerResult['lhr']): number {
  const details = lhr.audits['forced-reflow-insight']?.details as { items?: { items?: { reflowTime?: number }[] }[] } | undefined;
  return Math.round((details?.items?.[0]?.items ?? []).reduce((sum, item) => sum + (item.reflowTime ?? 0), 0));
}

/** A run's figures for issue 25's goal (scripts/bench/lighthouse-goal.ts). */
function goalRun(lhr: RunnerResult['lhr']): GoalRun {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failingBestPractices = (lhr.categories['best-practices']?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number' && lhr.audits[ref.id]!.score! < 1)
    .map((ref) => ref.id);
  const consoleErrors = (lhr.audits['errors-in-console']?.details as { items?: ConsoleError[] } | undefined)?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    noindex: lhr.audits['is-crawlable']?.score === 0,
    ownStatusError: ownStatusErrorOnly(failingBestPractices, consoleErrors, lhr.finalDisplayedUrl),
  };
}

/** The run whose performance score is the median of the runs (the lower middle for an even count). */
function medianRun(runs: RunnerResult[]): RunnerResult {
  const sorted = [...runs].sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
  ignoreDefaultFlags: true,
});
const rows: string[][] = [];
const failing: string[] = [];
/** Each measured target's goal figures, in print order (issue 25's verdict at the end). */
const goal: { name: string; figures: GoalFigures }[] = [];
try {
  for (const page of PAGES.filter((candidate) => !ONLY || ONLY.includes(candidate.name) || candidate.name.startsWith(BARE_COPY_PREFIX))) {
    // LIGHTHOUSE_BEFORE: the same page of another server (e.g. a build of main), its runs interleaved
    // with this one's, so a before/after comparison shares the machine's conditions.
    const targets = [...(BEFORE && !page.url ? [{ name: `${page.name} (before)`, base: BEFORE }] : []), { name: page.name, base }];
    const runsOf = new Map<string, RunnerResult[]>(targets.map((target) => [target.name, []]));
    // A target whose answer is not the template's (e.g. a page the LIGHTHOUSE_BEFORE build lacks) gets a row saying so.
    const missing = new Map<string, string>();
    for (const target of targets) {
      const status = (await fetch(page.url ?? target.base + page.path, { redirect: 'manual' })).status;
      if (status !== (page.status ?? 200)) missing.set(target.name, `answers ${status}, not ${page.status ?? 200}`);
    }
    for (let index = 0; index < RUNS; index += 1) {
      for (const target of targets.filter((candidate) => !missing.has(candidate.name))) {
        const url = page.url ?? target.base + page.path;
        if (page.storedResult) await storeResult(chrome.port, target.base);
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          disableStorageReset: Boolean(page.storedResult),
          ignoreStatusCode: page.status === 404,
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        // A script the CSP refused: the page may not run at all (and then scores better). Refuse the figures.
        const blocked = blockedScripts(result.lhr.audits['errors-in-console']);
        if (blocked.length)
          throw new Error(
            `${url}: the Content-Security-Policy blocked a script — these figures would measure a page that does not run:\n  ${blocked.join('\n  ')}`,
          );
        runsOf.get(target.name)!.push(result);
        // Progress, one line per run (a long interleaved run on a shared machine may have to be cut short).
        console.log(
          `  ${target.name} run ${index + 1}/${RUNS}: performance ${Math.round((result.lhr.categories.performance?.score ?? 0) * 100)}, ` +
            `TBT ${Math.round(result.lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms, observed FCP ${observedFcp(result.lhr)} ms, ` +
            `forced reflow ${forcedReflowMs(result.lhr)} ms`,
        );
      }
    }
    for (const target of targets) {
      if (missing.has(target.name)) {
        rows.push([target.name, missing.get(target.name) ?? '', '', '', '', '', '']);
        continue;
      }
      const runs = runsOf.get(target.name)!;
      const { lhr } = medianRun(runs);
      goal.push({ name: target.name, figures: goalFigures(runs.map((run) => goalRun(run.lhr))) });
      const ownStatusError = goalRun(lhr).ownStatusError;
      if (process.env.LIGHTHOUSE_REPORTS) {
        mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, `${target.name.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr, null, 1));
      }
      const score = (report: typeof lhr, id: string) => String(Math.round((report.categories[id]?.score ?? 0) * 100));
      rows.push([
        target.name,
        ...CATEGORIES.map((id) => (RUNS > 1 ? `${score(lhr, id)} (${runs.map((run) => score(run.lhr, id)).join('/')})` : score(lhr, id))),
        METRICS.map(
          ([label, id]) =>
            `${label} ${label === 'CLS' ? (lhr.audits[id]?.numericValue ?? 0).toFixed(3) : Math.round(lhr.audits[id]?.numericValue ?? 0)}`,
        ).join(' ') +
          ` (observed FCP ${observedFcp(lhr)})` +
          (RUNS > 1
            ? ` (TBT of each run ${runs.map((run) => Math.round(run.lhr.audits['total-blocking-time']?.numericValue ?? 0)).join('/')})`
            : ''),
      ]);
      for (const id of CATEGORIES) {
        for (const ref of lhr.categories[id]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (!audit || audit.score === null || audit.score >= 1) continue;
          if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
          if (id !== 'performance' && ref.weight === 0) continue;
          failing.push(
            `  ${target.name} · ${id} · ${audit.id} (${Math.round(audit.score * 100)}${audit.displayValue ? `, ${audit.displayValue}` : ''}): ${audit.title}` +
              // Issue 25 excepts SEO on pages that ask not to be indexed (search, results, 404…).
              (audit.id === 'is-crawlable' ? ' — a noindex page: excepted by issue 25' : '') +
              (audit.id === 'errors-in-console' && ownStatusError ? " — the document's own 404 status: excepted" : ''),
          );
        }
      }
    }
  }
} finally {
  await chrome.kill();
  if (bare) await stop(bare);
  if (bareCss) await stop(bareCss);
  rmSync(bareWork, { recursive: true, force: true });
  if (server) {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  }
}

const version = (JSON.parse(readFileSync(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version;
const width = RUNS > 1 ? 24 : 15;
console.log(
  `\nLighthouse ${version} mobile (simulated throttling${RENDER_DOCUMENT ? '' : ', RenderDocument off'}) at ${base}; ${RUNS === 1 ? '1 run' : `median of ${RUNS} runs by performance score (each run in brackets)`} per page`,
);
console.log(['page'.padEnd(26), ...CATEGORIES.map((id) => id.padEnd(width)), 'metrics of that run (ms)'].join(' '));
for (const row of rows) console.log([row[0]?.padEnd(26), ...row.slice(1, -1).map((cell) => cell.padEnd(width)), row.at(-1)].join(' '));
console.log(failing.length ? `\naudits below 100:\n${failing.join('\n')}` : '\nno audit below 100');
// Issue 25's goal, judged against the bare Next page of this run (a run without it cannot judge).
const bareFigures = goal.find((entry) => entry.name === BARE_NAME)?.figures;
const copies = goal.filter((entry) => entry.name.startsWith(BARE_COPY_PREFIX));
const judged = goal.filter((entry) => entry.name !== BARE_NAME && entry.name !== BARE_CSS_NAME && !copies.includes(entry));
if (!bareFigures) console.log('\nissue 25 goal: not judged — the bare Next page was not measured in this run');
else {
  const groups = BEFORE
    ? [judged.filter((entry) => !entry.name.endsWith(' (before)')), judged.filter((entry) => entry.name.endsWith(' (before)'))]
    : [judged];
  for (const [index, pages] of groups.entries()) {
    if (pages.length === 0) continue;
    console.log(`\n${index === 1 ? '(before) ' : ''}${goalReport(pages, bareFigures, RUNS).join('\n')}`);
  }
  if (copies.length)
    console.log(
      `\n(the judge's own noise: copies of the bare page, performance and TBT judged the same way) ${goalReport(copies, bareFigures, RUNS, 'speed').join('\n')}`,
    );
}
