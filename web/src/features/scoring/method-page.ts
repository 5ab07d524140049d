/**
 * What the method page `/theory/how-scoring-works` renders, read in one place (the route and the
 * integration test use it): the free test's items, the psychometrics document the job wrote (and
 * its summary for the scoring), the committed retest benchmark and the job's K.
 */
import 'server-only';
import { getFreeTest } from '@/content/free-test';
import { summarisePsychometrics } from '@/lib/psychometrics-record';
import { psychometricsDocument } from '@/server/psychometrics';
import { PSYCHOMETRICS_RUN_EVERY } from '@/server/psychometrics-runs';
import { RETEST_BENCHMARK } from './method-data';
import type { ScoringMethodProps } from './ScoringMethod';

/**
 * @param testName stored results' test name (default 'main', the free test; tests pass their own)
 * @returns the page's props, or null when the free test does not exist
 */
export async function loadScoringMethod(testName = 'main'): Promise<ScoringMethodProps | null> {
  const [test, record] = await Promise.all([getFreeTest(), psychometricsDocument(testName)]);
  if (!test) return null;
  return {
    items: test.items,
    record,
    summary: summarisePsychometrics(record),
    benchmark: RETEST_BENCHMARK,
    runEvery: PSYCHOMETRICS_RUN_EVERY,
  };
}
