/**
 * The generic test engine's flow (SPEC §4 "Test flow", §5, §8): an immutable state machine over a
 * {@link TestDefinition} — steps by group, Next/Back/Submit/Restart, dynamic enabling, order-answer
 * syncing, progress, the error message and loading flag. Every function returns a new state. Pure:
 * no React, no I/O. The SPEC text it implements is quoted in engine.test.ts.
 */
import { isAnswerObject, isFiniteNumber, isQuestionAnswered, ownValue, syncOrderAnswer } from './answers';
import { isLikertValue } from './scoring';
import type { AnswerValue, Answers, TestDefinition, TestQuestion } from './types';

/** The plain message set as `error` when Next or Submit meets an incomplete step (SPEC §8). */
export const INCOMPLETE_STEP_MESSAGE = 'Please answer every question on this page to continue.';

/** A source of uniform random numbers in [0, 1), like `Math.random` (injected for tests). */
export type RandomSource = () => number;

/**
 * The whole flow state (SPEC §4, §8). Treat as immutable: every engine function returns a new one.
 *
 * - `definition`: the test being run (unchanged by the engine);
 * - `order`: group ids in step order (groups without questions are left out), index = step;
 * - `step`: current step index, 0 … max(0, order.length − 1);
 * - `answers`: answers by top-level question id (nested `test` answers are objects by sub id);
 * - `enabled`: enabled flag by top-level question id (SPEC §4 dynamic enabling);
 * - `over`: true once a complete submit happened;
 * - `error`: a plain message for the visitor, or null (SPEC §8);
 * - `loading`: a flag the caller sets while sending (SPEC §8).
 */
export interface EngineState {
  readonly definition: TestDefinition;
  readonly order: readonly string[];
  readonly step: number;
  readonly answers: Readonly<Answers>;
  readonly enabled: Readonly<Record<string, boolean>>;
  readonly over: boolean;
  readonly error: string | null;
  readonly loading: boolean;
  /**
   * Top-level question ids the visitor has answered (set, also via a sub-answer) or passed (the
   * step was left with Next, accepting its defaults). {@link progress} counts only these, so the
   * defaults SPEC §4 gives a step on entry never read as progress the visitor did not make.
   * Absent in states saved before it existed: nothing counts as touched.
   */
  readonly touched?: readonly string[];
  /** The options the state was created with (a plan, step defaults); absent: none. */
  readonly options?: EngineOptions;
  /** The plan's answer to the current answers (absent without a plan), see {@link EnginePlan}. */
  readonly path?: EnginePath;
}

/**
 * What a plan makes of the answers so far (issue 26 §1: adaptive tests on the one engine).
 *
 * - `order`: group ids in step order — the steps reached so far, followed by the next one unless
 *   `complete`; every id must be a group with at least one top-level question;
 * - `complete`: true when no step follows the last one of `order` (Submit is then allowed there);
 * - `percent`: optional honest progress, whole percent 0 … 100 ({@link progress} returns it);
 * - `total`: optional count a caption shows as "of N" ({@link stepsPlanned}; the plan's unit).
 */
export interface EnginePath {
  readonly order: readonly string[];
  readonly complete: boolean;
  readonly percent?: number;
  readonly total?: number;
}

/**
 * A plan: the step order as a function of the answers (pure and deterministic). The engine calls
 * it on start, resume and after every answer; answers to questions of groups the returned order
 * no longer reaches are reset to their initial value (so the plan must give the same order
 * once those answers are gone — true of any plan that reads only the answers on its own path).
 */
export type EnginePlan = (answers: Readonly<Answers>) => EnginePath;

/**
 * Options of a run, kept in the state (and by {@link restart}):
 * - `plan`: derive the step order from the answers ({@link EnginePlan}); default: {@link stepOrder};
 * - `stepDefaults`: apply SPEC §4's step-entry defaults (Likert items start at 0); default true.
 *   A test that must see each Likert answer given (the free test: an untouched neutral is not
 *   an answer) sets it false, so an unanswered Likert item blocks Next.
 */
export interface EngineOptions {
  readonly plan?: EnginePlan;
  readonly stepDefaults?: boolean;
}

/**
 * Optional hooks (SPEC §4 "advancing runs a before-next hook", "Restart … runs a restart hook").
 * Each runs at most once per call and receives a state it must not mutate.
 */
export interface EngineHooks {
  /** Run by {@link goNext} with the state BEFORE advancing, only when the step is complete. */
  beforeNext?: (state: EngineState) => void;
  /** Run by {@link restart} with the fresh state. */
  onRestart?: (state: EngineState) => void;
}

/** Outcome of {@link submit} (SPEC §4, §8). */
export type SubmitOutcome = 'validation' | 'skipped' | 'sent';

