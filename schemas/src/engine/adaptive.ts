/**
 * Adaptive follow-up items and early stops of the free test (issue 24 §3): which statements a
 * visitor answers, given the fixed items, the follow-up pools and each scale's precision.
 * Design notes and sources: docs/tests-and-results.md "Notes from the source files".
 */
import { DICHOTOMIES, type DichotomyKey, type FreeTestItem } from './dichotomies';
import { BAND_WIDTH_SEM, isSettled, normalDistribution, priorPrecision, type ScalePrecision } from './score-bands';
import { isLikertValue, scoreLikertAnswer } from './scoring';

/**
 * Most follow-up items one scale may get: the whole pool (18 per scale in the seed). Since stop 30
 * the follow-ups are bounded by the shared budget ({@link FOLLOW_UP_BUDGET}: the statements early
 * stops saved), not by a cap per letter, so the statements go to the letters that need them
 * ({@link FOLLOW_UP_ORDER}). Before, with no budget from 500 stored results, cap 2 (with early stops
 * from 10 items) held the median at ≤ 72 but let 10 % of people answer 80; the whole pool within
 * the budget gives everyone at most 72 and 2.5–3× as many four-settled results as cap 2 did
 * (figures: {@link FOLLOW_UP_BUDGET}, docs/tests-and-results.md).
 */
export const FOLLOW_UP_CAP_PER_SCALE = 18;

/** The early-stop rule's shape, see {@link EARLY_STOP}. */
export interface EarlyStopRule {
  /** Fixed items of the scale answered at least before a look. */
  readonly minItems: number;
  /** The score must lie beyond this many SEMs (at the answered length) from 50; never narrower than the band. */
  readonly widthSem: number;
  /**
   * Largest predicted chance, 0 … 1, that a retake of the whole fixed scale gives the other letter
   * ({@link earlyStopFlipChance}); omitted: no such condition (the raw width alone decides).
   */
  readonly flipChance?: number;
}

/**
 * Early stop of the fixed items of a clearly settled scale. After at least `minItems` (10) of its
 * fixed items, a letter skips the rest when BOTH hold at the answered length k:
 * - its band already clears 50 — |p − 50| > max(`widthSem`, band)·SEM(k), so a letter stopped early
 *   always shows as settled; and
 * - the predicted chance that a retake of the whole fixed scale gives the other letter is at most
 *   `flipChance` ({@link earlyStopFlipChance}): Kelley's regression of the score towards the scale
 *   mean with the scale's reliability at k items, α(k), and the retake's error at the full length.
 * Why the second condition (issue 24 §1, settled flips ≤ 5 % in every model): looking after every
 * item and stopping at the first look beyond a fixed boundary is optional stopping, and repeated
 * looks inflate the error rate of a fixed boundary (Armitage, McPherson & Rowe 1969, "Repeated
 * significance tests on accumulating data", JRSS A 132). Group-sequential designs answer with
 * wider boundaries fixed in advance (Pocock 1977; O'Brien & Fleming 1979) whose width does not
 * depend on the scale; here the inflation does: an early score of a scale of low reliability is
 * mostly error, regresses far towards the mean on a retake, and a boundary in raw SEMs that is safe
 * at α = .80 is not at .70 (normal-r70-sd1.8: 5.8 % flips at 2,000 stored). The rule therefore
 * bounds the predictive probability of the outcome instead — stochastic curtailment (Lan, Simon &
 * Halperin 1982, "Stochastic curtailing in long-term clinical trials", Sequential Analysis 1;
 * predictive form: Spiegelhalter, Freedman & Blackburn 1986, Controlled Clinical Trials 7): the
 * chance is computed conditionally on the score at the look, which is what a retake depends on
 * whatever the stopping rule (the item sum is sufficient for the true score), so the number of
 * looks does not inflate it; its boundary widens by itself as α(k) falls — in SEMs at k items,
 * |p − 50| > z·√(α(k) + SEM(K)²/SEM(k)²)/α(k) with the mean at 50 and z = Φ⁻¹(1 − flipChance)
 * (flipChance .05, 18 items: at 6 items 2.74 SEM at α .80 and 3.30 at α .70; at 10 items 2.66 and
 * 3.08 — so at α .80 the band's 2.75 SEM decides and at .70 the predictive boundary). `flipChance` = the
 * settled-flip target itself, 5 %: each letter stopped early has at most the target's risk.
 * `minItems` 10 (not 6): a retake that stops early reports a short, noisy score, and from 6 items
 * the band of a letter near the cut held the retake score only 91 % of the time instead of the
 * 94.8 % it claims; from 10 items, 92.5–93.8 % (with cap 2; 92.4–92.9 % with the whole pool in the
 * shared budget, {@link FOLLOW_UP_BUDGET}). Figures:
 * scripts/bench-retest.ts --adaptive (docs/tests-and-results.md). `null` switches early stopping off.
 */
export const EARLY_STOP: EarlyStopRule | null = { minItems: 10, widthSem: BAND_WIDTH_SEM, flipChance: 0.05 };

