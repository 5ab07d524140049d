'use client';

/**
 * The free test's run (issue 25: loaded by ./FreeTestQuizClient.tsx after hydration, not on the
 * page's first load): the engine, the plan, the statements, resume and the end of the test.
 */

import { useRouter } from 'next/navigation';
import { type KeyboardEvent, type RefObject, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ProgressBar } from '@/components/progress-bar/ProgressBar';
import { Spinner } from '@/components/spinner/Spinner';
import { fill } from '@/i18n/template';
import type { FreeTestDefinition } from '@/content/free-test-definition';
import { FREE_TEST_NAME } from '@/features/results/storage-keys';
import { goBack, progress, restart, stepsPlanned, type DichotomyKey } from '@typeatlas/schemas/engine';
import type { PsychometricsSummary } from '@/lib/psychometrics-record';
import { precisionSource } from '@/features/results/scale-precision';
import { compareTokenOf } from './compare-param';
import { randomSeed, scoredItems } from './free-test-plan';
import {
  answerStatement,
  answerSurvey,
  forward,
  freeTestRunner,
  leaveSurvey,
  startFreeTest,
  surveyOf,
  type FreeTestRun as FreeTestRunState,
  type SurveyAnswers,
  type SurveyField,
} from './free-test-runner';
import {
  resultPath,
  type FreeTestPaths,
  type FreeTestQuizLabels,
  type PendingSurvey,
  type SurveyController,
  type SurveyView,
} from './FreeTestQuizClient';
import { LIKERT_OPTIONS, moveSelection, type LikertLabels } from './likert';
import styles from './FreeTestQuiz.module.css';

/** The analytics facade (posthog-js loaded on its first call): imported with the first event, off the page's first load (issue 25). */
const loadAnalytics = () => import('@/features/analytics/analytics').then((module) => module.analytics());
/** Finishing a test validates with zod; it is loaded on demand to keep zod out of the page's first load. */
const loadCompleteTest = () => import('@/features/results/complete-test');
/** The scoring runs once, at the end: loaded on demand too (./free-test-score.ts). */
const loadScoring = () => import('./free-test-score');
/** Stored progress (resume after a reload) validates with zod too: loaded after hydration. */
const loadProgress = () => import('./quiz-progress');
type ProgressModule = Awaited<ReturnType<typeof loadProgress>>;

/** Longest wait for the account save before the result page opens anyway (the result is stored locally first), ms. */
const SAVE_WAIT_MS = 8000;

/**
 * The run of the free test (SPEC §2 Quiz, §4 Quiz), mounted by ./FreeTestQuizClient.tsx once this
 * module has loaded (issue 25): the survey answers (the survey step itself is the shell's: this
 * takes its gestures through `controllerRef` and says what it shows through `onView`), then one
 * Likert item at a time: the fixed statements, of which a clearly settled letter may skip the rest,
 * then follow-up statements while a letter is still balanced (issue 24 §3; ./free-test-plan.ts, the
 * precision from `psychometrics`). It runs on the one test engine (@typeatlas/schemas/engine, like
 * the toolkit tests; ./free-test-runner.ts holds its definition and the survey/answer gestures).
 * Keyboard: arrow up/down move between the options and, past the first/last option, to the
 * previous/next question; space (or enter) selects and advances. On touch devices the keyboard hint
 * is hidden (CSS `pointer: coarse`). Each new question scrolls the panel (progress bar and
 * statement) into view below the sticky header. Progress is kept in local storage
 * (./quiz-progress.ts): a reload or a back-swipe resumes the test where it was, with a "Start over"
 * button. Events: `survey/completed` (analytics register), `quiz/started`, `quiz/completed`; on
 * completion the scored result is saved under `test_results` (local storage, name "main") and the
 * visitor is taken to the result page — or, when the test page was opened with `?compare={token}`
 * from a shared result, to the comparison with that result.
 * @param props.pending the survey answers given (and whether "Start" was pressed) before this
 *   module loaded: the run starts from them, and reports `survey/completed` when they complete it
 * @param props.controllerRef set to this run's survey gestures while it is mounted
 * @param props.onView called with what the survey step shows whenever the run changes
 * @returns the statement or the end of the test; nothing while the run is on the survey step
 */
