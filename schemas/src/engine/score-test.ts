/**
 * Scoring of a generic test definition into scale results. Built on scoring.ts: the 5-point map
 * (`scoreLikertAnswer`), the shared aggregator (`aggregateItemScores`) and `levelFor`. Pure
 * functions only, relative imports only.
 *
 * Rules implemented:
 * - SPEC §9 "Scoring map for a 5-point scale: 2→4, 1→3, 0→2, -1→1, -2→0, or reversed."
 * - SPEC §9 "Level labels: default thresholds [30,60] give low, medium, high; more ranges add
 *   extremelyLow and extremelyHigh."
 */
import { isAnswerObject, ownValue } from './answers';
import { initialEnabled } from './engine';
import {
  DEFAULT_LEVEL_THRESHOLDS,
  LIKERT_MAX_ITEM_SCORE,
  aggregateItemScores,
  isLikertValue,
  levelFor,
  scoreLikertAnswer,
  type ItemScore,
  type LevelLabel,
} from './scoring';
import type { AnswerValue, Answers, ScaleItemRef, TestDefinition, TestQuestion } from './types';

/** One scale of a {@link TestScore}: points, percentage and SPEC §9 level with its text. */
export interface ScaleResult {
  /** The scale's id. */
  id: string;
  /** The scale's title. */
  title: string;
  /** Σ item scores of the answered items, in points (may be fractional for order items). */
  raw: number;
  /** Σ item maxima of the answered items, in points. */
  max: number;
  /** Number of answered (scored) items. */
  answered: number;
  /** raw / max × 100, one decimal, clamped to 0 … 100; 50 when nothing was answered. */
  percentage: number;
  /** `levelFor(percentage, scale.thresholds ?? test.thresholds ?? [30, 60])`. */
  level: LevelLabel;
  /** The scale's result text for `level`; '' when the scale has none for it. */
  text: string;
}

/** Result of {@link scoreTest}: every scale (SPEC §9) and the top scale. */
export interface TestScore {
  /** One entry per scale, in definition order. */
  scales: ScaleResult[];
  result: {
    /** Id of the scale with the highest percentage (the first one on ties); null without scales. */
    topScale: string | null;
  };
}

/** Options of {@link scoreTest}: disabled questions are not scored (SPEC §4 dynamic enabling). */
export interface ScoreTestOptions {
  /**
   * Enabled flags by top-level question id (e.g. the engine state's `enabled`). Default: computed
   * from the answers with the engine's `initialEnabled` (static `enabled` + `related` rules).
   */
  enabled?: Readonly<Record<string, boolean>>;
}

function optionPoints(questions: readonly TestQuestion[], question: TestQuestion): Map<string, number> {
  const points = new Map<string, number>();
  if (question.type === 'order' && question.source) {
    const source = questions.find((q) => q.id === question.source);
    for (const o of source?.options ?? []) points.set(o.value, o.points ?? 0);
  }
  for (const o of question.options ?? []) points.set(o.value, o.points ?? 0);
  return points;
}

function distinctStrings(value: AnswerValue): string[] | null {
  if (!Array.isArray(value)) return null;
  return [...new Set(value.filter((v): v is string => typeof v === 'string'))];
}

/**
 * The score of one answered item (SPEC §9), or null when the item is unanswered or cannot be
 * scored:
 * - `question`: the 5-point map of the Likert answer; the test's `scoringMap: 'reversed'` flips
 *   it and `reverse` flips it again; max 4;
 * - `multipleOptions`: Σ points of the chosen options (unknown values ignored); max = Σ of the
 *   best k positive option points, k = `attrs.length ?? attrs.max ?? number of options`;
 * - `order`: Σ points(option) × (n − position) / n over the n ranked values (position 0 = first,
 *   weight 1; last weight 1/n); max = the same sum for the best ordering (points descending);
 *   option points come from the question's options, else its source's; an empty ranking is
 *   unanswered;
 * - `text` / `test`: not scorable (null).
 * For non-Likert items `reverse` gives `max − score`. The question's `points` (default 1)
 * multiplies score and max.
 *
 * @param definition - the test (for `scoringMap`)
 * @param siblings - the questions an order `source` is looked up in
 * @param question - the question to score
 * @param answer - its answer
 * @param reverse - the scale item's reverse flag
 * @returns `{ score, max }` in points, or null
 */
