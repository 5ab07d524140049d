/**
 * Benchmark of the reverse proxy (issue 14, goal 3; docs/caching-and-scale-out.md "Behind the reverse proxy"): requests/s
 * of a public page through the proxy (deploy/nginx, micro-cache hit path) against nginx serving the
 * same HTML from disk (a minimal static configuration), side by side in one run, interleaved; the
 * app without the proxy for reference. Prints figures and the ratio (target ≥ 0.8); asserts no time.
 *
 *   node scripts/bench-proxy.ts [--page /personality-type/intj] [--rounds 3] [--duration 5]
 *     [--connections 50] [--threads 2]
 *
 * Needs a web build (`pnpm --filter web exec next build`) and Debian's nginx and wrk
 * (`scripts/bootstrap.sh --proxy`). Ports 3420 (proxy), 3421 (app), 3422 (static nginx); every
 * process it starts is stopped at the end. Both nginx instances run the same worker count.
 */
import { type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { runWrk, startServer, startStaticNginx, stop } from './bench/harness.ts';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { nginxCommand, writeNginxConf } from './proxy/render-nginx-conf.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PORTS = { proxy: 3420, app: 3421, static: 3422 } as const;
const WORKERS = 2;

const { values } = parseArgs({
  options: {
    page: { type: 'string', default: '/personality-type/intj' },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    threads: { type: 'string', default: '2' },
  },
});
const rounds = Number(values.rounds);
const page = values.page;
if (!page.startsWith('/') || !Number.isInteger(rounds) || rounds < 1) throw new Error('--page must start with / and --rounds be ≥ 1');
for (const tool of ['/usr/sbin/nginx', '/usr/bin/wrk']) {
  if (!existsSync(tool)) throw new Error(`${tool} is missing: run scripts/bootstrap.sh --proxy`);
}
if (!existsSync(join(ROOT, 'web', '.next', 'BUILD_ID'))) throw new Error('no web build: run pnpm --filter web exec next build');

const work = mkdtempSync(join(tmpdir(), 'typeatlas-bench-proxy-'));
chmodSync(work, 0o755); // nginx's workers (nobody, when started as root) enter it
const children: ChildProcess[] = [];

/** One wrk run; returns requests/s and the count of non-2xx/3xx answers and socket errors (timeouts: no answer within wrk's 2 s). */
async function wrk(url: string): Promise<{ rps: number; bad: number; detail: string }> {
  const result = await runWrk(url, {
    threads: Number(values.threads),
    connections: Number(values.connections),
    seconds: Number(values.duration),
  });
  if (!Number.isFinite(result.rps)) throw new Error(`wrk printed no rate for ${url}`);
  return { rps: result.rps, bad: result.non2xx + result.errors, detail: `non-2xx ${result.non2xx}, socket errors ${result.errors}` };
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

try {
  const appUrl = `http://127.0.0.1:${PORTS.app}${page}`;
  children.push(
    await startServer(
      'TypeAtlas',
      process.execPath,
      [join(ROOT, 'web', 'server.ts'), '--port', String(PORTS.app)],
      {
        cwd: join(ROOT, 'web'),
        env: {
          ...process.env,
          CONTENT_SOURCE: process.env.CONTENT_SOURCE ?? 'local',
          NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${PORTS.proxy}`,
          TRUST_PROXY: '1',
          // The benchmarked page reads no account data; the emulators need not run.
          FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199',
          FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8180',
          FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? 'demo-typeatlas',
        },
      },
      appUrl,
    ),
  );
  const proxyDir = join(work, 'proxy');
  writeNginxConf({ listen: `127.0.0.1:${PORTS.proxy}`, upstreams: [`127.0.0.1:${PORTS.app}`], runDir: proxyDir, workers: WORKERS });
  const [nginx, ...nginxArgs] = nginxCommand(proxyDir);
  children.push(await startServer('nginx (proxy)', nginx!, nginxArgs, { cwd: work }, `http://127.0.0.1:${PORTS.proxy}${page}`, 10_000));

  // The same HTML from disk, served by a minimal nginx (same worker count, no access log).
  const html = await (await fetch(appUrl)).text();
  const fromDiskServer = await startStaticNginx({ html, dir: join(work, 'static'), port: PORTS.static, workers: WORKERS });
  children.push(fromDiskServer.child);

  const targets = {
    proxy: `http://127.0.0.1:${PORTS.proxy}${page}`,
    static: fromDiskServer.url,
    direct: `http://127.0.0.1:${PORTS.app}${page}`,
  } as const;
  const results: Record<keyof typeof targets, number[]> = { proxy: [], static: [], direct: [] };
  let bad = 0;
  console.log(
    `page ${page} (${Buffer.byteLength(html)} bytes HTML); wrk -t${values.threads} -c${values.connections} -d${values.duration}s, ${rounds} interleaved rounds`,
  );
  for (let round = 1; round <= rounds; round++) {
    for (const name of Object.keys(targets) as (keyof typeof targets)[]) {
      const run = await wrk(targets[name]);
      results[name].push(run.rps);
      bad += run.bad;
      console.log(`  round ${round} ${name.padEnd(6)} ${run.rps.toFixed(0).padStart(8)} req/s${run.bad ? `  (${run.detail})` : ''}`);
    }
  }
  const proxy = median(results.proxy);
  const fromDisk = median(results.static);
  const direct = median(results.direct);
  console.log('\nmedian req/s');
  console.log(`  through the proxy (micro-cache hit)  ${proxy.toFixed(0)}`);
  console.log(`  nginx, same HTML from disk           ${fromDisk.toFixed(0)}`);
  console.log(`  app directly (reference)             ${direct.toFixed(0)}`);
  const roundRatios = results.proxy.map((rps, index) => rps / results.static[index]!);
  console.log(
    `ratio proxy / static nginx: ${(proxy / fromDisk).toFixed(2)} of the medians; per round ${roundRatios.map((ratio) => ratio.toFixed(2)).join(', ')} (median ${median(roundRatios).toFixed(2)})  (target ≥ 0.80)`,
  );
  console.log(`ratio proxy / app direct:   ${(proxy / direct).toFixed(1)}`);
  if (bad) console.log(`errors or non-2xx answers: ${bad}`);
} finally {
  for (const child of children.reverse()) await stop(child);
  rmSync(work, { recursive: true, force: true });
}
