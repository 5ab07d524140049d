/**
 * Prints the slowest test files of a ./scripts/test.sh run (issue 22 §1): vitest files and
 * Playwright spec files together, from the runners' JSON reports, with the run's step times.
 *
 *   node scripts/test-support/slowest.ts [--limit 20] [--dir .data/reports]
 *
 * Inputs (each optional; a missing report is skipped, so a run that stopped early still prints what
 * it has): `vitest-*.json` (vitest's json reporter, one per vitest step), `e2e.json` (Playwright's
 * json reporter), `steps.tsv` (test.sh: `name<TAB>seconds` per step, and `name<TAB>seconds<TAB>part`
 * for each part of a step, written before the step's line).
 *
 * Times: a vitest file's time is its endTime − startTime (wall clock, ms); a Playwright spec file's
 * time is the sum of its tests' last-attempt durations (ms; with 2 workers the wall clock is lower).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

/** One timed entry: a test file or spec file. */
export interface TimedFile {
  /** `vitest` or `e2e`. */
  runner: 'vitest' | 'e2e';
  /** Path relative to the repository root. */
  file: string;
  /** Milliseconds. */
  ms: number;
}

interface VitestReport {
  testResults?: { name: string; startTime?: number; endTime?: number }[];
}

interface PlaywrightSuite {
  file?: string;
  specs?: { tests?: { results?: { duration?: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Files and their wall times from a vitest json report (jest-compatible `testResults`). */
export function vitestFiles(report: VitestReport, root: string): TimedFile[] {
  return (report.testResults ?? []).map((result) => ({
    runner: 'vitest',
    file: path.relative(root, result.name),
    ms: Math.max(0, (result.endTime ?? 0) - (result.startTime ?? 0)),
  }));
}

/** Spec files and the summed durations of their tests' last attempts from a Playwright json report. */
export function playwrightFiles(report: { suites?: PlaywrightSuite[] }): TimedFile[] {
  const totals = new Map<string, number>();
  const visit = (suite: PlaywrightSuite, file: string | undefined): void => {
    const owner = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1);
        if (owner) totals.set(owner, (totals.get(owner) ?? 0) + (last?.duration ?? 0));
      }
    }
    for (const child of suite.suites ?? []) visit(child, owner);
  };
  for (const suite of report.suites ?? []) visit(suite, undefined);
  return [...totals].map(([file, ms]) => ({ runner: 'e2e', file: path.join('e2e', file), ms }));
}

/** The `limit` slowest entries, slowest first. */
export function slowest(files: TimedFile[], limit: number): TimedFile[] {
  return [...files].sort((a, b) => b.ms - a.ms).slice(0, limit);
}

/** A row of test.sh's steps.tsv: name, seconds, and `part` for a part of a step. */
export type StepRow = [name: string, seconds: string, kind?: string];

/**
 * The step lines of the summary: each step with its seconds, the parts of a step (rows marked
 * `part`, written before their step's row as they end) indented under it; the total counts steps
 * only (parts run inside them). No rows → no lines.
 */
export function stepLines(steps: StepRow[]): string[] {
  if (steps.length === 0) return [];
  const total = steps.reduce((sum, [, seconds, kind]) => (kind === 'part' ? sum : sum + Number(seconds)), 0);
  const lines = [`\nSteps (${total} s; the parts of a step, listed under it, run side by side or in turn within it):`];
  let parts: string[] = [];
  for (const [name, seconds, kind] of steps) {
    if (kind === 'part') {
      parts.push(`  ${seconds.padStart(5)} s    · ${name}`);
      continue;
    }
    lines.push(`  ${seconds.padStart(5)} s  ${name}`, ...parts);
    parts = [];
  }
  return [...lines, ...parts];
}

/** A JSON report's contents, or null when the file is missing or does not parse (a run that stopped early). */
export function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function main(): void {
  const { values } = parseArgs({
    options: { limit: { type: 'string', default: '20' }, dir: { type: 'string', default: '.data/reports' } },
  });
  const root = path.resolve(import.meta.dirname, '..', '..');
  const dir = path.resolve(root, values.dir);
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`--limit must be a positive integer, not ${values.limit}`);
  if (!existsSync(dir)) {
    console.log(`No test reports in ${path.relative(root, dir)}.`);
    return;
  }
  const files: TimedFile[] = [];
  for (const name of readdirSync(dir)) {
    if (/^vitest-.*\.json$/.test(name)) files.push(...vitestFiles(readJson<VitestReport>(path.join(dir, name)) ?? {}, root));
  }
  const e2e = readJson<{ suites?: PlaywrightSuite[] }>(path.join(dir, 'e2e.json'));
  if (e2e) files.push(...playwrightFiles(e2e));

  const steps = existsSync(path.join(dir, 'steps.tsv'))
    ? readFileSync(path.join(dir, 'steps.tsv'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('\t') as StepRow)
    : [];
  for (const line of stepLines(steps)) console.log(line);
  const top = slowest(files, limit);
  if (top.length === 0) return;
  console.log(`\n${top.length} slowest test files (vitest: wall time per file; e2e: summed test time per spec):`);
  for (const entry of top) console.log(`  ${(entry.ms / 1000).toFixed(1).padStart(6)} s  ${entry.runner.padEnd(6)} ${entry.file}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