/**
 * The predicted chance that a retake of the whole fixed scale gives the other letter than a score
 * `percentage` after k items (the early-stop look), under classical test theory's normal model:
 * the true score given the score is N(μ + α(k)(p − μ), α(k)·SEM(k)²) (Kelley's regressed true
 * score; Lord & Novick 1968, §3.7), a retake adds an error of SD `fullSem`, so the retake is
 * N(μ + α(k)(p − μ), α(k)·SEM(k)² + fullSem²) and the chance is the normal tail beyond 50.
 * @param percentage - the score after k items, 0 … 100 (share of the first pole; 50 counts as the second pole)
 * @param precision - the scale's precision at k items: `reliability` α(k), `sem` SEM(k) in points, optional `mean` μ (default 50)
 * @param fullSem - the SEM of a retake at the full fixed length, in points (≥ 0)
 * @returns 0 … 1; 0.5 or more when the regressed score lies on the other side of 50
 */
export function earlyStopFlipChance(
  percentage: number,
  precision: Pick<ScalePrecision, 'reliability' | 'sem' | 'mean'>,
  fullSem: number,
): number {
  const alpha = Math.min(1, Math.max(0, precision.reliability));
  const mean = precision.mean ?? 50;
  const predicted = mean + alpha * (percentage - mean);
  const spread = Math.sqrt(alpha * precision.sem ** 2 + fullSem ** 2);
  const margin = percentage > 50 ? predicted - 50 : 50 - predicted;
  if (!(spread > 0)) return margin > 0 ? 0 : 1;
  return normalDistribution(-margin / spread);
}

/**
 * Futility stop of the follow-ups: a balanced letter gets a (further) follow-up only while it could
 * still settle within the follow-ups left to it — |p − 50| + REACH·SEM(k) > width·SEM(k + left),
 * i.e. a score that moves by REACH of its SEM towards its own side would clear 50 at the longest
 * length the cap and pool allow. Letters at the cut (a truly balanced preference) cannot settle and
 * are not asked more. Off (`null`) by default: scripts/bench-retest.ts --adaptive showed that the
 * gain in whole-type agreement comes mostly from follow-ups on letters near the cut (with REACH 1
 * it vanished), so it is kept only as an option.
 */
export const FOLLOW_UP_REACH_SEM: number | null = null;

/**
 * Whether a scale is adaptive (early stop, follow-ups) while its precision is still the conservative
 * prior (fewer than MIN_RESPONSES_FOR_INTERVAL = 150 stored results; score-bands.ts precisionFor).
 * The decision (issue 24): no — until then everyone answers the 72 fixed statements; the rule is
 * {@link AdaptiveOptions.adaptiveUnderPrior} = false. Decided with
 * `node scripts/bench-retest.ts --adaptive --stored 0 [--prior-adaptive]` (20,000 people, seed 1):
 * - follow-ups: under the prior SEM (the largest the item count allows, 10.7 points at 18 items) no
 *   letter settles in 21 statements, so everyone answers the whole cap — 84 statements (+12, +17 %;
 *   breaks issue 24 §3's median ≤ 72) for no settled letter more (four settled 0.0 % either way) and
 *   whole-type agreement on retest +2.7 / +2.3 / +4.2 points in the models at reliability .80
 *   (normal 40.5 → 43.2 %, skewed 40.5 → 42.8 %, bimodal 57.8 → 62.0 %);
 * - early stops: they save 0.6 / 2.8 / 0.1 statements at reliability .80, but the prior assumes
 *   α = .80, and in normal-r70-sd1.8 settled letters flip on retest 7.1 % of the time with early
 *   stops alone, 6.2 % with follow-ups too (fixed test 3.1 %; target ≤ 5 %);
 * - and the first 150 results, the ones that end the prior, stay complete fixed-item answers (no
 *   selection for the psychometrics job to correct).
 * From 150 stored results (Feldt's upper limit of the SEM) a scale is adaptive. The e2e stack holds
 * a psychometrics document computed from 200 simulated stored results (e2e/global-setup.ts), so
 * e2e/follow-ups.spec.ts and e2e/free-test.spec.ts test the adaptive test in that regime.
 */
export const ADAPTIVE_UNDER_PRIOR = false;

/**
 * The shared follow-up budget of every adaptive regime (150 stored results and more; under the
 * prior the test is not adaptive, {@link ADAPTIVE_UNDER_PRIOR}): the follow-ups of the four scales
 * share one budget, the fixed statements that early stops have skipped so far (on any scale) plus
 * this many; once the scales have answered that many follow-ups, none of them gets another (stage
 * `budget-used`) — so with 0 nobody answers more than the 72 fixed statements, and the statements a
 * clearly settled letter saves go to the letters still open (in the order {@link FOLLOW_UP_ORDER},
 * each up to {@link FOLLOW_UP_CAP_PER_SCALE}). `null` switches the budget off (every letter up to
 * its cap).
 *
 * History and why (issue 24 §3, median statements ≤ 72 in every model at reliability .80):
 * - stop 27 budgeted the interval regime (150–499 stored: Feldt's cautious SEM settles fewer letters,
 *   so cap 2 alone gave medians of 74 / 75 / 75 there) and left the estimate regime unbudgeted with
 *   cap 2: median 71, p90 80 at 2,000 stored;
 * - stop 29's study and stop 30's (`node scripts/bench-retest.ts --adaptive --grid --study`,
 *   docs/tests-and-results.md "'Clearly above'") found the whole pool within a shared 72-statement
 *   budget in every regime the best design with the fixed items kept that holds every target; stop 30
 *   adopted it with the follow-ups by expected gain ({@link FOLLOW_UP_ORDER}). At 2,000 stored
 *   (normal / skewed / bimodal r .80; 5,000 people, seed 1; paired 95 % intervals against the fixed
 *   test): four settled letters 2.1 / 1.7 / 4.0 % (fixed 0.3 / 0.2 / 0.4, the rule before
 *   0.8 / 0.6 / 1.3), Δ +1.9 [+1.5, +2.2] / +1.5 [+1.2, +1.8] / +3.7 [+3.1, +4.2] points; whole-type
 *   agreement Δ +3.2 [+2.1, +4.4] / +3.0 [+1.8, +4.1] / +6.1 [+5.0, +7.2] (the rule before +2.0 /
 *   +1.9 / +2.9); median and p90 72 / 72 (before 71 / 80). The committed benchmark output
 *   (web/src/features/scoring/retest-benchmark.json) records it as `adaptiveRule.budget`.
 * Not adopted: a shorter fixed core (15 or 16 per scale, the rest of 72 adaptive by gain) reaches
 * +4.8 to +10.7 points of agreement but misses the band's coverage or the odds' calibration in
 * skewed-r80 (e.g. F15 with early stops from 10: odds 40–50 % observed 5.9 points above those shown).
 */