/** Result of {@link submit}: the outcome and the new state. */
export interface SubmitResult {
  outcome: SubmitOutcome;
  state: EngineState;
}

const IGNORED: unique symbol = Symbol('ignored');

// ---------------------------------------------------------------------------------------------
// Definition helpers
// ---------------------------------------------------------------------------------------------

function findQuestion(questions: readonly TestQuestion[], id: string): TestQuestion | undefined {
  return questions.find((q) => q.id === id);
}

function cloneValue(value: AnswerValue | undefined): AnswerValue {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return [...value];
  if (isAnswerObject(value)) {
    const copy: { [id: string]: AnswerValue | null } = {};
    for (const [k, v] of Object.entries(value)) copy[k] = cloneValue(v ?? null);
    return copy;
  }
  return value;
}

function sameArray(a: readonly string[] | null, b: readonly string[]): boolean {
  return a !== null && a.length === b.length && a.every((v, i) => v === b[i]);
}

/** Option values an order question ranks: its source's chosen values, or its own options. */
function selectedForOrder(order: TestQuestion, record: Readonly<Record<string, AnswerValue>>): string[] {
  if (order.source) {
    const chosen = ownValue(record, order.source);
    return Array.isArray(chosen) ? chosen.filter((v): v is string => typeof v === 'string') : [];
  }
  return (order.options ?? []).map((o) => o.value);
}

/**
 * Re-syncs every order question of `questions` inside `record` (mutates `record`, which must be a
 * private copy). Returns the ids whose answer changed. SPEC §4 order sync.
 */
function syncOrdersIn(questions: readonly TestQuestion[], record: Record<string, AnswerValue>): string[] {
  const changed: string[] = [];
  for (const q of questions) {
    if (q.type !== 'order') continue;
    const value = ownValue(record, q.id);
    const current = Array.isArray(value) ? value : null;
    const next = syncOrderAnswer(current, selectedForOrder(q, record));
    if (!sameArray(current, next)) {
      record[q.id] = next;
      changed.push(q.id);
    }
  }
  return changed;
}

/** The initial object answer of a nested `test` question: sub initial values, orders synced. */
function seedObject(question: TestQuestion, given?: AnswerValue): { [id: string]: AnswerValue } {
  const schema = question.schema ?? [];
  const record: { [id: string]: AnswerValue } = {};
  for (const sub of schema) record[sub.id] = cloneValue(sub.initialValue);
  if (isAnswerObject(given)) {
    for (const [k, v] of Object.entries(given)) record[k] = cloneValue(v ?? null);
  }
  syncOrdersIn(schema, record);
  return record;
}

/**
 * The answers a fresh test starts from, BEFORE the step-0 entry defaults (SPEC §4): each
 * top-level question's `initialValue` (null when absent); a nested `test` question always starts
 * as an object of its sub-questions' initial values (merged with its own object `initialValue`);
 * order answers are synced with their selected options (a source's chosen values, else the
 * question's own option values).
 *
 * @param definition - the test
 * @returns a new answers record with one entry per top-level question; never throws
 */
export function initialAnswers(definition: TestDefinition): Answers {
  const answers: Answers = {};
  for (const q of definition.questions) {
    answers[q.id] = q.type === 'test' ? seedObject(q, q.initialValue) : cloneValue(q.initialValue);
  }
  syncOrdersIn(definition.questions, answers);
  return answers;
}

function ruleMatches(answer: AnswerValue, value: string): boolean {
  if (Array.isArray(answer)) return answer.includes(value);
  if (typeof answer === 'string') return answer === value;
  if (typeof answer === 'number') return String(answer) === value;
  return false;
}

/**
 * Applies the `related` rules of one question (mutates `enabled`, a private copy). Targets must
 * be top-level question ids; unknown targets are ignored (validation reports them).
 */
function applyRelated(
  enabled: Record<string, boolean>,
  question: TestQuestion,
  answer: AnswerValue,
  topLevel: () => ReadonlySet<string>,
): void {
  for (const rule of question.related ?? []) {
    const match = ruleMatches(answer, rule.value);
    for (const id of rule.enable ?? []) if (topLevel().has(id)) enabled[id] = match;
    for (const id of rule.disable ?? []) if (topLevel().has(id)) enabled[id] = !match;
  }
}

function topLevelIds(definition: TestDefinition): Set<string> {
  return new Set(definition.questions.map((q) => q.id));
}

