/**
 * Throughput benchmark (issue 14, goal 2): requests/s of a cached page from our production server
 * next to a bare Next static page and nginx serving the same HTML, interleaved.
 * Design notes: docs/benchmarks.md "Notes from the source files".
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  cpuSeconds,
  createBareNextApp,
  ensureApt,
  positiveIntegerOption,
  runWrk,
  startServer,
  startStaticNginx,
  stop,
  type WrkResult,
} from './bench/harness.ts';
import { median } from './bench/stats.ts';

const root = join(import.meta.dirname, '..');
const webDir = join(root, 'web');

const { values: opts } = parseArgs({
  options: {
    path: { type: 'string', default: '/personality-type/intj' },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    threads: { type: 'string', default: '2' },
    'base-port': { type: 'string', default: '3300' },
    gzip: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    'no-nginx': { type: 'boolean', default: false },
  },
});
const int = (name: keyof typeof opts) => positiveIntegerOption(opts, name);
const rounds = int('rounds');
const duration = int('duration');
const warmup = int('warmup');
const connections = int('connections');
const threads = int('threads');
const basePort = int('base-port');
const pagePath = opts.path!;
const ports = { app: basePort + 1, bare: basePort + 2, nginx: basePort + 3 };

type Measured = WrkResult & { cpu: number };

async function wrk(url: string, seconds: number, pid?: number): Promise<Measured> {
  const before = pid ? cpuSeconds(pid) : 0;
  const started = performance.now();
  const result = await runWrk(url, { connections, threads, seconds, headers: opts.gzip ? { 'Accept-Encoding': 'gzip' } : {} });
  const elapsed = (performance.now() - started) / 1000;
  const cpu = pid ? (cpuSeconds(pid) - before) / elapsed : NaN;
  return { ...result, cpu };
}

// 1. TypeAtlas build and server -------------------------------------------------------------------
ensureApt('wrk', 'wrk');
if (!opts['no-nginx']) ensureApt('nginx', 'nginx');

const appEnv = { ...process.env, CONTENT_SOURCE: process.env.CONTENT_SOURCE ?? 'local', NEXT_TELEMETRY_DISABLED: '1' };
if (!existsSync(join(webDir, '.next', 'BUILD_ID'))) {
  console.log('no build of web/ yet: building it (pnpm --filter web run build)…');
  execFileSync('pnpm', ['--filter', 'web', 'run', 'build'], { cwd: root, stdio: 'inherit', env: appEnv });
}

const work = mkdtempSync(join(tmpdir(), 'typeatlas-bench-throughput-'));
chmodSync(work, 0o755); // nginx workers (nobody) read the page from here
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

const profArgs = opts['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', opts['cpu-prof']] : [];
const appUrl = `http://127.0.0.1:${ports.app}${pagePath}`;
console.log(`starting web/server.ts on ${ports.app}…`);
const app = await startServer(
  'web/server.ts',
  process.execPath,
  [...profArgs, join(webDir, 'server.ts'), '--port', String(ports.app)],
  { cwd: webDir, env: appEnv },
  appUrl,
);
const html = await (await fetch(appUrl)).text();
const targetBytes = Buffer.byteLength(html);
console.log(`${pagePath}: ${targetBytes} bytes of HTML`);

// 2. The bare Next app, padded to the same HTML size ---------------------------------------------
const bareApp = createBareNextApp(work, webDir);
const { nextBin } = bareApp;
const buildBare = (padding: number) => bareApp.build(padding);
console.log('building the bare Next page…');
const probe = 2000;
const probeBytes = buildBare(probe);
// Each padding character appears twice: in the HTML and in the inline flight data.
const padding = Math.max(0, probe + Math.round((targetBytes - probeBytes) / 2));
buildBare(padding);
const bareUrl = `http://127.0.0.1:${ports.bare}/`;
const bare = await startServer(
  'bare next start',
  process.execPath,
  [nextBin, 'start', '--port', String(ports.bare), '--hostname', '127.0.0.1'],
  { cwd: bareApp.dir },
  bareUrl,
);
const bareBytes = Buffer.byteLength(await (await fetch(bareUrl)).text());
console.log(`bare page: ${bareBytes} bytes of HTML (${((bareBytes / targetBytes - 1) * 100).toFixed(2)}% vs ${pagePath})`);

// 3. nginx serving the same HTML from disk -------------------------------------------------------
let nginx: ChildProcess | undefined;
let nginxUrl = '';
if (!opts['no-nginx']) ({ child: nginx, url: nginxUrl } = await startStaticNginx({ html, dir: join(work, 'nginx'), port: ports.nginx }));

// 4. Interleaved runs -----------------------------------------------------------------------------
const targets = [
  { name: 'TypeAtlas web/server.ts', url: appUrl, pid: app.pid },
  { name: 'bare Next (next start)', url: bareUrl, pid: bare.pid },
  ...(nginx ? [{ name: 'nginx, HTML from disk', url: nginxUrl, pid: nginx.pid }] : []),
];
const results = new Map<string, Measured[]>(targets.map((t) => [t.name, []]));
console.log(
  `\nwrk: ${connections} connections, ${threads} threads, ${duration} s per run (after a ${warmup} s warm-up), ${rounds} rounds interleaved${opts.gzip ? ', Accept-Encoding: gzip' : ''}`,
);
const row = (cells: (string | number)[]) => console.log(cells.map((c, i) => String(c).padEnd(i === 0 ? 26 : 10)).join(' '));
row(['server', 'round', 'req/s', 'p50 ms', 'p99 ms', 'cpu', 'cpu ms/req', 'non-2xx', 'errors']);
for (let round = 1; round <= rounds; round += 1) {
  for (const target of targets) {
    await wrk(target.url, warmup);
    const result = await wrk(target.url, duration, target.pid);
    results.get(target.name)!.push(result);
    row([
      target.name,
      round,
      result.rps.toFixed(0),
      result.p50.toFixed(2),
      result.p99.toFixed(2),
      `${(result.cpu * 100).toFixed(0)}%`,
      ((result.cpu * 1000) / result.rps).toFixed(3),
      result.non2xx,
      result.errors,
    ]);
  }
}

console.log('\nmedians');
row(['server', '', 'req/s', 'p50 ms', 'p99 ms', 'cpu', 'cpu ms/req']);
const medians = new Map<string, number>();
const cpuPerRequest = new Map<string, number>();
for (const [name, list] of results) {
  medians.set(name, median(list.map((r) => r.rps)));
  row([
    name,
    '',
    medians.get(name)!.toFixed(0),
    median(list.map((r) => r.p50)).toFixed(2),
    median(list.map((r) => r.p99)).toFixed(2),
    `${(median(list.map((r) => r.cpu)) * 100).toFixed(0)}%`,
    median(list.map((r) => (r.cpu * 1000) / r.rps)).toFixed(3),
  ]);
  cpuPerRequest.set(name, median(list.map((r) => (r.cpu * 1000) / r.rps)));
}
const [ours, bareName, nginxName] = targets.map((t) => t.name);
console.log(`\nratio TypeAtlas / bare Next: ${(medians.get(ours!)! / medians.get(bareName!)!).toFixed(2)}× (target ≥ 1.0×)`);
// Server CPU time per request: steadier than req/s on a shared machine (req/s also measures the neighbours).
console.log(
  `CPU per request, bare Next / TypeAtlas: ${(cpuPerRequest.get(bareName!)! / cpuPerRequest.get(ours!)!).toFixed(2)}× (1.0× = same cost per request)`,
);
if (nginxName) console.log(`ratio TypeAtlas / nginx:     ${(medians.get(ours!)! / medians.get(nginxName)!).toFixed(3)}×`);

await stop(app);
await stop(bare);
if (nginx) await stop(nginx);
if (opts['cpu-prof']) console.log(`CPU profile of web/server.ts written to ${opts['cpu-prof']}`);
