/**
 * Pure helpers of the test kit's inputs: class joining, answer narrowing, the multipleOptions
 * hint and toggling (SPEC §5 attrs.length / attrs.max), and order-question moves and labels.
 */
import type { AnswerValue, TestQuestion } from '../engine';
import type { QuestionLabels } from './types';

/** Joins the given class names; `undefined` when there are none (no empty class attribute). */
export function cx(...names: readonly (string | false | null | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/** A Likert answer, or null for anything else. */
export function numberAnswer(value: AnswerValue | undefined): number | null {
  return typeof value === 'number' ? value : null;
}

/** A list answer (multipleOptions, order), or [] for anything else. */
export function listAnswer(value: AnswerValue | undefined): readonly string[] {
  return Array.isArray(value) ? value : [];
}

/** A nested test's sub-answers, or {} for anything else. */
export function objectAnswer(value: AnswerValue | undefined): { readonly [subId: string]: AnswerValue | null } {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

/**
 * The hint of a multipleOptions question: "choose exactly" for `attrs.length`, else "choose up
 * to" for `attrs.max`, else null (SPEC §5).
 */
export function choiceHint(attrs: TestQuestion['attrs'], labels: Pick<QuestionLabels, 'chooseExactly' | 'chooseUpTo'>): string | null {
  if (attrs?.length !== undefined) return labels.chooseExactly(attrs.length);
  if (attrs?.max !== undefined) return labels.chooseUpTo(attrs.max);
  return null;
}

/** `chosen` with `value` removed if present, else appended. */
export function toggleChoice(chosen: readonly string[], value: string): string[] {
  return chosen.includes(value) ? chosen.filter((entry) => entry !== value) : [...chosen, value];
}

/** Whether the unchosen option `value` is blocked because `max` options are already chosen. */
export function isChoiceBlocked(chosen: readonly string[], value: string, max: number | undefined): boolean {
  return !chosen.includes(value) && max !== undefined && chosen.length >= max;
}

/**
 * `list` with the item at `index` moved by `delta` places; an unchanged copy when the item or
 * its target position is outside the list.
 */
export function moveItem(list: readonly string[], index: number, delta: number): string[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}

/** The question an order question ranks the choices of (`source`), looked up in `siblings`. */
export function sourceOf(question: TestQuestion, siblings: readonly TestQuestion[]): TestQuestion | undefined {
  return question.source ? siblings.find((candidate) => candidate.id === question.source) : undefined;
}

/** Label of an order item: the question's own option, else its source's option, else the value. */
export function orderItemLabel(question: TestQuestion, siblings: readonly TestQuestion[], value: string): string {
  return (
    question.options?.find((option) => option.value === value)?.label ??
    sourceOf(question, siblings)?.options?.find((option) => option.value === value)?.label ??
    value
  );
}
