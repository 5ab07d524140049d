/**
 * The free test on the one test engine (issue 26 §1; SPEC §3, §4): its engine definition (a survey
 * step, then one Likert statement per step), the plan that orders the statements
 * (./free-test-plan.ts), and the few gestures the page adds on top of the engine's
 * Next/Back/Submit/Restart — leave the survey, answer a statement and move on. Pure: no framework
 * imports, no I/O; the caller sends the analytics events these functions report.
 */
import {
  canGoNext,
  canSubmit,
  createEngineState,
  goNext,
  isLastStep,
  setAnswer,
  submit,
  type EngineOptions,
  type EngineState,
  type TestDefinition,
} from '@typeatlas/schemas/engine';
import { freeTestPlan, scoredItems, SURVEY_STEP, type AdaptiveDefinition, type PrecisionOf } from './free-test-plan';

/** Survey answers (SPEC §3: "gender and age, strings, starting empty"). */
export interface SurveyAnswers {
  gender: string;
  age: string;
}

/** A survey field name. */
export type SurveyField = keyof SurveyAnswers;

const SURVEY_FIELDS: readonly SurveyField[] = ['gender', 'age'];

/**
 * The value a survey field gets when the visitor skips it: "Prefer not to say" is a full answer
 * (issue 12), so the survey properties still reach analytics once every field is non-empty (SPEC §4).
 * The seed's survey questions offer the same value as an explicit option.
 */
export const SURVEY_SKIPPED = 'prefer-not-to-say';

/** What the runner needs: the engine definition, and the engine options for a visitor's seed. */
export interface FreeTestRunner {
  definition: TestDefinition;
  options: (seed: number) => EngineOptions;
}

/**
 * A visitor's run: the engine state, the seed that orders their follow-ups (kept with the stored
 * progress), and whether `survey/completed` was sent (at most once per run).
 */
export interface FreeTestRun {
  state: EngineState;
  seed: number;
  surveySent: boolean;
}

/**
 * The free test as an engine definition: group `survey` with the two survey fields (optional text
 * questions: never Likert answers, not in progress), then one group per statement — fixed items
 * and every follow-up — whose id is the statement's id. Which statements are asked, and in which
 * order, is the plan's ({@link freeTestRunner}); scoring stays `scoreFreeTest`.
 * @param definition - the fixed items and the pools
 * @returns a TestDefinition (validates with `validateTestDefinition`)
 * @throws RangeError when a statement id is a survey field's or the survey step's id
 */
export function freeTestEngineDefinition(definition: AdaptiveDefinition): TestDefinition {
  const statements = scoredItems(definition);
  for (const item of statements) {
    if (item.id === SURVEY_STEP || (SURVEY_FIELDS as readonly string[]).includes(item.id)) {
      throw new RangeError(`Statement id "${item.id}" is reserved for the survey`);
    }
  }
  return {
    slug: 'free-personality-test',
    title: 'Free personality test',
    category: 'personal-growth',
    description: 'The free personality test',
    groups: [{ id: SURVEY_STEP, title: 'Survey' }, ...statements.map((item) => ({ id: item.id, title: item.id }))],
    questions: [
      ...SURVEY_FIELDS.map((id) => ({ id, type: 'text' as const, group: SURVEY_STEP, label: id, optional: true })),
      ...statements.map((item) => ({ id: item.id, type: 'question' as const, group: item.id, label: item.id })),
    ],
    scales: [],
  };
}

/**
 * The runner of a free test definition: its engine definition and, per seed, the adaptive plan
 * with step defaults off (an untouched neutral is not an answer: each statement needs one).
 * @param definition - the fixed items and the pools
 * @param precisionOf - the precision per scale and length (default: the engine's prior)
 */
export function freeTestRunner(definition: AdaptiveDefinition, precisionOf?: PrecisionOf): FreeTestRunner {
  return {
    definition: freeTestEngineDefinition(definition),
    options: (seed) => ({ plan: freeTestPlan(definition, seed, precisionOf), stepDefaults: false }),
  };
}

/**
 * A fresh run: the survey step, nothing answered, nothing sent.
 * @param runner - see {@link freeTestRunner}
 * @param seed - the follow-up order of this visitor (integer ≥ 0)
 * @throws RangeError when the seed is not an integer ≥ 0
 */
export function startFreeTest(runner: FreeTestRunner, seed: number): FreeTestRun {
  return { state: createEngineState(runner.definition, Math.random, runner.options(seed)), seed, surveySent: false };
}

/**
 * The survey answers of a state ('' for a field not answered).
 * @param state - engine state of a free test
 */