export const FOLLOW_UP_BUDGET: number | null = 0;

/**
 * How the follow-ups of the shared budget ({@link FOLLOW_UP_BUDGET}) are handed out among
 * the open letters:
 * - `turns`: fewest follow-ups so far first, ties in EI, SN, TF, JP order (every open letter's
 *   first follow-up before any second one);
 * - `gain`: the open letter whose next statement raises the chance that its letter is the right one
 *   the most, relative to that chance ({@link followUpGain}; ties in EI, SN, TF, JP order) — the
 *   greedy rule for the chance that all four letters are right, a product.
 * Without a shared budget the order changes when a follow-up is asked, not which ones.
 */
export type FollowUpOrder = 'turns' | 'gain';

/**
 * The engine's {@link FollowUpOrder}: `gain` (stop 30). Measured with
 * `node scripts/bench-retest.ts --adaptive --grid --study --people 5000 --stored 500,2000` (seed 1;
 * docs/tests-and-results.md "The gain order"), the whole pool within the shared 72-statement budget
 * at 2,000 stored, whole-type agreement on retest over the fixed test, paired 95 % intervals (points),
 * normal / skewed / bimodal r .80: in turns +2.4 [+1.4, +3.4] / +1.8 [+0.8, +2.9] / +3.7 [+2.7, +4.7];
 * by gain +3.2 [+2.1, +4.4] / +3.0 [+1.8, +4.1] / +6.1 [+5.0, +7.2] — the same statements, four
 * settled letters unchanged (2.1 / 1.7 / 4.0 %), flips 2.7 / 3.5 / 2.4 % (turns 2.8 / 3.6 / 2.8),
 * band coverage 92.4–92.9 % (claim 94.8 %), worst judged odds bin within 2.2 points. Stop 30's official
 * run (20,000 people) judged one bin more and found it off — normal-r80 at 2,000 stored, odds 40–50 %
 * observed +6.7 points (limit 5) — not because of the order or the follow-ups but the spikes of the
 * odds' deconvolved true-score distribution, smoothed since stop 31 (score-bands.ts
 * TRUE_SCORE_SMOOTHING; that model's worst bin now +1.4) — docs/tests-and-results.md, the official run.
 */
export const FOLLOW_UP_ORDER: FollowUpOrder = 'gain';

/**
 * The look-ahead of {@link followUpGain} in statements: the gain of this many more statements, per
 * statement. With one statement a letter whose score one answer cannot carry across 50 gains
 * nothing (a myopic look-ahead's blind spot: ties at 0 go in EI, SN, TF, JP order), so letters a
 * little further from the cut get a follow-up only when no letter nearer the cut is open. Kept at 1:
 * look-aheads of 4 and 8 statements gave the same figures within 0.1 point (the study of
 * {@link FOLLOW_UP_ORDER}).
 */
export const FOLLOW_UP_GAIN_HORIZON = 1;

/** Gauss–Legendre nodes and weights on [−1, 1], 10 points (Abramowitz & Stegun 25.4.30). */
const GAUSS_LEGENDRE_10: readonly (readonly [number, number])[] = [
  [0.1488743389816312, 0.2955242247147529],
  [0.4333953941292472, 0.2692667193099963],
  [0.6794095682990244, 0.219086362515982],
  [0.8650633666889845, 0.1494513491505806],
  [0.9739065285171717, 0.0666713443086881],
].flatMap(([x, w]) => [
  [x!, w!],
  [-x!, w!],
]);

/**
 * Φ₂(h, k; ρ) = P(X ≤ h, Y ≤ k) of a standard bivariate normal with correlation ρ, by Plackett's
 * identity Φ₂ = Φ(h)Φ(k) + ∫₀^ρ φ₂(h, k; r) dr (Plackett 1954, Biometrika 41) with a 10-point
 * Gauss–Legendre rule — accurate to about 1e-9 for |ρ| ≤ 0.7, the range {@link followUpGain} uses
 * (ρ² = α/(α + k) ≤ 0.5 from k = 1 item).
 */
export function bivariateNormal(h: number, k: number, rho: number): number {
  let integral = 0;
  for (const [x, w] of GAUSS_LEGENDRE_10) {
    const r = (rho * (x + 1)) / 2;
    const q = 1 - r * r;
    integral += (w * Math.exp(-(h * h - 2 * r * h * k + k * k) / (2 * q))) / Math.sqrt(q);
  }
  return normalDistribution(h) * normalDistribution(k) + (rho / 2) * (integral / (2 * Math.PI));
}

