/**
 * How a toolkit result shows the answers that are not scores (issue 27): per question type, what
 * the visitor sees under the scales. Pure; no imports outside this folder.
 * Design notes: docs/tests-and-results.md "Notes from the source files".
 */
import type { Answers, AnswerValue, TestDefinition, TestQuestion } from './types';

/** One listed answer of {@link summariseAnswers}, in definition order. */
export type AnswerSummaryItem =
  | { id: string; label: string; kind: 'choices'; values: string[] }
  | { id: string; label: string; kind: 'ranking'; values: string[] }
  | { id: string; label: string; kind: 'text'; text: string }
  | { id: string; label: string; kind: 'nested'; items: AnswerSummaryItem[] };

function optionLabels(question: TestQuestion, siblings: readonly TestQuestion[], values: readonly string[]): string[] {
  const source = question.type === 'order' && question.source ? siblings.find((candidate) => candidate.id === question.source) : undefined;
  const labels = new Map<string, string>();
  for (const option of [...(source?.options ?? []), ...(question.options ?? [])]) labels.set(option.value, option.label);
  return values.map((value) => labels.get(value) ?? value);
}

function stringList(value: AnswerValue | undefined): string[] | null {
  return Array.isArray(value) && value.length > 0 && value.every((entry) => typeof entry === 'string') ? value : null;
}

function summarise(
  questions: readonly TestQuestion[],
  answers: Readonly<Record<string, AnswerValue | null>>,
  enabled: (id: string) => boolean,
): AnswerSummaryItem[] {
  const ranked = new Set(
    questions
      .filter(
        (question) => question.type === 'order' && question.source && enabled(question.id) && stringList(answers[question.id]) !== null,
      )
      .map((question) => question.source!),
  );
  const items: AnswerSummaryItem[] = [];
  for (const question of questions) {
    if (!enabled(question.id)) continue;
    const answer = answers[question.id] ?? null;
    const base = { id: question.id, label: question.label };
    switch (question.type) {
      case 'multipleOptions': {
        const values = stringList(answer);
        if (values && !ranked.has(question.id)) items.push({ ...base, kind: 'choices', values: optionLabels(question, questions, values) });
        break;
      }
      case 'order': {
        const values = stringList(answer);
        if (values) items.push({ ...base, kind: 'ranking', values: optionLabels(question, questions, values) });
        break;
      }
      case 'text': {
        const text = typeof answer === 'string' ? answer.trim() : '';
        if (text) items.push({ ...base, kind: 'text', text });
        break;
      }
      case 'test': {
        if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) break;
        const nested = summarise(question.schema ?? [], answer, () => true);
        if (nested.length > 0) items.push({ ...base, kind: 'nested', items: nested });
        break;
      }
      default:
        // 'question' (Likert): shown through the scales it feeds.
        break;
    }
  }
  return items;
}

/**
 * The answers a result lists besides the scales, by the rules of this module's header.
 * @param definition the test definition
 * @param answers answers by top-level question id (the engine state's `answers`)
 * @param enabled enabled flags by question id (the engine state's `enabled`); a missing flag counts as enabled
 * @returns the listed answers in definition order (empty when there is nothing but Likert answers)
 */
export function summariseAnswers(
  definition: TestDefinition,
  answers: Readonly<Answers>,
  enabled: Readonly<Record<string, boolean>> = {},
): AnswerSummaryItem[] {
  return summarise(definition.questions, answers, (id) => enabled[id] !== false);
}
