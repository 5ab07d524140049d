/**
 * Content-scale benchmark (issue 14, goal 5): builds and serves datasets of N articles
 * (scripts/seed/scale.ts) and prints build time, size and page timings per N.
 * Design notes: docs/benchmarks.md "Notes from the source files".
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readSeed, scaleDataset, renderNdjson, type Doc } from './seed/scale.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const WEB = join(ROOT, 'web');
const PORT = Number(process.env.PORT ?? 3600);
const BASE = `http://localhost:${PORT}`;
/** Must match web/src/features/blog/route-params.ts PRERENDERED_ARTICLES (read from there below). */
const PRERENDERED = Number(
  /export const PRERENDERED_ARTICLES = (\d+)/.exec(readFileSync(join(WEB, 'src/features/blog/route-params.ts'), 'utf8'))?.[1] ?? 0,
);
const SAMPLE = 40;
const SEARCH_TERMS = [
  'intj',
  'career change',
  'habits',
  'in practice',
  'field guide 7',
  'introvert energy',
  'revisited',
  'conflict',
  'storytelling',
  'zzqqxx',
];

const sizes = process.argv.slice(2).map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error('usage: node scripts/bench-scale.ts [N ...]   (N: number of articles; default 500 5000)');
  process.exit(1);
}
if (!sizes.length) sizes.push(500, 5000);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

function run(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function timed(url: string): Promise<{ ms: number; status: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, { redirect: 'manual' });
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status, bytes: body.byteLength };
}

async function waitForServer(child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/robots.txt`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer within 120 s');
}

const articlePath = (doc: Doc) => `${doc.landing === true ? '/blog/' : '/blog/article/'}${(doc.slug as { current: string }).current}`;
const newestFirst = (list: Doc[]) =>
  [...list].sort((a, b) => String(b.publishedAt).localeCompare(String(a.publishedAt)) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));

/** Evenly spread sample of `count` items. */
const spread = <T>(list: T[], count: number) =>
  list.length <= count ? list : Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)] as T);

interface Row {
  n: number;
  build: string;
  pages: string;
  uncached: string;
  cachedAgain: string;
  prerendered: string;
  search: string;
  searchAgain: string;
  sitemap: string;
}

async function bench(n: number): Promise<Row> {
  const datasetPath = join(ROOT, '.data', 'scale', `dataset-${n}.ndjson`);
  const docs = scaleDataset(readSeed(), n);
  mkdirSync(dirname(datasetPath), { recursive: true });
  writeFileSync(datasetPath, renderNdjson(docs));
  const distDir = `.next-scale-${n}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    CONTENT_SOURCE: 'local',
    SEED_DATASET_PATH: datasetPath,
    NEXT_DIST_DIR: distDir,
    NEXT_PUBLIC_SITE_URL: BASE,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  // `next build` rewrites these for a custom distDir; keep the committed versions.
  const keep = ['next-env.d.ts', 'tsconfig.json'].map((file) => [join(WEB, file), readFileSync(join(WEB, file), 'utf8')] as const);
  rmSync(join(WEB, distDir), { recursive: true, force: true });
  console.log(`\n[N=${n}] building (next build → web/${distDir}) …`);
  const started = performance.now();
  const build = await run(join(WEB, 'node_modules', '.bin', 'next'), ['build'], env, WEB);
  const buildMs = performance.now() - started;
  for (const [file, text] of keep) writeFileSync(file, text);
  if (build.code !== 0) throw new Error(`next build failed for N=${n}:\n${build.output.slice(-4000)}`);
  const manifest = JSON.parse(readFileSync(join(WEB, distDir, 'prerender-manifest.json'), 'utf8')) as { routes: Record<string, unknown> };
  const prerendered = Object.keys(manifest.routes);
  const articlePages = prerendered.filter((route) => route.startsWith('/blog/article/') || /^\/blog\/[^/]+$/.test(route)).length;
  console.log(
    `[N=${n}] built in ${(buildMs / 1000).toFixed(0)} s, ${prerendered.length} pages prerendered (${articlePages} article pages)`,
  );

  // `next start` (web/server.ts only knows web/.next); the issue measured both as equally fast.
  const server = spawn(join(WEB, 'node_modules', '.bin', 'next'), ['start', '--port', String(PORT), '--hostname', '127.0.0.1'], {
    cwd: WEB,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(server);
    const articles = newestFirst(docs.filter((doc) => doc._type === 'article'));
    const older = spread(
      articles.slice(PRERENDERED).filter((doc) => !prerendered.includes(articlePath(doc))),
      SAMPLE,
    );
    const newer = spread(articles.slice(0, PRERENDERED), SAMPLE);
    await timed(`${BASE}/`); // warm the server (first request compiles nothing, but loads modules)
    const first: number[] = [];
    for (const doc of older) {
      const result = await timed(BASE + articlePath(doc));
      if (result.status !== 200) throw new Error(`${articlePath(doc)} answered ${result.status}`);
      first.push(result.ms);
    }
    const again: number[] = [];
    for (const doc of older) again.push((await timed(BASE + articlePath(doc))).ms);
    const pre: number[] = [];
    for (const doc of newer) pre.push((await timed(BASE + articlePath(doc))).ms);
    // The page renders per request, but its query result is cached (sanityFetch): the first
    // request of a term runs the GROQ search over the dataset, the later ones reuse the result.
    const search: number[] = [];
    const searchAgain: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const term of SEARCH_TERMS) {
        const result = await timed(`${BASE}/search/${encodeURIComponent(term.replace(/ /g, '-'))}`);
        if (result.status !== 200) throw new Error(`/search/${term} answered ${result.status}`);
        (round === 0 ? search : searchAgain).push(result.ms);
      }
    }
    const sitemapResponse = await fetch(`${BASE}/sitemap.xml`);
    const sitemap = await sitemapResponse.text();
    const urls = (sitemap.match(/<url>/g) ?? []).length;
    const summary = (values: number[]) =>
      values.length ? `p50 ${ms(percentile(values, 50))} / p95 ${ms(percentile(values, 95))}` : 'n/a (every article prerendered)';
    return {
      n,
      build: `${(buildMs / 1000).toFixed(0)} s`,
      pages: `${prerendered.length} (${articlePages} articles)`,
      uncached: `${summary(first)} (${first.length})`,
      cachedAgain: summary(again),
      prerendered: summary(pre),
      search: `${summary(search)} (${search.length})`,
      searchAgain: `${summary(searchAgain)} (${searchAgain.length})`,
      sitemap: `${urls} URLs, ${kb(Buffer.byteLength(sitemap))}, ${kb(gzipSync(sitemap).length)} gz`,
    };
  } finally {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (!process.env.KEEP_BUILD && existsSync(join(WEB, distDir))) rmSync(join(WEB, distDir), { recursive: true, force: true });
  }
}

const rows: Row[] = [];
for (const n of sizes) rows.push(await bench(n));
console.log(`\ncontent scale (embedded mode, ${PRERENDERED} newest articles prerendered, the rest on demand)`);
const columns: Array<[string, keyof Row]> = [
  ['articles', 'n'],
  ['build', 'build'],
  ['pages prerendered', 'pages'],
  ['uncached article', 'uncached'],
  ['same, cached', 'cachedAgain'],
  ['prerendered article', 'prerendered'],
  ['/search/{term} new', 'search'],
  ['/search, same terms', 'searchAgain'],
  ['sitemap.xml', 'sitemap'],
];
for (const [label, key] of columns) console.log([label.padEnd(20), ...rows.map((row) => String(row[key]).padEnd(34))].join(' '));
