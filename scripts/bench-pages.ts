/**
 * Page-weight benchmark: fetches every page template (scripts/page-weight/page-weight.ts TEMPLATES)
 * from a running TypeAtlas server and prints a table: HTML size (raw and gzip), the module scripts a
 * modern browser loads on first load (count, raw and gzip bytes, each chunk counted once per page),
 * the skipped noModule polyfills, and the page's budget (issue 14). Prints figures; the budget is
 * enforced per template by the crawler, e2e/crawl.spec.ts, in the test run.
 *
 *   node scripts/bench-pages.ts [baseUrl=http://localhost:3000]
 */
import { FIRST_LOAD_BUDGET, FIRST_LOAD_BUDGET_NOTE, kb, measurePage, TEMPLATES } from './page-weight/page-weight.ts';

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

const cache = new Map<string, string>();
const rows: string[][] = [['template', 'path', 'html', 'html gz', 'js files', 'js', 'js gz', 'budget', 'nomodule gz', 'time to html']];
for (const template of TEMPLATES) {
  const started = performance.now();
  const weight = await measurePage(base + template.path, fetchText, cache);
  const elapsed = performance.now() - started;
  const budget = FIRST_LOAD_BUDGET[template.kind];
  rows.push([
    template.name,
    template.path,
    kb(weight.htmlBytes),
    kb(weight.htmlGzipBytes),
    String(weight.scripts),
    kb(weight.jsBytes),
    kb(weight.jsGzipBytes),
    `${kb(budget)} ${weight.jsGzipBytes <= budget ? 'ok' : 'OVER'}`,
    kb(weight.noModuleGzipBytes),
    `${elapsed.toFixed(0)} ms`,
  ]);
}
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
console.log(`page weights at ${base} (first load of a signed-out visitor; ${FIRST_LOAD_BUDGET_NOTE})`);
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
