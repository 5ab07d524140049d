'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProgressBarLabels } from '@/components/progress-bar/ProgressBar';
import { fill } from '@/i18n/template';
import type { FreeTestDefinition } from '@/content/free-test-definition';
import { useStoredFreeTestType } from '@/features/results';
import type { PsychometricsSummary } from '@/lib/psychometrics-record';
import { whenIdle, whenSettled } from '@/lib/idle';
import type { SurveyAnswers, SurveyField } from './free-test-runner';
import type { LikertLabels } from './likert';
import { hasQuizProgress } from './quiz-progress-key';
import { useCompareToken } from './useCompareToken';
import styles from './FreeTestQuiz.module.css';

/**
 * The runner proper (./FreeTestRun.tsx: the engine, the plan with its follow-ups, the statements,
 * resume, scoring): not on the page's first load (issue 25) — imported when the browser is idle
 * after hydration when there is progress to resume, else once the page has settled (lib/idle.ts
 * `whenSettled`: its evaluation was a ~140 ms task at 4× CPU inside Lighthouse's load window); at
 * the latest on the first answer in the survey or on "Start".
 */
const loadRunModule = () => import('./FreeTestRun');
type FreeTestRunComponent = Awaited<ReturnType<typeof loadRunModule>>['FreeTestRun'];

export { COMPARE_PARAM } from './compare-param';

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
 * Where a finished test leads, from the server wrapper (./FreeTestQuiz.tsx) so the route table
 * (lib/routes) stays out of the test page's first load (issue 25).
 */
export interface FreeTestPaths {
  /** The result page, ROUTES.freeTestResult (`/free-personality-test/result`). */
  result: string;
  /** The comparison with a shared result, `sharedComparePath('{{token}}')`: a template with `{{token}}`. */
  compare: string;
}

/** What the survey step shows: whether the run is on it (else a statement or the end), and its answers. */
export interface SurveyView {
  atSurvey: boolean;
  survey: SurveyAnswers;
}

/** The survey's gestures, handled by the run (./FreeTestRun.tsx) once it is mounted. */
export interface SurveyController {
  change: (field: SurveyField, value: string) => void;
  leave: () => void;
}

/** What the visitor did in the survey before the run was loaded: its answers, and whether "Start" was pressed. */
export interface PendingSurvey {
  survey: SurveyAnswers;
  leave: boolean;
}

const EMPTY_SURVEY: SurveyAnswers = { gender: '', age: '' };

/**
 * The free test (SPEC §2 Quiz, §4 Quiz): a survey step (gender, age — each may be skipped, which
 * records "prefer not to say"), then one Likert item at a time: the fixed statements, of which a
 * clearly settled letter may skip the rest, then follow-up statements while a letter is still
 * balanced (issue 24 §3). This component is what the page's first load carries (issue 25): the
 * survey step (also the server HTML) with the way back to a stored result beside "Start"
 * ({@link WaysBack}). The run — the engine, the statements, resume after a reload, analytics and
 * the end of the test — is ./FreeTestRun.tsx, loaded when the browser is idle after hydration (with
 * progress to resume) or once the page has settled, or on the first survey gesture; survey answers given before it has loaded are handed to it
 * (`pending`), and from then on it owns them (`controller`) and says what the survey step shows
 * (`onView`). The survey form stays the same element throughout, so focus is never lost.
 * Client component: its texts come in as `labels` from the server wrapper (./FreeTestQuiz.tsx).
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
  const [FreeTestRun, setFreeTestRun] = useState<FreeTestRunComponent | null>(null);
  const [view, setView] = useState<SurveyView>({ atSurvey: true, survey: EMPTY_SURVEY });
  const controller = useRef<SurveyController | null>(null);
  const [pending, setPending] = useState<PendingSurvey>({ survey: EMPTY_SURVEY, leave: false });
  const requested = useRef(false);

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    loadRunModule().then(
      (module) => setFreeTestRun(() => module.FreeTestRun),
      (error: unknown) => {
        requested.current = false; // tried again on the next gesture
        console.error('The free test failed to load', error);
      },
    );
  }, []);
  useEffect(() => (hasQuizProgress(() => window.localStorage) ? whenIdle(load) : whenSettled(load)), [load]);

  return (
    <>
      {view.atSurvey ? (
        <SurveyStep
          definition={definition}
          survey={view.survey}
          labels={labels}
          paths={paths}
          onChange={(field, value) => {
            if (controller.current) return controller.current.change(field, value);
            setPending((current) => ({ ...current, survey: { ...current.survey, [field]: value } }));
            setView((current) => ({ atSurvey: true, survey: { ...current.survey, [field]: value } }));
            load();
          }}
          onContinue={() => {
            if (controller.current) return controller.current.leave();
            setPending((current) => ({ ...current, leave: true }));
            load();
          }}
        />
      ) : null}
      {FreeTestRun ? (
        <FreeTestRun
          definition={definition}
          labels={labels}
          psychometrics={psychometrics}
          paths={paths}
          pending={pending}
          controllerRef={controller}
          onView={setView}
        />
      ) : null}
    </>
  );
}

/** The comparison with the shared result `compare` (a token) when there is one, else the result page. */
export function resultPath(paths: FreeTestPaths, compare: string | null | undefined): string {
  return compare ? fill(paths.compare, { token: compare }) : paths.result;
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
