'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
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
  scoreTest,
  setAnswer,
  setSubAnswer,
  stepQuestions,
  submit,
  type AnswerValue,
  type TestDefinition,
  type TestQuestion,
} from '@typeatlas/schemas/engine';
import { ProgressBar, type ProgressBarLabels } from '@/components/progress-bar/ProgressBar';
import { LIKERT_OPTIONS, type LikertLabels } from '@/features/quiz/likert';
import { type LevelLabels, formatPercent } from '@/features/quiz/result-explanation';
import { fill } from '@/i18n/template';
import { readUserCookie } from '@/lib/session-user';
import styles from './TestRunner.module.css';

type TestResult = ReturnType<typeof scoreTest>;

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
export function TestRunnerClient({ definition, labels }: { definition: TestDefinition; labels: TestRunnerLabels }) {
  const [state, setState] = useState<EngineState | null>(null);
  const [result, setResult] = useState<TestResult | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  useEffect(() => {
    if (focusHeading.current) {
      focusHeading.current = false;
      headingRef.current?.focus();
    }
  });

  const update = useCallback((next: EngineState, moveFocus = false) => {
    focusHeading.current = moveFocus;
    setState(next);
  }, []);

  if (!state) {
    return (
      <div className="card test-panel">
        <p className={styles.lead}>{definition.description}</p>
        <p className={styles.meta}>{labels.meta}</p>
        <button type="button" className="button button-large" onClick={() => update(createEngineState(definition), true)}>
          {labels.start}
        </button>
      </div>
    );
  }

  const onRestart = () => {
    setResult(null);
    update(restart(state), true);
  };

  if (result) {
    return <ResultView definition={definition} result={result} labels={labels} onRestart={onRestart} headingRef={headingRef} />;
  }

  const questions = stepQuestions(state);
  const group = definition.groups.find((candidate) => candidate.id === state.order[state.step]);
  const isLast = state.step >= state.order.length - 1;
  const percent = progress(state);

  const onNext = () => {
    if (!isLast) {
      const next = goNext(state);
      update(next, next.step !== state.step);
      return;
    }
    const { outcome, state: submitted } = submit(state, { send: readUserCookie(document.cookie) !== null });
    update(submitted);
    if (outcome === 'validation') return;
    const scored = scoreTest(definition, submitted.answers);
    // Stored under test_results (session storage: toolkit names do not start with "main"); the engine's
    // 'sent' outcome (signed in) also saves it to the account.
    void import('@/features/results/complete-test')
      .then(({ completeTest }) => completeTest({ testName: definition.slug, result: scored }, { upload: outcome === 'sent' }))
      .catch((error: unknown) => console.error(error));
    focusHeading.current = true;
    setResult(scored);
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
      <ProgressBar caption={fill(labels.step, { step: state.step + 1, total: state.order.length })} percent={percent} labels={labels.progress} />
      <h2 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {group?.title ?? definition.title}
      </h2>
      {group?.description ? <p className={styles.stepIntro}>{group.description}</p> : null}

      <div className={styles.questions}>
        {questions
          .filter((question) => isEnabled(state, question.id))
          .map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              definition={definition}
              state={state}
              labels={labels}
              invalid={Boolean(state.error) && !isQuestionAnswered(question, state.answers[question.id] ?? null, { enabled: true })}
              onChange={(value) => update(setAnswer(state, question.id, value))}
              onSubChange={(subId, value) => update(setSubAnswer(state, question.id, subId, value))}
            />
          ))}
      </div>

      {state.error ? (
        <p className={styles.error} role="alert">
          {state.error === INCOMPLETE_STEP_MESSAGE ? labels.incompleteStep : state.error}
        </p>
      ) : null}

      <div className={styles.nav}>
        <div className={styles.navStart}>
          <button type="button" className="button button-secondary" onClick={() => update(goBack(state), true)} disabled={state.step === 0}>
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
    </form>
  );
}

function choiceHint(question: TestQuestion, labels: TestRunnerLabels): string | null {
  const { length, max } = question.attrs ?? {};
  if (length !== undefined) return fill(labels.chooseExactly, { count: length });
  if (max !== undefined) return fill(labels.chooseUpTo, { count: max });
  return null;
}

