/**
 * What axe costs per call in the e2e run, and whether a cheaper way of running it finds the same
 * violations (issue 22). Runs against a server you started yourself (the built web app), in the
 * browser Playwright uses, with Playwright's launch flags.
 *
 *   node scripts/bench-axe.ts --base http://localhost:3640 rules   [--rounds 3] [--pages /,/blog] [--wcag]
 *   node scripts/bench-axe.ts --base http://localhost:3640 compare [--rounds 3] [--pages /,/blog]
 *   node scripts/bench-axe.ts --base http://localhost:3640 same
 *
 * - `rules`: per rule, the milliseconds axe's own performanceTimer measured (`rule_<id>`: gather,
 *   matches and checks), the median over the rounds, per page; plus the run's setup (tree and
 *   selector data) and after/reporter phases.
 * - `compare`: the old call (AxeBuilder, legacy mode, resultTypes violations) and the new one
 *   (e2e/support/axe.ts axeViolations) interleaved (A, B, A, B), each on a fresh load of the page:
 *   CPU seconds of every Chromium process (from /proc, 10 ms ticks), of the renderers alone, of this
 *   Node process (process.cpuUsage), and wall time per call.
 * - `same`: both calls on every signed-out template of the crawler's catalogue, on probe pages with
 *   known violations, and on states reached by interaction; fails (exit 1) unless the violation ids
 *   and targets are identical.
 * @throws when the server does not answer or a page's violations differ (`same`)
 */
import { readdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from '@playwright/test';
import { AXE_RUN_OPTIONS, axeViolations, injectAxe, WCAG_TAGS, type AxeViolation } from '../e2e/support/axe.ts';
import { CHROMIUM, CHROMIUM_LAUNCH_ARGS } from '../e2e/support/chromium.ts';
import { registerWorkspaceResolution } from './lib/ts-resolve.ts';

// The crawler's catalogue imports web/src/lib/routes without an extension.
registerWorkspaceResolution();
const { CATALOGUE, appRoutes, resolvePage } = await import('../e2e/support/catalogue.ts');

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const BASE = flag('base', 'http://localhost:3640');
const ROUNDS = Number(flag('rounds', '3'));
const MODE = args.find((arg) => ['rules', 'compare', 'same'].includes(arg)) ?? 'compare';
const HEAVY_PAGES = [
  '/',
  '/compatibility',
  '/blog',
  '/blog/article/saying-sorry-so-it-lands',
  '/personality-type/intj',
  '/free-personality-test',
  '/faq',
];
const PAGES = flag('pages', HEAVY_PAGES.join(',')).split(',');
/** `rules --wcag`: the WCAG A/AA tags only (adds target-size, drops best-practice rules); else the runs' own options. */
const RULES_OPTIONS = args.includes('--wcag')
  ? { ...AXE_RUN_OPTIONS, runOnly: { type: 'tag' as const, values: WCAG_TAGS } }
  : AXE_RUN_OPTIONS;

/** The call before issue 22's change: AxeBuilder in legacy mode (injects axe.js twice per call). */
async function oldViolations(page: Page): Promise<AxeViolation[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS) // replaced by .options() below: axe's default rules ran
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    helpUrl: violation.helpUrl,
    targets: violation.nodes.map((node) => ({ target: node.target.join(' '), html: node.html, summary: node.failureSummary ?? '' })),
  }));
}

/** CPU ticks (utime + stime, 1/100 s) of this process's descendants: all, and the renderers. */
function chromiumTicks(): { all: number; renderers: number } {
  const parents = new Map<number, number>();
  const ticks = new Map<number, number>();
  const renderers = new Set<number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(pid, Number(fields[1]));
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) renderers.add(pid);
    } catch {
      // the process ended meanwhile
    }
  }
  let all = 0;
  let inRenderers = 0;
  for (const [pid, count] of ticks) {
    let ancestor = parents.get(pid);
    while (ancestor && ancestor !== process.pid) ancestor = parents.get(ancestor);
    if (ancestor !== process.pid) continue;
    all += count;
    if (renderers.has(pid)) inRenderers += count;
  }
  return { all, renderers: inRenderers };
}

