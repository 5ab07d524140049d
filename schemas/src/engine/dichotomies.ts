/**
 * The free test's four dichotomies and its item shape, apart from its scoring (free-test-scoring.ts)
 * so the runner's adaptive rule can use them without bundling the scoring into the test page's
 * first load (issue 26 §1: the scoring is loaded when the test ends). Pure: no imports.
 */

/**
 * The four dichotomies in type-code order. `first` is the pole indicated by agreeing with a
 * non-reverse item; `second` is the pole indicated by agreeing with a reverse-keyed item.
 */
export const DICHOTOMIES = [
  { key: 'EI', first: 'E', second: 'I' },
  { key: 'SN', first: 'S', second: 'N' },
  { key: 'TF', first: 'T', second: 'F' },
  { key: 'JP', first: 'J', second: 'P' },
] as const;

/** One dichotomy definition: `{ key: 'EI', first: 'E', second: 'I' }` etc. */
export type Dichotomy = (typeof DICHOTOMIES)[number];

/** Dichotomy key: 'EI' | 'SN' | 'TF' | 'JP'. */
export type DichotomyKey = Dichotomy['key'];

/** A pole letter: 'E' | 'I' | 'S' | 'N' | 'T' | 'F' | 'J' | 'P'. */
export type PoleLetter = Dichotomy['first'] | Dichotomy['second'];

/**
 * A Likert item of the free test. Agreeing with a non-reverse item indicates the dichotomy's
 * FIRST pole (E, S, T, J); agreeing with a reverse-keyed item indicates the SECOND pole
 * (I, N, F, P). Answers are raw values −2 … 2 stored by `id` (SPEC §3).
 */
export interface FreeTestItem {
  /** Question id (answers are stored by question id, SPEC §3). */
  readonly id: string;
  /** The dichotomy the item measures. */
  readonly key: DichotomyKey;
  /** True when agreeing indicates the second pole. */
  readonly reverse: boolean;
}
