/**
 * Page-weight benchmark: fetches every page template (scripts/page-weight/page-weight.ts TEMPLATES)
 * from a running TypeAtlas server and prints a table: HTML size (raw and gzip), the module scripts a
 * modern browser loads on first load (count, raw and gzip bytes, each chunk counted once per page),
 * the skipped noModule polyfills, the page's budget (issue 14) and its inline flight data (the RSC
 * payload in the HTML, raw bytes; issue 25), plus the 404 page of an unknown path (no budget). Prints
 * figures; the budget is enforced per template by the crawler, e2e/crawl.spec.ts, in the test run.
 *
 * PAGES_BARE=1 also builds the bare Next page with the installed Next (scripts/bench/harness.ts
 * createBareNextApp, as scripts/bench-lighthouse.ts does), measures it by the same rules and prints it
 * beside BARE_NEXT_FIRST_LOAD, the floor the budgets are built on: after a Next upgrade the two
 * differ and the constant is to be measured again (stop 43: Next 16.3.5 130.1 KB; 16.4.6, tried on the
 * branch next164 and left, 131.5 KB).
 *
 *   [PAGES_BARE=1 [PAGES_BARE_PORT=3690]] node scripts/bench-pages.ts [baseUrl=http://localhost:3000]
 */
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBareNextApp, startServer, stop } from './bench/harness.ts';
import { BARE_NEXT_FIRST_LOAD, FIRST_LOAD_BUDGET, FIRST_LOAD_BUDGET_NOTE, kb, measurePage, TEMPLATES } from './page-weight/page-weight.ts';

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

if (process.env.PAGES_BARE === '1') {
  const webDir = join(import.meta.dirname, '..', 'web');
  const nextVersion = (createRequire(join(webDir, 'package.json'))('next/package.json') as { version: string }).version;
  console.log(`\nBuilding the bare Next page with Next ${nextVersion} …`);
  const app = createBareNextApp(mkdtempSync(join(tmpdir(), 'typeatlas-bare-weight-')), webDir);
  app.build(2000);
  const port = Number(process.env.PAGES_BARE_PORT ?? 3690);
  const url = `http://127.0.0.1:${port}/`;
  const server = await startServer(
    'bare next start',
    process.execPath,
    [app.nextBin, 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    { cwd: app.dir },
    url,
  );
  try {
    const bare = await measurePage(url, (pageUrl) => fetch(pageUrl).then((response) => response.text()));
    const drift = bare.jsGzipBytes - BARE_NEXT_FIRST_LOAD;
    console.log(
      `bare Next ${nextVersion} page: ${bare.scripts} js files, ${kb(bare.jsGzipBytes)} gzip (${bare.jsGzipBytes} B); ` +
        `BARE_NEXT_FIRST_LOAD ${kb(BARE_NEXT_FIRST_LOAD)} (${drift >= 0 ? '+' : ''}${drift} B${Math.abs(drift) > 512 ? ': measure the floor again' : ''})`,
    );
  } finally {
    await stop(server);
  }
}