/**
 * What one more follow-up statement is expected to buy a letter (the order `gain`,
 * {@link FOLLOW_UP_ORDER}): ln(P₁ / P₀), where P₀ is the chance that the letter the score `percentage`
 * shows now is the side of the person's true score, and P₁ the same chance for the letter shown
 * after one more statement, averaged over that statement's answer — the expected value of sample
 * information of a one-step look-ahead (Raiffa & Schlaifer 1961, preposterior analysis; the
 * greedy form of maximum-information item selection in adaptive testing, van der Linden & Glas
 * 2010, ch. 1). Classical test theory's normal model: the true score given the score is
 * N(μ + α(p − μ), α·SEM²) (Kelley; Lord & Novick 1968, §3.7); the next statement's score is the
 * true score plus an error of variance k·SEM² (k items of equal error: SEM² = σ²ₑ/k), and the mean
 * of j of them an error of variance k·SEM²/j; the new score is (k·p + j·x̄)/(k + j). The value is per
 * statement, ln(P_j / P₀)/j, for a look-ahead of j = `horizon` statements. Largest for letters near
 * the cut that are still imprecise, near 0 for a letter far from it.
 * @param percentage - the letter's score now, 0 … 100 (share of the first pole; 50 counts as the second pole)
 * @param precision - the scale's precision at k items: `reliability` α, `sem` in points, optional `mean` μ (default 50)
 * @param itemCount - k, the items answered on the scale (integer ≥ 1)
 * @param horizon - j, the statements looked ahead (≥ 1; default {@link FOLLOW_UP_GAIN_HORIZON})
 * @returns the log ratio per statement (≥ about 0 when the score and its regressed value lie on the same side); 0 without a usable precision
 */
export function followUpGain(
  percentage: number,
  precision: Pick<ScalePrecision, 'reliability' | 'sem' | 'mean'>,
  itemCount: number,
  horizon = FOLLOW_UP_GAIN_HORIZON,
): number {
  const alpha = Math.min(1, Math.max(0, precision.reliability));
  const sem = precision.sem;
  if (!(alpha > 0) || !(sem > 0) || !(itemCount >= 1) || !(horizon >= 1)) return 0;
  const mean = precision.mean ?? 50;
  const posterior = mean + alpha * (percentage - mean);
  const posteriorSd = Math.sqrt(alpha) * sem;
  const h = (posterior - 50) / posteriorSd;
  const now = normalDistribution(percentage > 50 ? h : -h);
  // the mean of `horizon` more statements: the true score plus an error of variance k·SEM²/horizon
  const newError = sem * Math.sqrt(itemCount / horizon);
  const next = (itemCount * percentage + horizon * posterior) / (itemCount + horizon) - 50;
  const spread = (horizon * Math.hypot(posteriorSd, newError)) / (itemCount + horizon);
  const rho = posteriorSd / Math.hypot(posteriorSd, newError);
  const after = bivariateNormal(h, next / spread, rho) + bivariateNormal(-h, -next / spread, rho);
  return now > 0 ? Math.log(after / now) / horizon : 0;
}

/** The follow-up pool of each dichotomy, in the order its items are asked. */
export type FollowUpPools = Readonly<Record<DichotomyKey, readonly FreeTestItem[]>>;

/** Options of the adaptive rule; every field has the documented default. */
export interface AdaptiveOptions {
  /** The precision of a scale by key and answered item count (default: the prior, {@link priorPrecision}). */
  precisionOf?: (key: DichotomyKey, itemCount: number) => ScalePrecision;
  /** Half-width of the band in SEMs (default {@link BAND_WIDTH_SEM}). */
  width?: number;
  /** Follow-ups per scale at most (default {@link FOLLOW_UP_CAP_PER_SCALE}). */
  cap?: number;
  /** Early stop of the fixed items (default {@link EARLY_STOP}; null: never). */
  earlyStop?: EarlyStopRule | null;
  /** Futility stop in SEMs (default {@link FOLLOW_UP_REACH_SEM}; null: never). */
  reach?: number | null;
  /** Early stops and follow-ups while the scale's precision is the prior (default {@link ADAPTIVE_UNDER_PRIOR}). */
  adaptiveUnderPrior?: boolean;
  /** Follow-ups beyond the statements early stops saved, shared by the adaptive scales (default {@link FOLLOW_UP_BUDGET}; null: no shared budget). */
  budget?: number | null;
  /** Studies of the rule before stop 30 only: the budget binds the interval regime (150–499 stored) alone (default false: every adaptive regime). */
  budgetIntervalOnly?: boolean;
  /** Which open letter gets the next follow-up (default {@link FOLLOW_UP_ORDER}). */
  order?: FollowUpOrder;
  /** The look-ahead of the order `gain` in statements (default {@link FOLLOW_UP_GAIN_HORIZON}). */
  gainHorizon?: number;
}

