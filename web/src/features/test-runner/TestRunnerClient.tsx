'use client';

import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import {
  type EngineState,
  INCOMPLETE_STEP_MESSAGE,
  createEngineState,
  goBack,
  isEnabled,
  isQuestionAnswered,
  goNext,
  progress,
  restart,
  setAnswer,
  setSubAnswer,
  stepQuestions,
  submit,
  type TestDefinition,
} from '@typeatlas/schemas/engine';
import { QuestionField } from '@typeatlas/schemas/test-kit';
import { ProgressBar, type ProgressBarLabels } from '@/components/progress-bar/ProgressBar';
import type { LikertLabels } from './likert';
import type { LevelLabels } from '@/features/results/result-explanation';
import { fill } from '@/i18n/template';
import type { RelatedLink } from '@/content/toolkit';
import { hasUserCookie } from '@/features/auth/session-signal';
import styles from './TestRunner.module.css';
import { QUESTION_CLASSES, questionLabels } from './test-kit';
import type { TestResult } from './ToolkitResult';

/** The result view and next steps (./ToolkitResult.tsx): loaded when the test starts, off the page's first load (issue 25). */
const loadToolkitResult = () => import('./ToolkitResult');
type ToolkitResultModule = Awaited<ReturnType<typeof loadToolkitResult>>;

/** Texts of the test runner (toolkit.json, quiz.json `likert`/`levels`, common.json `progress`), built by the server wrapper. */
export interface TestRunnerLabels {
  /** The intro's line with question count and duration, already resolved for this test. */
  meta: string;
  start: string;
  /** Template with `{{step}}` and `{{total}}`. */
  step: string;
  /** Shown for the engine's incomplete-step error ({@link INCOMPLETE_STEP_MESSAGE}). */
  incompleteStep: string;
  back: string;
  restart: string;
  next: string;
  submit: string;
  optional: string;
  /** Template with `{{count}}`. */
  /** Under a Likert item still at its middle start (SPEC §4 default 0). */
  likertStart: string;
  chooseExactly: string;
  /** Template with `{{count}}`. */
  chooseUpTo: string;
  orderEmpty: string;
  /** Template with `{{label}}`. */
  moveUp: string;
  /** Template with `{{label}}`. */
  moveDown: string;
  resultEyebrow: string;
  /** Template with `{{title}}`. */
  resultStrongest: string;
  /** Template with `{{percent}}` and `{{level}}`. */
  resultMeterValue: string;
  /** Template with `{{percent}}` and `{{level}}`. */
  resultFigure: string;
  resultAgain: string;
  /** Heading of the answers the scales do not show (ranking, choices, free text). */
  resultAnswers: string;
  /** Heading of the next steps under the result. */
  resultNextSteps: string;
  resultReading: string;
  resultTests: string;
  /** For a visitor who is not signed in: where the result is kept… */
  resultSaveHint: string;
  /** …and the link to sign in and save it. */
  resultSignIn: string;
  likert: LikertLabels;
  levels: LevelLabels;
  progress: ProgressBarLabels;
}

/**
 * Runs any toolkit test definition with the pure test engine (SPEC §4 "Test flow"): an intro,
 * then one step per group with a progress bar, validation messages, Back/Next/Submit and Restart,
 * and a result view with every scale's percentage, level and text. The result is stored per
 * SPEC §7 under `test_results` (session storage: toolkit names do not start with "main").
 * The engine state is created on "Start", in the browser, so randomised group order never
 * differs between server and client rendering. Client component: its texts come in as `labels` from
 * the server wrapper (./TestRunner.tsx).
 */
