/**
 * Prints the failed tests of a ./scripts/test.sh run, last, so that a CI log that keeps only its
 * tail still names them (stop 28's CI failure showed only "A check failed": the failing part's output
 * was printed first and cut off).
 *
 *   node scripts/test-support/failures.ts [--dir .data/reports] [--limit 12] [--lines 12]
 *
 * Inputs (each optional, like slowest.ts): `vitest-*.json` (vitest's json reporter: jest-compatible
 * `testResults[]` with a file-level `status`/`message` and `assertionResults[]` with `status` and
 * `failureMessages`), `e2e.json` (Playwright's json reporter: a test's last result with `status`
 * and `error.message`/`errors[]`), `failed-steps.txt` (test.sh: one failed step or part per line).
 * Prints nothing when nothing failed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readJson } from './slowest.ts';

/** One failed test (or a file that failed outside its tests: a hook, an import). */
export interface FailedTest {
  runner: 'vitest' | 'e2e';
  /** File relative to the repository root. */
  file: string;
  /** Full test title (describe › test), or "(file)" for a file-level failure. */
  title: string;
  /** The first error message, ANSI colours removed. */
  message: string;
}

interface VitestReport {
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { status?: string; fullName?: string; title?: string; failureMessages?: string[] }[];
  }[];
}

interface PlaywrightResult {
  status?: string;
  error?: { message?: string };
  errors?: { message?: string }[];
}
interface PlaywrightSuite {
  title?: string;
  file?: string;
  specs?: { title?: string; tests?: { projectName?: string; results?: PlaywrightResult[] }[] }[];
  suites?: PlaywrightSuite[];
}

// eslint-disable-next-line no-control-regex -- ANSI escape sequences are control characters
const ANSI = /\u001b\[[0-9;]*m/g;
const clean = (text: string | undefined): string => (text ?? '').replace(ANSI, '').trim();

/** Failed tests and failed files from a vitest json report. */
export function vitestFailures(report: VitestReport, root: string): FailedTest[] {
  const failures: FailedTest[] = [];
  for (const result of report.testResults ?? []) {
    const file = path.relative(root, result.name);
    const failed = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      failures.push({
        runner: 'vitest',
        file,
        title: test.fullName ?? test.title ?? '(unnamed test)',
        message: clean(test.failureMessages?.[0]),
      });
    }
    if (failed.length === 0 && result.status === 'failed') {
      failures.push({ runner: 'vitest', file, title: '(file)', message: clean(result.message) });
    }
  }
  return failures;
}

/** Tests whose last attempt failed or timed out, from a Playwright json report (flaky tests passed). */
export function playwrightFailures(report: { suites?: PlaywrightSuite[] }): FailedTest[] {
  const failures: FailedTest[] = [];
  const visit = (suite: PlaywrightSuite, file: string | undefined, titles: string[]): void => {
    const owner = suite.file ?? file;
    const here = suite.file ? titles : suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1);
        if (!last || (last.status !== 'failed' && last.status !== 'timedOut')) continue;
        failures.push({
          runner: 'e2e',
          file: path.join('e2e', owner ?? '(unknown spec)'),
          title: [...here, spec.title ?? '', test.projectName ? `[${test.projectName}]` : ''].filter(Boolean).join(' › '),
          message: clean(last.error?.message ?? last.errors?.[0]?.message) || `(${last.status})`,
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child, owner, here);
  };
  for (const suite of report.suites ?? []) visit(suite, undefined, []);
  return failures;
}

/**
 * The summary's lines: the failed steps, then up to `limit` failed tests with the first `lines`
 * lines of their message each (stack frames inside node_modules dropped), and how many more were
 * left out. Nothing failed → no lines.
 */
export function failureLines(steps: string[], failures: FailedTest[], limit: number, lines: number): string[] {
  if (steps.length === 0 && failures.length === 0) return [];
  const out = ['\nWhat failed:'];
  for (const step of steps) out.push(`  step: ${step}`);
  for (const failure of failures.slice(0, limit)) {
    out.push(`  ✗ ${failure.runner} ${failure.file} › ${failure.title}`);
    const message = failure.message.split('\n').filter((line) => !/^\s*at .*node_modules/.test(line));
    for (const line of message.slice(0, lines)) out.push(`      ${line}`);
  }
  if (failures.length > limit) out.push(`  … and ${failures.length - limit} more failed tests (see the reports in .data/reports/)`);
  if (failures.length === 0) out.push("  (no failed test in the runners' reports: the step's own output, above, says why)");
  return out;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: '.data/reports' },
      limit: { type: 'string', default: '12' },
      lines: { type: 'string', default: '12' },
    },
  });
  const root = path.resolve(import.meta.dirname, '..', '..');
  const dir = path.resolve(root, values.dir);
  const limit = Number(values.limit);
  const lines = Number(values.lines);
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`--limit must be a positive integer, not ${values.limit}`);
  if (!Number.isInteger(lines) || lines < 1) throw new Error(`--lines must be a positive integer, not ${values.lines}`);
  if (!existsSync(dir)) return;
  const failures: FailedTest[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (/^vitest-.*\.json$/.test(name)) failures.push(...vitestFailures(readJson<VitestReport>(path.join(dir, name)) ?? {}, root));
  }
  const e2e = readJson<{ suites?: PlaywrightSuite[] }>(path.join(dir, 'e2e.json'));
  if (e2e) failures.push(...playwrightFailures(e2e));
  const stepsFile = path.join(dir, 'failed-steps.txt');
  const steps = existsSync(stepsFile) ? readFileSync(stepsFile, 'utf8').split('\n').filter(Boolean) : [];
  for (const line of failureLines(steps, failures, limit, lines)) console.log(line);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