/**
 * The enabled map for a set of answers (SPEC §4 "Questions can be enabled or disabled
 * dynamically"): each top-level question's static `enabled ?? true`, then the `related` rules of
 * every question (top-level, then its nested sub-questions) applied in definition order. A rule
 * enables its `enable` targets and disables its `disable` targets when the owner's answer equals
 * `value` (array answers: includes it; numbers compare as strings), and does the opposite
 * otherwise — so an `enable` target of an unanswered owner starts disabled.
 *
 * @param definition - the test
 * @param answers - answers by top-level question id
 * @returns a new record: top-level question id → enabled; never throws
 */
export function initialEnabled(definition: TestDefinition, answers: Readonly<Answers>): Record<string, boolean> {
  const enabled: Record<string, boolean> = {};
  for (const q of definition.questions) enabled[q.id] = q.enabled !== false;
  // the set of top-level ids only once a rule needs it (most tests have no `related` rules)
  let ids: Set<string> | undefined;
  const topLevel = () => (ids ??= topLevelIds(definition));
  for (const q of definition.questions) {
    const answer = ownValue(answers, q.id);
    applyRelated(enabled, q, answer, topLevel);
    if (q.type === 'test' && isAnswerObject(answer)) {
      for (const sub of q.schema ?? []) applyRelated(enabled, sub, ownValue(answer, sub.id), topLevel);
    }
  }
  return enabled;
}

/**
 * The step order (SPEC §4 "questions are split into steps by group. Group order is optionally
 * randomised, with some groups pinned"): the definition's group ids; when `randomizeGroups` is
 * true the non-pinned groups are shuffled (Fisher–Yates with `random`) among the non-pinned
 * positions while pinned groups keep their index; finally groups without any top-level question
 * are dropped.
 *
 * @param definition - the test
 * @param random - uniform [0, 1) source; only called when `randomizeGroups` is true (values outside
 *   [0, 1) or non-finite are clamped)
 * @returns group ids in step order (new array); never throws
 */
export function stepOrder(definition: TestDefinition, random: RandomSource = Math.random): string[] {
  let ids = definition.groups.map((g) => g.id);
  if (definition.randomizeGroups === true) {
    const free = definition.groups.filter((g) => g.pinned !== true).map((g) => g.id);
    for (let i = free.length - 1; i > 0; i -= 1) {
      const r = random();
      const j = Number.isFinite(r) ? Math.min(i, Math.max(0, Math.floor(r * (i + 1)))) : 0;
      const a = free[i];
      const b = free[j];
      if (a !== undefined && b !== undefined) {
        free[i] = b;
        free[j] = a;
      }
    }
    let k = 0;
    ids = definition.groups.map((g) => {
      if (g.pinned === true) return g.id;
      const id = free[k] ?? g.id;
      k += 1;
      return id;
    });
  }
  const used = new Set(definition.questions.map((q) => q.group));
  return ids.filter((id) => used.has(id));
}

/**
 * Step-entry defaults for one group (SPEC §4 "On entering a step, unanswered questions of the
 * previous step get 0 and question-type items of the new step default to 0"). Mutates `answers`
 * (a private copy); returns the changed questions with their new values (for related rules).
 */
function applyStepDefaults(definition: TestDefinition, answers: Answers, groupId: string): Array<[TestQuestion, AnswerValue]> {
  const changed: Array<[TestQuestion, AnswerValue]> = [];
  for (const q of definition.questions) {
    if (q.group !== groupId) continue;
    const current = ownValue(answers, q.id);
    if (q.type === 'question' && current === null) {
      answers[q.id] = 0;
      changed.push([q, 0]);
    } else if (q.type === 'test') {
      const fresh = !isAnswerObject(current);
      const record = isAnswerObject(current) ? { ...current } : seedObject(q);
      let touched = fresh;
      for (const sub of q.schema ?? []) {
        if (sub.type === 'question' && ownValue(record, sub.id) === null) {
          record[sub.id] = 0;
          changed.push([sub, 0]);
          touched = true;
        }
      }
      if (touched) answers[q.id] = record;
    }
  }
  return changed;
}

/** Moves to step `to`, applying the entry defaults of the step left and the step entered. */
function moveTo(state: EngineState, to: number): EngineState {
  const { definition } = state;
  const answers: Answers = { ...state.answers };
  const changed: Array<[TestQuestion, AnswerValue]> = [];
  const defaults = state.options?.stepDefaults !== false;
  const from = state.order[state.step];
  if (defaults && from !== undefined && state.step !== to) changed.push(...applyStepDefaults(definition, answers, from));
  const target = state.order[to];
  if (defaults && target !== undefined) changed.push(...applyStepDefaults(definition, answers, target));
  let enabled = state.enabled;
  if (changed.length > 0) {
    const next = { ...state.enabled };
    const ids = topLevelIds(definition);
    for (const [q, v] of changed) applyRelated(next, q, v, () => ids);
    enabled = next;
  }
  return { ...state, step: to, answers, enabled, error: null };
}

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