export function FreeTestRun({
  definition,
  labels,
  psychometrics,
  paths,
  pending,
  controllerRef,
  onView,
}: {
  definition: FreeTestDefinition;
  labels: FreeTestQuizLabels;
  psychometrics: PsychometricsSummary;
  paths: FreeTestPaths;
  pending: PendingSurvey;
  controllerRef: RefObject<SurveyController | null>;
  onView: (view: SurveyView) => void;
}) {
  const router = useRouter();
  const precisionOf = useMemo(() => precisionSource(psychometrics), [psychometrics]);
  const { itemsById, fixedIds } = useItemIndex(definition);
  // The engine definition and the plan per seed (a resumed test brings its own seed).
  const runner = useMemo(() => freeTestRunner(definition, precisionOf), [definition, precisionOf]);
  // The seed is drawn once per page view; the survey answers given before this module loaded are applied.
  const [start] = useState(() => startFromPending(startFreeTest(runner, randomSeed()), pending));
  const [run, setRun] = useState<FreeTestRunState>(start.run);
  const runRef = useRef(run);
  const [saveError, setSaveError] = useState(false);
  const [saving, setSaving] = useState(false);
  const [resumed, setResumed] = useState(false);
  const { state } = run;
  const progressModuleRef = useResumedProgress(definition.slug, runner, runRef, setRun, setResumed);
  const panelRef = useStepInView(state.step);

  /** Keeps the new run, stores its progress, and sends what it reports (analytics, the finished result). */
  const commit = useCallback(
    (next: FreeTestRunState, events: RunEvents = {}) => {
      runRef.current = next;
      setRun(next);
      progressModuleRef.current?.writeQuizProgress(window.localStorage, definition.slug, next, Date.now());
      reportRunEvents(events);
      const answers = events.completed;
      if (!answers) return;
      finishFreeTest(definition, answers, precisionOf, {
        onSaving: () => setSaving(true),
        onSaved: () => {
          const compare = compareTokenOf(window.location.search);
          router.push(resultPath(paths, compare));
        },
        onError: () => setSaveError(true),
      });
    },
    [definition, precisionOf, router, progressModuleRef, paths],
  );
  const back = () => {
    const current = runRef.current;
    if (!current.state.over) commit({ ...current, state: goBack(current.state) });
  };

  useSurveyBridge({ start, runRef, commit, controllerRef, onView, state });

  if (state.step === 0) return null;

  const itemId = state.order[state.step];
  const item = itemId === undefined ? undefined : itemsById.get(itemId);
  if (state.over || !item) {
    return <FinishingPanel labels={labels} saving={saving} saveError={saveError} />;
  }
  return (
    <StatementStep
      panelRef={panelRef}
      item={item}
      fixed={fixedIds.has(item.id)}
      state={state}
      labels={labels}
      resumed={resumed}
      onStartOver={() => {
        setResumed(false);
        const current = runRef.current;
        commit({ ...current, state: restart(current.state), surveySent: false });
        window.scrollTo({ top: 0 });
      }}
      onAnswer={(value) => {
        const current = runRef.current;
        if (current.state.over || current.state.order[current.state.step] !== item.id) return;
        const { run: next, started, completed } = answerStatement(current, value);
        commit(next, { started, completed });
      }}
      onBack={back}
      onNext={() => commit(forward(runRef.current))}
    />
  );
}

/**
 * The run's side of the survey step that ./FreeTestQuizClient.tsx renders: reports the survey
 * answers given before this module loaded (`start.survey`, once, like a gesture), takes the step's
 * gestures through `controllerRef` (answer: `answerSurvey`; "Start": `leaveSurvey`, each committed)
 * and tells the shell, after each change of `state`, whether it is on the survey and with which
 * answers (`onView`, in a layout effect so the step never shows stale answers).
 */