export function surveyOf(state: EngineState): SurveyAnswers {
  const value = (field: SurveyField) => {
    const answer = state.answers[field];
    return typeof answer === 'string' ? answer : '';
  };
  return { gender: value('gender'), age: value('age') };
}

/**
 * The statement answers of a state: the Likert answers on the plan's path (survey fields left out).
 * @param state - engine state of a free test
 * @returns raw answers −2 … 2 by statement id, in the order of the steps
 */
export function statementAnswers(state: EngineState): Record<string, number> {
  const answers: Record<string, number> = {};
  for (const id of state.order) {
    const value = state.answers[id];
    if (typeof value === 'number') answers[id] = value;
  }
  return answers;
}

/**
 * True when every survey field is non-empty. Whitespace-only values count as empty.
 * Source: SPEC §4 "Survey properties are sent to analytics once every survey field is non-empty."
 * @param survey - the survey answers
 */
export function isSurveyComplete(survey: SurveyAnswers): boolean {
  return survey.gender.trim() !== '' && survey.age.trim() !== '';
}

/** The survey properties to send, when this change makes the survey complete for the first time. */
function surveyEvent(run: FreeTestRun, state: EngineState): SurveyAnswers | null {
  const survey = surveyOf(state);
  return !run.surveySent && isSurveyComplete(survey) ? survey : null;
}

/**
 * Sets a survey field. Reports the survey properties (SPEC §4, `survey/completed`) the first time
 * both fields are non-empty in this run.
 * @returns the new run and the properties to send, or null
 */
export function answerSurvey(run: FreeTestRun, field: SurveyField, value: string): { run: FreeTestRun; survey: SurveyAnswers | null } {
  const state = setAnswer(run.state, field, value);
  const survey = surveyEvent(run, state);
  return { run: { ...run, state, surveySent: run.surveySent || survey !== null }, survey };
}

/**
 * Leaves the survey step (its "Start the test" button): every empty or whitespace-only field
 * becomes {@link SURVEY_SKIPPED} (the survey may be skipped), then Next. Reports the survey
 * properties unless they were sent in this run. Away from the survey step: no change.
 * @returns the new run and the properties to send, or null
 */
export function leaveSurvey(run: FreeTestRun): { run: FreeTestRun; survey: SurveyAnswers | null } {
  if (run.state.step !== 0 || run.state.over) return { run, survey: null };
  let state = run.state;
  const current = surveyOf(state);
  for (const field of SURVEY_FIELDS) if (current[field].trim() === '') state = setAnswer(state, field, SURVEY_SKIPPED);
  const survey = surveyEvent(run, state);
  return { run: { ...run, state: goNext(state), surveySent: true }, survey };
}

/** What answering a statement reports: the first answer of a run starts it, the last one completes it. */
export interface StatementOutcome {
  run: FreeTestRun;
  /** True for the first statement answer (`quiz/started`; a changed answer after Back never is). */
  started: boolean;
  /** The answers to score and store, when this answer completed the test (`quiz/completed`). */
  completed: Record<string, number> | null;
}

/**
 * Answers the current statement and moves on (SPEC §4): the engine sets the answer (the plan may
 * append a follow-up, skip statements of a settled letter, or drop answers a changed answer no
 * longer leads to), then Submit when the plan's path is complete here, else Next.
 * @param run - the run, on a statement step and not over
 * @param value - raw answer, integer −2 … 2
 * @throws RangeError when the current step is the survey, the test is over, or the value is not
 *   an integer −2 … 2
 */
export function answerStatement(run: FreeTestRun, value: number): StatementOutcome {
  const { state } = run;
  const id = state.order[state.step];
  if (state.step === 0 || state.over || id === undefined) throw new RangeError('No statement is waiting for an answer');
  const answered = setAnswer(state, id, value);
  if (answered === state && state.answers[id] !== value)
    throw new RangeError(`A statement takes an integer from -2 to 2, got ${String(value)}`);
  const started = Object.keys(statementAnswers(state)).length === 0;
  if (canSubmit(answered)) {
    const submitted = submit(answered, { send: false }).state;
    return { run: { ...run, state: submitted }, started, completed: statementAnswers(submitted) };
  }
  return { run: { ...run, state: goNext(answered) }, started, completed: null };
}

/**
 * Moves to the next statement when the current one is answered and not the last (the keyboard's
 * arrow past the bottom option, SPEC §2); otherwise no change.
 */
export function forward(run: FreeTestRun): FreeTestRun {
  const { state } = run;
  if (state.step === 0 || state.over || isLastStep(state) || !canGoNext(state)) return run;
  return { ...run, state: goNext(state) };
}