/**
 * Starts a test (SPEC §4): step order from {@link stepOrder} (randomised with `random` when
 * `randomizeGroups`, pinned groups in place, empty groups dropped) — or, with `options.plan`, the
 * plan's order for no answers; answers from {@link initialAnswers}; enabled from
 * {@link initialEnabled}; then step 0 is entered, so its question-type items (including Likert
 * sub-questions of nested tests) that are unanswered get 0 (unless `options.stepDefaults` is
 * false). `over` false, `error` null, `loading` false, `step` 0.
 *
 * @param definition - a definition that passed `validateTestDefinition` (not re-validated here)
 * @param random - uniform [0, 1) source, default `Math.random`
 * @param options - {@link EngineOptions}: a plan, step defaults (kept in the state)
 * @returns the new state; never throws for a valid definition and plan
 * @throws RangeError when the plan names a step that is not a group with questions
 */
export function createEngineState(
  definition: TestDefinition,
  random: RandomSource = Math.random,
  options: EngineOptions = {},
): EngineState {
  const answers = initialAnswers(definition);
  const base: EngineState = {
    definition,
    order: options.plan ? [] : stepOrder(definition, random),
    step: 0,
    answers,
    enabled: initialEnabled(definition, answers),
    over: false,
    error: null,
    loading: false,
    touched: [],
    ...(hasOptions(options) ? { options } : {}),
  };
  return moveTo(replan(base), 0);
}

function hasOptions(options: EngineOptions): boolean {
  return options.plan !== undefined || options.stepDefaults !== undefined;
}

/**
 * Applies the plan (when there is one) to `state.answers`: the new path and order; answers to
 * questions of groups the order does not reach go back to their initial value (and out of
 * `touched`, the enabled map recomputed); the step is kept within the new order.
 */
function replan(state: EngineState): EngineState {
  const plan = state.options?.plan;
  if (plan === undefined) return state;
  const { definition } = state;
  const path = plan(state.answers);
  const withQuestions = new Set(definition.questions.map((q) => q.group));
  for (const id of path.order) {
    if (!withQuestions.has(id)) throw new RangeError(`The plan names step "${id}", which is not a group with questions`);
  }
  const reached = new Set(path.order);
  const fresh = initialAnswers(definition);
  let answers: Answers = state.answers;
  let touched = state.touched;
  for (const q of definition.questions) {
    if (q.group !== undefined && reached.has(q.group)) continue;
    if (JSON.stringify(ownValue(answers, q.id)) === JSON.stringify(ownValue(fresh, q.id))) continue;
    if (answers === state.answers) answers = { ...state.answers };
    answers[q.id] = fresh[q.id] ?? null;
  }
  let enabled = state.enabled;
  if (answers !== state.answers) {
    enabled = initialEnabled(definition, answers);
    touched = (touched ?? []).filter((id) => {
      const group = findQuestion(definition.questions, id)?.group;
      return group !== undefined && reached.has(group);
    });
  }
  const step = Math.min(state.step, Math.max(0, path.order.length - 1));
  return { ...state, order: [...path.order], path, answers, enabled, touched, step };
}

/** A stored run to {@link resumeEngineState}: the answers given and the step the visitor was on. */
export interface SavedRun {
  /** Answers by top-level question id (absent ids keep their initial value). */
  answers: Readonly<Answers>;
  /** Step index, 0 … last step of the resumed order. */
  step: number;
}

/**
 * Resumes a test from stored answers (issue 26 §1: a reload resumes where the visitor was): a
 * fresh {@link createEngineState}, then every saved answer set by the rules of {@link setAnswer},
 * the plan applied once to them all, and the saved step entered. Answered questions, and the
 * questions of the steps before the saved one, count as touched (progress). Strict, since stored
 * runs are untrusted: an answer the plan no longer reaches, an ignored (invalid) Likert value or
 * a step outside the order is an error, not a silent repair.
 *
 * @param definition - the test (as for {@link createEngineState})
 * @param saved - {@link SavedRun}
 * @param options - {@link EngineOptions} (a plan built with the stored seed, for instance)
 * @param random - uniform [0, 1) source for a randomised order without a plan
 * @returns the resumed state (`over` false)
 * @throws RangeError for an unknown question id, an invalid Likert value, an unknown option, an
 *   answer off the plan's path, or a step that is not an integer in 0 … last step; TypeError for
 *   a value of the wrong shape
 */