export function TestRunnerClient({
  definition,
  labels,
  related = [],
  loginHref,
}: {
  definition: TestDefinition;
  labels: TestRunnerLabels;
  related?: readonly RelatedLink[];
  /** The sign-in page (ROUTES.login), from the server wrapper: the route table stays off the first load. */
  loginHref: string;
}) {
  const [state, setState] = useState<EngineState | null>(null);
  const [result, setResult] = useState<TestResult | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const { headingRef, focusHeadingRef } = useHeadingFocus();
  const resultModule = useToolkitResultModule(state !== null);

  const update = useCallback(
    (next: EngineState, moveFocus = false) => {
      focusHeadingRef.current = moveFocus;
      setState(next);
    },
    [focusHeadingRef],
  );

  if (!state) return <TestIntro definition={definition} labels={labels} onStart={() => update(createEngineState(definition), true)} />;

  const onRestart = () => {
    setResult(null);
    update(restart(state), true);
  };

  if (result) {
    // Loaded at "Start", so normally there by now; until then an empty, busy panel (the heading is
    // focused once the view has rendered, see useHeadingFocus).
    if (!resultModule) return <div className="card test-panel" aria-busy="true" />;
    const { ToolkitResult } = resultModule;
    return (
      <ToolkitResult
        result={result}
        definition={definition}
        state={state}
        labels={labels}
        related={related}
        signedIn={signedIn}
        loginHref={loginHref}
        onRestart={onRestart}
        headingRef={headingRef}
      />
    );
  }

  const isLast = state.step >= state.order.length - 1;

  const onNext = () => {
    if (!isLast) {
      const next = goNext(state);
      update(next, next.step !== state.step);
      return;
    }
    const { outcome, state: submitted } = submit(state, { send: hasUserCookie(document.cookie) });
    update(submitted);
    if (outcome === 'validation') return;
    scoreSubmitted(resultModule, definition, submitted, outcome === 'sent', (scored) => {
      focusHeadingRef.current = true;
      setSignedIn(outcome === 'sent');
      setResult(scored);
    });
  };

  return (
    <form
      className="card test-panel"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <StepHeader state={state} definition={definition} labels={labels} headingRef={headingRef} />

      <StepQuestions state={state} definition={definition} labels={labels} onUpdate={update} />

      {state.error ? (
        <p className={styles.error} role="alert">
          {state.error === INCOMPLETE_STEP_MESSAGE ? labels.incompleteStep : state.error}
        </p>
      ) : null}

      <StepNav
        labels={labels}
        isFirst={state.step === 0}
        isLast={isLast}
        onBack={() => update(goBack(state), true)}
        onRestart={onRestart}
      />
    </form>
  );
}

/** The step's progress bar ("Step 2 of 5"), its heading (focused on a step change) and the group's description. */
function StepHeader({
  state,
  definition,
  labels,
  headingRef,
}: {
  state: EngineState;
  definition: TestDefinition;
  labels: TestRunnerLabels;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const group = definition.groups.find((candidate) => candidate.id === state.order[state.step]);
  return (
    <>
      <ProgressBar
        caption={fill(labels.step, { step: state.step + 1, total: state.order.length })}
        percent={progress(state)}
        labels={labels.progress}
      />
      <h2 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {group?.title ?? definition.title}
      </h2>
      {group?.description ? <p className={styles.stepIntro}>{group.description}</p> : null}
    </>
  );
}

/**
 * Focus for the step or result heading after the render that shows it: set `focusHeadingRef.current`
 * to true before the state change; the heading (`headingRef`, tabIndex -1) is focused after the
 * first commit that has it (the result's heading may come a render later, with its module).
 */
function useHeadingFocus() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeadingRef = useRef(false);
  useEffect(() => {
    if (focusHeadingRef.current && headingRef.current) {
      focusHeadingRef.current = false;
      headingRef.current.focus();
    }
  });
  return { headingRef, focusHeadingRef };
}

/**
 * Scores a submitted test with the engine's `scoreTest`, which comes with the result view's module
 * (./ToolkitResult.tsx, loaded at Start: `loaded`; imported now if that failed), stores the result
 * ({@link storeToolkitResult}; `sent`: the engine sent it to the account) and hands it to `show`.
 * A failure to load is logged; the visitor stays on the last step.
 */
