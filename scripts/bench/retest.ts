/**
 * Retest simulation of the free test (scripts/bench-retest.ts, and its guard test): simulated
 * people with a continuous, unimodal (normal) trait per scale answer the real item bank twice,
 * independently; item noise is calibrated so the scales' Cronbach's α is about .80. It measures how
 * often letters the site shows as settled (band clears 50, score-bands.ts) flip on the retest.
 *
 * Response model: for a person with trait θ (standard normal, mean `mean`) and an item keyed to the
 * first pole (s = +1; reverse-keyed s = −1) with intercept b, the latent response is
 * y = λ·s·θ + b + ε, ε ~ N(0, 1), cut into the five Likert answers −2 … 2 at ±0.5 and ±1.5 SD of y.
 * λ (the loading) sets the reliability and is found by bisection.
 */
import { readFileSync } from 'node:fs';
import {
  analyseFreeTest,
  BAND_WIDTH_SEM,
  bandDichotomies,
  DICHOTOMIES,
  precisionFor,
  scoreFreeTest,
  type DichotomyKey,
  type FreeTestItem,
  type ScalePrecision,
} from '../../schemas/src/engine/index.ts';

/** The free test's item bank as the seed holds it (studio/seed/source/free-test.json). */
export function loadFreeTestItems(url = new URL('../../studio/seed/source/free-test.json', import.meta.url)): FreeTestItem[] {
  const bank = JSON.parse(readFileSync(url, 'utf8')) as { items: { id: string; scale: DichotomyKey; reverse: boolean }[] };
  return bank.items.map((item) => ({ id: item.id, key: item.scale, reverse: item.reverse }));
}