function scoreItem(
  definition: TestDefinition,
  siblings: readonly TestQuestion[],
  question: TestQuestion,
  answer: AnswerValue,
  reverse: boolean,
): ItemScore | null {
  const weight = question.points ?? 1;
  let base: ItemScore;
  switch (question.type) {
    case 'question': {
      if (!isLikertValue(answer)) return null;
      const reversed = (definition.scoringMap === 'reversed') !== reverse;
      return { score: scoreLikertAnswer(answer, reversed) * weight, max: LIKERT_MAX_ITEM_SCORE * weight };
    }
    case 'multipleOptions': {
      const chosen = distinctStrings(answer);
      if (chosen === null) return null;
      const points = optionPoints(siblings, question);
      const score = chosen.reduce((sum, v) => sum + (points.get(v) ?? 0), 0);
      const k = question.attrs?.length ?? question.attrs?.max ?? points.size;
      const max = [...points.values()]
        .filter((p) => p > 0)
        .sort((a, b) => b - a)
        .slice(0, k)
        .reduce((sum, p) => sum + p, 0);
      base = { score, max };
      break;
    }
    case 'order': {
      const ranked = distinctStrings(answer);
      if (ranked === null || ranked.length === 0) return null;
      const points = optionPoints(siblings, question);
      const n = ranked.length;
      const values = ranked.map((v) => points.get(v) ?? 0);
      const weigh = (list: readonly number[]): number => list.reduce((sum, p, position) => sum + (p * (n - position)) / n, 0);
      base = { score: weigh(values), max: weigh([...values].sort((a, b) => b - a)) };
      break;
    }
    default:
      return null;
  }
  const score = reverse ? base.max - base.score : base.score;
  return { score: score * weight, max: base.max * weight };
}

/** The top-level questions by id, the first one for a repeated id (what `questions.find` by id returns). */
function questionsById(questions: readonly TestQuestion[]): Map<string, TestQuestion> {
  const byId = new Map<string, TestQuestion>();
  for (const q of questions) if (!byId.has(q.id)) byId.set(q.id, q);
  return byId;
}

/** Resolves a scale item to its question, siblings and answer; null when unknown or disabled. */
function resolveItem(
  definition: TestDefinition,
  byId: () => ReadonlyMap<string, TestQuestion>,
  answers: Readonly<Answers>,
  enabled: Readonly<Record<string, boolean>>,
  ref: ScaleItemRef,
): { question: TestQuestion; siblings: readonly TestQuestion[]; answer: AnswerValue } | null {
  const [parentId, subId, ...rest] = ref.question.split('.');
  if (parentId === undefined || rest.length > 0) return null;
  const parent = byId().get(parentId);
  if (parent === undefined || enabled[parent.id] === false) return null;
  if (subId === undefined) return { question: parent, siblings: definition.questions, answer: ownValue(answers, parent.id) };
  if (parent.type !== 'test') return null;
  const schema = parent.schema ?? [];
  const sub = schema.find((q) => q.id === subId);
  if (sub === undefined || sub.enabled === false) return null;
  const record = ownValue(answers, parent.id);
  return { question: sub, siblings: schema, answer: isAnswerObject(record) ? ownValue(record, subId) : null };
}

/**
 * Scores a test (SPEC §9). For each scale, its items (`questionId` or `parentId.subId` for a
 * nested question) are scored per item type (see the module's `scoreItem` rules: Likert 5-point
 * map with the test's `scoringMap` and the item's `reverse`, option points for multipleOptions,
 * rank-weighted points for order, the question's `points` as a multiplier), unanswered,
 * disabled and unknown items are skipped, and the item scores are aggregated with the shared
 * `aggregateItemScores` (percentage one decimal, 50 when nothing answered). The level uses
 * `levelFor` with `scale.thresholds ?? definition.thresholds ?? [30, 60]`, the text is the scale's
 * result for that level ('' if none); `topScale` is the id of the scale with the highest
 * percentage, the first on ties.
 *
 * @param definition - a definition that passed `validateTestDefinition`
 * @param answers - answers by top-level question id (e.g. the engine state's `answers`)
 * @param options - `{ enabled }` (see {@link ScoreTestOptions})
 * @returns `{ scales, result: { topScale } }`
 * @throws RangeError when a scale's (or the test's) thresholds are invalid (from `levelFor`)
 */
export function scoreTest(definition: TestDefinition, answers: Readonly<Answers>, options: ScoreTestOptions = {}): TestScore {
  const enabled = options.enabled ?? initialEnabled(definition, answers);
  // one lookup table per call, made at the first scale item (an item names its question by id): O(items) instead of a search per item
  let table: Map<string, TestQuestion> | undefined;
  const byId = () => (table ??= questionsById(definition.questions));
  const scales = (definition.scales ?? []).map((scale): ScaleResult => {
    const scores: ItemScore[] = [];
    for (const ref of scale.items ?? []) {
      const resolved = resolveItem(definition, byId, answers, enabled, ref);
      if (resolved === null) continue;
      const item = scoreItem(definition, resolved.siblings, resolved.question, resolved.answer, ref.reverse === true);
      if (item !== null) scores.push(item);
    }
    const { raw, max, answered, percentage } = aggregateItemScores(scores);
    const level = levelFor(percentage, scale.thresholds ?? definition.thresholds ?? DEFAULT_LEVEL_THRESHOLDS);
    const text = (scale.results ?? []).find((r) => r.level === level)?.text ?? '';
    return { id: scale.id, title: scale.title, raw, max, answered, percentage, level, text };
  });
  let topScale: string | null = null;
  let best = -Infinity;
  for (const s of scales) {
    if (s.percentage > best) {
      best = s.percentage;
      topScale = s.id;
    }
  }
  return { scales, result: { topScale } };
}
