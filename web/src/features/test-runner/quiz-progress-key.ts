/**
 * Where the free test's progress lives in the browser (./quiz-progress.ts reads and writes it with
 * zod), apart from that module so the page's first load can ask whether there is progress to resume
 * without loading the validation (issue 25). Pure: the Storage object is passed in.
 */

/** Local-storage key of the free test's progress. */
export const QUIZ_PROGRESS_KEY = 'quiz_progress';

/**
 * Whether anything is stored under {@link QUIZ_PROGRESS_KEY} (valid or not: ./quiz-progress.ts
 * decides that once loaded).
 * @param storage local storage, or a getter that may throw (blocked storage counts as nothing stored)
 */
export function hasQuizProgress(storage: () => Pick<Storage, 'getItem'>): boolean {
  try {
    return storage().getItem(QUIZ_PROGRESS_KEY) !== null;
  } catch {
    return false;
  }
}
