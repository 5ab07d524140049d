'use client';

import { useRouter } from 'next/navigation';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ProgressBar, type ProgressBarLabels } from '@/components/progress-bar/ProgressBar';
import { Spinner } from '@/components/spinner/Spinner';
import { analytics } from '@/features/analytics/analytics';
import { fill } from '@/i18n/template';
import { ROUTES } from '@/lib/routes';
import type { FreeTestDefinition } from '@/content/free-test-definition';
import { FREE_TEST_NAME } from '@/features/results/storage-keys';
import { scoreFreeTest } from '@typeatlas/schemas/engine';
import { LIKERT_OPTIONS, type LikertLabels } from './likert';
import { type QuizAction, type QuizState, initialQuizState, isSurveyComplete, moveSelection, progressOf, quizReducer } from './quiz-state';
import styles from './FreeTestQuiz.module.css';

/** Finishing a test validates with zod; it is loaded on demand to keep zod out of the page's first load. */
const loadCompleteTest = () => import('@/features/results/complete-test');

/** Longest wait for the account save before the result page opens anyway (the result is stored locally first), ms. */
const SAVE_WAIT_MS = 8000;

/** Texts of the free test (quiz.json `quiz` and `likert`, common.json `progress`), built by ./labels.ts. */
export interface FreeTestQuizLabels {
  surveyError: string;
  start: string;
  /** Template with `{{index}}` and `{{total}}`. */
  questionOf: string;
  back: string;
  keyboardHint: string;
  calculating: string;
  /** Shown with the spinner while the result is saved to the account. */
  saving: string;
  saveError: string;
  likert: LikertLabels;
  progress: ProgressBarLabels;
}

/**
 * The free test (SPEC §2 Quiz, §4 Quiz): a survey step (gender, age), then one Likert item at a
 * time. Keyboard: arrow up/down move between the options, space (or enter) selects and advances.
 * Events: `survey/completed` (analytics register), `quiz/started`, `quiz/completed`; on completion
 * the scored result is saved under `test_results` (local storage, name "main") and the visitor is
 * taken to the result page. Client component: its texts come in as `labels` from the server
 * wrapper (./FreeTestQuiz.tsx).
 */
export function FreeTestQuizClient({ definition, labels }: { definition: FreeTestDefinition; labels: FreeTestQuizLabels }) {
  const router = useRouter();
  const itemIds = useMemo(() => definition.items.map((item) => item.id), [definition.items]);
  const [state, setState] = useState<QuizState>(initialQuizState);
  const stateRef = useRef(state);
  const [surveyError, setSurveyError] = useState(false);
  const [saveError, setSaveError] = useState(false);
  const [saving, setSaving] = useState(false);

  const dispatch = useCallback(
    (action: QuizAction) => {
      const transition = quizReducer(stateRef.current, action, itemIds);
      stateRef.current = transition.state;
      setState(transition.state);
      for (const event of transition.events) {
        if (event.name === 'survey/completed') {
          void analytics().register(event.properties);
          void analytics().capture('survey/completed', event.properties);
        } else if (event.name === 'quiz/started') {
          void analytics().capture('quiz/started');
          void loadCompleteTest(); // warm the lazily loaded module long before it is needed
        } else {
          void analytics().capture('quiz/completed');
          const result = scoreFreeTest(definition.items, event.answers);
          loadCompleteTest()
            .then(({ completeTest }) => {
              // Stored under test_results ("main", local storage); saved to the account when signed in,
              // with the spinner showing until the account has it (or SAVE_WAIT_MS passed).
              const { saved } = completeTest({ testName: FREE_TEST_NAME, result, answers: event.answers });
              setSaving(true);
              return Promise.race([saved, new Promise((resolve) => setTimeout(resolve, SAVE_WAIT_MS))]);
            })
            .then(() => router.push(ROUTES.freeTestResult))
            .catch((error: unknown) => {
              console.error(error);
              setSaveError(true);
            });
        }
      }
    },
    [definition.items, itemIds, router],
  );

  if (state.index === 0) {
    return (
      <SurveyStep
        definition={definition}
        state={state}
        error={surveyError}
        labels={labels}
        onChange={(field, value) => {
          setSurveyError(false);
          dispatch({ type: 'survey', field, value });
        }}
        onContinue={() => {
          if (!isSurveyComplete(stateRef.current.survey)) setSurveyError(true);
          else dispatch({ type: 'continue' });
        }}
      />
    );
  }

  const item = definition.items[state.index - 1];
  const total = definition.items.length;
  const progress = progressOf(state, total);
  if (state.completed || !item) {
    return (
      <div className="card test-panel" role="status">
        {saveError ? <p>{labels.saveError}</p> : saving ? <Spinner label={labels.saving} announce={false} /> : <p>{labels.calculating}</p>}
      </div>
    );
  }
  return (
    <div className="card test-panel">
      <ProgressBar caption={fill(labels.questionOf, { index: state.index, total })} percent={progress} labels={labels.progress} />
      <LikertQuestion
        key={item.id}
        id={item.id}
        text={item.text}
        selected={state.answers[item.id] ?? null}
        likert={labels.likert}
        onAnswer={(value) => dispatch({ type: 'answer', questionId: item.id, value })}
      />
      <div className={styles.nav}>
        <button type="button" className="button button-secondary" onClick={() => dispatch({ type: 'back' })}>
          {labels.back}
        </button>
        <p className={styles.hint}>{labels.keyboardHint}</p>
      </div>
    </div>
  );
}

function SurveyStep({
  definition,
  state,
  error,
  labels,
  onChange,
  onContinue,
}: {
  definition: FreeTestDefinition;
  state: QuizState;
  error: boolean;
  labels: FreeTestQuizLabels;
  onChange: (field: 'gender' | 'age', value: string) => void;
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
                  checked={state.survey[question.id] === option.value}
                  onChange={() => onChange(question.id, option.value)}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {error ? (
        <p className={styles.error} role="alert">
          {labels.surveyError}
        </p>
      ) : null}
      <button type="submit" className="button button-large">
        {labels.start}
      </button>
    </form>
  );
}

/**
 * One Likert item as a radio group with roving focus: arrow up/down move focus between the five
 * options without choosing (SPEC §2 Quiz keyboard), space or enter chooses, a click chooses.
 * Focus starts on the current answer, else on the neutral option.
 */
function LikertQuestion({
  id,
  text,
  selected,
  likert,
  onAnswer,
}: {
  id: string;
  text: string;
  selected: number | null;
  likert: LikertLabels;
  onAnswer: (value: number) => void;
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
      setFocused((value) => moveSelection(value, event.key === 'ArrowDown' ? 'down' : 'up'));
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
