/**
 * Report download benchmark (issue 23): PDF rendering must not stall the site — parallel report
 * downloads against the production server while page latency is measured.
 * Design notes: docs/benchmarks.md "Notes from the source files".
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SAMPLE_INTJ_RAW, sampleResult } from '../schemas/src/test-support/sample-result.ts';
import { positiveIntegerOption, startServer, stop } from './bench/harness.ts';
import { startEmulators } from './emulators/emulators.ts';

const root = join(import.meta.dirname, '..');
const webDir = join(root, 'web');

const { values: opts } = parseArgs({
  options: {
    users: { type: 'string', default: '16' },
    parallel: { type: 'string', default: '16' },
    path: { type: 'string', default: '/about-us' },
    interval: { type: 'string', default: '50' },
    'idle-samples': { type: 'string', default: '200' },
    'base-port': { type: 'string', default: '3450' },
    standalone: { type: 'boolean', default: false },
  },
});
const int = (name: keyof typeof opts) => positiveIntegerOption(opts, name);
const users = int('users');
const parallel = int('parallel');
const interval = int('interval');
const idleSamples = int('idle-samples');
const port = int('base-port') + 1;
const site = `http://localhost:${port}`;

const appEnv = { ...process.env, CONTENT_SOURCE: 'local', NEXT_TELEMETRY_DISABLED: '1', BILLING_PROVIDER: 'local' };
if (!existsSync(join(webDir, '.next', 'BUILD_ID'))) {
  console.log('no build of web/ yet: building it (pnpm --filter web run build)…');
  execFileSync('pnpm', ['--filter', 'web', 'run', 'build'], { cwd: root, stdio: 'inherit', env: appEnv });
}

/** Cookies of one visitor, updated from every answer's Set-Cookie. */
class Jar {
  readonly cookies = new Map<string, string>();
  take(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The tests' sample INTJ (schemas/src/test-support/sample-result.ts), its E–I and S–N raw sums moved `shift` points toward I and N (≤ 12: still INTJ). */
function freeResult(shift: number) {
  return sampleResult({ EI: SAMPLE_INTJ_RAW.EI - shift, SN: SAMPLE_INTJ_RAW.SN - shift });
}

/** Signs a new visitor up and in, saves a free-test result and pays a monthly plan with 4242; returns the cookie jar. */
async function subscriber(authHost: string, index: number): Promise<Jar> {
  const jar = new Jar();
  // Each visitor from its own address (TRUST_PROXY=1 below): sign-up is rate-limited per client.
  const json = { 'content-type': 'application/json', origin: site, 'x-forwarded-for': `10.23.${index}.1` };
  const signUp = await fetch(`${site}/api/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: `report-${Date.now()}-${index}@example.com`, password: 'correct-horse-9', name: `Reader ${index}` }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const { token } = (await signUp.json()) as { token: string };
  const auth = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, returnSecureToken: true }),
  });
  const tokens = (await auth.json()) as { idToken: string; refreshToken: string };
  const signIn = jar.take(
    await fetch(`${site}/api/auth/sign-in`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ idToken: tokens.idToken, refreshToken: tokens.refreshToken }),
    }),
  );
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
  const saved = jar.take(
    await fetch(`${site}/api/test-result`, {
      method: 'POST',
      headers: { ...json, cookie: jar.header() },
      body: JSON.stringify({ testName: 'main', result: freeResult((index % 7) * 2), meta: { completedAt: new Date().toISOString() } }),
    }),
  );
  if (saved.status !== 201) throw new Error(`saving the test result answered ${saved.status}: ${await saved.text()}`);
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    redirect: 'manual' as const,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site, cookie: jar.header() },
    body: new URLSearchParams(fields).toString(),
  });
  const started = jar.take(await fetch(`${site}/api/billing/checkout`, form({ plan: 'monthly' })));
  const session = started.headers.get('location')?.split('/').pop();
  if (started.status !== 303 || !session?.startsWith('cs_local_'))
    throw new Error(`checkout answered ${started.status} → ${started.headers.get('location')}`);
  const paid = jar.take(
    await fetch(`${site}/api/billing/local/pay`, form({ session, number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' })),
  );
  if (!paid.headers.get('location')?.startsWith('/billing/success'))
    throw new Error(`payment answered ${paid.status} → ${paid.headers.get('location')}`);
  return jar;
}

/** The q-quantile of values (nearest rank). */
function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

/** One timed GET of the public page; ms. */
async function probeOnce(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${site}${opts.path}`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${opts.path} answered ${response.status}`);
  return performance.now() - started;
}

/** Requests the public page every `interval` ms (open loop: a slow answer does not delay the next request) until stopped. */
function startProbe(): { stop: () => Promise<number[]> } {
  const pending: Promise<number>[] = [];
  const timer = setInterval(() => pending.push(probeOnce()), interval);
  pending.push(probeOnce());
  return {
    stop: async () => {
      clearInterval(timer);
      return Promise.all(pending);
    },
  };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

const serverDir = opts.standalone ? join(webDir, '.next', 'standalone', 'web') : webDir;
if (opts.standalone && !existsSync(join(serverDir, 'server.ts')))
  execFileSync(process.execPath, [join(root, 'scripts', 'standalone.ts')], { cwd: root, stdio: 'inherit' });

const work = mkdtempSync(join(tmpdir(), 'typeatlas-bench-report-'));
const emulators = await startEmulators({
  authPort: 9399,
  firestorePort: 8380,
  smtpPort: 2825,
  hubPort: 4430,
  loggingPort: 4530,
  mailDir: join(work, 'mail'),
  existing: {},
});
let app: ChildProcess | undefined;
try {
  app = await startServer(
    'TypeAtlas',
    process.execPath,
    [join(serverDir, 'server.ts'), '--port', String(port)],
    { cwd: serverDir, env: { ...appEnv, ...emulators.env, NEXT_PUBLIC_SITE_URL: site, TRUST_PROXY: '1' } },
    `${site}${opts.path}`,
  );
  console.log(
    `server: ${site}${opts.standalone ? ' (standalone output)' : ''} (${availableParallelism()} cores → ${Math.max(1, availableParallelism() - 1)} PDF thread(s)); making ${users + 1} subscribers…`,
  );
  const readers: Jar[] = [];
  for (let index = 0; index <= users; index += 1) readers.push(await subscriber(emulators.env.FIREBASE_AUTH_EMULATOR_HOST!, index));
  // Warm-up: the public page, and one download of a reader not used below (first-use costs: the
  // route's code, the worker thread, the character image), so runs measure steady state.
  for (let index = 0; index < 20; index += 1) await probeOnce();
  const warm = await fetch(`${site}/api/download/report.pdf`, { headers: { cookie: readers[users]!.header() } });
  console.log(`warm-up download: ${warm.status}`);
  if (warm.status !== 200) throw new Error(`the warm-up download answered ${warm.status}: ${await warm.text()}`);
  await warm.arrayBuffer();

  const idle: number[] = [];
  for (let index = 0; index < idleSamples; index += 1) {
    idle.push(await probeOnce());
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
  const idleP99 = quantile(idle, 0.99);
  console.log(
    `\n${opts.path} idle: p50 ${ms(quantile(idle, 0.5))}, p99 ${ms(idleP99)} (${idle.length} requests, one every ${interval} ms)\n`,
  );

  const runs: Array<[string, Jar[]]> = [
    [`${parallel} parallel downloads by one subscriber`, Array.from({ length: parallel }, () => readers[0]!)],
    [`${users} parallel downloads by ${users} subscribers`, readers.slice(0, users)],
    [`${users} subscribers again (cached)`, readers.slice(0, users)],
  ];
  const header = ['run', 'statuses', 'download p50', 'download max', `${opts.path} p50`, `${opts.path} p99`, 'p99 / idle p99'];
  console.log(header.map((cell, i) => cell.padEnd(i === 0 ? 44 : 15)).join(''));
  for (const [name, jars] of runs) {
    const probe = startProbe();
    const downloads = await Promise.all(
      jars.map(async (jar) => {
        const started = performance.now();
        const response = await fetch(`${site}/api/download/report.pdf`, { headers: { cookie: jar.header() } });
        const bytes = await response.arrayBuffer();
        const ok = response.status === 200 && Buffer.from(bytes.slice(0, 5)).toString() === '%PDF-';
        return { status: ok ? '200' : String(response.status), ms: performance.now() - started };
      }),
    );
    const during = await probe.stop();
    const statuses = Object.entries(
      downloads.reduce<Record<string, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {}),
    )
      .map(([status, count]) => `${count}×${status}`)
      .join(' ');
    const times = downloads.map((download) => download.ms);
    const p99 = quantile(during, 0.99);
    console.log(
      [
        name,
        statuses,
        ms(quantile(times, 0.5)),
        ms(Math.max(...times)),
        ms(quantile(during, 0.5)),
        ms(p99),
        `${(p99 / idleP99).toFixed(2)}× (${during.length} req)`,
      ]
        .map((cell, i) => cell.padEnd(i === 0 ? 44 : 15))
        .join(''),
    );
  }
} finally {
  if (app) await stop(app);
  await emulators.stop();
  rmSync(work, { recursive: true, force: true });
}
