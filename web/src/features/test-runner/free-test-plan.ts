/**
 * The free test's question order with follow-up statements (issue 24 §3): the engine plan built
 * on the adaptive rule (`adaptivePath` in @typeatlas/schemas/engine), with the progress it can
 * honestly show. Pure: no framework imports.
 */
import {
  adaptiveOutlook,
  DICHOTOMIES,
  rotatedPools,
  type AdaptiveOptions,
  type EnginePlan,
  type FollowUpPools,
  type FreeTestItem,
} from '@typeatlas/schemas/engine';

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

/** The id of the free test's first step (the survey's group): gender and age. */
export const SURVEY_STEP = 'survey';

/**
 * The runner's plan (an engine {@link EnginePlan}): the survey step, then the fixed items, early
 * stops and follow-ups of the adaptive rule, with the pools in this visitor's order — each
 * statement its own step (group id = item id, ./free-test-runner.ts). The path also gives the
 * honest progress (issue 24 §3): `total` counts the fixed statements planned (every fixed item
 * except those an early stop skipped; the caption's "of N"), `percent` is answered / (answered +
 * most still possible: fixed left + the cap's follow-ups of each letter not settled now, in the
 * interval regime bounded by the statements early stops saved — the engine's `adaptiveOutlook`, the
 * rule lives only there), so it never shows 100 % before the end.
 * @param definition - the fixed items (in the order asked) and the pools (authored order)
 * @param seed - the visitor's seed (integer ≥ 0)
 * @param precisionOf - the precision per scale and length (default: the engine's prior)
 * @returns the plan: survey + ids asked so far + the next, complete when the rule is done
 * @throws RangeError when the seed is not an integer ≥ 0
 */
export function freeTestPlan(definition: AdaptiveDefinition, seed: number, precisionOf?: PrecisionOf): EnginePlan {
  const pools = rotatedPools(definition.followUps, seed);
  const options: AdaptiveOptions = precisionOf ? { precisionOf } : {};
  return (answers) => {
    const likert: Record<string, number> = {};
    for (const [id, value] of Object.entries(answers)) if (typeof value === 'number') likert[id] = value;
    const outlook = adaptiveOutlook(definition.items, pools, likert, options);
    const { path } = outlook;
    const order = [SURVEY_STEP, ...path.asked.map((item) => item.id)];
    if (path.next.phase !== 'done') order.push(path.next.item.id);
    const all = outlook.answered + outlook.mostLeft;
    return {
      order,
      complete: path.next.phase === 'done',
      percent: all === 0 ? 0 : Math.round((outlook.answered / all) * 100),
      total: outlook.fixedPlanned,
    };
  };
}
