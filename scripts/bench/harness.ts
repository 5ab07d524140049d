/**
 * Shared pieces of the benchmarks (scripts/bench-throughput.ts, scripts/bench-load.ts): Debian
 * packages on demand, child servers that are waited for and always stopped, CPU and memory readings
 * from /proc, and wrk runs parsed into numbers. Benchmarks print figures and never assert times.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const execFileAsync = promisify(execFile);
const children: ChildProcess[] = [];
function stopAll(): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

/**
 * A command-line option that must be a positive integer (the benchmarks' counts, seconds, ports).
 * @param values parseArgs' `values`; @param name the option's name
 * @throws Error "--{name} must be a positive integer" otherwise
 */
export function positiveIntegerOption<Name extends string>(values: Partial<Record<Name, unknown>>, name: Name): number {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive integer`);
  return value;
}

/** Installs a Debian package when `binary` is not on PATH (CI machines start without it). */
export function ensureApt(binary: string, pkg: string): void {
  try {
    execFileSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' });
  } catch {
    console.log(`installing ${pkg} (apt-get)…`);
    const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
    execFileSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), 'install', '-y', pkg], { stdio: 'inherit' });
  }
}

/**
 * Starts a server process (stopped when this process exits) and waits until `url` answers 200.
 * @throws when the process exits first or `timeoutMs` passes; the message carries its output
 */
export async function startServer(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
  url: string,
  timeoutMs = 60_000,
): Promise<ChildProcess> {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${log}`);
    try {
      const response = await fetch(url);
      if (response.ok) {
        await response.arrayBuffer();
        return child;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s:\n${log}`);
}

/** Waits for a child process to exit after SIGTERM (so a --cpu-prof file is written). */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
}

/** CPU seconds (user + system) used so far by process `pid`. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // after "pid (comm) ": state is field 0, utime 11, stime 12 (1-based fields 14 and 15)
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Peak resident set size of process `pid` so far (VmHWM), in bytes; NaN when unreadable. */
export function peakRssBytes(pid: number): number {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** One wrk run: requests/s, latency percentiles (ms), answers that were not 2xx/3xx, socket errors. */
export interface WrkResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

const toMs = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 } as Record<string, number>)[unit]!;

/** Parses wrk's `--latency` report. */
export function parseWrk(out: string): WrkResult {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const pct = (p: string) => {
    const m = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(out);
    return m ? toMs(m[1]!, m[2]!) : NaN;
  };
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return { rps, p50: pct('50'), p99: pct('99'), requests, non2xx, errors };
}

/**
 * Runs wrk against `url` and parses its report. Asynchronous on purpose: servers running inside
 * this process (bench-load's in-process Firestore server) must keep answering meanwhile.
 * @param options connections, threads, seconds, extra request headers, wrk's timeout in seconds
 * @throws when wrk fails
 */
export async function runWrk(
  url: string,
  options: { connections: number; threads: number; seconds: number; headers?: Record<string, string>; timeoutSeconds?: number },
): Promise<WrkResult> {
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const timeout = options.timeoutSeconds ? ['--timeout', `${options.timeoutSeconds}s`] : [];
  const { stdout } = await execFileAsync(
    'wrk',
    [
      '-t',
      String(options.threads),
      '-c',
      String(options.connections),
      '-d',
      `${options.seconds}s`,
      '--latency',
      ...timeout,
      ...headers,
      url,
    ],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return parseWrk(stdout);
}

/**
 * nginx serving one HTML document from disk — the "same HTML, no application" baseline of the
 * throughput and proxy benchmarks. Writes `<dir>/html/index.html` and a minimal config (no access
 * log, sendfile, long keep-alive) and starts Debian's nginx in the foreground on 127.0.0.1:`port`.
 * `dir` and its parents must be enterable by nginx's workers (nobody, when started as root).
 * @returns the process (stopped when this process exits) and the URL that serves the document
 * @throws when nginx does not answer within 10 s
 */
export async function startStaticNginx(options: {
  html: string;
  dir: string;
  port: number;
  workers?: number;
}): Promise<{ child: ChildProcess; url: string }> {
  const { html, dir, port, workers = 1 } = options;
  mkdirSync(join(dir, 'html'), { recursive: true, mode: 0o755 });
  mkdirSync(join(dir, 'logs'), { recursive: true });
  chmodSync(dir, 0o755);
  chmodSync(join(dir, 'html'), 0o755);
  writeFileSync(join(dir, 'html', 'index.html'), html);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes ${workers};\npid ${dir}/nginx.pid;\ndaemon off;\nevents { worker_connections 4096; }\n` +
      `http {\n  include /etc/nginx/mime.types;\n  access_log off;\n  sendfile on;\n  keepalive_requests 10000;\n` +
      `  client_body_temp_path ${dir}/tmp;\n  proxy_temp_path ${dir}/tmp;\n  fastcgi_temp_path ${dir}/tmp;\n  uwsgi_temp_path ${dir}/tmp;\n  scgi_temp_path ${dir}/tmp;\n` +
      `  server {\n    listen 127.0.0.1:${port};\n    root ${dir}/html;\n    location / { try_files /index.html =404; }\n  }\n}\n`,
  );
  const url = `http://127.0.0.1:${port}/`;
  const child = await startServer(
    'nginx (static)',
    '/usr/sbin/nginx',
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'logs', 'error.log')],
    { cwd: dir },
    url,
    10_000,
  );
  return { child, url };
}

