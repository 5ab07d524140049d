/**
 * The free test's psychometrics runner (server/psychometrics-runs.ts) wired to the content source
 * and the page cache: it reads the item bank straight from the content backend when a run starts
 * (no data cache or draft mode: it may run after the answer, outside a request) and revalidates
 * the `psychometrics` cache tag after a run, so the method page and the bands show the new figures
 * at once (inside Next's `after`; outside a request scope the hourly revalidation picks them up).
 * One instance per process, shared by POST /api/test-result and POST /api/psychometrics/run.
 */
import 'server-only';
import { revalidateTag } from 'next/cache';
import { contentBackend } from '@/content/client';
import { parseFreeTestDefinition } from '@/content/free-test-definition';
import { freeTestQuery } from '@/content/queries';
import { REVALIDATE_PROFILE } from '@/content/revalidate';
import { PSYCHOMETRICS_CACHE_TAG } from '@/server/psychometrics';
import { createPsychometricsRunner, type PsychometricsRunner, type PsychometricsRunnerOptions } from '@/server/psychometrics-runs';

/** The free test's item bank as the job needs it (ids, scales, reverse keys). @throws Error when the definition cannot run */
export async function freeTestItems(): ReturnType<PsychometricsRunnerOptions['loadItems']> {
  return parseFreeTestDefinition(await contentBackend().fetch(freeTestQuery)).items;
}

/**
 * A runner of the free test (`main`) with the content-backed item bank.
 * @param options.every results per run (default PSYCHOMETRICS_RUN_EVERY); options.testName for tests
 */
export function freeTestPsychometricsRunner(options: { every?: number; testName?: string } = {}): PsychometricsRunner {
  return createPsychometricsRunner({
    ...options,
    loadItems: freeTestItems,
    onRun: () => revalidateTag(PSYCHOMETRICS_CACHE_TAG, REVALIDATE_PROFILE),
  });
}

/** The process's runner of the free test. */
export const freeTestPsychometrics: PsychometricsRunner = freeTestPsychometricsRunner();
