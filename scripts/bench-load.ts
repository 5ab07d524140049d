/**
 * Load benchmark (issue 14, goal 6): 200 connections for 60 s on a public page (straight and through
 * the reverse proxy) and a signed-in API read; prints latency and errors.
 * Design notes: docs/benchmarks.md "Notes from the source files".
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureApt, peakRssBytes, positiveIntegerOption, runWrk, startServer, stop, type WrkResult } from './bench/harness.ts';
import { startEmulators } from './emulators/emulators.ts';
import { nginxCommand, writeNginxConf } from './proxy/render-nginx-conf.ts';

const root = join(import.meta.dirname, '..');
const webDir = join(root, 'web');

const { values: opts } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    threads: { type: 'string', default: '2' },
    path: { type: 'string', default: '/personality-type/intj' },
    'base-port': { type: 'string', default: '3330' },
  },
});
const int = (name: keyof typeof opts) => positiveIntegerOption(opts, name);
const connections = int('connections');
const seconds = int('duration');
const threads = int('threads');
const basePort = int('base-port');
const ports = { app: basePort + 1, proxy: basePort + 2 };
const site = `http://localhost:${ports.app}`;

ensureApt('wrk', 'wrk');
ensureApt('nginx', 'nginx');

const appEnv = { ...process.env, CONTENT_SOURCE: 'local', NEXT_TELEMETRY_DISABLED: '1' };
if (!existsSync(join(webDir, '.next', 'BUILD_ID'))) {
  console.log('no build of web/ yet: building it (pnpm --filter web run build)…');
  execFileSync('pnpm', ['--filter', 'web', 'run', 'build'], { cwd: root, stdio: 'inherit', env: appEnv });
}

const work = mkdtempSync(join(tmpdir(), 'typeatlas-bench-load-'));
const emulators = await startEmulators({
  authPort: 9299,
  firestorePort: 8280,
  smtpPort: 2725,
  hubPort: 4420,
  loggingPort: 4520,
  mailDir: join(work, 'mail'),
  existing: {},
});
let app: ChildProcess | undefined;
let proxy: ChildProcess | undefined;
try {
  app = await startServer(
    'TypeAtlas',
    process.execPath,
    [join(webDir, 'server.ts'), '--port', String(ports.app)],
    { cwd: webDir, env: { ...appEnv, ...emulators.env, NEXT_PUBLIC_SITE_URL: site, TRUST_PROXY: '1' } },
    `${site}${opts.path}`,
  );
  const runDir = join(work, 'proxy');
  execFileSync('chmod', ['755', work]);
  writeNginxConf({ listen: `127.0.0.1:${ports.proxy}`, upstreams: [`127.0.0.1:${ports.app}`], runDir });
  const [nginx, ...nginxArgs] = nginxCommand(runDir);
  proxy = await startServer('nginx', nginx!, nginxArgs, { cwd: work }, `http://127.0.0.1:${ports.proxy}${opts.path}`);

  const cookie = await signedInCookies();
  const runs: [string, string, Record<string, string>][] = [
    ['public page, direct', `${site}${opts.path}`, {}],
    ['public page, through the proxy', `http://127.0.0.1:${ports.proxy}${opts.path}`, {}],
    ['signed-in API read (unread-count)', `${site}/api/notifications/unread-count`, { Cookie: cookie }],
  ];
  console.log(`wrk: ${connections} connections, ${threads} threads, ${seconds} s per run, timeout 10 s\n`);
  const header = ['run', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors', 'server peak RSS'];
  console.log(header.map((cell, i) => cell.padEnd(i === 0 ? 36 : 16)).join(''));
  for (const [name, url, headers] of runs) {
    const result: WrkResult = await runWrk(url, { connections, threads, seconds, headers, timeoutSeconds: 10 });
    const rss = peakRssBytes(app.pid!);
    console.log(
      [
        name,
        result.rps.toFixed(0),
        result.p50.toFixed(1),
        result.p99.toFixed(1),
        String(result.requests),
        String(result.non2xx),
        String(result.errors),
        `${(rss / 1024 / 1024).toFixed(0)} MB`,
      ]
        .map((cell, i) => cell.padEnd(i === 0 ? 36 : 16))
        .join(''),
    );
  }
} finally {
  if (proxy) await stop(proxy);
  if (app) await stop(app);
  await emulators.stop();
  rmSync(work, { recursive: true, force: true });
}

/**
 * A real session: sign up through our API (custom token), sign in to the Auth emulator with it,
 * exchange the tokens at /api/auth/sign-in; returns the Cookie header (user, token, refreshToken).
 */
async function signedInCookies(): Promise<string> {
  const json = { 'Content-Type': 'application/json', Origin: site };
  const signUp = await fetch(`${site}/api/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: `load-${Date.now()}@example.com`, password: 'correct-horse-9', name: 'Load' }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const { token } = (await signUp.json()) as { token: string };
  const auth = `http://${emulators.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`;
  const tokens = (await (
    await fetch(auth, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, returnSecureToken: true }),
    })
  ).json()) as { idToken: string; refreshToken: string };
  const signIn = await fetch(`${site}/api/auth/sign-in`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ idToken: tokens.idToken, refreshToken: tokens.refreshToken }),
  });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
  const cookies = signIn.headers.getSetCookie().map((line) => line.split(';')[0]!);
  const check = await fetch(`${site}/api/notifications/unread-count`, { headers: { Cookie: cookies.join('; ') } });
  if (!check.ok) throw new Error(`the signed-in read answered ${check.status}: ${await check.text()}`);
  return cookies.join('; ');
}
