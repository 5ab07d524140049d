/**
 * Lighthouse benchmark (issue 14, goal 7): Lighthouse (npm) with Debian's Chromium, mobile form
 * factor and Lighthouse's default simulated throttling, on home, a type profile, an article, the
 * free test, the result page (with a stored result in localStorage, as the e2e tests store it)
 * and /pricing (once it exists). Prints performance / accessibility / best-practices / SEO per page
 * and every audit that keeps a category below 100. Target: 100 performance and 100 accessibility
 * on each page. Prints figures; asserts nothing.
 *
 *   node scripts/bench-lighthouse.ts                  build (embedded mode) and serve on PORT (3601)
 *   node scripts/bench-lighthouse.ts http://localhost:3000   use a running production server
 *   LIGHTHOUSE_REPORTS=dir node scripts/bench-lighthouse.ts  also write each page's JSON report there
 *
 * Chromium: /usr/bin/chromium (scripts/bootstrap.sh installs it), or CHROMIUM_PATH.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { FREE_TEST_NAME, TEST_RESULTS_KEY, sampleStoredResult } from '../e2e/support/free-test.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.PORT ?? 3601);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Chromium flags from STACK.md (plus headless). */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface PageSpec {
  name: string;
  path: string;
  /** Seed localStorage before the run (and keep it: Lighthouse clears storage by default). */
  storedResult?: boolean;
  /** Shown instead of scores when the page answers 404. */
  missing?: string;
}

const PAGES: PageSpec[] = [
  { name: 'home', path: '/' },
  { name: 'type profile', path: '/personality-type/intj' },
  { name: 'article', path: '/blog/article/building-habits-that-fit-your-style' },
  { name: 'free test', path: '/free-personality-test' },
  { name: 'result (stored)', path: '/free-personality-test/result', storedResult: true },
  { name: 'pricing', path: '/pricing', missing: 'n/a (issue 11)' },
];

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
  const target = (await (await fetch(`http://127.0.0.1:${debugPort}/json/new?${encodeURIComponent(`${base}/free-personality-test`)}`, { method: 'PUT' })).json()) as {
    id: string;
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  const value = JSON.stringify({ [FREE_TEST_NAME]: sampleStoredResult() });
  const expression = `new Promise((resolve) => { const set = () => { localStorage.setItem(${JSON.stringify(TEST_RESULTS_KEY)}, ${JSON.stringify(value)}); resolve(location.origin); }; document.readyState === 'complete' ? set() : addEventListener('load', set); })`;
  const answer = await new Promise<unknown>((resolve) => {
    socket.addEventListener('message', (event) => resolve(JSON.parse(String(event.data))), { once: true });
    socket.send(JSON.stringify({ id: 1, method: 'Runtime.evaluate', params: { expression, awaitPromise: true, returnByValue: true } }));
  });
  socket.close();
  await fetch(`http://127.0.0.1:${debugPort}/json/close/${target.id}`);
  const origin = (answer as { result?: { result?: { value?: string } } }).result?.result?.value;
  if (origin !== new URL(base).origin) throw new Error(`could not store the result on ${base}: ${JSON.stringify(answer)}`);
}

let server: ChildProcess | undefined;
let base = process.argv[2]?.replace(/\/$/, '');
if (!base) {
  base = `http://localhost:${PORT}`;
  const env = { ...process.env, CONTENT_SOURCE: process.env.CONTENT_SOURCE ?? 'local', NEXT_PUBLIC_SITE_URL: base, NEXT_TELEMETRY_DISABLED: '1' };
  console.log('Building the web app (embedded mode) …');
  await run('pnpm', ['--filter', 'web', 'run', 'build'], env);
  server = spawn(process.execPath, [join(ROOT, 'web', 'server.ts'), '--port', String(PORT)], { cwd: join(ROOT, 'web'), env: { ...env, NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor(`${base}/robots.txt`, server);
}

const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
const rows: string[][] = [];
const failing: string[] = [];
try {
  for (const page of PAGES) {
    const url = base + page.path;
    const status = (await fetch(url, { redirect: 'manual' })).status;
    if (status === 404 && page.missing) {
      rows.push([page.name, page.missing, '', '', '']);
      continue;
    }
    if (page.storedResult) await storeResult(chrome.port, base);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: Boolean(page.storedResult),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (process.env.LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, `${page.name.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr, null, 1));
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    rows.push([page.name, ...CATEGORIES.map((id) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100)))]);
    for (const id of CATEGORIES) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || audit.score === null || audit.score >= 1) continue;
        if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
        if (id !== 'performance' && ref.weight === 0) continue;
        failing.push(`  ${page.name} · ${id} · ${audit.id} (${Math.round(audit.score * 100)}${audit.displayValue ? `, ${audit.displayValue}` : ''}): ${audit.title}`);
      }
    }
  }
} finally {
  await chrome.kill();
  if (server) {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  }
}

const version = (JSON.parse(readFileSync(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version;
console.log(`\nLighthouse ${version} mobile (simulated throttling) at ${base}`);
console.log(['page'.padEnd(18), ...CATEGORIES.map((id) => id.padEnd(15))].join(' '));
for (const row of rows) console.log([row[0]?.padEnd(18), ...row.slice(1).map((cell) => cell.padEnd(15))].join(' '));
console.log(failing.length ? `\naudits below 100:\n${failing.join('\n')}` : '\nno audit below 100');