/**
 * Where a scale stands:
 * - `fixed`: fixed items of the scale are still to come;
 * - `stopped-early`: clearly settled before its last fixed item; the rest were skipped;
 * - `settled`: the band clears 50, no (more) follow-ups needed;
 * - `following-up`: the band includes 50 and the pool and cap allow another follow-up;
 * - `pool-used`: the band includes 50 but the pool has no unanswered item left;
 * - `cap-reached`: the band includes 50 but the scale had its cap of follow-ups ({@link FOLLOW_UP_CAP_PER_SCALE};
 *   0 while its precision is the prior, {@link ADAPTIVE_UNDER_PRIOR});
 * - `out-of-reach`: the band includes 50 and the letter could not settle with the follow-ups left
 *   ({@link FOLLOW_UP_REACH_SEM});
 * - `budget-used`: the band includes 50, cap and pool would allow another follow-up, but the scale is
 *   adaptive and the follow-ups have spent the statements early stops saved ({@link FOLLOW_UP_BUDGET}).
 */
export type ScaleStage =
  'fixed' | 'stopped-early' | 'settled' | 'following-up' | 'pool-used' | 'cap-reached' | 'out-of-reach' | 'budget-used';

/** One scale's progress, see {@link adaptiveProgress}. */
export interface ScaleProgress {
  key: DichotomyKey;
  stage: ScaleStage;
  /** Share of the first pole over every answered item of the scale (fixed and follow-up), 0 … 100, one decimal; 50 with none. */
  percentage: number;
  /** Items of the scale answered, fixed and follow-up. */
  answered: number;
  /** Fixed items of the scale answered. */
  fixedAnswered: number;
  /** Fixed items of the scale skipped by the early stop (0 unless `stopped-early`). */
  fixedSkipped: number;
  /** Follow-up items of the scale answered. */
  followUpsAnswered: number;
  /** The SEM used, in points (from `precisionOf` at `answered` items). */
  sem: number;
  /** True when the band clears 50 (for `stopped-early`: at the stricter early-stop width). */
  settled: boolean;
  /** Follow-ups this scale may get at most: the cap, or 0 while its precision is the prior ({@link ADAPTIVE_UNDER_PRIOR}: no early stop then either). */
  cap: number;
  /** True when its follow-ups draw on the shared budget ({@link FOLLOW_UP_BUDGET}). */
  budgeted: boolean;
}

/** The next thing to ask, see {@link nextAdaptiveStep}. */
export type AdaptiveStep =
  { phase: 'fixed'; item: FreeTestItem } | { phase: 'follow-up'; item: FreeTestItem; key: DichotomyKey } | { phase: 'done' };

/** Sum of item points and count over the answered items of `items` (SPEC §9 map, reverse keys applied). */
function tally(items: readonly FreeTestItem[], answers: Readonly<Record<string, number | undefined>>): { raw: number; count: number } {
  let raw = 0;
  let count = 0;
  for (const item of items) {
    const value = Object.hasOwn(answers, item.id) ? answers[item.id] : undefined;
    if (value === undefined) continue;
    if (!isLikertValue(value)) throw new RangeError(`Answer to ${item.id} must be an integer from -2 to 2, got ${String(value)}`);
    raw += scoreLikertAnswer(value, item.reverse);
    count += 1;
  }
  return { raw, count };
}

/** The percentage of `scoreScale`/`aggregateItemScores`: raw / (4·count) × 100, one decimal; 50 with no item. */
function percentageOf(raw: number, count: number): number {
  return count === 0 ? 50 : Math.min(100, Math.max(0, Math.round((raw / (4 * count)) * 1000) / 10));
}

/**
 * Where each scale stands after `answers` (see {@link ScaleStage}), in EI, SN, TF, JP order.
 * @param fixed - the fixed items, in the order they are asked (items of the four scales interleaved)
 * @param pools - the follow-up pool per scale, in the order its items are asked
 * @param answers - raw answers −2 … 2 by item id (fixed and follow-up); unknown ids are ignored
 * @param options - see {@link AdaptiveOptions}
 * @returns one {@link ScaleProgress} per dichotomy
 * @throws RangeError when an answer to a known item is not an integer in −2 … 2
 */
export function adaptiveProgress(
  fixed: readonly FreeTestItem[],
  pools: FollowUpPools,
  answers: Readonly<Record<string, number | undefined>>,
  options: AdaptiveOptions = {},
): ScaleProgress[] {
  const rule = resolveOptions(options);
  return withinBudget(
    DICHOTOMIES.map(({ key }): ScaleProgress => {
      const fixedItems = fixed.filter((item) => item.key === key);
      const pool = pools[key] ?? [];
      return scaleProgress(key, fixedItems.length, pool.length, tally(fixedItems, answers), tally(pool, answers), rule);
    }),
    rule,
  );
}

/**
 * What is left of the shared follow-up budget ({@link FOLLOW_UP_BUDGET}): the fixed statements
 * skipped by early stops (all four scales) plus the rule's extra, minus the follow-ups answered on
 * budgeted scales; Infinity without a budget. May be negative for
 * answers that are not on a path (adaptiveProgress takes any answers).
 * @param progress - the four scales' progress (adaptiveProgress)
 * @param extra - the rule's `budget` (null: no budget)
 */
function budgetLeft(progress: readonly ScaleProgress[], extra: number | null): number {
  if (extra === null) return Infinity;
  let left = extra;
  for (const scale of progress) left += scale.fixedSkipped - (scale.budgeted ? scale.followUpsAnswered : 0);
  return left;
}

