/**
 * Pure state machine of the free test's one-question-at-a-time flow (SPEC §3, §4, §5).
 * No framework imports, no I/O: the caller dispatches the returned events (analytics, saving the
 * result, completion callback).
 *
 * Question list: `[surveyStep, ...path]`. Index 0 is the survey step holding both survey fields
 * (gender and age); index i ≥ 1 is the i-th statement of the path. The path comes from a
 * {@link QuizPlan}: a fixed list of item ids, or the adaptive rule of issue 24 §3 (follow-up
 * statements while a letter is unsettled; ./free-test-plan.ts), which derives the whole order from
 * the answers so far — so a reload, or going back and changing an answer, needs no other state.
 */
import { isLikertValue } from '@typeatlas/schemas/engine';

/** Survey answers (SPEC §3: "gender and age, strings, starting empty"). */
export interface SurveyAnswers {
  gender: string;
  age: string;
}

/** A survey field name. */
export type SurveyField = keyof SurveyAnswers;

/**
 * The value a survey field gets when the visitor skips it: "Prefer not to say" is a full answer
 * (issue 12), so the survey properties still reach analytics once every field is non-empty (SPEC §4).
 * The seed's survey questions offer the same value as an explicit option.
 */
export const SURVEY_SKIPPED = 'prefer-not-to-say';

/** State of the quiz flow. */
export interface QuizState {
  /** Active question index: 0 = survey step, i ≥ 1 = the path's statement i − 1; never past the path's end. */
  index: number;
  /** Survey answers; never stored in `answers` (SPEC §4). */
  survey: SurveyAnswers;
  /** Raw Likert answers (integers −2 … 2) by question id (SPEC §3). */
  answers: Record<string, number>;
  /** True once `survey/completed` has been emitted (it is emitted at most once). */
  surveySent: boolean;
  /** True once `quiz/started` has been emitted. */
  started: boolean;
  /** True once the last item has been answered and `quiz/completed` has been emitted. */
  completed: boolean;
  /**
   * Integer ≥ 0 that orders the follow-up pools for this visitor (`rotatedPools`); kept with the
   * progress so a resumed test asks the same follow-ups. 0 for a fixed list.
   */
  seed: number;
}

/**
 * The question order for some answers: `order` is the statements asked so far, followed by the next
 * one unless `complete`; `answers` are the given answers that lie on that order (an adaptive plan
 * drops answers to statements a changed answer no longer leads to).
 */
export interface QuizPath {
  order: readonly string[];
  complete: boolean;
  answers: Readonly<Record<string, number>>;
}

/** The question order as a function of the answers (pure and deterministic). */
export type QuizPlan = (answers: Readonly<Record<string, number>>) => QuizPath;

/**
 * The plan of a fixed list: the items in order; complete when every one is answered.
 * @param itemIds - ids of the Likert items in question order; non-empty and unique
 * @returns a {@link QuizPlan}
 * @throws RangeError when `itemIds` is empty or has duplicates
 */
export function fixedPlan(itemIds: readonly string[]): QuizPlan {
  assertValidItemIds(itemIds);
  return (answers) => {
    const firstOpen = itemIds.findIndex((id) => !Object.hasOwn(answers, id));
    const answeredCount = firstOpen === -1 ? itemIds.length : firstOpen;
    const kept: Record<string, number> = {};
    for (const id of itemIds.slice(0, answeredCount)) kept[id] = answers[id]!;
    return { order: itemIds.slice(0, Math.min(itemIds.length, answeredCount + 1)), complete: firstOpen === -1, answers: kept };
  };
}

/** A plan from a plan or a fixed list (validated). */
function planOf(plan: QuizPlan | readonly string[]): QuizPlan {
  return typeof plan === 'function' ? plan : fixedPlan(plan);
}

/**
 * Events the caller must dispatch (SPEC §4): `quiz/started` on the first item answer,
 * `quiz/completed` after the last item (save the result with the answers, then run the
 * completion callback), `survey/completed` with the survey properties for analytics once every
 * survey field is non-empty.
 */
export type QuizEvent =
  | { name: 'quiz/started' }
  | { name: 'quiz/completed'; answers: Record<string, number> }
  | { name: 'survey/completed'; properties: { gender: string; age: string } };