export function resumeEngineState(
  definition: TestDefinition,
  saved: SavedRun,
  options: EngineOptions = {},
  random: RandomSource = Math.random,
): EngineState {
  const answers = initialAnswers(definition);
  const given: string[] = [];
  for (const [id, value] of Object.entries(saved.answers)) {
    const question = findQuestion(definition.questions, id);
    if (question === undefined) throw new RangeError(`Unknown question "${id}"`);
    const normalized = normalizeValue(question, value, definition.questions);
    if (normalized === IGNORED) throw new RangeError(`Question "${id}" cannot take ${JSON.stringify(value)}`);
    answers[id] = normalized;
    if (normalized !== null) given.push(id);
  }
  syncOrdersIn(definition.questions, answers);
  const planned = replan({
    definition,
    order: options.plan ? [] : stepOrder(definition, random),
    step: 0,
    answers,
    enabled: initialEnabled(definition, answers),
    over: false,
    error: null,
    loading: false,
    touched: given,
    ...(hasOptions(options) ? { options } : {}),
  });
  for (const id of given) {
    if (JSON.stringify(ownValue(planned.answers, id)) !== JSON.stringify(answers[id])) {
      throw new RangeError(`The answer to "${id}" lies off the test's path`);
    }
  }
  if (!Number.isInteger(saved.step) || saved.step < 0 || saved.step > lastStep(planned)) {
    throw new RangeError(`Step ${String(saved.step)} is outside 0 … ${lastStep(planned)}`);
  }
  const before = new Set(planned.order.slice(0, saved.step));
  const passed = definition.questions.filter((q) => q.group !== undefined && before.has(q.group)).map((q) => q.id);
  return withTouched(moveTo({ ...planned, step: saved.step }, saved.step), passed);
}

/**
 * Index of the last step: `max(0, order.length − 1)` (SPEC §4 "at most the last step").
 *
 * @param state - engine state
 * @returns a non-negative integer
 */
export function lastStep(state: EngineState): number {
  return Math.max(0, state.order.length - 1);
}

/**
 * True when the current step is the last one (a UI shows Submit instead of Next).
 *
 * @param state - engine state
 * @returns `state.step >= lastStep(state)`
 */
export function isLastStep(state: EngineState): boolean {
  return state.step >= lastStep(state);
}

/**
 * Whether a top-level question is currently enabled (SPEC §4 dynamic enabling); unknown ids and
 * ids missing from the map count as enabled.
 *
 * @param state - engine state
 * @param questionId - top-level question id
 * @returns `state.enabled[questionId] !== false`
 */
export function isEnabled(state: EngineState, questionId: string): boolean {
  return state.enabled[questionId] !== false;
}

/**
 * The top-level questions of a step, in definition order (SPEC §4 "questions are split into
 * steps by group"). Disabled questions are included (the UI hides them using {@link isEnabled}).
 *
 * @param state - engine state
 * @param step - step index, default the current step
 * @returns a new array; `[]` when there is no such step
 */
export function stepQuestions(state: EngineState, step: number = state.step): TestQuestion[] {
  const groupId = state.order[step];
  if (groupId === undefined) return [];
  return state.definition.questions.filter((q) => q.group === groupId);
}

/**
 * SPEC §4 "Next is allowed only when all enabled, non-optional questions in the current step are
 * answered" — answered per SPEC §5 ({@link isQuestionAnswered}); disabled questions never block,
 * whatever they hold.
 *
 * @param state - engine state
 * @returns true when Next (and Submit) may proceed; true for a step-less test
 */
export function canGoNext(state: EngineState): boolean {
  return stepQuestions(state).every((q) => isQuestionAnswered(q, ownValue(state.answers, q.id), { enabled: isEnabled(state, q.id) }));
}

/**
 * Next (SPEC §4). When the current step is incomplete: returns a state with `error` =
 * {@link INCOMPLETE_STEP_MESSAGE} and the step unchanged; `beforeNext` is NOT run. Otherwise runs
 * `hooks.beforeNext` once with the current state, then moves to `min(step + 1, last step)` with
 * `error` cleared and the entry defaults applied: unanswered question-type items of the step left
 * and of the step entered get 0 (Likert sub-questions of nested tests too). Interpretation: the
 * spec's "unanswered questions of the previous step get 0" applies to question-type (Likert)
 * items only — other types stay null, since 0 is not a valid text / option / order answer.
 *
 * @param state - engine state
 * @param hooks - optional `{ beforeNext }`
 * @returns the new state; throws only what `beforeNext` throws
 */
export function goNext(state: EngineState, hooks: Pick<EngineHooks, 'beforeNext'> = {}): EngineState {
  if (!canGoNext(state)) return { ...state, error: INCOMPLETE_STEP_MESSAGE };
  hooks.beforeNext?.(state);
  const passed = stepQuestions(state).map((q) => q.id);
  return withTouched(moveTo(state, Math.min(state.step + 1, lastStep(state))), passed);
}