/** The four scales' progress with the shared budget applied: budgeted scales that would follow up get `budget-used` once it is spent. */
function withinBudget(progress: ScaleProgress[], rule: ResolvedRule): ScaleProgress[] {
  if (budgetLeft(progress, rule.budget) > 0) return progress;
  return progress.map((scale) => (scale.budgeted && scale.stage === 'following-up' ? { ...scale, stage: 'budget-used' } : scale));
}

/** {@link AdaptiveOptions} with every default filled in. */
interface ResolvedRule {
  precisionOf: (key: DichotomyKey, itemCount: number) => ScalePrecision;
  width: number;
  cap: number;
  earlyStop: EarlyStopRule | null;
  reach: number | null;
  adaptiveUnderPrior: boolean;
  budget: number | null;
  budgetIntervalOnly: boolean;
  order: FollowUpOrder;
  gainHorizon: number;
  /** The precision source of a scale at its fixed length (memoised: the interval regime's Feldt limit is costly). */
  regimeOf: (key: DichotomyKey, fixedCount: number) => ScalePrecision['source'];
}

function resolveOptions(options: AdaptiveOptions): ResolvedRule {
  const precisionOf = options.precisionOf ?? ((_key: DichotomyKey, itemCount: number) => priorPrecision(itemCount));
  const regimes = new Map<string, ScalePrecision['source']>();
  return {
    regimeOf: (key, fixedCount) => {
      const id = `${key}:${fixedCount}`;
      let source = regimes.get(id);
      if (source === undefined) regimes.set(id, (source = precisionOf(key, Math.max(1, fixedCount)).source));
      return source;
    },
    precisionOf,
    width: options.width ?? BAND_WIDTH_SEM,
    cap: options.cap ?? FOLLOW_UP_CAP_PER_SCALE,
    earlyStop: options.earlyStop === undefined ? EARLY_STOP : options.earlyStop,
    reach: options.reach === undefined ? FOLLOW_UP_REACH_SEM : options.reach,
    adaptiveUnderPrior: options.adaptiveUnderPrior ?? ADAPTIVE_UNDER_PRIOR,
    budget: options.budget === undefined ? FOLLOW_UP_BUDGET : options.budget,
    budgetIntervalOnly: options.budgetIntervalOnly ?? false,
    order: options.order ?? FOLLOW_UP_ORDER,
    gainHorizon: options.gainHorizon ?? FOLLOW_UP_GAIN_HORIZON,
  };
}

/** One scale's {@link ScaleProgress} from its tallies: the whole stopping rule in one place. */
function scaleProgress(
  key: DichotomyKey,
  fixedCount: number,
  poolLength: number,
  fixedTally: { raw: number; count: number },
  poolTally: { raw: number; count: number },
  rule: ResolvedRule,
): ScaleProgress {
  const { precisionOf, width, reach } = rule;
  const answered = fixedTally.count + poolTally.count;
  const percentage = percentageOf(fixedTally.raw + poolTally.raw, answered);
  const precision = precisionOf(key, Math.max(1, answered));
  const sem = answered > 0 ? precision.sem : Infinity;
  // the regime of the stored statistics, judged at the length they describe (the fixed items)
  const regime = rule.regimeOf(key, fixedCount);
  const adaptive = rule.adaptiveUnderPrior || regime !== 'prior';
  const cap = adaptive ? rule.cap : 0;
  const earlyStop = adaptive ? rule.earlyStop : null;
  const base = {
    key,
    percentage,
    answered,
    fixedAnswered: fixedTally.count,
    followUpsAnswered: poolTally.count,
    sem: precision.sem,
    cap,
    budgeted: rule.budget !== null && adaptive && (!rule.budgetIntervalOnly || regime === 'interval'),
  };
  const fixedLeft = fixedCount - fixedTally.count;
  if (fixedLeft > 0) {
    // never narrower than the band: a letter stopped early must show as settled
    if (
      earlyStop &&
      poolTally.count === 0 &&
      fixedTally.count >= earlyStop.minItems &&
      isSettled(percentage, sem, Math.max(width, earlyStop.widthSem)) &&
      (earlyStop.flipChance === undefined ||
        earlyStopFlipChance(percentage, precision, precisionOf(key, Math.max(1, fixedCount)).sem) <= earlyStop.flipChance)
    ) {
      return { ...base, stage: 'stopped-early', fixedSkipped: fixedLeft, settled: true };
    }
    return { ...base, stage: 'fixed', fixedSkipped: 0, settled: answered > 0 && isSettled(percentage, sem, width) };
  }
  if (answered > 0 && isSettled(percentage, sem, width)) return { ...base, stage: 'settled', fixedSkipped: 0, settled: true };
  const left = Math.min(cap - poolTally.count, poolLength - poolTally.count);
  const stage: ScaleStage =
    poolTally.count >= cap
      ? 'cap-reached'
      : left <= 0
        ? 'pool-used'
        : reach !== null && !(Math.abs(percentage - 50) + reach * sem > width * precisionOf(key, answered + left).sem)
          ? 'out-of-reach'
          : 'following-up';
  return { ...base, stage, fixedSkipped: 0, settled: false };
}

/**
 * The open scale (stage `following-up`) whose follow-up comes next under the rule's
 * {@link FollowUpOrder}: `turns` — fewest follow-ups so far; `gain` — the largest
 * {@link followUpGain} at its answered length; ties in EI, SN, TF, JP order.
 * @returns the scale, or undefined when none is open
 */
