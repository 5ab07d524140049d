/**
 * Where a cached page's per-request time goes inside Next (issue 14, goal 2): throwaway Next apps,
 * each adding one trait of the type-profile page to a bare static page, measured interleaved with wrk.
 * Design notes: docs/benchmarks.md "Notes from the source files".
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { cpuSeconds, ensureApt, positiveIntegerOption, runWrk, startServer, stop, type WrkResult } from './bench/harness.ts';
import { median } from './bench/stats.ts';

const root = join(import.meta.dirname, '..');
const webDir = join(root, 'web');

const { values: opts } = parseArgs({
  options: {
    bytes: { type: 'string', default: '65000' },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    threads: { type: 'string', default: '2' },
    only: { type: 'string' },
    'base-port': { type: 'string', default: '3400' },
    'cpu-prof': { type: 'string' },
    keep: { type: 'boolean', default: false },
    'no-etags': { type: 'boolean', default: false },
  },
});
const int = (name: keyof typeof opts) => positiveIntegerOption(opts, name);

type Variant = 'bare' | 'dynamic' | 'isr' | 'handler' | 'routes' | 'groups';
const ALL: Variant[] = ['bare', 'dynamic', 'isr', 'handler', 'routes', 'groups'];
const chosen = opts.only ? (opts.only.split(',') as Variant[]) : ALL;
for (const name of chosen) if (!ALL.includes(name)) throw new Error(`unknown variant ${name}; one of ${ALL.join(', ')}`);
if (!chosen.includes('bare')) chosen.unshift('bare');

const SLUGS = [
  'intj',
  'intp',
  'entj',
  'entp',
  'infj',
  'infp',
  'enfj',
  'enfp',
  'istj',
  'isfj',
  'estj',
  'esfj',
  'istp',
  'isfp',
  'estp',
  'esfp',
];
const requireFromWeb = createRequire(join(webDir, 'package.json'));
const nextBin = join(dirname(requireFromWeb.resolve('next/package.json')), 'dist', 'bin', 'next');
const work = mkdtempSync(join(tmpdir(), 'typeatlas-next-variants-'));
if (opts.keep) console.log(`apps kept in ${work}`);
else process.on('exit', () => rmSync(work, { recursive: true, force: true }));

/** The page module's source: `padding` characters of text, plus ISR reads when asked. */
function pageSource(padding: number, variant: Variant): string {
  const dynamic = variant !== 'bare';
  const isr = !['bare', 'dynamic'].includes(variant);
  return [
    isr ? `import { unstable_cache } from 'next/cache';` : '',
    isr ? `export const revalidate = 3600;` : `export const dynamic = 'force-static';`,
    dynamic ? `export async function generateStaticParams() { return ${JSON.stringify(SLUGS.map((slug) => ({ slug })))}; }` : '',
    `const PADDING = ${JSON.stringify('x'.repeat(padding))};`,
    isr
      ? `async function read(name, slug) { return unstable_cache(async () => name + ':' + slug, ['read', name, slug], { tags: ['typeProfile', 'typeProfile:' + slug, name, 'siteSettings'], revalidate: 3600 })(); }`
      : '',
    `export default async function Page(${dynamic ? '{ params }' : ''}) {`,
    dynamic ? `  const { slug } = await params;` : `  const slug = 'home';`,
    isr
      ? `  const parts = await Promise.all(['profile', 'navigation', 'footer', 'settings', 'related'].map((name) => read(name, slug)));`
      : `  const parts = [];`,
    `  return <main><h1>Page {slug}</h1><p>{parts.join(' ')}</p><p>{PADDING}</p></main>;`,
    `}`,
  ].join('\n');
}