/** Loads a page as the crawler does: navigation, hydration, fonts, then a quiet moment. */
async function load(page: Page, url: string): Promise<void> {
  await page.goto(new URL(url, BASE).href, { timeout: 120_000 });
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('a, button')].some((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
      null,
      {
        timeout: 120_000,
      },
    )
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(300);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure<T>(run: () => Promise<T>): Promise<{ value: T; chromium: number; renderers: number; node: number; wall: number }> {
  const before = chromiumTicks();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = await run();
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const after = chromiumTicks();
  return {
    value,
    chromium: (after.all - before.all) * 10,
    renderers: (after.renderers - before.renderers) * 10,
    node: (used.user + used.system) / 1000,
    wall,
  };
}

/** Per-rule milliseconds from axe's performanceTimer (median over the rounds), per page. */
async function rules(page: Page): Promise<void> {
  const table = new Map<string, Map<string, number[]>>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const url of PAGES) {
      await load(page, url);
      await injectAxe(page);
      const measures = await page.evaluate(async (options) => {
        performance.clearMeasures();
        performance.clearMarks();
        const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe;
        const log = console.log;
        console.log = () => undefined;
        const started = performance.now();
        await axe.run(document, { ...options, performanceTimer: true });
        const total = performance.now() - started;
        console.log = log;
        return [
          ...performance.getEntriesByType('measure').map((entry) => [entry.name, entry.duration] as const),
          ['total', total] as const,
        ];
      }, RULES_OPTIONS);
      const perPage = table.get(url) ?? new Map<string, number[]>();
      for (const [name, duration] of measures) {
        if (name.includes('#') || name.startsWith('runchecks_')) continue;
        perPage.set(name, [...(perPage.get(name) ?? []), duration]);
      }
      table.set(url, perPage);
    }
  }
  const names = new Set([...table.values()].flatMap((perPage) => [...perPage.keys()]));
  const rows = [...names].map((name) => ({ name, values: PAGES.map((url) => median(table.get(url)?.get(name) ?? [0])) }));
  rows.sort((a, b) => b.values.reduce((x, y) => x + y, 0) - a.values.reduce((x, y) => x + y, 0));
  console.log(['ms (median of ' + ROUNDS + ')', ...PAGES, 'sum'].join('\t'));
  for (const row of rows)
    console.log([row.name, ...row.values.map((value) => value.toFixed(0)), row.values.reduce((x, y) => x + y, 0).toFixed(0)].join('\t'));
}

/** Old and new call interleaved, each on a fresh load; CPU and wall per call. */
async function compare(page: Page): Promise<void> {
  const samples: Record<'old' | 'new', { chromium: number[]; renderers: number[]; node: number[]; wall: number[] }> = {
    old: { chromium: [], renderers: [], node: [], wall: [] },
    new: { chromium: [], renderers: [], node: [], wall: [] },
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (const url of PAGES) {
      for (const variant of round % 2 === 0 ? (['old', 'new'] as const) : (['new', 'old'] as const)) {
        await load(page, url);
        const result = await measure(() =>
          variant === 'old' ? oldViolations(page) : axeViolations(page).then((found) => found.violations),
        );
        for (const key of ['chromium', 'renderers', 'node', 'wall'] as const) samples[variant][key].push(result[key]);
        console.log(
          `${variant} ${url}: chromium ${result.chromium} ms CPU (renderers ${result.renderers}), node ${result.node.toFixed(0)} ms CPU, wall ${result.wall.toFixed(0)} ms, ${result.value.length} violation(s)`,
        );
      }
    }
  }
  const sum = (values: number[]) => values.reduce((x, y) => x + y, 0);
  for (const variant of ['old', 'new'] as const) {
    const calls = samples[variant].wall.length;
    const row = samples[variant];
    console.log(
      `${variant}: ${calls} calls; per call chromium ${(sum(row.chromium) / calls).toFixed(0)} ms CPU (renderers ${(sum(row.renderers) / calls).toFixed(0)}), node ${(sum(row.node) / calls).toFixed(0)} ms CPU, wall ${(sum(row.wall) / calls).toFixed(0)} ms (median ${median(row.wall).toFixed(0)})`,
    );
  }
}

/** Violation ids and targets, sorted, for comparison. */
const fingerprint = (violations: AxeViolation[]) =>
  violations
    .map(
      (violation) =>
        `${violation.id} [${violation.impact}] ${violation.helpUrl}: ${violation.targets.map((node) => `${node.target} | ${node.html} | ${node.summary}`).join(' ; ')}`,
    )
    .sort();

