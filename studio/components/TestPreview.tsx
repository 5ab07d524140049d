import { type ComponentProps, type ReactNode, useMemo, useState } from 'react';
import type { UserViewComponent } from 'sanity/structure';
import { LEVELS, toDefinition } from '@typeatlas/schemas';
import * as engine from '@typeatlas/schemas/engine';
import type { EngineState, LevelLabel, TestDefinition, TestScore } from '@typeatlas/schemas/engine';
import { type QuestionLabels, type QuestionSlots, QuestionField, type ResultLabels, ResultView } from '@typeatlas/schemas/test-kit';
import { PREVIEW_CSS, QUESTION_CLASSES, RESULT_CLASSES } from './TestPreview.styles';

/**
 * "Preview" view of a toolkit `test` document (registered in structure/index.ts): converts the
 * displayed version (draft if any, else published) with `toDefinition`, lists the problems of
 * `validateTestDefinition`, and otherwise lets the editor click through the test with the real
 * engine — steps, progress, the per-type inputs, Next/Back/Submit/Restart, the validation message
 * and, after submitting, each scale's percentage, level and result text.
 *
 * The question inputs and the result view are the shared test kit (@typeatlas/schemas/test-kit),
 * the same components as the site's toolkit runner; around them, editor-only extras: each
 * question's id and type, option points, the questions disabled on the step, engine errors, the
 * answers as JSON, raw points and missing result texts, the thresholds. Styled by one stylesheet
 * on the studio theme's CSS variables (./TestPreview.styles.ts), so it follows light and dark mode.
 */
export function TestPreview({ document }: ComponentProps<UserViewComponent>) {
  const definition = useMemo(() => toDefinition(document.displayed), [document.displayed]);
  const problems = useMemo(() => engine.validateTestDefinition(definition), [definition]);
  // Any edit to the definition starts a fresh run.
  const signature = useMemo(() => JSON.stringify(definition), [definition]);

  return (
    <div className="tp-root">
      <style>{PREVIEW_CSS}</style>
      <div className="tp-column">
        <header className="tp-stack">
          <span className="tp-eyebrow">Preview · toolkit test</span>
          <h2 className="tp-title">{definition.title || 'Untitled test'}</h2>
          {definition.description ? <p className="tp-muted">{definition.description}</p> : null}
        </header>
        {problems.length > 0 ? <Problems problems={problems} /> : <Runner key={signature} definition={definition} />}
      </div>
    </div>
  );
}

function Problems({ problems }: { problems: string[] }) {
  return (
    <section role="alert" className="tp-card tp-critical">
      <strong>This test cannot run yet — fix {problems.length === 1 ? 'this problem' : `these ${problems.length} problems`}:</strong>
      <ul className="tp-list">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </section>
  );
}

const LEVEL_TITLES = Object.fromEntries(LEVELS.map((level) => [level.value, level.title])) as Record<LevelLabel, string>;

/** The kit's question texts in the studio (English, like the rest of the studio). */
const QUESTION_LABELS: QuestionLabels = {
  optional: '(optional)',
  likert: {
    stronglyDisagree: 'Strongly disagree',
    disagree: 'Disagree',
    neutral: 'Neither agree nor disagree',
    agree: 'Agree',
    stronglyAgree: 'Strongly agree',
  },
  likertStart: 'Starts at “Neither agree nor disagree”: move it if you lean either way.',
  chooseExactly: (count) => `Choose exactly ${count}.`,
  chooseUpTo: (count) => `Choose up to ${count}.`,
  orderEmpty: (source) => `Nothing to rank yet${source ? ` — choose options in “${source.label}” first` : ''}.`,
  moveUp: (label) => `Move ${label} up`,
  moveDown: (label) => `Move ${label} down`,
};

/** The kit's result texts in the studio. */
const RESULT_LABELS: ResultLabels = {
  eyebrow: 'Result',
  strongest: (title) => `Strongest scale: ${title}`,
  again: 'Restart',
  levels: LEVEL_TITLES,
  meterValue: (percentage, level) => `${percentage}%, ${level}`,
  figure: (percentage, level) => `${percentage}% · ${level}`,
};

/** Editor-only extras inside each question: its id and type, and each option's points. */
const QUESTION_SLOTS: QuestionSlots = {
  renderNote: (question) => (
    <span className="tp-small">
      {question.id} · {question.type}
    </span>
  ),
  renderOptionNote: (option) => (option.points === undefined ? null : <span className="tp-small"> ({option.points} pt)</span>),
};

/** The step line ("Step 2 of 5 · pinned", percent answered), the progress bar and the step's title. */
function StepHeading({
  state,
  group,
  groupId,
  percent,
}: {
  state: EngineState;
  group: TestDefinition['groups'][number] | undefined;
  groupId: string | undefined;
  percent: number;
}) {
  return (
    <>
      <div className="tp-stack">
        <div className="tp-row">
          <span className="tp-muted">
            Step {state.step + 1} of {Math.max(1, state.order.length)}
            {group?.pinned ? ' · pinned' : ''}
          </span>
          <span className="tp-muted">{percent}% answered</span>
        </div>
        <div role="progressbar" aria-label="Progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="tp-track">
          <span style={{ width: `${percent}%` }} />
        </div>
      </div>

      <div className="tp-stack">
        <h3 className="tp-step-title">{group?.title ?? groupId ?? 'No steps'}</h3>
        {group?.description ? <p className="tp-muted">{group.description}</p> : null}
      </div>
    </>
  );
}

