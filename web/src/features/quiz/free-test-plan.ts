/**
 * The free test's question order with follow-up statements (issue 24 §3): the runner's
 * {@link QuizPlan} built on the engine's adaptive rule (`adaptivePath` in
 * @typeatlas/schemas/engine), and the progress it can honestly show. Pure: no framework imports.
 */
import {
  adaptiveOutlook,
  adaptivePath,
  DICHOTOMIES,
  rotatedPools,
  type AdaptiveOptions,
  type DichotomyKey,
  type FollowUpPools,
  type FreeTestItem,
} from '@typeatlas/schemas/engine';
import type { QuizPlan } from './quiz-state';

/** What the plan needs of the definition: the fixed items in order and the pools by scale. */
export interface AdaptiveDefinition {
  items: readonly FreeTestItem[];
  followUps: FollowUpPools;
}

/** The precision of a scale by key and answered count (`precisionSource` of features/scoring). */
export type PrecisionOf = NonNullable<AdaptiveOptions['precisionOf']>;

/** Largest seed the runner draws (pool rotations repeat long before: pools hold a few pairs). */
export const SEED_LIMIT = 2 ** 31 - 1;

/**
 * A seed for a new test (the follow-up order of this visitor, `rotatedPools`): every pool item
 * gets answers over many visitors, while one visitor always sees the same order.
 * @param random - a source of [0, 1) numbers (default `Math.random`)
 * @returns an integer 0 … {@link SEED_LIMIT} − 1
 */
export function randomSeed(random: () => number = Math.random): number {
  return Math.floor(random() * SEED_LIMIT);
}

/**
 * Every statement the result may score: the fixed items, then each pool (for `scoreFreeTest`).
 * @param definition - the fixed items and the pools
 */
export function scoredItems(definition: AdaptiveDefinition): FreeTestItem[] {
  return [...definition.items, ...DICHOTOMIES.flatMap(({ key }) => definition.followUps[key])];
}

/**
 * The runner's plan: the fixed items, early stops and follow-ups of the adaptive rule, with the
 * pools in this visitor's order.
 * @param definition - the fixed items (in the order asked) and the pools (authored order)
 * @param seed - the visitor's seed (integer ≥ 0, QuizState.seed)
 * @param precisionOf - the precision per scale and length (default: the engine's prior)
 * @returns a {@link QuizPlan}: ids asked so far plus the next, complete when the rule is done
 * @throws RangeError when the seed is not an integer ≥ 0
 */
export function freeTestPlan(definition: AdaptiveDefinition, seed: number, precisionOf?: PrecisionOf): QuizPlan {
  const pools = rotatedPools(definition.followUps, seed);
  const options: AdaptiveOptions = precisionOf ? { precisionOf } : {};
  return (answers) => {
    const path = adaptivePath(definition.items, pools, answers, options);
    const order = path.asked.map((item) => item.id);
    if (path.next.phase !== 'done') order.push(path.next.item.id);
    return { order, complete: path.next.phase === 'done', answers: path.answers };
  };
}

/** What the progress bar shows, see {@link freeTestProgress}. */
export interface FreeTestProgress {
  /** `fixed` while fixed statements are asked; `follow-up` once a letter gets extra statements. */
  phase: 'fixed' | 'follow-up';
  /** The fixed statements planned (every fixed item except those an early stop skipped). */
  fixedPlanned: number;
  /** Answered share of everything that may be asked: answered / (answered + most left), whole percent 0 … 100. */
  percent: number;
  /** The scale the next follow-up settles, in the follow-up phase. */
  followUp: DichotomyKey | null;
}

/**
 * The progress of a visitor's answers (issue 24 §3 "progress stays honest"): the caption counts
 * the fixed statements planned; the bar's share counts what may still come, including the
 * follow-ups of letters not settled yet, so it never claims "done" before the last statement.
 * @param definition - the fixed items and the pools
 * @param seed - the visitor's seed
 * @param answers - the answers so far
 * @param precisionOf - as for {@link freeTestPlan}
 */
export function freeTestProgress(
  definition: AdaptiveDefinition,
  seed: number,
  answers: Readonly<Record<string, number>>,
  precisionOf?: PrecisionOf,
): FreeTestProgress {
  const outlook = adaptiveOutlook(definition.items, rotatedPools(definition.followUps, seed), answers, precisionOf ? { precisionOf } : {});
  const all = outlook.answered + outlook.mostLeft;
  return {
    phase: outlook.followUp ? 'follow-up' : 'fixed',
    fixedPlanned: outlook.fixedPlanned,
    percent: all === 0 ? 0 : Math.round((outlook.answered / all) * 100),
    followUp: outlook.followUp,
  };
}
