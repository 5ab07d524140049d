/**
 * When the psychometrics job runs by itself (issue 24 §4):
 * - in the server, after every {@link PSYCHOMETRICS_RUN_EVERY} newly stored results of the test:
 *   `POST /api/test-result` hands each new result to {@link PsychometricsRunner.noteStored}, which
 *   counts it and runs the job off the request path (Next's `after`, or a detached promise outside
 *   a request scope);
 * - in cloud mode also on a schedule: `POST /api/psychometrics/run` (a secret bearer token, see
 *   ./handlers/psychometrics.ts) calls {@link PsychometricsRunner.startNow}.
 * At most one run at a time: a lease in Firestore (`psychometricsRuns/{test}`,
 * repositories/psychometrics.ts) across instances, and one promise per process. A failed run is
 * logged, never thrown into a request. No content import (server layer): the item bank comes from
 * the caller (`loadItems`).
 */
import 'server-only';
import { after } from 'next/server';
import type { FreeTestItem } from '@typeatlas/schemas/engine';
import type { PsychometricsRecord } from '@/lib/psychometrics-record';
import { runPsychometricsJob } from './psychometrics-job';
import { claimPsychometricsRun, countStoredResult, releasePsychometricsRun } from './repositories/psychometrics';

/** K: the job runs after every this many newly stored results of the free test. */
export const PSYCHOMETRICS_RUN_EVERY = 50;

/** What a runner needs. */
export interface PsychometricsRunnerOptions {
  /** Stored results' test name (default 'main', the free test). */
  testName?: string;
  /** Results per run (integer ≥ 1; default {@link PSYCHOMETRICS_RUN_EVERY}). */
  every?: number;
  /** The test's item bank, read when a run starts. */
  loadItems: () => Promise<readonly FreeTestItem[]>;
  /** Called with the written document (e.g. to revalidate the pages' cache tag); its errors are logged. */
  onRun?: (record: PsychometricsRecord) => void | Promise<void>;
}

/** A runner of the job for one test. */
export interface PsychometricsRunner {
  readonly testName: string;
  readonly every: number;
  /** Notes a newly stored result (any test name; others are ignored). Returns at once; never throws. */
  noteStored(testName: string): void;
  /**
   * Claims a run now unless one holds the lease, and starts it off the request path (the scheduled
   * job). Its failure is logged.
   * @returns true when a run was started, false when another run holds the lease
   * @throws the lease's Firestore error (the caller answers it, e.g. 503)
   */
  startNow(): Promise<boolean>;
  /** Resolves when every run and count started so far has settled (tests, shutdown). */
  idle(): Promise<void>;
}

/** Schedules work after the answer: Next's `after` inside a request, a detached promise outside one (scripts, tests). */
function offRequestPath(task: () => Promise<void>): void {
  try {
    after(task);
  } catch {
    void task();
  }
}

/**
 * A runner (one per process and test; the route module keeps it).
 * @throws RangeError when `every` is not an integer ≥ 1
 */
export function createPsychometricsRunner(options: PsychometricsRunnerOptions): PsychometricsRunner {
  const testName = options.testName ?? 'main';
  const every = options.every ?? PSYCHOMETRICS_RUN_EVERY;
  if (!Number.isInteger(every) || every < 1) throw new RangeError(`every must be an integer ≥ 1, got ${String(every)}`);
  const inFlight = new Set<Promise<unknown>>();
  let running: Promise<PsychometricsRecord> | null = null;

  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise);
    void promise.then(
      () => inFlight.delete(promise),
      () => inFlight.delete(promise),
    );
    return promise;
  };

  /** Runs the claimed job once (the lease is held by the caller and freed here). */
  const runClaimed = (): Promise<PsychometricsRecord> => {
    running ??= track(
      (async () => {
        try {
          const record = await runPsychometricsJob(await options.loadItems(), { testName });
          console.info(`[psychometrics] ${testName}: ran on ${record.results} stored results (${record.respondents} respondents)`);
          try {
            await options.onRun?.(record);
          } catch (error) {
            console.warn(`[psychometrics] ${testName}: after the run: ${error instanceof Error ? error.message : String(error)}`);
          }
          return record;
        } finally {
          running = null;
          await releasePsychometricsRun(testName).catch((error: unknown) =>
            console.warn(`[psychometrics] ${testName}: lease not freed: ${String(error)}`),
          );
        }
      })(),
    );
    return running;
  };

  return {
    testName,
    every,
    noteStored(storedTestName) {
      if (storedTestName !== testName) return;
      offRequestPath(() =>
        track(
          (async () => {
            try {
              if (await countStoredResult(testName, every)) await runClaimed();
            } catch (error) {
              console.error(
                `[psychometrics] ${testName}: the run after new results failed: ${error instanceof Error ? error.message : String(error)}`,
              );
            }
          })(),
        ),
      );
    },
    async startNow() {
      if (running) return false;
      if (!(await claimPsychometricsRun(testName))) return false;
      offRequestPath(() =>
        track(
          runClaimed().then(
            () => undefined,
            (error: unknown) =>
              console.error(
                `[psychometrics] ${testName}: the scheduled run failed: ${error instanceof Error ? error.message : String(error)}`,
              ),
          ),
        ),
      );
      return true;
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
