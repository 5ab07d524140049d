/**
 * The free test's progress in the browser, so that a reload or an accidental back-swipe resumes
 * where the visitor was (issue 12). One versioned JSON record under {@link QUIZ_PROGRESS_KEY} in
 * local storage, validated with zod on every read like the stored results (lib/test-result-record.ts):
 * browser storage is untrusted, so a record of another version, another test definition, with
 * unknown question ids, values outside −2 … 2, an index that does not follow from the answers, or
 * older than {@link QUIZ_PROGRESS_MAX_AGE_MS} is dropped and the test starts fresh.
 * Pure: the Storage object and the clock are passed in by the caller.
 */
// zod/mini: the same validation with a far smaller browser bundle (this module runs client-side).
import * as z from 'zod/mini';
import { resumeEngineState } from '@typeatlas/schemas/engine';
import { statementAnswers, surveyOf, type FreeTestRun, type FreeTestRunner } from './free-test-runner';
import { QUIZ_PROGRESS_KEY } from './quiz-progress-key';

/** Local-storage key of the free test's progress (./quiz-progress-key.ts, read there without zod). */
export { QUIZ_PROGRESS_KEY } from './quiz-progress-key';

/**
 * Version of the stored record; bump it when its shape changes (older records are dropped).
 * 2: the follow-up order's `seed` (issue 24 §3).
 */
export const QUIZ_PROGRESS_VERSION = 2;

/** How long unfinished progress is kept: 30 days in ms. Older progress is dropped on read. */
export const QUIZ_PROGRESS_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const surveyValue = z.string().check(z.maxLength(100));

/** The stored record (strict: unknown keys are an error). */
export const quizProgressSchema = z.strictObject({
  version: z.literal(QUIZ_PROGRESS_VERSION),
  /** The test's slug, so progress of one test never resumes another. */
  test: z.string().check(z.minLength(1), z.maxLength(100)),
  /** Epoch ms of the last change. */
  savedAt: z.number().check(z.int(), z.nonnegative()),
  index: z.number().check(z.int(), z.nonnegative()),
  survey: z.strictObject({ gender: surveyValue, age: surveyValue }),
  surveySent: z.boolean(),
  /** The follow-up order of this visitor (FreeTestRun.seed). */
  seed: z.number().check(z.int(), z.nonnegative(), z.lte(Number.MAX_SAFE_INTEGER)),
  answers: z.record(z.string().check(z.minLength(1), z.maxLength(100)), z.number().check(z.int(), z.gte(-2), z.lte(2))),
});

/** A stored progress record (see {@link quizProgressSchema}). */
export type QuizProgress = z.infer<typeof quizProgressSchema>;

/**
 * The record to store for a run (the engine's step is the record's `index`: 0 = survey step).
 * @param test the test's slug
 * @param run the current run (a finished run is not progress: clear instead)
 * @param now epoch ms
 */
export function toQuizProgress(test: string, run: FreeTestRun, now: number): QuizProgress {
  return {
    version: QUIZ_PROGRESS_VERSION,
    test,
    savedAt: now,
    index: run.state.step,
    survey: surveyOf(run.state),
    surveySent: run.surveySent,
    seed: run.seed,
    answers: statementAnswers(run.state),
  };
}

/**
 * Validates untrusted stored progress against the test it would resume, and resumes it on the
 * engine (`resumeEngineState` with the plan of the stored seed).
 * Rules: the schema above; same test slug; `savedAt` not older than {@link QUIZ_PROGRESS_MAX_AGE_MS}
 * nor more than 5 minutes in the future; the engine accepts the answers (exactly the statements
 * the plan asks for them, in its order: an answer off the path, or a gap, drops the record) and
 * the index (at most the next statement); the path is not complete; the index is at least 1 (the
 * survey step has been left: progress on the survey step alone is not worth resuming).
 * @param value the parsed JSON (anything)
 * @param test the test's slug
 * @param runner the free test's runner (./free-test-runner.ts)
 * @param now epoch ms
 * @returns the run to resume (not over), or null
 */
export function resumeQuizState(value: unknown, test: string, runner: FreeTestRunner, now: number): FreeTestRun | null {
  const parsed = quizProgressSchema.safeParse(value);
  if (!parsed.success) return null;
  const progress = parsed.data;
  if (progress.test !== test) return null;
  if (progress.savedAt < now - QUIZ_PROGRESS_MAX_AGE_MS || progress.savedAt > now + 5 * 60 * 1000) return null;
  if (progress.index < 1) return null;
  const survey = Object.fromEntries(Object.entries(progress.survey).filter(([, answer]) => answer !== ''));
  try {
    const state = resumeEngineState(
      runner.definition,
      { answers: { ...survey, ...progress.answers }, step: progress.index },
      runner.options(progress.seed),
    );
    if (state.path?.complete) return null;
    return { state, seed: progress.seed, surveySent: progress.surveySent };
  } catch {
    return null;
  }
}

/**
 * Reads and validates the stored progress (see {@link resumeQuizState}). An invalid record is
 * removed. Never throws (corrupt JSON or a storage that throws give null).
 */
export function readQuizProgress(storage: Storage, test: string, runner: FreeTestRunner, now: number): FreeTestRun | null {
  try {
    const text = storage.getItem(QUIZ_PROGRESS_KEY);
    if (text === null) return null;
    const run = resumeQuizState(JSON.parse(text), test, runner, now);
    if (!run) storage.removeItem(QUIZ_PROGRESS_KEY);
    return run;
  } catch {
    return null;
  }
}

/**
 * Stores the progress of a run past the survey step; clears it for the survey step (nothing
 * worth resuming) and for a finished test. Never throws (storage full or blocked: the test goes on
 * without resume).
 */
export function writeQuizProgress(storage: Storage, test: string, run: FreeTestRun, now: number): void {
  try {
    if (run.state.over || run.state.step === 0) storage.removeItem(QUIZ_PROGRESS_KEY);
    else storage.setItem(QUIZ_PROGRESS_KEY, JSON.stringify(toQuizProgress(test, run, now)));
  } catch {
    // Progress is a convenience; the test works without it.
  }
}

/** Removes the stored progress ("Start over", sign-out). Never throws. */
export function clearQuizProgress(storage: Storage): void {
  try {
    storage.removeItem(QUIZ_PROGRESS_KEY);
  } catch {
    // ignore
  }
}