function scoreSubmitted(
  loaded: ToolkitResultModule | null,
  definition: TestDefinition,
  submitted: EngineState,
  sent: boolean,
  show: (scored: TestResult) => void,
): void {
  (loaded ? Promise.resolve(loaded) : loadToolkitResult()).then(
    ({ scoreTest }) => {
      const scored = scoreTest(definition, submitted.answers, { enabled: submitted.enabled });
      storeToolkitResult(definition.slug, scored, sent);
      show(scored);
    },
    (error: unknown) => console.error('The result view failed to load', error),
  );
}

/**
 * The result view's module (./ToolkitResult.tsx), imported once the test has started (`wanted`),
 * long before the last step is submitted; tried again on the next start after a failure (logged).
 * @returns the module, or null until it has loaded
 */
function useToolkitResultModule(wanted: boolean): ToolkitResultModule | null {
  const [loaded, setLoaded] = useState<ToolkitResultModule | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    loadToolkitResult().then(
      (module) => {
        if (current) setLoaded(module);
      },
      (error: unknown) => console.error('The result view failed to load', error),
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded]);
  return loaded;
}

/** The current step's enabled questions; an unanswered one is marked invalid after a refused Next. */
function StepQuestions({
  state,
  definition,
  labels,
  onUpdate,
}: {
  state: EngineState;
  definition: TestDefinition;
  labels: TestRunnerLabels;
  onUpdate: (next: EngineState) => void;
}) {
  return (
    <div className={styles.questions}>
      {stepQuestions(state)
        .filter((question) => isEnabled(state, question.id))
        .map((question) => (
          <QuestionField
            key={question.id}
            question={question}
            value={state.answers[question.id] ?? null}
            siblings={definition.questions}
            labels={questionLabels(labels)}
            classes={QUESTION_CLASSES}
            invalid={Boolean(state.error) && !isQuestionAnswered(question, state.answers[question.id] ?? null, { enabled: true })}
            onChange={(value) => onUpdate(setAnswer(state, question.id, value))}
            onSubChange={(subId, value) => onUpdate(setSubAnswer(state, question.id, subId, value))}
          />
        ))}
    </div>
  );
}

/** Before "Start": the test's description, its length and time, and the start button. */
function TestIntro({ definition, labels, onStart }: { definition: TestDefinition; labels: TestRunnerLabels; onStart: () => void }) {
  return (
    <div className="card test-panel">
      <p className={styles.lead}>{definition.description}</p>
      <p className={styles.meta}>{labels.meta}</p>
      <button type="button" className="button button-large" onClick={onStart}>
        {labels.start}
      </button>
    </div>
  );
}

/** Back and Restart on the left, Next (Submit on the last step) on the right. */
function StepNav({
  labels,
  isFirst,
  isLast,
  onBack,
  onRestart,
}: {
  labels: TestRunnerLabels;
  isFirst: boolean;
  isLast: boolean;
  onBack: () => void;
  onRestart: () => void;
}) {
  return (
    <div className={styles.nav}>
      <div className={styles.navStart}>
        <button type="button" className="button button-secondary" onClick={onBack} disabled={isFirst}>
          {labels.back}
        </button>
        <button type="button" className={styles.linkButton} onClick={onRestart}>
          {labels.restart}
        </button>
      </div>
      <button type="submit" className="button">
        {isLast ? labels.submit : labels.next}
      </button>
    </div>
  );
}

/**
 * Stores a toolkit result under test_results (session storage: toolkit names do not start with
 * "main"); signed in (`upload`, the engine's 'sent' outcome) it is also saved to the account, with
 * the free test's result from this browser beside it (SPEC §7 additional schemas; saving is
 * idempotent, so a result saved before stays one). Loaded on demand; failures are logged.
 */
function storeToolkitResult(testName: string, result: TestResult, upload: boolean): void {
  void Promise.all([import('@/features/results/complete-test'), import('@/features/results/storage')])
    .then(([{ completeTest }, { FREE_TEST_NAME, readTestResult }]) => {
      const freeTest = upload ? readTestResult(FREE_TEST_NAME, { local: localStorage, session: sessionStorage }) : null;
      const additional = freeTest ? [{ testName: FREE_TEST_NAME, record: freeTest }] : [];
      return completeTest({ testName, result }, { upload, additional });
    })
    .catch((error: unknown) => console.error(error));
}