function useSurveyBridge({
  start,
  runRef,
  commit,
  controllerRef,
  onView,
  state,
}: {
  start: { survey: SurveyAnswers | null };
  runRef: RefObject<FreeTestRunState>;
  commit: (next: FreeTestRunState, events?: RunEvents) => void;
  controllerRef: RefObject<SurveyController | null>;
  onView: (view: SurveyView) => void;
  state: FreeTestRunState['state'];
}): void {
  useEffect(() => {
    reportRunEvents({ survey: start.survey });
  }, [start]);
  useLayoutEffect(() => {
    controllerRef.current = {
      change: (field, value) => {
        const { run: next, survey } = answerSurvey(runRef.current, field, value);
        commit(next, { survey });
      },
      leave: () => {
        const { run: next, survey } = leaveSurvey(runRef.current);
        commit(next, { survey });
      },
    };
    return () => {
      controllerRef.current = null;
    };
  }, [controllerRef, commit, runRef]);
  useLayoutEffect(() => {
    onView({ atSurvey: state.step === 0, survey: surveyOf(state) });
  }, [onView, state]);
}

/**
 * A new run with the survey answers given before the run's module loaded (`pending`): each answer
 * as the survey gesture would give it, then — when "Start" was pressed — leaving the survey.
 * @returns the run, and the `survey/completed` answers when they complete the survey (else null)
 */
function startFromPending(fresh: FreeTestRunState, pending: PendingSurvey): { run: FreeTestRunState; survey: SurveyAnswers | null } {
  let run = fresh;
  let completed: SurveyAnswers | null = null;
  for (const field of ['gender', 'age'] as const satisfies readonly SurveyField[]) {
    const value = pending.survey[field];
    if (!value) continue;
    const answered = answerSurvey(run, field, value);
    run = answered.run;
    completed ??= answered.survey;
  }
  if (pending.leave) {
    const left = leaveSurvey(run);
    run = left.run;
    completed ??= left.survey;
  }
  return { run, survey: completed };
}