/** States with known violations, made by inserting markup into <main>. */
const PROBES: Record<string, string> = {
  'image without alt': '<img src="/icon.svg" width="10" height="10">',
  'low contrast text': '<p style="color:#bbb;background:#fff">Low contrast probe text</p>',
  'input without label': '<input type="text" id="probe-input">',
  'duplicate aria id': '<span id="probe-dup">One</span><span id="probe-dup">Two</span><button aria-labelledby="probe-dup">?</button>',
  'empty link and button': '<a href="/faq"></a><button></button>',
  'bad aria': '<div role="slider">x</div><div aria-hidden="true"><a href="/faq">hidden focusable</a></div><ul><div>not li</div></ul>',
  'tiny targets':
    '<span><button style="width:10px;height:10px;padding:0;min-width:0;min-height:0" aria-label="a"></button><button style="width:10px;height:10px;padding:0;min-width:0;min-height:0" aria-label="b"></button></span>',
  'nested interactive and select': '<button aria-label="outer"><a href="/faq">inner</a></button><select><option>x</option></select>',
};

async function same(page: Page): Promise<boolean> {
  const sitemap = await (await fetch(new URL('/sitemap.xml', BASE))).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
  const routes = appRoutes();
  const targets: { label: string; url: string; act?: (page: Page) => Promise<void> }[] = [];
  for (const template of CATALOGUE) {
    if ((template.as ?? 'visitor') !== 'visitor' || template.route.startsWith('/shared-result')) continue;
    const entry = resolvePage(template, paths, { shareToken: '', checkoutSession: '' }, routes);
    targets.push({ label: template.name, url: entry.url });
  }
  for (const [name, html] of Object.entries(PROBES))
    for (const url of ['/faq', '/blog'])
      targets.push({
        label: `probe: ${name} on ${url}`,
        url,
        act: (page) => page.evaluate((markup) => document.querySelector('main')?.insertAdjacentHTML('afterbegin', markup), html),
      });
  targets.push({
    label: 'state: menu open (phone width)',
    url: '/personality-type/intj',
    act: async (page) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
    },
  });
  targets.push({
    label: 'state: search modal open',
    url: '/',
    act: async (page) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Search/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  });
  // preload: false is the same only while no rule that runs with these tags uses preloaded assets
  // (stylesheets, media metadata) to report a violation.
  await load(page, '/faq');
  await injectAxe(page);
  const preloadRules = await page.evaluate((options) => {
    const axe = (
      window as unknown as {
        axe: {
          _audit: { rules: { id: string; preload: boolean; reviewOnFail: boolean }[] };
          utils: { ruleShouldRun: (rule: unknown, context: object, options: object) => boolean };
        };
      }
    ).axe;
    return axe._audit.rules
      .filter((rule) => rule.preload && axe.utils.ruleShouldRun(rule, { page: true }, options))
      .map((rule) => ({ id: rule.id, reviewOnFail: rule.reviewOnFail }));
  }, AXE_RUN_OPTIONS);
  let allSame = preloadRules.every((rule) => rule.reviewOnFail);
  console.log(
    `${allSame ? 'ok' : 'PRELOAD MATTERS'}: rules that run with preloaded assets: ${preloadRules.map((rule) => `${rule.id}${rule.reviewOnFail ? ' (reviewOnFail: never a violation)' : ' (CAN REPORT VIOLATIONS)'}`).join(', ') || 'none'}`,
  );
  for (const target of targets) {
    await page.setViewportSize({ width: 1440, height: 900 });
    const results: string[][] = [];
    for (const variant of ['old', 'new'] as const) {
      await load(page, target.url);
      if (target.act) await target.act(page);
      results.push(fingerprint(variant === 'old' ? await oldViolations(page) : (await axeViolations(page)).violations));
    }
    const [before = [], after = []] = results;
    const identical = JSON.stringify(before) === JSON.stringify(after);
    allSame &&= identical;
    console.log(
      `${identical ? 'same' : 'DIFFERENT'}: ${target.label} (${target.url}) — ${before.length} violation(s)${before.length ? `: ${before.map((line) => line.split(' ')[0]).join(', ')}` : ''}`,
    );
    if (!identical) console.log(`  old: ${before.join('\n       ')}\n  new: ${after.join('\n       ')}`);
  }
  return allSame;
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_LAUNCH_ARGS] });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const page = await context.newPage();
let ok = true;
try {
  if (MODE === 'rules') await rules(page);
  else if (MODE === 'compare') await compare(page);
  else ok = await same(page);
} finally {
  await browser.close();
}
process.exit(ok ? 0 : 1);
