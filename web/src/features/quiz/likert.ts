import type { PoleLetter } from '@typeatlas/schemas/engine';

/**
 * The five Likert options, top to bottom, with their raw values (SPEC §3: range −2 … 2). Their
 * display labels are UI strings (quiz.json `likert`, by `key`), passed to client components as
 * {@link LikertLabels}.
 */
export const LIKERT_OPTIONS = [
  { value: 2, key: 'stronglyAgree' },
  { value: 1, key: 'agree' },
  { value: 0, key: 'neutral' },
  { value: -1, key: 'disagree' },
  { value: -2, key: 'stronglyDisagree' },
] as const;

/** Key of a Likert option's label in quiz.json `likert`. */
export type LikertKey = (typeof LIKERT_OPTIONS)[number]['key'];

/** Display labels of the five Likert options, by key. */
export type LikertLabels = Readonly<Record<LikertKey, string>>;

/** Display names of the eight poles (quiz.json `poles`), e.g. E → "Extraversion". */
export type PoleNames = Readonly<Record<PoleLetter, string>>;