/** One statement: the "resumed" notice, the progress bar with its caption, the Likert question and Back. */
function StatementStep({
  panelRef,
  item,
  fixed,
  state,
  labels,
  resumed,
  onStartOver,
  onAnswer,
  onBack,
  onNext,
}: {
  panelRef: RefObject<HTMLDivElement | null>;
  item: FreeTestDefinition['items'][number];
  fixed: boolean;
  state: FreeTestRunState['state'];
  labels: FreeTestQuizLabels;
  resumed: boolean;
  onStartOver: () => void;
  onAnswer: (value: number) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  return (
    <div ref={panelRef} className={`card test-panel ${styles.panel}`} data-phase={fixed ? 'fixed' : 'follow-up'}>
      {resumed ? <ResumedNotice labels={labels} onStartOver={onStartOver} /> : null}
      <ProgressBar caption={questionCaption(state, fixed, item.key, labels)} percent={progress(state)} labels={labels.progress} />
      <LikertQuestion
        key={item.id}
        id={item.id}
        text={item.text}
        selected={typeof state.answers[item.id] === 'number' ? (state.answers[item.id] as number) : null}
        likert={labels.likert}
        onAnswer={onAnswer}
        onPrevious={onBack}
        onNext={onNext}
      />
      <QuestionNav labels={labels} onBack={onBack} />
    </div>
  );
}

/** What a step of the run reports: the survey answers, the first statement answered, the finished answers. */
type RunEvents = { survey?: SurveyAnswers | null; started?: boolean; completed?: Record<string, number> | null };

/**
 * Sends the run's analytics events (names unchanged: `survey/completed` with an analytics register,
 * `quiz/started`, `quiz/completed`); on start it also warms the lazily loaded finishing modules.
 */
function reportRunEvents(events: RunEvents): void {
  const { survey, started, completed } = events;
  if (survey) {
    void loadAnalytics().then((analytics) => {
      void analytics.register({ ...survey });
      void analytics.capture('survey/completed', { ...survey });
    });
  }
  if (started) {
    void loadAnalytics().then((analytics) => analytics.capture('quiz/started'));
    void loadCompleteTest(); // warm the lazily loaded modules long before they are needed
    void loadScoring();
  }
  if (completed) void loadAnalytics().then((analytics) => analytics.capture('quiz/completed'));
}

/** The statements by id (fixed items and every follow-up pool) and the ids of the fixed ones. */
function useItemIndex(definition: FreeTestDefinition) {
  const itemsById = useMemo(
    () => new Map([definition.items, ...Object.values(definition.followUps)].flat().map((item) => [item.id, item])),
    [definition],
  );
  const fixedIds = useMemo(() => new Set(definition.items.map((item) => item.id)), [definition.items]);
  return { itemsById, fixedIds };
}

/** After the last statement: "calculating", the spinner while the account saves, or the save error. */
function FinishingPanel({ labels, saving, saveError }: { labels: FreeTestQuizLabels; saving: boolean; saveError: boolean }) {
  return (
    <div className="card test-panel" role="status">
      {saveError ? <p>{labels.saveError}</p> : saving ? <Spinner label={labels.saving} announce={false} /> : <p>{labels.calculating}</p>}
    </div>
  );
}

/** Back, and the keyboard hint, under the statement. */
function QuestionNav({ labels, onBack }: { labels: FreeTestQuizLabels; onBack: () => void }) {
  return (
    <div className={styles.nav}>
      <button type="button" className="button button-secondary" onClick={onBack}>
        {labels.back}
      </button>
      <p className={styles.hint}>{labels.keyboardHint}</p>
    </div>
  );
}

/**
 * Resumes stored progress once, after hydration (the server renders the survey step): when
 * nothing was answered yet in this page view, a run a previous one left (./quiz-progress.ts) is
 * put in `runRef` and the state (`setRun`, `setResumed`); otherwise the current run is stored. Loads the
 * progress module (zod) on demand; without it the test works, only without resume.
 * @returns the loaded progress module (null until loaded), for storing each new run
 */
function useResumedProgress(
  slug: string,
  runner: ReturnType<typeof freeTestRunner>,
  runRef: RefObject<FreeTestRunState>,
  setRun: (run: FreeTestRunState) => void,
  setResumed: (resumed: boolean) => void,
): RefObject<ProgressModule | null> {
  const progressModuleRef = useRef<ProgressModule | null>(null);
  useEffect(() => {
    let cancelled = false;
    loadProgress()
      .then((module) => {
        if (cancelled) return;
        progressModuleRef.current = module;
        if (runRef.current.state.step === 0 && !runRef.current.surveySent) {
          const stored = module.readQuizProgress(window.localStorage, slug, runner, Date.now());
          if (stored) {
            runRef.current = stored;
            setRun(stored);
            setResumed(true);
            return;
          }
        }
        module.writeQuizProgress(window.localStorage, slug, runRef.current, Date.now());
      })
      .catch(() => {
        // Without the module the test still works, only without resume.
      });
    return () => {
      cancelled = true;
    };
  }, [slug, runner, runRef, setRun, setResumed]);
  return progressModuleRef;
}

/** Each new question (step > 0): keeps the panel — progress bar and statement — in view below the sticky header. */
function useStepInView(step: number): RefObject<HTMLDivElement | null> {
  const panelRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const panel = panelRef.current;
    if (step === 0 || !panel) return;
    const header = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 0;
    const box = panel.getBoundingClientRect();
    if (box.top < header || box.top > window.innerHeight / 3) panel.scrollIntoView({ block: 'start' });
  }, [step]);
  return panelRef;
}

/**
 * Scores the finished test and stores it under test_results ("main", local storage); signed in it
 * is saved to the account too, with `onSaving` (the spinner) until the account has it or
 * SAVE_WAIT_MS passed, then `onSaved`. Any failure: logged, `onError`.
 */
