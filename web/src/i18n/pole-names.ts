/**
 * The eight pole names (quiz.json `poles`, e.g. E → "Extraversion") for server parents to pass to
 * the result, runner, shared-result and profile components — one builder instead of one per feature.
 */
import 'server-only';
import { DICHOTOMIES, type PoleLetter } from '@typeatlas/schemas/engine';
import { getT } from './index';

/** Display names of the eight poles by letter (quiz.json `poles`). */
export type PoleNames = Readonly<Record<PoleLetter, string>>;

/** The eight pole names from quiz.json `poles`, keyed by letter in type-code order (E, I, S, N, …). */
export function poleNames(): PoleNames {
  const t = getT('quiz');
  const letters = DICHOTOMIES.flatMap(({ first, second }) => [first, second]);
  return Object.fromEntries(letters.map((letter) => [letter, t(`poles.${letter}`)])) as PoleNames;
}
