/**
 * Page-weight benchmark: fetches every page template (scripts/page-weight/page-weight.ts TEMPLATES)
 * from a running TypeAtlas server and prints a table: HTML size (raw and gzip), the module scripts a
 * modern browser loads on first load (count, raw and gzip bytes, each chunk counted once per page),
 * the skipped noModule polyfills, the page's budget (issue 14) and its inline flight data (the RSC
 * payload in the HTML, raw bytes; issue 25), plus the 404 page of an unknown path (no budget). Prints
 * figures; the budget is enforced per template by the crawler, e2e/crawl.spec.ts, in the test run.
 *
 *   node scripts/bench-pages.ts [baseUrl=http://localhost:3000]
 */
import { FIRST_LOAD_BUDGET, FIRST_LOAD_BUDGET_NOTE, kb, measurePage, TEMPLATES } from './page-weight/page-weight.ts';

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');

const NOT_FOUND_PATH = '/this-page-does-not-exist';

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  const expected = new URL(url).pathname === NOT_FOUND_PATH ? 404 : 200;
  if (response.status !== expected) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

const cache = new Map<string, string>();
const rows: string[][] = [
  ['template', 'path', 'html', 'html gz', 'js files', 'js', 'js gz', 'budget', 'nomodule gz', 'flight', 'time to html'],
];
for (const template of [...TEMPLATES, { name: 'not found', path: NOT_FOUND_PATH, kind: null }]) {
  const started = performance.now();
  const weight = await measurePage(base + template.path, fetchText, cache);
  const elapsed = performance.now() - started;
  const budget = template.kind ? FIRST_LOAD_BUDGET[template.kind] : null;
  rows.push([
    template.name,
    template.path,
    kb(weight.htmlBytes),
    kb(weight.htmlGzipBytes),
    String(weight.scripts),
    kb(weight.jsBytes),
    kb(weight.jsGzipBytes),
    budget === null ? '—' : `${kb(budget)} ${weight.jsGzipBytes <= budget ? 'ok' : 'OVER'}`,
    kb(weight.noModuleGzipBytes),
    kb(weight.flightBytes),
    `${elapsed.toFixed(0)} ms`,
  ]);
}
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
console.log(`page weights at ${base} (first load of a signed-out visitor; ${FIRST_LOAD_BUDGET_NOTE})`);
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