function QuestionField({
  question,
  definition,
  state,
  labels,
  invalid,
  onChange,
  onSubChange,
}: {
  question: TestQuestion;
  definition: TestDefinition;
  state: EngineState;
  labels: TestRunnerLabels;
  invalid: boolean;
  onChange: (value: AnswerValue) => void;
  onSubChange: (subId: string, value: AnswerValue) => void;
}) {
  const id = useId();
  const value = state.answers[question.id] ?? null;
  const describedBy = question.description ? `${id}-desc` : undefined;
  const common = (
    <>
      <legend className={styles.legend}>
        {question.label}
        {question.optional || question.type === 'text' ? <span className={styles.optional}> {labels.optional}</span> : null}
      </legend>
      {question.description ? (
        <p id={`${id}-desc`} className={styles.help}>
          {question.description}
        </p>
      ) : null}
    </>
  );

  switch (question.type) {
    case 'question':
      return (
        <fieldset className={styles.fieldset} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
          {common}
          <LikertInput name={`${id}-likert`} value={typeof value === 'number' ? value : null} likert={labels.likert} onChange={onChange} />
        </fieldset>
      );
    case 'text':
      return (
        <div className={styles.fieldset}>
          <label htmlFor={`${id}-text`} className={styles.legend}>
            {question.label} <span className={styles.optional}>{labels.optional}</span>
          </label>
          <textarea
            id={`${id}-text`}
            className={styles.textarea}
            rows={3}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      );
    case 'multipleOptions': {
      const chosen = Array.isArray(value) ? value : [];
      const hint = choiceHint(question, labels);
      return (
        <fieldset className={styles.fieldset} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
          {common}
          {hint ? <p className={styles.help}>{hint}</p> : null}
          <div className={styles.checkboxes}>
            {(question.options ?? []).map((option) => {
              const checked = chosen.includes(option.value);
              const atMax = !checked && question.attrs?.max !== undefined && chosen.length >= question.attrs.max;
              return (
                <label key={option.value} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={atMax}
                    onChange={() => onChange(checked ? chosen.filter((v) => v !== option.value) : [...chosen, option.value])}
                  />
                  <span>{option.label}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      );
    }
    case 'order': {
      const ranked = Array.isArray(value) ? value : [];
      const labelOf = (optionValue: string) => {
        const own = question.options?.find((option) => option.value === optionValue);
        const source = question.source ? definition.questions.find((q) => q.id === question.source) : undefined;
        return own?.label ?? source?.options?.find((option) => option.value === optionValue)?.label ?? optionValue;
      };
      const move = (index: number, delta: number) => {
        const next = [...ranked];
        const [item] = next.splice(index, 1);
        if (item === undefined) return;
        next.splice(index + delta, 0, item);
        onChange(next);
      };
      return (
        <fieldset className={styles.fieldset} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
          {common}
          {ranked.length === 0 ? (
            <p className={styles.help}>{labels.orderEmpty}</p>
          ) : (
            <ol className={styles.order}>
              {ranked.map((item, index) => (
                <li key={item} className={styles.orderItem}>
                  <span className={styles.rank} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className={styles.orderLabel}>{labelOf(item)}</span>
                  {/* aria-disabled, not disabled: the pressed button keeps focus when the item reaches an end. */}
                  <button
                    type="button"
                    className={styles.orderButton}
                    aria-disabled={index === 0}
                    onClick={() => index > 0 && move(index, -1)}
                  >
                    <span aria-hidden="true">↑</span>
                    <span className="visually-hidden">{fill(labels.moveUp, { label: labelOf(item) })}</span>
                  </button>
                  <button
                    type="button"
                    className={styles.orderButton}
                    aria-disabled={index === ranked.length - 1}
                    onClick={() => index < ranked.length - 1 && move(index, 1)}
                  >
                    <span aria-hidden="true">↓</span>
                    <span className="visually-hidden">{fill(labels.moveDown, { label: labelOf(item) })}</span>
                  </button>
                </li>
              ))}
            </ol>
          )}
        </fieldset>
      );
    }
    case 'test': {
      const answers = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
      return (
        <fieldset className={`${styles.fieldset} ${styles.nested}`} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
          {common}
          {(question.schema ?? []).map((sub) => (
            <fieldset key={sub.id} className={styles.subFieldset}>
              <legend className={styles.subLegend}>{sub.label}</legend>
              <LikertInput
                name={`${id}-${sub.id}`}
                value={typeof answers[sub.id] === 'number' ? (answers[sub.id] as number) : null}
                likert={labels.likert}
                onChange={(subValue) => onSubChange(sub.id, subValue)}
              />
            </fieldset>
          ))}
        </fieldset>
      );
    }
  }
}

/** Five native radio buttons for a Likert item (−2 … 2); arrow keys move between them. */
function LikertInput({
  name,
  value,
  likert,
  onChange,
}: {
  name: string;
  value: number | null;
  likert: LikertLabels;
  onChange: (value: number) => void;
}) {
  return (
    <div className={styles.likert}>
      {[...LIKERT_OPTIONS].reverse().map((option) => (
        <label key={option.value} className={styles.likertOption}>
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          <span>{likert[option.key]}</span>
        </label>
      ))}
    </div>
  );
}

function ResultView({
  definition,
  result,
  labels,
  onRestart,
  headingRef,
}: {
  definition: TestDefinition;
  result: TestResult;
  labels: TestRunnerLabels;
  onRestart: () => void;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const top = result.scales.find((scale) => scale.id === result.result.topScale);
  return (
    <section className="card test-panel" aria-labelledby="toolkit-result-title">
      <p className="eyebrow">{labels.resultEyebrow}</p>
      <h2 id="toolkit-result-title" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {top ? fill(labels.resultStrongest, { title: top.title }) : definition.title}
      </h2>
      <ul className={styles.scales}>
        {result.scales.map((scale) => (
          <li key={scale.id} className={styles.scale}>
            <div className={styles.scaleHead}>
              <h3>{scale.title}</h3>
              <span className={styles.level}>{labels.levels[scale.level]}</span>
            </div>
            <div
              className={styles.bar}
              role="meter"
              aria-label={scale.title}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={scale.percentage}
              aria-valuetext={fill(labels.resultMeterValue, { percent: formatPercent(scale.percentage), level: labels.levels[scale.level] })}
            >
              <span style={{ width: `${scale.percentage}%` }} />
            </div>
            <p className={styles.scaleFigure}>
              {fill(labels.resultFigure, { percent: formatPercent(scale.percentage), level: labels.levels[scale.level] })}
            </p>
            {scale.text ? <p>{scale.text}</p> : null}
          </li>
        ))}
      </ul>
      <button type="button" className="button button-secondary" onClick={onRestart}>
        {labels.resultAgain}
      </button>
    </section>
  );
}