function nextFollowUpScale(progress: readonly ScaleProgress[], rule: ResolvedRule): ScaleProgress | undefined {
  let chosen: ScaleProgress | undefined;
  let best = -Infinity;
  for (const scale of progress) {
    if (scale.stage !== 'following-up') continue;
    if (rule.order === 'gain') {
      const gain = followUpGain(scale.percentage, rule.precisionOf(scale.key, scale.answered), scale.answered, rule.gainHorizon);
      if (gain > best) [chosen, best] = [scale, gain];
    } else if (!chosen || scale.followUpsAnswered < chosen.followUpsAnswered) chosen = scale;
  }
  return chosen;
}

/**
 * The next statement to ask, or `done`: the first unanswered fixed item whose scale was not
 * stopped early; once none is left, a follow-up from the pool of an open scale (stage
 * `following-up`, chosen by the rule's {@link FollowUpOrder}; the pool's first unanswered item). Deterministic: the same answers give the same step.
 * @param fixed - the fixed items, in the order they are asked
 * @param pools - the follow-up pool per scale, in the order its items are asked
 * @param answers - raw answers −2 … 2 by item id
 * @param options - see {@link AdaptiveOptions}
 * @returns {@link AdaptiveStep}
 * @throws RangeError when an answer to a known item is not an integer in −2 … 2
 */
export function nextAdaptiveStep(
  fixed: readonly FreeTestItem[],
  pools: FollowUpPools,
  answers: Readonly<Record<string, number | undefined>>,
  options: AdaptiveOptions = {},
): AdaptiveStep {
  const progress = adaptiveProgress(fixed, pools, answers, options);
  const stopped = new Set(progress.filter((scale) => scale.stage === 'stopped-early').map((scale) => scale.key));
  const nextFixed = fixed.find((item) => !stopped.has(item.key) && (!Object.hasOwn(answers, item.id) || answers[item.id] === undefined));
  if (nextFixed) return { phase: 'fixed', item: nextFixed };
  const chosen = nextFollowUpScale(progress, resolveOptions(options));
  if (!chosen) return { phase: 'done' };
  const item = (pools[chosen.key] ?? []).find((candidate) => !Object.hasOwn(answers, candidate.id) || answers[candidate.id] === undefined);
  return item ? { phase: 'follow-up', item, key: chosen.key } : { phase: 'done' };
}

/**
 * The pools in a seeded order, so that every pool item gets answers (the cap asks only the first
 * few): each pool is rotated by an even offset — pairs of a keyed and a reverse-keyed statement stay
 * together, so each person's first follow-ups stay balanced — that depends on the seed and the
 * scale. Same seed, same order (a reload with the same seed resumes with the same statements).
 * @param pools - the pools in authored order (authored alternately keyed / reverse-keyed)
 * @param seed - an integer ≥ 0, e.g. derived from the session id
 * @returns the rotated pools
 * @throws RangeError when the seed is not an integer ≥ 0
 */
export function rotatedPools(pools: FollowUpPools, seed: number): FollowUpPools {
  if (!Number.isSafeInteger(seed) || seed < 0) throw new RangeError(`Seed must be an integer ≥ 0, got ${String(seed)}`);
  const rotate = (pool: readonly FreeTestItem[], index: number): readonly FreeTestItem[] => {
    const pairs = Math.floor(pool.length / 2);
    if (pairs === 0) return pool;
    const offset = 2 * ((seed + 7 * index) % pairs);
    return [...pool.slice(offset), ...pool.slice(0, offset)];
  };
  return { EI: rotate(pools.EI, 0), SN: rotate(pools.SN, 1), TF: rotate(pools.TF, 2), JP: rotate(pools.JP, 3) };
}

/** The statements a visitor's answers lead through, see {@link adaptivePath}. */
export interface AdaptivePath {
  /** The answered statements on the path, in the order they were asked. */
  asked: FreeTestItem[];
  /** What comes after them: the next statement, or `done`. */
  next: AdaptiveStep;
  /** The answers that lie on the path (answers to statements the path no longer reaches are dropped). */
  answers: Record<string, number>;
}

/**
 * Replays {@link nextAdaptiveStep} from no answers, taking each asked statement's answer from
 * `answers`, until a statement is unanswered or the test is done. Because the rule is stateless,
 * this is the whole question order of a (possibly resumed or revised) test: going back and
 * changing an answer may change which statements follow, and answers to statements the new path
 * no longer reaches are left out of `answers` (they would otherwise count in a scale they no longer
 * belong to). Pure and deterministic.
 * @param fixed - the fixed items, in the order they are asked
 * @param pools - the follow-up pool per scale (e.g. {@link rotatedPools}), in the order asked
 * @param answers - raw answers −2 … 2 by item id
 * @param options - see {@link AdaptiveOptions}
 * @returns {@link AdaptivePath}
 * @throws RangeError when an answer on the path is not an integer in −2 … 2
 */