/**
 * Actions accepted by {@link quizReducer}:
 * - `survey`: set a survey field (string);
 * - `continue`: leave the survey step (index 0 → 1); empty survey fields become {@link SURVEY_SKIPPED};
 * - `answer`: answer the item at the active index with a raw value −2 … 2;
 * - `back`: go to the previous question;
 * - `forward`: go to the next question when the active one is answered (keyboard, SPEC §2);
 * - `restart`: start over with a fresh state.
 */
export type QuizAction =
  | { type: 'survey'; field: SurveyField; value: string }
  | { type: 'continue' }
  | { type: 'answer'; questionId: string; value: number }
  | { type: 'back' }
  | { type: 'forward' }
  | { type: 'restart' };

/** Return value of {@link quizReducer}: the next state and the events to dispatch, in order. */
export interface QuizTransition {
  state: QuizState;
  events: QuizEvent[];
}

/**
 * Fresh quiz state: survey step active, survey fields empty, no answers, no event sent yet.
 *
 * @param seed - the follow-up order of this visitor (integer ≥ 0; default 0)
 * @returns `{ index: 0, survey: { gender: '', age: '' }, answers: {}, surveySent: false,
 *   started: false, completed: false, seed }` (a new object each call)
 * @throws RangeError when `seed` is not an integer ≥ 0
 */
export function initialQuizState(seed = 0): QuizState {
  if (!Number.isSafeInteger(seed) || seed < 0) throw new RangeError(`Seed must be an integer ≥ 0, got ${String(seed)}`);
  return {
    index: 0,
    survey: { gender: '', age: '' },
    answers: {},
    surveySent: false,
    started: false,
    completed: false,
    seed,
  };
}

/**
 * True when every survey field is non-empty. Whitespace-only values count as empty.
 * Source: SPEC §4 "Survey properties are sent to analytics once every survey field is non-empty."
 *
 * @param survey - the survey answers
 */
export function isSurveyComplete(survey: SurveyAnswers): boolean {
  return survey.gender.trim() !== '' && survey.age.trim() !== '';
}

function assertValidItemIds(itemIds: readonly string[]): void {
  if (itemIds.length === 0) {
    throw new RangeError('The quiz needs at least one item');
  }
  if (new Set(itemIds).size !== itemIds.length) {
    throw new RangeError('Quiz item ids must be unique');
  }
}

/**
 * Pure reducer of the quiz flow. Never mutates `state`; returns the next state and the events to
 * dispatch (possibly none). Source: SPEC §3 and §4.
 *
 * - `survey`: updates `state.survey[field]` only (survey answers are never stored in `answers`).
 *   Emits `survey/completed` with `{ gender, age }` exactly once: the first time both fields are
 *   non-empty (then `surveySent` becomes true).
 * - `continue`: at index 0, fills every empty (or whitespace-only) survey field with
 *   {@link SURVEY_SKIPPED} ("Prefer not to say" — the survey may be skipped), emits
 *   `survey/completed` if it was not sent yet, and moves to index 1; at any other index a no-op.
 * - `answer`: `questionId` must be the item at the active index of the plan's order and `value` an
 *   integer −2 … 2. Stores `answers[questionId] = value` and keeps only the answers on the new
 *   path; emits `quiz/started` when there were no answers before (the first item answer;
 *   re-answering after `back` never re-fires it); advances the index by one. Answering the LAST
 *   statement of a complete path keeps the index there, sets `completed` and emits
 *   `quiz/completed` with a copy of the answers. After completion, further answers are ignored
 *   (no-op, no events) once validated.
 * - `back`: index − 1 (not below 0); a no-op after completion.
 * - `forward`: index + 1 when the active question is an answered item and not the last one (the
 *   survey step is left with `continue`); otherwise a no-op.
 * - `restart`: returns {@link initialQuizState} with the same seed (events may then fire again).
 *
 * @param state - current state
 * @param action - the action
 * @param plan - the question order ({@link QuizPlan}), or the ids of the Likert items in question
 *   order (without the survey step; non-empty and unique — {@link fixedPlan})
 * @returns `{ state, events }`
 * @throws RangeError when a list of ids is empty or has duplicates; for `answer`, when the value is
 *   not an integer −2 … 2, when the active question is the survey step, or when `questionId` is
 *   not the item at the active index
 */
