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
import { z } from 'zod/mini';
import type { QuizState } from './quiz-state';

/** Local-storage key of the free test's progress. */
export const QUIZ_PROGRESS_KEY = 'quiz_progress';

/** Version of the stored record; bump it when its shape changes (older records are dropped). */
export const QUIZ_PROGRESS_VERSION = 1;

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
  answers: z.record(z.string().check(z.minLength(1), z.maxLength(100)), z.number().check(z.int(), z.gte(-2), z.lte(2))),
});

/** A stored progress record (see {@link quizProgressSchema}). */
export type QuizProgress = z.infer<typeof quizProgressSchema>;

/**
 * The record to store for a quiz state.
 * @param test the test's slug
 * @param state the current state (a completed state is not progress: clear instead)
 * @param now epoch ms
 */
export function toQuizProgress(test: string, state: QuizState, now: number): QuizProgress {
  return {
    version: QUIZ_PROGRESS_VERSION,
    test,
    savedAt: now,
    index: state.index,
    survey: { ...state.survey },
    surveySent: state.surveySent,
    answers: { ...state.answers },
  };
}

/**
 * Validates untrusted stored progress against the test it would resume.
 * Rules: the schema above; same test slug; `savedAt` not older than {@link QUIZ_PROGRESS_MAX_AGE_MS}
 * nor more than 5 minutes in the future; every answer's id is one of `itemIds`; the answers are a
 * prefix of the question order (items are answered one after another); the index is on the survey
 * step only without answers, otherwise between 1 and min(answered + 1, number of items); at least
 * the survey step has been left (progress on the survey step alone is not worth resuming).
 * @param value the parsed JSON (anything)
 * @param test the test's slug
 * @param itemIds the items' ids in question order
 * @param now epoch ms
 * @returns the quiz state to resume (not completed; `started` when there are answers), or null
 */
export function resumeQuizState(value: unknown, test: string, itemIds: readonly string[], now: number): QuizState | null {
  const parsed = quizProgressSchema.safeParse(value);
  if (!parsed.success) return null;
  const progress = parsed.data;
  if (progress.test !== test) return null;
  if (progress.savedAt < now - QUIZ_PROGRESS_MAX_AGE_MS || progress.savedAt > now + 5 * 60 * 1000) return null;
  const answered = Object.keys(progress.answers);
  if (answered.length >= itemIds.length) return null;
  const prefix = itemIds.slice(0, answered.length);
  if (!answered.every((id) => prefix.includes(id))) return null;
  if (progress.index < 1 || progress.index > Math.min(answered.length + 1, itemIds.length)) return null;
  return {
    index: progress.index,
    survey: { ...progress.survey },
    answers: { ...progress.answers },
    surveySent: progress.surveySent,
    started: answered.length > 0,
    completed: false,
  };
}

/**
 * Reads and validates the stored progress (see {@link resumeQuizState}). An invalid record is
 * removed. Never throws (corrupt JSON or a storage that throws give null).
 */
export function readQuizProgress(storage: Storage, test: string, itemIds: readonly string[], now: number): QuizState | null {
  try {
    const text = storage.getItem(QUIZ_PROGRESS_KEY);
    if (text === null) return null;
    const state = resumeQuizState(JSON.parse(text), test, itemIds, now);
    if (!state) storage.removeItem(QUIZ_PROGRESS_KEY);
    return state;
  } catch {
    return null;
  }
}

/**
 * Stores the progress of a state past the survey step; clears it for the survey step (nothing
 * worth resuming) and for a completed test. Never throws (storage full or blocked: the test goes on
 * without resume).
 */
export function writeQuizProgress(storage: Storage, test: string, state: QuizState, now: number): void {
  try {
    if (state.completed || state.index === 0) storage.removeItem(QUIZ_PROGRESS_KEY);
    else storage.setItem(QUIZ_PROGRESS_KEY, JSON.stringify(toQuizProgress(test, state, now)));
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