/**
 * Back: moves to `max(step − 1, 0)` without checking the step, clears `error` and applies the
 * same entry defaults as {@link goNext} (a no-op for steps already visited). SPEC §4.
 *
 * @param state - engine state
 * @returns the new state; never throws
 */
export function goBack(state: EngineState): EngineState {
  return moveTo(state, Math.max(state.step - 1, 0));
}

function knownOptionValues(question: TestQuestion, siblings: readonly TestQuestion[]): Set<string> {
  const values = new Set((question.options ?? []).map((o) => o.value));
  if (question.type === 'order' && question.source) {
    const source = findQuestion(siblings, question.source);
    for (const o of source?.options ?? []) values.add(o.value);
  }
  return values;
}

/**
 * Checks and copies a new answer for `question`. Returns IGNORED for an invalid Likert change
 * (SPEC §5 "number inputs accept a change only if it passes"); throws for wrongly shaped values.
 */
function normalizeValue(question: TestQuestion, value: unknown, siblings: readonly TestQuestion[]): AnswerValue | typeof IGNORED {
  switch (question.type) {
    case 'question':
      return isFiniteNumber(value) && isLikertValue(value) ? value : IGNORED;
    case 'text':
      if (value === null || typeof value === 'string') return value;
      throw new TypeError(`Question "${question.id}" is a text question and needs a string or null`);
    case 'multipleOptions':
    case 'order': {
      if (value === null) return null;
      if (!Array.isArray(value) || !value.every((v): v is string => typeof v === 'string')) {
        throw new TypeError(`Question "${question.id}" needs an array of option values or null`);
      }
      const known = knownOptionValues(question, siblings);
      const seen = new Set<string>();
      for (const v of value) {
        if (!known.has(v)) throw new RangeError(`Question "${question.id}" has no option "${v}"`);
        if (seen.has(v)) throw new RangeError(`Question "${question.id}" got option "${v}" twice`);
        seen.add(v);
      }
      return [...value];
    }
    case 'test': {
      if (value === null) return null;
      if (!isAnswerObject(value)) {
        throw new TypeError(`Question "${question.id}" is a nested test and needs an object or null`);
      }
      const schema = question.schema ?? [];
      const record: { [id: string]: AnswerValue } = {};
      for (const sub of schema) record[sub.id] = null;
      for (const [key, subValue] of Object.entries(value)) {
        const sub = findQuestion(schema, key);
        if (sub === undefined) {
          throw new RangeError(`Nested test "${question.id}" has no question "${key}"`);
        }
        const normalized = normalizeValue(sub, subValue, schema);
        if (normalized === IGNORED) return IGNORED;
        record[key] = normalized;
      }
      syncOrdersIn(schema, record);
      return record;
    }
    default:
      throw new RangeError(`Question "${question.id}" has an unsupported type "${String(question.type)}"`);
  }
}

/**
 * Sets a top-level answer (SPEC §4, §5). Accepted values by type:
 * - `question`: a finite number that is a Likert integer −2 … 2; ANY other value (NaN, ±Infinity,
 *   1.5, 3, '1', null …) is ignored and the SAME state object is returned (SPEC §5 "number inputs
 *   accept a change only if it passes");
 * - `text`: a string or null;
 * - `multipleOptions` / `order`: null or an array of distinct known option values (an order with a
 *   source also accepts its source's option values);
 * - `test`: null or an object keyed by sub-question ids, each value checked by these rules (an
 *   invalid Likert sub-value ignores the whole change).
 * Then: every order question is re-synced with its selected options (its source's chosen values,
 * or its own options when it has no source — so setting an order answer keeps the given ranking
 * and appends/drops options), the `related` rules of the changed questions are applied to
 * `enabled`, and `error` is cleared.
 *
 * @param state - engine state
 * @param questionId - a TOP-LEVEL question id (use {@link setSubAnswer} for nested ones)
 * @param value - the new answer
 * @returns the new state, or `state` itself when an invalid Likert value was ignored
 * @throws RangeError for an unknown question id, an unknown/duplicate option value, an unknown
 *   sub-question key; TypeError for a value of the wrong shape for the question type
 */
export function setAnswer(state: EngineState, questionId: string, value: unknown): EngineState {
  const { definition } = state;
  const question = findQuestion(definition.questions, questionId);
  if (question === undefined) throw new RangeError(`Unknown question "${questionId}"`);
  const normalized = normalizeValue(question, value, definition.questions);
  if (normalized === IGNORED) return state;
  const answers: Answers = { ...state.answers, [questionId]: normalized };
  const changedIds = new Set([questionId, ...syncOrdersIn(definition.questions, answers)]);
  const enabled = { ...state.enabled };
  const ids = topLevelIds(definition);
  const topLevel = () => ids;
  for (const id of changedIds) {
    const q = findQuestion(definition.questions, id);
    if (q === undefined) continue;
    const answer = ownValue(answers, id);
    applyRelated(enabled, q, answer, topLevel);
    if (q.type === 'test' && isAnswerObject(answer)) {
      for (const sub of q.schema ?? []) applyRelated(enabled, sub, ownValue(answer, sub.id), topLevel);
    }
  }
  return replan(withTouched({ ...state, answers, enabled, error: null }, [questionId]));
}

