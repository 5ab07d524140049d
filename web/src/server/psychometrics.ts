/**
 * The scoring's view of the `psychometrics` document, for pages: per scale N, α and SD, cached
 * (Next's data cache, tag `psychometrics`, one hour) so a page render costs no Firestore read.
 * When the document is missing, malformed or Firestore is unavailable (e.g. during `next build`),
 * the summary is empty and the scoring uses its documented prior (α = .80, SD from the item count);
 * such a failure is not cached.
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import { summarisePsychometrics, type PsychometricsRecord, type PsychometricsSummary } from '@/lib/psychometrics-record';
import { readPsychometrics } from './repositories/psychometrics';

/** Cache tag of the psychometrics summary (revalidate it after a job run to show new figures at once). */
export const PSYCHOMETRICS_CACHE_TAG = 'psychometrics';

/** Seconds a cached summary is reused. */
export const PSYCHOMETRICS_REVALIDATE_SECONDS = 3600;

/**
 * The summary of a test's psychometrics document (default: the free test, 'main').
 * @returns the summary; `{ computedAt: null, scales: {} }` when there is none or it cannot be read
 */
export async function psychometricsSummary(testName = 'main'): Promise<PsychometricsSummary> {
  const cached = unstable_cache(async () => summarisePsychometrics(await readPsychometrics(testName)), ['psychometrics', testName], {
    tags: [PSYCHOMETRICS_CACHE_TAG],
    revalidate: PSYCHOMETRICS_REVALIDATE_SECONDS,
  });
  try {
    return await cached();
  } catch (error) {
    console.warn(`[psychometrics] using the prior: ${error instanceof Error ? error.message : String(error)}`);
    return summarisePsychometrics(null);
  }
}

/**
 * The whole psychometrics document of a test (the method page's item analysis and run time),
 * cached like {@link psychometricsSummary} (tag {@link PSYCHOMETRICS_CACHE_TAG}).
 * @returns the document; null when there is none or it cannot be read (logged)
 */
export async function psychometricsDocument(testName = 'main'): Promise<PsychometricsRecord | null> {
  const cached = unstable_cache(async () => readPsychometrics(testName), ['psychometrics-document', testName], {
    tags: [PSYCHOMETRICS_CACHE_TAG],
    revalidate: PSYCHOMETRICS_REVALIDATE_SECONDS,
  });
  try {
    return await cached();
  } catch (error) {
    console.warn(`[psychometrics] no document: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