function finishFreeTest(
  definition: FreeTestDefinition,
  answers: Record<string, number>,
  precisionOf: ReturnType<typeof precisionSource>,
  then: { onSaving: () => void; onSaved: () => void; onError: () => void },
): void {
  Promise.all([loadCompleteTest(), loadScoring()])
    .then(([{ completeTest }, { scoreFreeTest }]) => {
      const result = scoreFreeTest(scoredItems(definition), answers, precisionOf);
      const { saved } = completeTest({ testName: FREE_TEST_NAME, result, answers });
      then.onSaving();
      return Promise.race([saved, new Promise((resolve) => setTimeout(resolve, SAVE_WAIT_MS))]);
    })
    .then(then.onSaved)
    .catch((error: unknown) => {
      console.error(error);
      then.onError();
    });
}

/** "Question 12 of 72" for a fixed statement; for a follow-up, which letter it settles. */
function questionCaption(state: FreeTestRunState['state'], fixed: boolean, key: DichotomyKey, labels: FreeTestQuizLabels): string {
  if (fixed) return fill(labels.questionOf, { index: state.step, total: stepsPlanned(state) });
  const [first, second] = [key[0], key[1]] as [keyof FreeTestQuizLabels['poles'], keyof FreeTestQuizLabels['poles']];
  return fill(labels.followUpOf, { index: state.step, first: labels.poles[first], second: labels.poles[second] });
}

/** After a reload resumed the test: says so, with "Start over". */
function ResumedNotice({ labels, onStartOver }: { labels: FreeTestQuizLabels; onStartOver: () => void }) {
  return (
    <div className={styles.resumed} role="status">
      <p>{labels.resumed}</p>
      <button type="button" className="button button-secondary" onClick={onStartOver}>
        {labels.startOver}
      </button>
    </div>
  );
}

/**
 * One Likert item as a radio group with roving focus: arrow up/down move focus between the five
 * options without choosing (SPEC §2 Quiz keyboard); arrow up on the top option goes to the previous
 * question and arrow down on the bottom option to the next one (when this one is answered); space
 * or enter chooses, a click or tap chooses. Focus starts on the current answer, else on the
 * neutral option.
 */
function LikertQuestion({
  id,
  text,
  selected,
  likert,
  onAnswer,
  onPrevious,
  onNext,
}: {
  id: string;
  text: string;
  selected: number | null;
  likert: LikertLabels;
  onAnswer: (value: number) => void;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const [focused, setFocused] = useState<number>(selected ?? 0);
  const refs = useRef(new Map<number, HTMLDivElement | null>());
  const headingId = `question-${id}`;

  useEffect(() => {
    refs.current.get(focused)?.focus();
  }, [focused]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const direction = event.key === 'ArrowDown' ? 'down' : 'up';
      const next = moveSelection(focused, direction);
      if (next !== focused) setFocused(next);
      else if (!event.repeat) (direction === 'up' ? onPrevious : onNext)();
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (!event.repeat) onAnswer(focused);
    }
  };

  return (
    <div className={styles.question}>
      <h2 id={headingId} className={styles.statement}>
        {text}
      </h2>
      <div role="radiogroup" aria-labelledby={headingId} className={styles.options} onKeyDown={onKeyDown}>
        {LIKERT_OPTIONS.map((option) => (
          <div
            key={option.value}
            ref={(element) => {
              refs.current.set(option.value, element);
            }}
            role="radio"
            aria-checked={selected === option.value}
            tabIndex={option.value === focused ? 0 : -1}
            className={styles.option}
            data-value={option.value}
            onClick={() => {
              setFocused(option.value);
              onAnswer(option.value);
            }}
            onFocus={() => setFocused(option.value)}
          >
            <span className={styles.dot} aria-hidden="true" />
            {likert[option.key]}
          </div>
        ))}
      </div>
    </div>
  );
}
