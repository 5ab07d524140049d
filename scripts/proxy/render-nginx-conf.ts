/**
 * Renders the reverse proxy's nginx configuration (deploy/nginx/nginx.conf.template) for one listen
 * address and one or more app instances, with every file nginx writes under one run directory.
 * Design notes: docs/caching-and-scale-out.md "Notes from the source files".
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** The repository root (this file lives in scripts/proxy/). */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The template rendered by {@link renderNginxConf}. */
export const NGINX_TEMPLATE_PATH = join(ROOT, 'deploy', 'nginx', 'nginx.conf.template');

/** Debian's nginx dynamic modules (libnginx-mod-http-brotli-filter / -static). */
export const BROTLI_MODULES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
] as const;

/**
 * Default micro-cache lifetime in seconds. One second: under load, one render per second per page
 * (plus the background refreshes of use_stale updating) reaches the app, which already serves
 * those pages from its ISR cache, so a longer lifetime buys little throughput; and content changed
 * by the webhook is visible through the proxy one second (plus one background refresh) after the
 * app has it.
 */
export const DEFAULT_MICRO_CACHE_SECONDS = 1;

/**
 * How long nginx keeps an idle connection to an app server, s (the upstream block's
 * `keepalive_timeout`; nginx's default is 60 s): shorter than the app server's own keep-alive
 * timeout (web/listen.ts KEEP_ALIVE_TIMEOUT_MS, 5 s), so nginx never sends a request on a
 * connection the server is closing at that moment. With nginx's default, a POST sent ~6 s after the
 * connection's last answer failed with 502 "Connection reset by peer while reading response header
 * from upstream" (nginx does not retry non-idempotent requests): 1 of 480 such POSTs; with 4 s,
 * 0 of 720 (stop 38).
 */
export const UPSTREAM_KEEPALIVE_TIMEOUT_S = 4;

/** Options of {@link renderNginxConf}. */
export interface NginxConfOptions {
  /** Where nginx listens: `port` or `host:port` (e.g. `127.0.0.1:8088`, `[::1]:8088`). */
  listen: string;
  /** The app instances, `host:port` each (at least one); nginx balances round-robin. */
  upstreams: readonly string[];
  /** Absolute or relative (to the working directory) folder for pid, logs, temp and cache. */
  runDir: string;
  /** Micro-cache lifetime of public pages, whole seconds 1–60 (default {@link DEFAULT_MICRO_CACHE_SECONDS}). */
  microCacheSeconds?: number;
  /** nginx worker_processes: a count or 'auto' (default 'auto'). */
  workers?: number | 'auto';
  /** Load Debian's brotli modules: default true when both are installed ({@link BROTLI_MODULES}). */
  brotli?: boolean;
  /** Write an access log to `<runDir>/logs/access.log` (default false: benchmarks measure nginx, not its disk). */
  accessLog?: boolean;
  /** Run in the foreground (`daemon off`, default true: the starting script owns the process). */
  foreground?: boolean;
}

const HOST_PORT = /^(?:\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/;

function checkPort(text: string, what: string): void {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`${what}: port "${text}" is not 1–65535`);
}

/** Checks `host:port`; returns it unchanged. @throws Error naming `what` when malformed. */
export function parseHostPort(value: string, what: string): string {
  const match = HOST_PORT.exec(value.trim());
  if (!match) throw new Error(`${what}: "${value}" is not host:port (e.g. 127.0.0.1:3000)`);
  checkPort(match[1]!, what);
  return value.trim();
}

/** True when Debian's brotli modules for nginx are installed. */
export function brotliAvailable(): boolean {
  return BROTLI_MODULES.every((file) => existsSync(file));
}

/**
 * The nginx configuration text.
 * @throws Error when an option is invalid (listen/upstream not host:port, no upstream, micro-cache
 *   outside 1–60 s, brotli requested but not installed)
 */
