/**
 * The psychometrics job (run by scripts/psychometrics.ts): reads a test's stored results, keeps the
 * newest result per account (retakes of one person are not independent responses), analyses every
 * scale (Cronbach's α, mean and SD of the percentage scores, corrected item-total correlations, weak
 * items — `analyseFreeTest` in @typeatlas/schemas/engine) and writes the `psychometrics` document
 * the scoring reads. No Next.js imports: it runs in a plain Node process.
 */
import 'server-only';
import { analyseFreeTest, type FreeTestItem } from '@typeatlas/schemas/engine';
import { PSYCHOMETRICS_VERSION, type PsychometricsRecord } from '@/lib/psychometrics-record';
import { listStoredAnswers, writePsychometrics } from './repositories/psychometrics';

/**
 * Runs the job for one test.
 * @param items - the test's item bank (ids, scale keys, reverse keys)
 * @param options.testName - stored results' test name (default 'main', the free test)
 * @param options.now - the run's time (default: now)
 * @param options.write - false to compute without writing (a dry run)
 * @returns the document (written unless `write` is false)
 * @throws ApiError 503 when Firestore is unavailable
 */
export async function runPsychometricsJob(
  items: readonly FreeTestItem[],
  options: { testName?: string; now?: Date; write?: boolean } = {},
): Promise<PsychometricsRecord> {
  const testName = options.testName ?? 'main';
  const stored = await listStoredAnswers(testName);
  const newest = new Map<string, (typeof stored.items)[number]>();
  for (const item of stored.items) {
    const current = newest.get(item.userId);
    if (!current || item.completedAt > current.completedAt) newest.set(item.userId, item);
  }
  const answerSets = [...newest.values()].map((item) => item.answers);
  const scales = analyseFreeTest(items, answerSets);
  const record: PsychometricsRecord = {
    version: PSYCHOMETRICS_VERSION,
    testName,
    computedAt: (options.now ?? new Date()).toISOString(),
    results: stored.results,
    respondents: answerSets.length,
    scales,
  };
  if (options.write !== false) await writePsychometrics(record);
  return record;
}
