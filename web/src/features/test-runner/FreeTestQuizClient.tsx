'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ProgressBar, type ProgressBarLabels } from '@/components/progress-bar/ProgressBar';
import { Spinner } from '@/components/spinner/Spinner';
import { analytics } from '@/features/analytics/analytics';
import { fill } from '@/i18n/template';
import { ROUTES, sharedComparePath } from '@/lib/routes';
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
}: {
  definition: FreeTestDefinition;
  labels: FreeTestQuizLabels;
  psychometrics: PsychometricsSummary;
}) {
  const router = useRouter();
  const precisionOf = useMemo(() => precisionSource(psychometrics), [psychometrics]);
  const itemsById = useMemo(
    () => new Map([definition.items, ...Object.values(definition.followUps)].flat().map((item) => [item.id, item])),
    [definition],
  );
  const fixedIds = useMemo(() => new Set(definition.items.map((item) => item.id)), [definition.items]);
  // The engine definition and the plan per seed (a resumed test brings its own seed).
  const runner = useMemo(() => freeTestRunner(definition, precisionOf), [definition, precisionOf]);
  // The seed is drawn once per page view; nothing rendered depends on it, so server and client may differ.
  const [run, setRun] = useState<FreeTestRun>(() => startFreeTest(runner, randomSeed()));
  const runRef = useRef(run);
  const [saveError, setSaveError] = useState(false);
  const [saving, setSaving] = useState(false);
  const [resumed, setResumed] = useState(false);
  const progressModule = useRef<ProgressModule | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const { state } = run;

  // Resume stored progress once, after hydration (the server renders the survey step).
  useEffect(() => {
    let cancelled = false;
    loadProgress()
      .then((module) => {
        if (cancelled) return;
        progressModule.current = module;
        // Nothing answered yet in this page view: resume what a previous one left.
        if (runRef.current.state.step === 0 && !runRef.current.surveySent) {
          const stored = module.readQuizProgress(window.localStorage, definition.slug, runner, Date.now());
          if (stored) {
            runRef.current = stored;
            setRun(stored);
            setResumed(true);
            return;
          }
        }
        module.writeQuizProgress(window.localStorage, definition.slug, runRef.current, Date.now());
      })
      .catch(() => {
        // Without the module the test still works, only without resume.
      });
    return () => {
      cancelled = true;
    };
  }, [definition.slug, runner]);

  // Each new question: keep the progress bar and the statement in view below the sticky header.
  useEffect(() => {
    const panel = panelRef.current;
    if (state.step === 0 || !panel) return;
    const header = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 0;
    const box = panel.getBoundingClientRect();
    if (box.top < header || box.top > window.innerHeight / 3) panel.scrollIntoView({ block: 'start' });
  }, [state.step]);

  /** Keeps the new run, stores its progress, and sends what it reports (analytics, the finished result). */
  const commit = useCallback(
    (next: FreeTestRun, events: { survey?: SurveyAnswers | null; started?: boolean; completed?: Record<string, number> | null } = {}) => {
      runRef.current = next;
      setRun(next);
      progressModule.current?.writeQuizProgress(window.localStorage, definition.slug, next, Date.now());
      if (events.survey) {
        void analytics().register({ ...events.survey });
        void analytics().capture('survey/completed', { ...events.survey });
      }
      if (events.started) {
        void analytics().capture('quiz/started');
        void loadCompleteTest(); // warm the lazily loaded modules long before they are needed
        void loadScoring();
      }
      const answers = events.completed;
      if (!answers) return;
      void analytics().capture('quiz/completed');
      Promise.all([loadCompleteTest(), loadScoring()])
        .then(([{ completeTest }, { scoreFreeTest }]) => {
          const result = scoreFreeTest(scoredItems(definition), answers, precisionOf);
          // Stored under test_results ("main", local storage); saved to the account when signed in,
          // with the spinner showing until the account has it (or SAVE_WAIT_MS passed).
          const { saved } = completeTest({ testName: FREE_TEST_NAME, result, answers });
          setSaving(true);
          return Promise.race([saved, new Promise((resolve) => setTimeout(resolve, SAVE_WAIT_MS))]);
        })
        .then(() => {
          const compare = compareTokenOf(window.location.search);
          router.push(compare ? sharedComparePath(compare) : ROUTES.freeTestResult);
        })
        .catch((error: unknown) => {
          console.error(error);
          setSaveError(true);
        });
    },
    [definition, precisionOf, router],
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
    return (
      <div className="card test-panel" role="status">
        {saveError ? <p>{labels.saveError}</p> : saving ? <Spinner label={labels.saving} announce={false} /> : <p>{labels.calculating}</p>}
      </div>
    );
  }
  /** "Question 12 of 72" for a fixed statement; for a follow-up, which letter it settles. */
  const captionOf = (id: string, key: DichotomyKey) => {
    if (fixedIds.has(id)) return fill(labels.questionOf, { index: state.step, total: stepsPlanned(state) });
    const [first, second] = [key[0], key[1]] as [keyof FreeTestQuizLabels['poles'], keyof FreeTestQuizLabels['poles']];
    return fill(labels.followUpOf, { index: state.step, first: labels.poles[first], second: labels.poles[second] });
  };
  return (
    <div ref={panelRef} className={`card test-panel ${styles.panel}`} data-phase={fixedIds.has(item.id) ? 'fixed' : 'follow-up'}>
      {resumed ? (
        <div className={styles.resumed} role="status">
          <p>{labels.resumed}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setResumed(false);
              const current = runRef.current;
              commit({ ...current, state: restart(current.state), surveySent: false });
              window.scrollTo({ top: 0 });
            }}
          >
            {labels.startOver}
          </button>
        </div>
      ) : null}
      <ProgressBar caption={captionOf(item.id, item.key)} percent={progress(state)} labels={labels.progress} />
      <LikertQuestion
        key={item.id}
        id={item.id}
        text={item.text}
        selected={typeof state.answers[item.id] === 'number' ? (state.answers[item.id] as number) : null}
        likert={labels.likert}
        onAnswer={(value) => {
          const current = runRef.current;
          if (current.state.over || current.state.order[current.state.step] !== item.id) return;
          const { run: next, started, completed } = answerStatement(current, value);
          commit(next, { started, completed });
        }}
        onPrevious={back}
        onNext={() => commit(forward(runRef.current))}
      />
      <div className={styles.nav}>
        <button type="button" className="button button-secondary" onClick={back}>
          {labels.back}
        </button>
        <p className={styles.hint}>{labels.keyboardHint}</p>
      </div>
    </div>
  );
}

/** The survey step: gender and age as radio groups; both may be left empty ("prefer not to say"). */
function SurveyStep({
  definition,
  survey,
  labels,
  onChange,
  onContinue,
}: {
  definition: FreeTestDefinition;
  survey: SurveyAnswers;
  labels: FreeTestQuizLabels;
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
        <WaysBack labels={labels} />
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
function WaysBack({ labels }: { labels: FreeTestQuizLabels }) {
  const type = useStoredFreeTestType();
  const compare = useCompareToken();
  if (type) {
    return (
      <Link href={compare ? sharedComparePath(compare) : ROUTES.freeTestResult} className={styles.wayBack} data-testid="test-way-back">
        {fill(compare ? labels.compareSaved : labels.seeResult, { type })}
      </Link>
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