export function renderNginxConf(options: NginxConfOptions, template = readFileSync(NGINX_TEMPLATE_PATH, 'utf8')): string {
  const listen = /^\d+$/.test(options.listen)
    ? (checkPort(options.listen, '--listen'), options.listen)
    : parseHostPort(options.listen, '--listen');
  if (options.upstreams.length === 0) throw new Error('--upstream: at least one app instance (host:port) is needed');
  const upstreams = options.upstreams.map((upstream) => parseHostPort(upstream, '--upstream'));
  const microCache = options.microCacheSeconds ?? DEFAULT_MICRO_CACHE_SECONDS;
  if (!Number.isInteger(microCache) || microCache < 1 || microCache > 60)
    throw new Error(`--micro-cache: ${microCache} is not a whole number of seconds 1–60`);
  const workers = options.workers ?? 'auto';
  if (workers !== 'auto' && (!Number.isInteger(workers) || workers < 1 || workers > 64))
    throw new Error(`--workers: ${workers} is not 1–64 or auto`);
  const brotli = options.brotli ?? brotliAvailable();
  if (brotli && !brotliAvailable())
    throw new Error("brotli: Debian's libnginx-mod-http-brotli-filter/-static are not installed (scripts/bootstrap.sh --proxy)");
  const runDir = resolve(options.runDir);
  if (/[\s;{}'"$]/.test(runDir)) throw new Error(`--run-dir: "${runDir}" must not contain spaces, quotes, ';', '{', '}' or '$'`);

  const values: Record<string, string> = {
    RUN_DIR: runDir,
    LISTEN: listen,
    UPSTREAM_SERVERS: upstreams.map((upstream) => `    server ${upstream} max_fails=3 fail_timeout=5s;`).join('\n'),
    UPSTREAM_KEEPALIVE_TIMEOUT: `${UPSTREAM_KEEPALIVE_TIMEOUT_S}s`,
    MICRO_CACHE_SECONDS: String(microCache),
    WORKER_PROCESSES: String(workers),
    DAEMON: options.foreground === false ? 'on' : 'off',
    ACCESS_LOG: options.accessLog ? `${runDir}/logs/access.log` : 'off',
    LOAD_MODULES: brotli
      ? BROTLI_MODULES.map((file) => `load_module ${file};`).join('\n')
      : "# brotli: not loaded (Debian's libnginx-mod-http-brotli-filter is not installed)",
    BROTLI: brotli
      ? [
          '  brotli on;',
          '  brotli_comp_level 5;',
          '  brotli_min_length 256;',
          '  brotli_types text/plain text/css text/xml application/xml application/javascript text/javascript',
          '               application/json application/manifest+json application/rss+xml image/svg+xml text/x-component;',
          '  brotli_static on;',
        ].join('\n')
      : '',
  };
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`template: unknown placeholder ${placeholder}`);
    return value;
  });
}

/** The folders nginx needs under a run directory (logs, temp, cache). */
export function runDirFolders(runDir: string): string[] {
  const base = resolve(runDir);
  return ['logs', 'temp', 'cache'].map((folder) => join(base, folder));
}

/**
 * Started as root, nginx runs its workers as `nobody`, which must reach the cache and temp folders
 * (nginx creates and hands over the leaf folders itself); a parent folder without o+x (e.g. one
 * made by mkdtemp, mode 0700) gives "Permission denied" and 500s on every cached page.
 * @throws Error naming the folder when, running as root, one on the way to `runDir` is not o+x
 */
export function requireTraversableByWorkers(runDir: string): void {
  if (process.getuid?.() !== 0) return;
  for (let folder = runDir; ; folder = dirname(folder)) {
    if ((statSync(folder).mode & 0o001) === 0)
      throw new Error(`--run-dir: nginx's workers (user nobody) cannot enter ${folder}; chmod o+x it or choose another run directory`);
    if (dirname(folder) === folder) return;
  }
}

/**
 * Renders and writes `<runDir>/nginx.conf`, creating the run directory's folders.
 * @returns the absolute path of the written file
 */
export function writeNginxConf(options: NginxConfOptions): string {
  const text = renderNginxConf(options);
  for (const folder of runDirFolders(options.runDir)) mkdirSync(folder, { recursive: true, mode: 0o755 });
  requireTraversableByWorkers(resolve(options.runDir));
  const file = join(resolve(options.runDir), 'nginx.conf');
  writeFileSync(file, text);
  return file;
}

/** argv that starts nginx on a run directory written by {@link writeNginxConf} (foreground unless configured otherwise). */
export function nginxCommand(runDir: string, nginx = '/usr/sbin/nginx'): string[] {
  const base = resolve(runDir);
  return [nginx, '-p', base, '-c', join(base, 'nginx.conf'), '-e', join(base, 'logs', 'error.log')];
}

function main(): void {
  const { values } = parseArgs({
    options: {
      listen: { type: 'string' },
      upstream: { type: 'string', multiple: true },
      'run-dir': { type: 'string', default: join(ROOT, '.data', 'proxy') },
      'micro-cache': { type: 'string' },
      workers: { type: 'string' },
      'no-brotli': { type: 'boolean', default: false },
      'access-log': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: false,
  });
  if (values.help) {
    console.log(
      readFileSync(fileURLToPath(import.meta.url), 'utf8')
        .split('\n')
        .slice(1, 17)
        .map((line) => line.replace(/^ \*\s?/, ''))
        .join('\n'),
    );
    return;
  }
  if (!values.listen) throw new Error('--listen: required (port or host:port)');
  const runDir = values['run-dir'];
  const file = writeNginxConf({
    listen: values.listen,
    upstreams: values.upstream ?? [],
    runDir: isAbsolute(runDir) ? runDir : resolve(runDir),
    microCacheSeconds: values['micro-cache'] === undefined ? undefined : Number(values['micro-cache']),
    workers: values.workers === undefined || values.workers === 'auto' ? 'auto' : Number(values.workers),
    brotli: values['no-brotli'] ? false : undefined,
    accessLog: values['access-log'],
  });
  console.log(file);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