/** mulberry32: small deterministic PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box–Muller) from a uniform source. */
export function normal(random: () => number): number {
  const u = Math.max(random(), Number.MIN_VALUE);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** One simulated person: a trait value per scale. */
export type Person = Record<DichotomyKey, number>;

/** Simulation set-up: the item bank, the loading λ, fixed item intercepts. */
export interface Model {
  items: readonly FreeTestItem[];
  loading: number;
  intercepts: ReadonlyMap<string, number>;
}

/** A model with item intercepts ~ N(0, 0.15²) drawn once from `seed`. */
export function makeModel(items: readonly FreeTestItem[], loading: number, seed = 7): Model {
  const random = mulberry32(seed);
  return { items, loading, intercepts: new Map(items.map((item) => [item.id, 0.15 * normal(random)])) };
}

/** Draws people with normal traits; `mean` shifts every scale's trait (0 = centred on the cut). */
export function drawPeople(count: number, random: () => number, mean = 0): Person[] {
  return Array.from({ length: count }, () => ({ EI: mean + normal(random), SN: mean + normal(random), TF: mean + normal(random), JP: mean + normal(random) }));
}

/** One administration: the person's raw answers −2 … 2 by item id, with fresh item noise. */
export function answer(model: Model, person: Person, random: () => number): Record<string, number> {
  const sdY = Math.sqrt(model.loading ** 2 + 1);
  const answers: Record<string, number> = {};
  for (const item of model.items) {
    const sign = item.reverse ? -1 : 1;
    const y = (model.loading * sign * person[item.key] + (model.intercepts.get(item.id) ?? 0) + normal(random)) / sdY;
    answers[item.id] = y < -1.5 ? -2 : y < -0.5 ? -1 : y < 0.5 ? 0 : y < 1.5 ? 1 : 2;
  }
  return answers;
}

/** Mean Cronbach's α of the four scales for a loading, from `count` simulated people. */
export function meanAlpha(items: readonly FreeTestItem[], loading: number, count: number, seed: number): number {
  const model = makeModel(items, loading);
  const random = mulberry32(seed);
  const answers = drawPeople(count, random).map((person) => answer(model, person, random));
  const stats = analyseFreeTest(items, answers);
  return DICHOTOMIES.reduce((sum, d) => sum + (stats[d.key].alpha ?? 0), 0) / DICHOTOMIES.length;
}

/** The loading that gives a mean α of `target` (bisection on 0.05 … 3). */
export function calibrateLoading(items: readonly FreeTestItem[], target = 0.8, count = 3000, seed = 11): number {
  let low = 0.05;
  let high = 3;
  for (let step = 0; step < 24; step += 1) {
    const middle = (low + high) / 2;
    if (meanAlpha(items, middle, count, seed) < target) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** Figures of one retest run. */
export interface RetestFigures {
  people: number;
  /** Share of letters shown as settled at the first test. */
  settledLetterShare: number;
  /** Of the letters shown as settled at the first test, the share that differ at the retest. */
  settledFlipRate: number;
  /** Share of people shown a settled four-letter type (all four settled). */
  settledTypeShare: number;
  /** Share of people whose whole four-letter type is the same on the retest. */
  typeAgreement: number;
  /** Of the people shown a settled type, the share with the same type on the retest. */
  settledTypeAgreement: number;
  /** Share of people with at least one letter different on the retest. */
  anyLetterChanged: number;
  /** For comparison: flip rate of letters outside the former fixed ±5-point zone. */
  oldMarginFlipRate: number;
  /** For comparison: flip rate of letters whose ±1 SEM band clears 50. */
  oneSemFlipRate: number;
}

/**
 * Simulates `count` people taking the test twice and bands the first result with `precision`.
 * @param precision - the scoring's precision per scale (estimate or prior)
 * @param mean - the traits' mean (0 = centred on the cut, the worst case)
 * @param width - the band's half-width in SEMs (default: the scoring's {@link BAND_WIDTH_SEM})
 */
export function simulateRetest(
  model: Model,
  precision: Readonly<Record<DichotomyKey, ScalePrecision>>,
  count: number,
  seed: number,
  mean = 0,
  width = BAND_WIDTH_SEM,
): RetestFigures {
  const random = mulberry32(seed);
  const people = drawPeople(count, random, mean);
  const precisionOf = (key: DichotomyKey) => precision[key];
  let settled = 0;
  let settledFlips = 0;
  let settledTypes = 0;
  let sameType = 0;
  let settledSameType = 0;
  let anyChanged = 0;
  let oldMargin = 0;
  let oldMarginFlips = 0;
  let oneSem = 0;
  let oneSemFlips = 0;
  for (const person of people) {
    const first = scoreFreeTest(model.items, answer(model, person, random));
    const second = scoreFreeTest(model.items, answer(model, person, random));
    const banded = bandDichotomies(first.dichotomies, precisionOf);
    let allSettled = true;
    banded.forEach((d, i) => {
      const flipped = second.dichotomies[i]!.dominant !== d.dominant;
      if (Math.abs(d.percentage - 50) > width * d.sem) {
        settled += 1;
        if (flipped) settledFlips += 1;
      } else allSettled = false;
      if (Math.abs(d.percentage - 50) > 5) {
        oldMargin += 1;
        if (flipped) oldMarginFlips += 1;
      }
      if (Math.abs(d.percentage - 50) > d.sem) {
        oneSem += 1;
        if (flipped) oneSemFlips += 1;
      }
    });
    const same = first.type === second.type;
    if (same) sameType += 1;
    else anyChanged += 1;
    if (allSettled) {
      settledTypes += 1;
      if (same) settledSameType += 1;
    }
  }
  const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
  return {
    people: count,
    settledLetterShare: ratio(settled, 4 * count),
    settledFlipRate: ratio(settledFlips, settled),
    settledTypeShare: ratio(settledTypes, count),
    typeAgreement: ratio(sameType, count),
    settledTypeAgreement: ratio(settledSameType, settledTypes),
    anyLetterChanged: ratio(anyChanged, count),
    oldMarginFlipRate: ratio(oldMarginFlips, oldMargin),
    oneSemFlipRate: ratio(oneSemFlips, oneSem),
  };
}

/**
 * The psychometrics job's view of a simulated sample: per-scale statistics from `count` stored
 * results, turned into the precision the scoring would use.
 */
export function estimatePrecision(model: Model, count: number, seed: number, mean = 0): Record<DichotomyKey, ScalePrecision> {
  const random = mulberry32(seed);
  const answers = drawPeople(count, random, mean).map((person) => answer(model, person, random));
  const stats = analyseFreeTest(model.items, answers);
  return Object.fromEntries(DICHOTOMIES.map((d) => [d.key, precisionFor(stats[d.key].itemCount, stats[d.key])])) as Record<DichotomyKey, ScalePrecision>;
}

/**
 * The clear-type recovery check of the item bank (guarded by ./retest.test.ts): respondents with a
 * clear target type who agree (1 or 2) with items keyed to their letters and disagree otherwise,
 * 20 % of answers replaced at random. @returns the share whose type is recovered
 */
export function clearTypeRecovery(items: readonly FreeTestItem[], respondents = 1000, seed = 20_250_131): number {
  const random = mulberry32(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  let recovered = 0;
  for (let r = 0; r < respondents; r += 1) {
    const target = DICHOTOMIES.map((d) => (random() < 0.5 ? d.first : d.second)).join('');
    const answers: Record<string, number> = {};
    for (const item of items) {
      const index = DICHOTOMIES.findIndex((d) => d.key === item.key);
      const d = DICHOTOMIES[index]!;
      const keyedPole = item.reverse ? d.second : d.first;
      let value = keyedPole === target[index] ? pick([1, 2]) : pick([-1, -2]);
      if (random() < 0.2) value = pick([-2, -1, 0, 1, 2]);
      answers[item.id] = value;
    }
    if (scoreFreeTest(items, answers).type === target) recovered += 1;
  }
  return recovered / respondents;
}