/** Writes and builds one variant app; returns its directory and the measured path. */
function buildVariant(variant: Variant, padding: number): { dir: string; path: string } {
  const dir = join(work, variant);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app'), { recursive: true });
  mkdirSync(join(dir, 'node_modules'));
  for (const pkg of ['next', 'react', 'react-dom', 'redis'])
    symlinkSync(dirname(requireFromWeb.resolve(`${pkg}/package.json`)), join(dir, 'node_modules', pkg));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `variant-${variant}`, private: true, type: 'module' }));
  const handler = variant === 'handler' ? `, cacheHandler: ${JSON.stringify(join(dir, 'cache-handler.mjs'))}` : '';
  if (variant === 'handler') copyFileSync(join(webDir, 'cache-handler.mjs'), join(dir, 'cache-handler.mjs'));
  const etags = opts['no-etags'] ? ', generateEtags: false' : '';
  writeFileSync(join(dir, 'next.config.mjs'), `export default { poweredByHeader: false, turbopack: { root: '/' }${etags}${handler} };\n`);
  writeFileSync(
    join(dir, 'app', 'layout.js'),
    `export const metadata = { title: 'Variant page' };\nexport default function RootLayout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n`,
  );
  let pageDir = join(dir, 'app');
  let path = '/';
  if (variant !== 'bare') {
    const group = variant === 'groups' ? join(dir, 'app', '(reading)') : join(dir, 'app');
    if (variant === 'groups') {
      mkdirSync(group, { recursive: true });
      writeFileSync(
        join(group, 'layout.js'),
        `export default function ReadingLayout({ children }) { return <div className="reading">{children}</div>; }\n`,
      );
    }
    pageDir = join(group, 'personality-type', '[slug]');
    path = '/personality-type/intj';
  }
  mkdirSync(pageDir, { recursive: true });
  writeFileSync(join(pageDir, 'page.js'), pageSource(padding, variant));
  if (variant === 'routes') {
    for (let i = 0; i < 30; i += 1) {
      mkdirSync(join(dir, 'app', `s${i}`), { recursive: true });
      writeFileSync(join(dir, 'app', `s${i}`, 'page.js'), `export default function P() { return <p>static ${i}</p>; }\n`);
      mkdirSync(join(dir, 'app', `d${i}`, '[slug]'), { recursive: true });
      writeFileSync(
        join(dir, 'app', `d${i}`, '[slug]', 'page.js'),
        `export const revalidate = 3600;\nexport async function generateStaticParams() { return [{ slug: 'a' }]; }\nexport default async function P({ params }) { const { slug } = await params; return <p>dynamic ${i} {slug}</p>; }\n`,
      );
    }
  }
  execFileSync(process.execPath, [nextBin, 'build'], { cwd: dir, stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  return { dir, path };
}

ensureApt('wrk', 'wrk');
const target = int('bytes');
const rounds = int('rounds');
const duration = int('duration');
const warmup = int('warmup');
const connections = int('connections');
const threads = int('threads');
const basePort = int('base-port');

// Padding: each character appears twice (HTML and inline flight data); learn the rest from a probe.
console.log('probing the bare page size…');
const probe = buildVariant('bare', 2000);
const probeBytes = Buffer.byteLength(readFileSync(join(probe.dir, '.next', 'server', 'app', 'index.html'), 'utf8'));
const padding = Math.max(0, 2000 + Math.round((target - probeBytes) / 2));

type Running = { variant: Variant; child: ChildProcess; url: string; bytes: number };
const running: Running[] = [];
for (const [index, variant] of chosen.entries()) {
  console.log(`building ${variant}…`);
  const { dir, path } = buildVariant(variant, padding);
  const port = basePort + 1 + index;
  const url = `http://127.0.0.1:${port}${path}`;
  const prof = opts['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', join(opts['cpu-prof'], variant)] : [];
  const child = await startServer(
    `next start (${variant})`,
    process.execPath,
    [...prof, nextBin, 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    { cwd: dir },
    url,
  );
  const bytes = Buffer.byteLength(await (await fetch(url)).text());
  running.push({ variant, child, url, bytes });
}

type Measured = WrkResult & { cpu: number };
const results = new Map<Variant, Measured[]>(running.map((r) => [r.variant, []]));
const row = (cells: (string | number)[]) => console.log(cells.map((c, i) => String(c).padEnd(i === 0 ? 10 : 10)).join(' '));
console.log(
  `\nwrk: ${connections} connections, ${threads} threads, ${duration} s per run (after ${warmup} s warm-up), ${rounds} rounds interleaved`,
);
row(['variant', 'round', 'bytes', 'req/s', 'p50 ms', 'p99 ms', 'cpu', 'cpu ms/req', 'non-2xx']);
for (let round = 1; round <= rounds; round += 1) {
  for (const r of running) {
    await runWrk(r.url, { connections, threads, seconds: warmup });
    const before = cpuSeconds(r.child.pid!);
    const started = performance.now();
    const result = await runWrk(r.url, { connections, threads, seconds: duration });
    const cpu = (cpuSeconds(r.child.pid!) - before) / ((performance.now() - started) / 1000);
    results.get(r.variant)!.push({ ...result, cpu });
    row([
      r.variant,
      round,
      r.bytes,
      result.rps.toFixed(0),
      result.p50.toFixed(2),
      result.p99.toFixed(2),
      `${(cpu * 100).toFixed(0)}%`,
      ((cpu * 1000) / result.rps).toFixed(3),
      result.non2xx,
    ]);
  }
}
const bareRps = median(results.get('bare')!.map((r) => r.rps));
console.log('\nmedians (ratio to bare, same run)');
row(['variant', 'req/s', 'ratio', 'cpu', 'cpu ms/req', 'ratio']);
const bareCpuPerRequest = median(results.get('bare')!.map((r) => (r.cpu * 1000) / r.rps));
for (const [variant, list] of results) {
  const rps = median(list.map((r) => r.rps));
  const perRequest = median(list.map((r) => (r.cpu * 1000) / r.rps));
  row([
    variant,
    rps.toFixed(0),
    `${(rps / bareRps).toFixed(2)}×`,
    `${(median(list.map((r) => r.cpu)) * 100).toFixed(0)}%`,
    perRequest.toFixed(3),
    `${(perRequest / bareCpuPerRequest).toFixed(2)}×`,
  ]);
}
for (const r of running) await stop(r.child);