/** Back and Restart, then Next — or Submit on the last step. */
function RunnerNav({
  canGoBack,
  last,
  onBack,
  onRestart,
  onNext,
  onSubmit,
}: {
  canGoBack: boolean;
  last: boolean;
  onBack: () => void;
  onRestart: () => void;
  onNext: () => void;
  onSubmit: () => void;
}) {
  return (
    <div className="tp-row">
      <div className="tp-cluster">
        <Button onClick={onBack} disabled={!canGoBack}>
          Back
        </Button>
        <Button onClick={onRestart}>Restart</Button>
      </div>
      {last ? (
        <Button primary onClick={onSubmit}>
          Submit
        </Button>
      ) : (
        <Button primary onClick={onNext}>
          Next
        </Button>
      )}
    </div>
  );
}

/** One run of the test: engine state, or the score after a complete submit. */
function Runner({ definition }: { definition: TestDefinition }) {
  const [state, setState] = useState<EngineState>(() => engine.createEngineState(definition));
  const [score, setScore] = useState<TestScore | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  /** Runs an engine transition; an unexpected engine error is shown instead of breaking the pane. */
  const apply = (transition: () => EngineState) => {
    try {
      setState(transition());
      setFailure(null);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const onRestart = () => {
    setScore(null);
    apply(() => engine.restart(state));
  };

  if (score) return <Result definition={definition} score={score} onRestart={onRestart} />;

  const onSubmit = () => {
    try {
      const { outcome, state: submitted } = engine.submit(state, { send: false });
      setState(submitted);
      if (outcome !== 'validation') setScore(engine.scoreTest(definition, submitted.answers, { enabled: submitted.enabled }));
      setFailure(null);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const groupId = state.order[state.step];
  const group = definition.groups.find((candidate) => candidate.id === groupId);
  const questions = engine.stepQuestions(state);
  const visible = questions.filter((question) => engine.isEnabled(state, question.id));
  const hidden = questions.filter((question) => !engine.isEnabled(state, question.id));
  const last = engine.isLastStep(state);
  const percent = engine.progress(state);

  return (
    <section className="tp-card">
      <StepHeading state={state} group={group} groupId={groupId} percent={percent} />

      {visible.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          value={state.answers[question.id] ?? null}
          siblings={definition.questions}
          labels={QUESTION_LABELS}
          classes={QUESTION_CLASSES}
          onChange={(value) => apply(() => engine.setAnswer(state, question.id, value))}
          onSubChange={(subId, value) => apply(() => engine.setSubAnswer(state, question.id, subId, value))}
          {...QUESTION_SLOTS}
        />
      ))}
      {hidden.length > 0 ? (
        <p className="tp-muted">
          Disabled on this step (a related rule can enable them): {hidden.map((question) => question.id).join(', ')}
        </p>
      ) : null}

      {state.error ? (
        <p role="alert" className="tp-banner tp-caution">
          {state.error}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="tp-banner tp-critical">
          Engine error: {failure}
        </p>
      ) : null}

      <RunnerNav
        canGoBack={state.step > 0}
        last={last}
        onBack={() => apply(() => engine.goBack(state))}
        onRestart={onRestart}
        onNext={() => apply(() => engine.goNext(state))}
        onSubmit={onSubmit}
      />

      <details>
        <summary className="tp-muted">Answers (JSON)</summary>
        <pre className="tp-code">{JSON.stringify(state.answers, null, 2)}</pre>
      </details>
    </section>
  );
}

/** The kit's result view, with each scale's raw points (and a missing result text) and the thresholds. */
function Result({ definition, score, onRestart }: { definition: TestDefinition; score: TestScore; onRestart: () => void }) {
  return (
    <ResultView
      result={score}
      fallbackTitle="This test has no scales"
      labels={RESULT_LABELS}
      classes={RESULT_CLASSES}
      onRestart={onRestart}
      renderScaleNote={(scale) => (
        <>
          {scale.text ? null : (
            <p className="tp-banner tp-caution">
              No result text for level “{LEVEL_TITLES[scale.level]}” in scale “{scale.id}”.
            </p>
          )}
          <span className="tp-small">
            {scale.raw} of {scale.max} points from {scale.answered} answered item{scale.answered === 1 ? '' : 's'}
          </span>
        </>
      )}
      footer={
        <span className="tp-small">
          Thresholds: {JSON.stringify(definition.thresholds)} · scoring {definition.scoringMap}
        </span>
      }
    />
  );
}

function Button({
  children,
  onClick,
  disabled,
  primary,
}: {
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  primary?: boolean;
}) {
  return (
    <button type="button" onClick={onClick} disabled={disabled} className={primary ? 'tp-button tp-primary' : 'tp-button'}>
      {children}
    </button>
  );
}