/** A throwaway Next app with one static page (bench-throughput's and bench-lighthouse's baseline). */
export interface BareNextApp {
  /** The app's directory (serve it with `node {nextBin} start` there). */
  dir: string;
  /** Next's CLI script, from the workspace's installed `next`. */
  nextBin: string;
  /**
   * Builds the app with `padding` characters of text on its page (a root layout with a title, a
   * page with a heading and one paragraph; force-static).
   * @returns the byte size of the built page's HTML
   * @throws when `next build` fails
   */
  build(padding: number): number;
}

/**
 * Creates a bare Next app in `<work>/<options.name ?? 'bare-next'>` that uses the workspace's own
 * next, react and react-dom (symlinked from `webDir`'s dependencies, so it measures the exact
 * versions we ship). Each padding character appears twice in the built HTML: in the page and in its
 * inline flight data. `options.stylesheets` (CSS texts) are imported by the root layout, so the bare
 * page links the same render-blocking CSS as a page of the site, still with no client component.
 */
export function createBareNextApp(work: string, webDir: string, options: { name?: string; stylesheets?: string[] } = {}): BareNextApp {
  const dir = join(work, options.name ?? 'bare-next');
  mkdirSync(join(dir, 'app'), { recursive: true });
  mkdirSync(join(dir, 'node_modules'));
  const requireFromWeb = createRequire(join(webDir, 'package.json'));
  for (const pkg of ['next', 'react', 'react-dom'])
    symlinkSync(dirname(requireFromWeb.resolve(`${pkg}/package.json`)), join(dir, 'node_modules', pkg));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'bare-next', private: true, type: 'module' }));
  writeFileSync(join(dir, 'next.config.mjs'), `export default { poweredByHeader: false, turbopack: { root: '/' } };\n`);
  // Each stylesheet's text becomes app/site-N.css, imported by the root layout: Next links them as
  // render-blocking <link rel="stylesheet"> files, as it does the site's own CSS modules.
  const imports = (options.stylesheets ?? []).map((css, index) => {
    writeFileSync(join(dir, 'app', `site-${index}.css`), css);
    return `import './site-${index}.css';\n`;
  });
  writeFileSync(
    join(dir, 'app', 'layout.js'),
    `${imports.join('')}export const metadata = { title: 'Bare page' };\nexport default function RootLayout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n`,
  );
  const nextBin = join(dirname(requireFromWeb.resolve('next/package.json')), 'dist', 'bin', 'next');
  return {
    dir,
    nextBin,
    build(padding: number): number {
      writeFileSync(
        join(dir, 'app', 'page.js'),
        `export const dynamic = 'force-static';\nconst PADDING = ${JSON.stringify('x'.repeat(padding))};\nexport default function Page() { return <main><h1>Bare page</h1><p>{PADDING}</p></main>; }\n`,
      );
      execFileSync(process.execPath, [nextBin, 'build'], {
        cwd: dir,
        stdio: 'ignore',
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      });
      return Buffer.byteLength(readFileSync(join(dir, '.next', 'server', 'app', 'index.html'), 'utf8'));
    },
  };
}