/** `state` with `ids` added to {@link EngineState.touched} (no copy when all are there). */
function withTouched(state: EngineState, ids: readonly string[]): EngineState {
  const touched = new Set(state.touched ?? []);
  const before = touched.size;
  for (const id of ids) touched.add(id);
  return touched.size === before && state.touched !== undefined ? state : { ...state, touched: [...touched] };
}

/**
 * Sets one sub-answer of a nested `test` question (SPEC §3, §5), by the same per-type rules as
 * {@link setAnswer} (an invalid Likert value returns the SAME state). The parent answer becomes
 * an object (seeded with the sub-questions' initial values when it was not one); order
 * sub-questions are re-synced (a nested order's `source` names a sibling sub-question); the
 * changed sub-questions' `related` rules (targets: top-level ids) are applied; `error` is cleared.
 *
 * @param state - engine state
 * @param parentId - id of a top-level `test` question
 * @param subId - id of one of its sub-questions
 * @param value - the new sub-answer
 * @returns the new state, or `state` itself when an invalid Likert value was ignored
 * @throws RangeError when the parent is unknown or not a `test` question, the sub id is unknown,
 *   or an option value is unknown/duplicated; TypeError for a wrongly shaped value
 */
export function setSubAnswer(state: EngineState, parentId: string, subId: string, value: unknown): EngineState {
  const { definition } = state;
  const parent = findQuestion(definition.questions, parentId);
  if (parent === undefined) throw new RangeError(`Unknown question "${parentId}"`);
  if (parent.type !== 'test') throw new RangeError(`Question "${parentId}" is not a nested test`);
  const schema = parent.schema ?? [];
  const sub = findQuestion(schema, subId);
  if (sub === undefined) throw new RangeError(`Nested test "${parentId}" has no question "${subId}"`);
  const normalized = normalizeValue(sub, value, schema);
  if (normalized === IGNORED) return state;
  const current = ownValue(state.answers, parentId);
  const record = isAnswerObject(current) ? { ...current } : seedObject(parent);
  record[subId] = normalized;
  const changed = new Set([subId, ...syncOrdersIn(schema, record)]);
  const enabled = { ...state.enabled };
  const ids = topLevelIds(definition);
  for (const id of changed) {
    const q = findQuestion(schema, id);
    if (q !== undefined) applyRelated(enabled, q, ownValue(record, id), () => ids);
  }
  return replan(withTouched({ ...state, answers: { ...state.answers, [parentId]: record }, enabled, error: null }, [parentId]));
}

/**
 * Enables or disables a top-level question (SPEC §4 "Questions can be enabled or disabled
 * dynamically"). The answer is kept; a disabled question never blocks Next, is left out of
 * progress and is not scored.
 *
 * @param state - engine state
 * @param questionId - top-level question id
 * @param enabled - the new flag
 * @returns the new state
 * @throws RangeError for an unknown question id
 */
export function setEnabled(state: EngineState, questionId: string, enabled: boolean): EngineState {
  if (findQuestion(state.definition.questions, questionId) === undefined) {
    throw new RangeError(`Unknown question "${questionId}"`);
  }
  return { ...state, enabled: { ...state.enabled, [questionId]: enabled } };
}

/**
 * Submit (SPEC §4 "Submit with an incomplete step returns a 'validation' outcome; otherwise the
 * test is marked over and the submit is skipped or sent"; SPEC §8). Interpretation: "an
 * incomplete step" is the CURRENT step (earlier steps were complete when left by Next).
 *
 * With a plan ({@link EngineOptions}), the test is also incomplete until the plan's path is
 * complete and the current step is its last one.
 *
 * @param state - engine state
 * @param options - `{ send }`: whether the caller will send the result
 * @returns `{ outcome: 'validation', state (error = INCOMPLETE_STEP_MESSAGE) }` when incomplete;
 *   otherwise `{ outcome: send ? 'sent' : 'skipped', state (over = true, error = null) }`.
 *   Never throws.
 */
export function submit(state: EngineState, options: { send: boolean }): SubmitResult {
  const planOpen = state.path !== undefined && (!state.path.complete || state.step < lastStep(state));
  if (planOpen || !canGoNext(state)) return { outcome: 'validation', state: { ...state, error: INCOMPLETE_STEP_MESSAGE } };
  return { outcome: options.send ? 'sent' : 'skipped', state: { ...state, over: true, error: null } };
}