export function adaptivePath(
  fixed: readonly FreeTestItem[],
  pools: FollowUpPools,
  answers: Readonly<Record<string, number | undefined>>,
  options: AdaptiveOptions = {},
): AdaptivePath {
  // The replay of nextAdaptiveStep, kept incremental (tallies per scale, a cursor in the fixed
  // items, a prefix of each pool): O(statements) instead of O(statements²), since the runner
  // computes the path on every answer (adaptive.test.ts checks it against nextAdaptiveStep).
  const rule = resolveOptions(options);
  const onPath: Record<string, number> = {};
  const asked: FreeTestItem[] = [];
  const fixedCount = new Map<DichotomyKey, number>(DICHOTOMIES.map(({ key }) => [key, fixed.filter((item) => item.key === key).length]));
  const tallies = new Map<DichotomyKey, { fixed: { raw: number; count: number }; pool: { raw: number; count: number } }>(
    DICHOTOMIES.map(({ key }) => [key, { fixed: { raw: 0, count: 0 }, pool: { raw: 0, count: 0 } }]),
  );
  const stageOf = (key: DichotomyKey): ScaleProgress => {
    const t = tallies.get(key)!;
    return scaleProgress(key, fixedCount.get(key)!, pools[key]?.length ?? 0, t.fixed, t.pool, rule);
  };
  let cursor = 0;
  for (;;) {
    const progress = withinBudget(
      DICHOTOMIES.map(({ key }) => stageOf(key)),
      rule,
    );
    const stopped = new Set(progress.filter((scale) => scale.stage === 'stopped-early').map((scale) => scale.key));
    while (cursor < fixed.length && stopped.has(fixed[cursor]!.key)) cursor += 1;
    let next: AdaptiveStep;
    if (cursor < fixed.length) next = { phase: 'fixed', item: fixed[cursor]! };
    else {
      const chosen = nextFollowUpScale(progress, rule);
      const item = chosen ? pools[chosen.key]?.[chosen.followUpsAnswered] : undefined;
      next = chosen && item ? { phase: 'follow-up', item, key: chosen.key } : { phase: 'done' };
    }
    if (next.phase === 'done') return { asked, next, answers: onPath };
    const value = Object.hasOwn(answers, next.item.id) ? answers[next.item.id] : undefined;
    if (value === undefined) return { asked, next, answers: onPath };
    if (!isLikertValue(value)) throw new RangeError(`Answer to ${next.item.id} must be an integer from -2 to 2, got ${String(value)}`);
    onPath[next.item.id] = value;
    asked.push(next.item);
    const t = tallies.get(next.phase === 'follow-up' ? next.key : next.item.key)!;
    const into = next.phase === 'fixed' ? t.fixed : t.pool;
    into.raw += scoreLikertAnswer(value, next.item.reverse);
    into.count += 1;
    if (next.phase === 'fixed') cursor += 1;
  }
}

/** How far a visitor is and how much may still come, see {@link adaptiveOutlook}. */
export interface AdaptiveOutlook {
  /** Statements answered on the path. */
  answered: number;
  /** Fixed statements planned in all: every fixed item except those skipped by an early stop. */
  fixedPlanned: number;
  /** The most statements still to come: fixed ones left, plus the follow-ups each letter that is not settled now could still get. */
  mostLeft: number;
  /** The scale whose follow-up is asked next, or null in the fixed phase and when done. */
  followUp: DichotomyKey | null;
  /** The path itself ({@link adaptivePath}), so a caller needing both computes it once. */
  path: AdaptivePath;
}

/**
 * The progress a visitor can be shown honestly (issue 24 §3): the fixed statements planned, and an
 * upper bound of what may still come — the fixed items left plus, for each letter that is not
 * settled at this point, the follow-ups its cap and pool still allow (for the letters in the
 * budgeted letters together at most what is left of their shared budget, {@link FOLLOW_UP_BUDGET}). The bound only shrinks as letters settle, except when a new
 * answer unsettles a letter again.
 * @param fixed - the fixed items, in the order they are asked
 * @param pools - the follow-up pool per scale, in the order asked
 * @param answers - raw answers −2 … 2 by item id (only those on the path count)
 * @param options - see {@link AdaptiveOptions}
 * @returns {@link AdaptiveOutlook}
 * @throws RangeError when an answer on the path is not an integer in −2 … 2
 */
export function adaptiveOutlook(
  fixed: readonly FreeTestItem[],
  pools: FollowUpPools,
  answers: Readonly<Record<string, number | undefined>>,
  options: AdaptiveOptions = {},
): AdaptiveOutlook {
  const path = adaptivePath(fixed, pools, answers, options);
  const progress = adaptiveProgress(fixed, pools, path.answers, options);
  let fixedPlanned = 0;
  let mostLeft = 0;
  let budgetedRoom = 0;
  for (const scale of progress) {
    const fixedCount = fixed.filter((item) => item.key === scale.key).length;
    fixedPlanned += fixedCount - scale.fixedSkipped;
    if (scale.stage === 'fixed') mostLeft += fixedCount - scale.fixedAnswered;
    const open = scale.stage === 'fixed' ? !scale.settled : scale.stage === 'following-up';
    const room = open
      ? Math.max(0, Math.min(scale.cap - scale.followUpsAnswered, (pools[scale.key]?.length ?? 0) - scale.followUpsAnswered))
      : 0;
    if (scale.budgeted) budgetedRoom += room;
    else mostLeft += room;
  }
  // the budgeted follow-ups fit in what is left of the shared budget; a later early stop
  // skips as many fixed statements as it adds to the budget, so this stays an upper bound
  mostLeft += Math.min(budgetedRoom, Math.max(0, budgetLeft(progress, resolveOptions(options).budget)));
  return {
    answered: path.asked.length,
    fixedPlanned,
    mostLeft: path.next.phase === 'done' ? 0 : mostLeft,
    followUp: path.next.phase === 'follow-up' ? path.next.key : null,
    path,
  };
}
