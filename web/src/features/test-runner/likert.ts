import { isLikertValue } from '@typeatlas/schemas/engine';

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

/** Smallest and largest keyboard neighbour offset (SPEC §5). */
export const NEIGHBOUR_OFFSET_LIMIT = 2;

/**
 * Clamps a keyboard neighbour offset to −2 … 2. Source: SPEC §5 "Quiz keyboard neighbour offsets
 * are limited to -2..2."
 * Fractions are truncated toward zero first; ±Infinity clamps to ±2.
 *
 * @param offset - requested offset (options)
 * @returns an integer in −2 … 2
 * @throws RangeError when `offset` is NaN
 */
export function clampNeighbourOffset(offset: number): number {
  if (Number.isNaN(offset)) {
    throw new RangeError('Neighbour offset must be a number, got NaN');
  }
  const clamped = Math.min(NEIGHBOUR_OFFSET_LIMIT, Math.max(-NEIGHBOUR_OFFSET_LIMIT, Math.trunc(offset)));
  return clamped + 0; // normalise -0 to 0
}

/**
 * Moves the keyboard selection among the Likert options −2 … 2 (SPEC §3, §5).
 *
 * The options are laid out from "strongly agree" (2) at the top to "strongly disagree" (−2) at
 * the bottom: `down` moves toward −2 (value − 1) and `up` toward 2 (value + 1), clamped at the
 * ends (down at −2 stays −2, up at 2 stays 2). With no selection (`null`) either direction
 * selects the neutral option 0.
 *
 * @param current - the selected raw value (integer −2 … 2) or null
 * @param direction - 'up' or 'down'
 * @returns the new selected raw value, an integer −2 … 2
 * @throws RangeError when `current` is neither null nor an integer −2 … 2
 */
export function moveSelection(current: number | null, direction: 'up' | 'down'): number {
  if (current === null) return 0;
  if (!isLikertValue(current)) {
    throw new RangeError(`Selection must be null or an integer from -2 to 2, got ${String(current)}`);
  }
  const next = direction === 'down' ? current - 1 : current + 1;
  return Math.min(2, Math.max(-2, next));
}