/**
 * Sets the loading flag (SPEC §8 "Test flow exposes … a loading flag").
 *
 * @param state - engine state
 * @param loading - new flag
 * @returns the new state
 */
export function setLoading(state: EngineState, loading: boolean): EngineState {
  return { ...state, loading };
}

/**
 * Sets or clears the error message (SPEC §8 "Test flow exposes an error message").
 *
 * @param state - engine state
 * @param message - a plain message for the visitor, or null to clear
 * @returns the new state
 */
export function setError(state: EngineState, message: string | null): EngineState {
  return { ...state, error: message };
}

/**
 * Restart (SPEC §4 "Restart clears answers, returns to step 0, re-randomises steps and runs a
 * restart hook"): a fresh {@link createEngineState} of the same definition with `random` (answers
 * back to their initial values plus step-0 entry defaults, new order, step 0, over false, error
 * null, loading false; the same {@link EngineOptions}, so a plan starts again from no answers),
 * then `hooks.onRestart` runs once with the fresh state.
 *
 * @param state - engine state (only its definition is used)
 * @param random - uniform [0, 1) source, default `Math.random`
 * @param hooks - optional `{ onRestart }`
 * @returns the fresh state; throws only what `onRestart` throws
 */
export function restart(state: EngineState, random: RandomSource = Math.random, hooks: Pick<EngineHooks, 'onRestart'> = {}): EngineState {
  const fresh = createEngineState(state.definition, random, state.options);
  hooks.onRestart?.(fresh);
  return fresh;
}

/**
 * Progress (SPEC §4 "Progress is the rounded percentage of answered questions, excluding text and
 * skip-progress ones"): `Math.round(100 × answered / countable)` where countable = ENABLED
 * top-level questions that belong to a step and are neither `text` nor `skipProgress`, and
 * answered = answered by SPEC §5 ({@link isQuestionAnswered}) AND answered or passed by the
 * visitor ({@link EngineState.touched}). How we read §4: its entry defaults (Likert items at 0)
 * make a step completable, but a default the visitor has not seen through is not an answer they
 * gave — counting it made a fresh test read "35 % answered" before any tap (issue 27). A step's
 * defaults count once the visitor leaves it with Next, and any item counts once they set it.
 * With a plan whose path gives `percent`, that is the progress (the plan knows how much may still
 * come; issue 24 §3 "progress stays honest"), rounded and clamped to 0 … 100.
 *
 * @param state - engine state
 * @returns an integer percentage 0 … 100; 0 when nothing is countable
 */
export function progress(state: EngineState): number {
  if (state.path?.percent !== undefined) return Math.min(100, Math.max(0, Math.round(state.path.percent)));
  const steps = new Set(state.order);
  const countable = state.definition.questions.filter(
    (q) => q.group !== undefined && steps.has(q.group) && isEnabled(state, q.id) && q.type !== 'text' && q.skipProgress !== true,
  );
  if (countable.length === 0) return 0;
  const touched = new Set(state.touched ?? []);
  const answered = countable.filter((q) => touched.has(q.id) && isQuestionAnswered(q, ownValue(state.answers, q.id))).length;
  return Math.min(100, Math.max(0, Math.round((100 * answered) / countable.length)));
}

/**
 * The count a caption shows as "of N": the plan's `total` when its path gives one (the free test:
 * the fixed statements planned, issue 24 §3), else the number of steps in the order.
 *
 * @param state - engine state
 * @returns a non-negative integer
 */
export function stepsPlanned(state: EngineState): number {
  return state.path?.total ?? state.order.length;
}

/**
 * True when a plan says the test has no step after the current one and the current step is
 * complete — the last answer then finishes the test (Submit). Without a plan: the last step and
 * complete ({@link isLastStep}, {@link canGoNext}).
 *
 * @param state - engine state
 * @returns whether Submit would succeed now
 */
export function canSubmit(state: EngineState): boolean {
  if (state.path !== undefined && !state.path.complete) return false;
  return isLastStep(state) && canGoNext(state);
}

/**
 * The one duration estimate of a test (issue 27: the intro and the summary disagreed — "about five
 * minutes" written in the description, "about 6 minutes" computed): about 20 seconds per question,
 * at least 2 minutes. Descriptions never state a duration (scripts/seed/test-durations.test.ts).
 *
 * @param definition - a test definition
 * @returns whole minutes, ≥ 2
 */
export function estimatedMinutes(definition: Pick<TestDefinition, 'questions'>): number {
  return Math.max(2, Math.round(definition.questions.length / 3));
}
