'use client';

import { useRouter } from 'next/navigation';
import { type KeyboardEvent, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ProgressBar, type ProgressBarLabels } from '@/components/progress-bar/ProgressBar';
import { Spinner } from '@/components/spinner/Spinner';
import { fill } from '@/i18n/template';
import type { FreeTestDefinition } from '@/content/free-test-definition';
import { FREE_TEST_NAME } from '@/features/results/storage-keys';
import { useStoredFreeTestType } from '@/features/results';
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
  type FreeTestRun,
  type SurveyAnswers,
  type SurveyField,
} from './free-test-runner';
import { LIKERT_OPTIONS, moveSelection, type LikertLabels } from './likert';
import { useCompareToken } from './useCompareToken';
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

export { COMPARE_PARAM } from './compare-param';

/** Longest wait for the account save before the result page opens anyway (the result is stored locally first), ms. */
const SAVE_WAIT_MS = 8000;

/** Texts of the free test (quiz.json `quiz` and `likert`, common.json `progress`), built by ./labels.ts. */
export interface FreeTestQuizLabels {
  start: string;
  /** Says that gender and age may be skipped. */
  surveyOptional: string;
  /** Shown above the question after a reload resumed the test. */
  resumed: string;
  startOver: string;
  /** Template with `{{index}}` and `{{total}}`. */
  questionOf: string;
  /** Caption of a follow-up statement (issue 24 §3): template with `{{index}}`, `{{first}}` and `{{second}}` (pole names). */
  followUpOf: string;
  /** Pole names by letter (quiz.json `poles`), for {@link FreeTestQuizLabels.followUpOf}. */
  poles: Record<'E' | 'I' | 'S' | 'N' | 'T' | 'F' | 'J' | 'P', string>;
  back: string;
  keyboardHint: string;
  calculating: string;
  /** Shown with the spinner while the result is saved to the account. */
  saving: string;
  saveError: string;
  /** Beside "Start the test" when a result is stored: template with `{{type}}` (issue 24 §5). */
  seeResult: string;
  /** The same, when the test was opened to compare: template with `{{type}}`. */
  compareSaved: string;
  /** Beside "Start the test" when the test was opened to compare with a friend. */
  compareNote: string;
  likert: LikertLabels;
  progress: ProgressBarLabels;
}

/**
 * The free test (SPEC §2 Quiz, §4 Quiz): a survey step (gender, age — each may be skipped, which
 * records "prefer not to say"), then one Likert item at a time: the fixed statements, of which a
 * clearly settled letter may skip the rest, then follow-up statements while a letter is still
 * balanced (issue 24 §3; ./free-test-plan.ts, the precision from `psychometrics`). It runs on the
 * one test engine (@typeatlas/schemas/engine, like the toolkit tests; ./free-test-runner.ts holds
 * its definition and the survey/answer gestures). Keyboard: arrow up/down move
 * between the options and, past the first/last option, to the previous/next question; space (or
 * enter) selects and advances. On touch devices the keyboard hint is hidden (CSS `pointer: coarse`).
 * Each new question scrolls the panel (progress bar and statement) into view below the sticky header.
 * Beside "Start the test": the way back to a stored result, or the compare note ({@link WaysBack}).
 * Progress is kept in local storage (./quiz-progress.ts): a reload or a back-swipe resumes the
 * test where it was, with a "Start over" button.
 * Events: `survey/completed` (analytics register), `quiz/started`, `quiz/completed`; on completion
 * the scored result is saved under `test_results` (local storage, name "main") and the visitor is
 * taken to the result page — or, when the test page was opened with `?compare={token}` from a
 * shared result, to the comparison with that result. Client component: its texts come in as
 * `labels` from the server wrapper (./FreeTestQuiz.tsx).
 */
