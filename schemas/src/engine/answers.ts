/**
 * Answer checks of the test engine (SPEC §5 answered rule and numeric check, §4 order-answer
 * syncing; quoted in answers.test.ts). Pure functions: no framework imports, no I/O.
 */
import { isLikertValue } from './scoring';
import type { AnswerValue, TestQuestion } from './types';

/**
 * SPEC §5 numeric check: true when `value` is a number that is neither NaN nor ±Infinity.
 * Strings such as `'1'` are NOT numbers here.
 *
 * @param value - any value
 * @returns type guard for a finite `number`
 */
export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * SPEC §5 "An answer set needs a name and non-null value."
 *
 * Interpretation: the name must be a string that is not blank (whitespace-only names are
 * refused); the value may be anything except `null` and `undefined` (0, '' and false are values).
 *
 * @param set - `{ name?, value? }`, typically one named answer of a form
 * @returns true when the set is valid; never throws
 */
export function isValidAnswerSet(set: { name?: unknown; value?: unknown }): boolean {
  return typeof set.name === 'string' && set.name.trim() !== '' && set.value !== null && set.value !== undefined;
}

/**
 * True for a plain object answer — the shape SPEC §5 requires of a nested test answer ("A nested
 * test question needs an object answer"): not null, not an array.
 *
 * @param value - any value
 * @returns type guard for `{ [subQuestionId]: AnswerValue | null }`
 */
export function isAnswerObject(value: unknown): value is { [id: string]: AnswerValue | null } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Options of {@link isQuestionAnswered} (SPEC §5 "…or disabled"). */
export interface AnsweredOptions {
  /** Whether the question is currently enabled (SPEC §4 dynamic enabling); default true. */
  enabled?: boolean;
}

/**
 * SPEC §5 "answered" rule for one question.
 *
 * - optional, `text`-type and disabled questions always count as answered;
 * - `multipleOptions` / `order`: an array of strings whose length equals `attrs.length` when set
 *   and is at most `attrs.max` when set (with neither set, any array — even `[]` — counts);
 * - `test` (nested): a plain object whose sub-questions are each answered by these same rules
 *   (a sub-question's enabled state is its static `enabled ?? true`);
 * - `question` (Likert): "non-null" and, additionally, a Likert integer −2 … 2 (SPEC §9);
 * - any other type: a non-null, non-undefined answer.
 *
 * @param question - the question definition
 * @param answer - its current answer (`undefined` is treated as `null`)
 * @param options - `{ enabled }`, default `{ enabled: true }`
 * @returns true when the question does not block Next / Submit; never throws
 */
export function isQuestionAnswered(question: TestQuestion, answer: AnswerValue | undefined, options: AnsweredOptions = {}): boolean {
  const enabled = options.enabled ?? true;
  if (!enabled || question.optional === true || question.type === 'text') return true;
  switch (question.type) {
    case 'question':
      return isLikertValue(answer);
    case 'multipleOptions':
    case 'order': {
      if (!Array.isArray(answer) || !answer.every((v) => typeof v === 'string')) return false;
      const length = question.attrs?.length;
      const max = question.attrs?.max;
      if (typeof length === 'number' && answer.length !== length) return false;
      if (typeof max === 'number' && answer.length > max) return false;
      return true;
    }
    case 'test': {
      if (!isAnswerObject(answer)) return false;
      return (question.schema ?? []).every((sub) => isQuestionAnswered(sub, ownValue(answer, sub.id), { enabled: sub.enabled !== false }));
    }
    default:
      return answer !== null && answer !== undefined;
  }
}

/**
 * SPEC §4 "Order-type answers stay synced with selected options (stale dropped, missing
 * appended)."
 *
 * Keeps the values of `current` that are still selected, in their current order (duplicates
 * dropped), then appends the selected values that are missing, in `selected` order.
 *
 * @param current - the current ranking (first = most important), or null when none yet
 * @param selected - the option values that must be ranked
 * @returns a NEW array, a permutation of the distinct values of `selected`; never throws
 * @example syncOrderAnswer(['c', 'x', 'a'], ['a', 'b', 'c']) // ['c', 'a', 'b']
 */
export function syncOrderAnswer(current: readonly string[] | null, selected: readonly string[]): string[] {
  const wanted = new Set(selected);
  const result: string[] = [];
  const seen = new Set<string>();
  for (const value of current ?? []) {
    if (wanted.has(value) && !seen.has(value)) {
      seen.add(value);
      result.push(value);
    }
  }
  for (const value of selected) {
    if (!seen.has(value)) {
      seen.add(value);
      result.push(value);
    }
  }
  return result;
}

/**
 * An own property of an answer object, `null` when absent (ignores inherited keys such as
 * `toString`) — answers are stored by question id (SPEC §3), and SPEC §5 treats a missing answer
 * like a null one.
 *
 * @param object - an answers record or a nested answer object
 * @param key - a question id
 * @returns the stored value or null
 */
export function ownValue(object: Readonly<Record<string, AnswerValue | null | undefined>>, key: string): AnswerValue {
  if (!Object.prototype.hasOwnProperty.call(object, key)) return null;
  return object[key] ?? null;
}