export function quizReducer(state: QuizState, action: QuizAction, plan: QuizPlan | readonly string[]): QuizTransition {
  const pathOf = planOf(plan);
  switch (action.type) {
    case 'survey': {
      const survey: SurveyAnswers = { ...state.survey, [action.field]: action.value };
      const events: QuizEvent[] = [];
      let surveySent = state.surveySent;
      if (!surveySent && isSurveyComplete(survey)) {
        surveySent = true;
        events.push({ name: 'survey/completed', properties: { gender: survey.gender, age: survey.age } });
      }
      return { state: { ...state, survey, surveySent }, events };
    }
    case 'continue': {
      if (state.index !== 0) {
        return { state, events: [] };
      }
      const survey: SurveyAnswers = {
        gender: state.survey.gender.trim() === '' ? SURVEY_SKIPPED : state.survey.gender,
        age: state.survey.age.trim() === '' ? SURVEY_SKIPPED : state.survey.age,
      };
      const events: QuizEvent[] = state.surveySent ? [] : [{ name: 'survey/completed', properties: { ...survey } }];
      return { state: { ...state, survey, surveySent: true, index: 1 }, events };
    }
    case 'answer': {
      if (!isLikertValue(action.value)) {
        throw new RangeError(`Quiz answer must be an integer from -2 to 2, got ${String(action.value)}`);
      }
      if (state.index === 0) {
        throw new RangeError(`Cannot answer "${action.questionId}": the active question is the survey step`);
      }
      const path = pathOf(state.answers);
      const expectedId = path.order[state.index - 1];
      if (expectedId === undefined || expectedId !== action.questionId) {
        throw new RangeError(
          `Cannot answer "${action.questionId}": the active question is ${
            expectedId === undefined ? `index ${state.index}, which is not an item` : `"${expectedId}"`
          }`,
        );
      }
      if (state.completed) {
        return { state, events: [] };
      }
      const events: QuizEvent[] = [];
      const wasEmpty = Object.keys(state.answers).length === 0;
      const next = pathOf({ ...state.answers, [action.questionId]: action.value });
      const answers = { ...next.answers };
      let started = state.started;
      if (wasEmpty && !started) {
        started = true;
        events.push({ name: 'quiz/started' });
      }
      const lastIndex = next.order.length;
      if (next.complete && state.index >= lastIndex) {
        events.push({ name: 'quiz/completed', answers: { ...answers } });
        return { state: { ...state, answers, started, completed: true, index: lastIndex }, events };
      }
      return { state: { ...state, answers, started, index: Math.min(state.index + 1, lastIndex) }, events };
    }
    case 'back': {
      if (state.completed || state.index === 0) {
        return { state, events: [] };
      }
      return { state: { ...state, index: state.index - 1 }, events: [] };
    }
    case 'forward': {
      const { order } = pathOf(state.answers);
      const id = order[state.index - 1];
      if (state.completed || state.index === 0 || state.index >= order.length || id === undefined || !Object.hasOwn(state.answers, id)) {
        return { state, events: [] };
      }
      return { state: { ...state, index: state.index + 1 }, events: [] };
    }
    case 'restart':
      return { state: initialQuizState(state.seed), events: [] };
    default: {
      const unknownAction: never = action;
      throw new RangeError(`Unknown quiz action ${JSON.stringify(unknownAction)}`);
    }
  }
}

/**
 * Progress of the quiz: the share of answered items, rounded to a whole percent and clamped to
 * 0 … 100. The survey step does not count.
 *
 * @param state - quiz state (only `answers` is read)
 * @param total - number of items (without the survey step), a non-negative integer
 * @returns integer percent 0 … 100; 0 when `total` is 0
 * @throws RangeError when `total` is not a non-negative integer
 */
export function progressOf(state: Pick<QuizState, 'answers'>, total: number): number {
  if (!Number.isInteger(total) || total < 0) {
    throw new RangeError(`Total must be a non-negative integer, got ${String(total)}`);
  }
  if (total === 0) return 0;
  const answered = Object.keys(state.answers).length;
  return Math.min(100, Math.max(0, Math.round((answered / total) * 100)));
}

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