export function FreeTestQuizClient({
  definition,
  labels,
  psychometrics,
  paths,
}: {
  definition: FreeTestDefinition;
  labels: FreeTestQuizLabels;
  psychometrics: PsychometricsSummary;
  paths: FreeTestPaths;
}) {
  const router = useRouter();
  const precisionOf = useMemo(() => precisionSource(psychometrics), [psychometrics]);
  const { itemsById, fixedIds } = useItemIndex(definition);
  // The engine definition and the plan per seed (a resumed test brings its own seed).
  const runner = useMemo(() => freeTestRunner(definition, precisionOf), [definition, precisionOf]);
  // The seed is drawn once per page view; nothing rendered depends on it, so server and client may differ.
  const [run, setRun] = useState<FreeTestRun>(() => startFreeTest(runner, randomSeed()));
  const runRef = useRef(run);
  const [saveError, setSaveError] = useState(false);
  const [saving, setSaving] = useState(false);
  const [resumed, setResumed] = useState(false);
  const { state } = run;
  const progressModuleRef = useResumedProgress(definition.slug, runner, runRef, setRun, setResumed);
  const panelRef = useStepInView(state.step);

  /** Keeps the new run, stores its progress, and sends what it reports (analytics, the finished result). */
  const commit = useCallback(
    (next: FreeTestRun, events: RunEvents = {}) => {
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

  if (state.step === 0) {
    return (
      <SurveyStep
        definition={definition}
        survey={surveyOf(state)}
        labels={labels}
        paths={paths}
        onChange={(field, value) => {
          const { run: next, survey } = answerSurvey(runRef.current, field, value);
          commit(next, { survey });
        }}
        onContinue={() => {
          const { run: next, survey } = leaveSurvey(runRef.current);
          commit(next, { survey });
        }}
      />
    );
  }

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
  state: FreeTestRun['state'];
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

/**
 * Where a finished test leads, from the server wrapper (./FreeTestQuiz.tsx) so the route table
 * (lib/routes) stays out of the test page's first load (issue 25).
 */
export interface FreeTestPaths {
  /** The result page, ROUTES.freeTestResult (`/free-personality-test/result`). */
  result: string;
  /** The comparison with a shared result, `sharedComparePath('{{token}}')`: a template with `{{token}}`. */
  compare: string;
}

/** The comparison with the shared result `compare` (a token) when there is one, else the result page. */
function resultPath(paths: FreeTestPaths, compare: string | null | undefined): string {
  return compare ? fill(paths.compare, { token: compare }) : paths.result;
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
  runRef: RefObject<FreeTestRun>,
  setRun: (run: FreeTestRun) => void,
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
function questionCaption(state: FreeTestRun['state'], fixed: boolean, key: DichotomyKey, labels: FreeTestQuizLabels): string {
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

/** The survey step: gender and age as radio groups; both may be left empty ("prefer not to say"). */
function SurveyStep({
  definition,
  survey,
  labels,
  paths,
  onChange,
  onContinue,
}: {
  definition: FreeTestDefinition;
  survey: SurveyAnswers;
  labels: FreeTestQuizLabels;
  paths: FreeTestPaths;
  onChange: (field: SurveyField, value: string) => void;
  onContinue: () => void;
}) {
  return (
    <form
      className="card test-panel"
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
      noValidate
    >
      {definition.intro ? <p className={styles.intro}>{definition.intro}</p> : null}
      <p className={styles.optional}>{labels.surveyOptional}</p>
      {definition.survey.map((question) => (
        <fieldset key={question.id} className={styles.fieldset}>
          <legend className={styles.legend}>{question.label}</legend>
          <div className={styles.choices}>
            {question.options.map((option) => (
              <label key={option.value} className={styles.choice}>
                <input
                  type="radio"
                  name={question.id}
                  value={option.value}
                  checked={survey[question.id] === option.value}
                  onChange={() => onChange(question.id, option.value)}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div className={styles.startRow}>
        <button type="submit" className="button button-large">
          {labels.start}
        </button>
        <WaysBack labels={labels} paths={paths} />
      </div>
    </form>
  );
}

/**
 * What sits beside "Start the test" (issue 24 §5), known only in the browser, so it appears after
 * hydration at the end of the survey form (the page keeps the footer below the fold, nothing
 * visible moves): with a stored result, a link to it — or, when the test was opened from a shared
 * result (`?compare=`), a link straight to the comparison with the stored result; without one, on
 * the compare path, a note that the result will be shown beside the friend's.
 */
function WaysBack({ labels, paths }: { labels: FreeTestQuizLabels; paths: FreeTestPaths }) {
  const type = useStoredFreeTestType();
  const compare = useCompareToken();
  if (type) {
    return (
      <a href={resultPath(paths, compare)} className={styles.wayBack} data-testid="test-way-back">
        {fill(compare ? labels.compareSaved : labels.seeResult, { type })}
      </a>
    );
  }
  return compare ? (
    <p className={styles.wayBack} data-testid="test-compare-note">
      {labels.compareNote}
    </p>
  ) : null;
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
