/**
 * Auth emulator start benchmark (issue 22): the CPU seconds of one local Firebase stack start as
 * scripts/lib.sh runs it (`node scripts/emulators/run.ts --profile test`, on free ports) — the
 * runner's and its Auth emulator child's (user + system, /proc/{pid}/stat) when the runner has
 * written its variables file (everything answers, any import done) — then, with `--idle S`, their
 * CPU over S idle seconds, and the whole run's CPU after SIGTERM (the runner's reaped children
 * included). Checkouts given with `--checkout` run interleaved, round by round, so the machine's
 * load falls on all alike. Counts CPU, not wall time (wall is printed too). Prints figures; asserts
 * nothing.
 *
 *   node scripts/bench-auth-start.ts [--checkout before=/path/to/main] [--checkout after=.]
 *        [--rounds 3] [--data] [--idle 60]
 *
 * `--data` gives each start a data folder (the dev profile's persistence: import, periodic exports
 * every 2 s, export on exit); it starts empty. Set NODE_COMPILE_CACHE as ./scripts/test.sh does to
 * measure its conditions (the first start then fills the cache).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { cpuSeconds, positiveIntegerOption } from './bench/harness.ts';
import { freePort } from './emulators/emulators.ts';

const { values: opts } = parseArgs({
  options: {
    checkout: { type: 'string', multiple: true, default: [] },
    rounds: { type: 'string', default: '3' },
    data: { type: 'boolean', default: false },
    idle: { type: 'string', default: '0' },
  },
});
const rounds = positiveIntegerOption(opts, 'rounds');
const idleSeconds = Number(opts.idle);
if (!Number.isFinite(idleSeconds) || idleSeconds < 0) throw new Error('--idle must be a number of seconds ≥ 0');
const checkouts = (opts.checkout.length > 0 ? opts.checkout : [`this=${process.cwd()}`]).map((spec) => {
  const match = /^([^=]+)=(.+)$/.exec(spec);
  if (!match) throw new Error(`--checkout ${spec}: expected name=path`);
  return { name: match[1]!, root: resolve(match[2]!) };
});

/** CPU seconds of this process's reaped children (cutime + cstime). */
function reapedChildrenCpu(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** Child process ids of `pid` (/proc/<pid>/task/<pid>/children). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

type Sample = { wall: number; runner: number; auth: number; idleRunner?: number; idleAuth?: number; total: number };

/** One start of `root`'s stack: CPU at ready, over the idle time, and in all. */
async function measure(root: string): Promise<Sample> {
  const dir = mkdtempSync(join(tmpdir(), 'typeatlas-bench-auth-'));
  const envFile = join(dir, 'emulators.env');
  const args = [join(root, 'scripts/emulators/run.ts'), '--profile', 'test', '--mail-dir', join(dir, 'mail'), '--env-out', envFile];
  if (opts.data) args.push('--data-dir', join(dir, 'data'));
  for (const flag of ['auth-port', 'firestore-port', 'smtp-port', 'hub-port', 'logging-port'])
    args.push(`--${flag}`, String(await freePort()));
  const reapedBefore = reapedChildrenCpu();
  const started = performance.now();
  const runner = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: '', FIRESTORE_EMULATOR_HOST: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  runner.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  runner.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((done) => runner.once('exit', () => done()));
  try {
    while (!existsSync(envFile)) {
      if (runner.exitCode !== null) throw new Error(`${root}: the stack did not start:\n${log}`);
      await sleep(50);
    }
    const wall = (performance.now() - started) / 1000;
    const pid = runner.pid!;
    const auth = childrenOf(pid);
    const authCpu = () => auth.reduce((sum, child) => sum + cpuSeconds(child), 0);
    const sample: Sample = { wall, runner: cpuSeconds(pid), auth: authCpu(), total: 0 };
    if (idleSeconds > 0) {
      await sleep(idleSeconds * 1000);
      sample.idleRunner = cpuSeconds(pid) - sample.runner;
      sample.idleAuth = authCpu() - sample.auth;
    }
    runner.kill('SIGTERM');
    await exited;
    sample.total = reapedChildrenCpu() - reapedBefore;
    return sample;
  } finally {
    if (runner.exitCode === null) runner.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

const results = new Map<string, Sample[]>(checkouts.map(({ name }) => [name, []]));
for (let round = 1; round <= rounds; round++) {
  for (const { name, root } of checkouts) {
    const sample = await measure(root);
    results.get(name)!.push(sample);
    const idle =
      sample.idleRunner === undefined
        ? ''
        : `, idle ${idleSeconds} s: runner ${sample.idleRunner.toFixed(2)} auth ${sample.idleAuth!.toFixed(2)}`;
    console.log(
      `round ${round} ${name}: ready ${sample.wall.toFixed(1)} s wall, CPU runner ${sample.runner.toFixed(2)} + auth ${sample.auth.toFixed(2)} = ${(sample.runner + sample.auth).toFixed(2)} s${idle}; whole run ${sample.total.toFixed(2)} s`,
    );
  }
}
const range = (values: number[]) => `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;
console.log(`\nCPU-s per start (${rounds} rounds${opts.data ? ', with a data folder' : ''}):`);
for (const [name, samples] of results) {
  console.log(
    `  ${name}: auth ${range(samples.map((s) => s.auth))}, runner ${range(samples.map((s) => s.runner))}, both ${range(samples.map((s) => s.runner + s.auth))}, whole run ${range(samples.map((s) => s.total))}`,
  );
}
