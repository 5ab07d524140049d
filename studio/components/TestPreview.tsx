import { type ComponentProps, type CSSProperties, type ReactNode, useId, useMemo, useState } from 'react';
import type { UserViewComponent } from 'sanity/structure';
import { LEVELS, toDefinition } from '@typeatlas/schemas';
import {
  type AnswerValue,
  type EngineState,
  type TestDefinition,
  type TestQuestion,
  type TestScore,
  createEngineState,
  goBack,
  goNext,
  isEnabled,
  isLastStep,
  progress,
  restart,
  scoreTest,
  setAnswer,
  setSubAnswer,
  stepQuestions,
  submit,
  validateTestDefinition,
} from '@typeatlas/schemas/engine';

/**
 * "Preview" view of a toolkit `test` document (registered in structure/index.ts): converts the
 * displayed version (draft if any, else published) with `toDefinition`, lists the problems of
 * `validateTestDefinition`, and otherwise lets the editor click through the test with the real
 * engine — steps, progress, the per-type inputs, Next/Back/Submit/Restart, the validation message
 * and, after submitting, each scale's percentage, level and result text.
 *
 * Built from plain elements styled with the studio theme's CSS variables (`--card-*`), which
 * every surrounding Sanity UI card sets, so it follows light and dark mode without extra
 * dependencies.
 */
export function TestPreview({ document }: ComponentProps<UserViewComponent>) {
  const definition = useMemo(() => toDefinition(document.displayed), [document.displayed]);
  const problems = useMemo(() => validateTestDefinition(definition), [definition]);
  // Any edit to the definition starts a fresh run.
  const signature = useMemo(() => JSON.stringify(definition), [definition]);

  return (
    <div style={styles.root}>
      <div style={styles.column}>
        <header style={styles.stack(4)}>
          <span style={styles.eyebrow}>Preview · toolkit test</span>
          <h2 style={styles.title}>{definition.title || 'Untitled test'}</h2>
          {definition.description ? <p style={styles.muted}>{definition.description}</p> : null}
        </header>
        {problems.length > 0 ? <Problems problems={problems} /> : <Runner key={signature} definition={definition} />}
      </div>
    </div>
  );
}

function Problems({ problems }: { problems: string[] }) {
  return (
    <section role="alert" style={{ ...styles.card, ...styles.critical }}>
      <div style={styles.stack(8)}>
        <strong>This test cannot run yet — fix {problems.length === 1 ? 'this problem' : `these ${problems.length} problems`}:</strong>
        <ul style={styles.list}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** One run of the test: engine state, or the score after a complete submit. */
function Runner({ definition }: { definition: TestDefinition }) {
  const [state, setState] = useState<EngineState>(() => createEngineState(definition));
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
    apply(() => restart(state));
  };

  if (score) return <Result definition={definition} score={score} onRestart={onRestart} />;

  const onSubmit = () => {
    try {
      const { outcome, state: submitted } = submit(state, { send: false });
      setState(submitted);
      if (outcome !== 'validation') setScore(scoreTest(definition, submitted.answers, { enabled: submitted.enabled }));
      setFailure(null);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const groupId = state.order[state.step];
  const group = definition.groups.find((candidate) => candidate.id === groupId);
  const questions = stepQuestions(state);
  const visible = questions.filter((question) => isEnabled(state, question.id));
  const hidden = questions.filter((question) => !isEnabled(state, question.id));
  const last = isLastStep(state);
  const percent = progress(state);

  return (
    <section style={{ ...styles.card, ...styles.stack(16) }}>
      <div style={styles.stack(6)}>
        <div style={styles.row}>
          <span style={styles.muted}>
            Step {state.step + 1} of {Math.max(1, state.order.length)}
            {group?.pinned ? ' · pinned' : ''}
          </span>
          <span style={styles.muted}>{percent}% answered</span>
        </div>
        <div role="progressbar" aria-label="Progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} style={styles.track}>
          <span style={{ ...styles.fill, width: `${percent}%` }} />
        </div>
      </div>

      <div style={styles.stack(4)}>
        <h3 style={styles.stepTitle}>{group?.title ?? groupId ?? 'No steps'}</h3>
        {group?.description ? <p style={styles.muted}>{group.description}</p> : null}
      </div>

      {visible.map((question) => (
        <QuestionBlock
          key={question.id}
          question={question}
          siblings={definition.questions}
          value={state.answers[question.id] ?? null}
          onChange={(value) => apply(() => setAnswer(state, question.id, value))}
          onSubChange={(subId, value) => apply(() => setSubAnswer(state, question.id, subId, value))}
        />
      ))}
      {hidden.length > 0 ? (
        <p style={styles.muted}>
          Disabled on this step (a related rule can enable them): {hidden.map((question) => question.id).join(', ')}
        </p>
      ) : null}

      {state.error ? (
        <p role="alert" style={{ ...styles.banner, ...styles.caution }}>
          {state.error}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" style={{ ...styles.banner, ...styles.critical }}>
          Engine error: {failure}
        </p>
      ) : null}

      <div style={styles.row}>
        <div style={{ ...styles.row, gap: 8 }}>
          <Button onClick={() => apply(() => goBack(state))} disabled={state.step === 0}>
            Back
          </Button>
          <Button onClick={onRestart}>Restart</Button>
        </div>
        {last ? (
          <Button primary onClick={onSubmit}>
            Submit
          </Button>
        ) : (
          <Button primary onClick={() => apply(() => goNext(state))}>
            Next
          </Button>
        )}
      </div>

      <details>
        <summary style={styles.muted}>Answers (JSON)</summary>
        <pre style={styles.code}>{JSON.stringify(state.answers, null, 2)}</pre>
      </details>
    </section>
  );
}

const LIKERT = [
  { value: -2, label: 'Strongly disagree' },
  { value: -1, label: 'Disagree' },
  { value: 0, label: 'Neither agree nor disagree' },
  { value: 1, label: 'Agree' },
  { value: 2, label: 'Strongly agree' },
] as const;

interface QuestionProps {
  question: TestQuestion;
  /** The questions an order question's `source` is looked up in (top level, or a test's schema). */
  siblings: readonly TestQuestion[];
  value: AnswerValue;
  onChange: (value: AnswerValue) => void;
}

/** A question with its label, help and the input of its type. */
function QuestionBlock({ onSubChange, ...props }: QuestionProps & { onSubChange?: (subId: string, value: AnswerValue) => void }) {
  const { question, value } = props;
  return (
    <fieldset style={styles.fieldset}>
      <legend style={styles.legend}>
        {question.label || question.id}
        {question.optional || question.type === 'text' ? <span style={styles.muted}> (optional)</span> : null}
      </legend>
      <div style={styles.stack(8)}>
        {question.description ? <p style={styles.muted}>{question.description}</p> : null}
        {question.type === 'test' ? (
          <div style={{ ...styles.stack(12), ...styles.nested }}>
            {(question.schema ?? []).map((sub) => {
              const answers = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
              return (
                <QuestionBlock
                  key={sub.id}
                  question={sub}
                  siblings={question.schema ?? []}
                  value={answers[sub.id] ?? null}
                  onChange={(subValue) => onSubChange?.(sub.id, subValue)}
                />
              );
            })}
          </div>
        ) : (
          <Input {...props} />
        )}
        <span style={styles.small}>
          {question.id} · {question.type}
        </span>
      </div>
    </fieldset>
  );
}

function Input({ question, siblings, value, onChange }: QuestionProps) {
  const name = useId();
  switch (question.type) {
    case 'question':
      return (
        <div style={{ ...styles.row, flexWrap: 'wrap', justifyContent: 'flex-start', gap: 12 }}>
          {LIKERT.map((option) => (
            <label key={option.value} style={styles.choice}>
              <input type="radio" name={name} checked={value === option.value} onChange={() => onChange(option.value)} />
              {option.label}
            </label>
          ))}
        </div>
      );
    case 'text':
      return (
        <textarea
          aria-label={question.label}
          rows={3}
          style={styles.textarea}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'multipleOptions': {
      const chosen = Array.isArray(value) ? value : [];
      const { length, max } = question.attrs ?? {};
      return (
        <div style={styles.stack(6)}>
          {length !== undefined || max !== undefined ? (
            <span style={styles.small}>{length !== undefined ? `Choose exactly ${length}.` : `Choose up to ${max}.`}</span>
          ) : null}
          {(question.options ?? []).map((option) => {
            const checked = chosen.includes(option.value);
            const full = !checked && max !== undefined && chosen.length >= max;
            return (
              <label key={option.value} style={{ ...styles.choice, opacity: full ? 0.5 : 1 }}>
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={full}
                  onChange={() => onChange(checked ? chosen.filter((entry) => entry !== option.value) : [...chosen, option.value])}
                />
                {option.label}
                {option.points === undefined ? null : <span style={styles.small}> ({option.points} pt)</span>}
              </label>
            );
          })}
        </div>
      );
    }
    case 'order': {
      const ranked = Array.isArray(value) ? value : [];
      const source = question.source ? siblings.find((candidate) => candidate.id === question.source) : undefined;
      const labelOf = (entry: string) =>
        question.options?.find((option) => option.value === entry)?.label ??
        source?.options?.find((option) => option.value === entry)?.label ??
        entry;
      const move = (index: number, delta: number) => {
        const next = [...ranked];
        const [item] = next.splice(index, 1);
        if (item === undefined) return;
        next.splice(index + delta, 0, item);
        onChange(next);
      };
      if (ranked.length === 0) {
        return <p style={styles.muted}>Nothing to rank yet{source ? ` — choose options in “${source.label}” first` : ''}.</p>;
      }
      return (
        <ol style={{ ...styles.list, ...styles.stack(6) }}>
          {ranked.map((entry, index) => (
            <li key={entry}>
              <div style={{ ...styles.row, gap: 8 }}>
                <span>{labelOf(entry)}</span>
                <span style={{ ...styles.row, gap: 4 }}>
                  <Button small onClick={() => move(index, -1)} disabled={index === 0} label={`Move ${labelOf(entry)} up`}>
                    ↑
                  </Button>
                  <Button
                    small
                    onClick={() => move(index, 1)}
                    disabled={index === ranked.length - 1}
                    label={`Move ${labelOf(entry)} down`}
                  >
                    ↓
                  </Button>
                </span>
              </div>
            </li>
          ))}
        </ol>
      );
    }
    default:
      return <p style={styles.muted}>Unsupported question type “{String(question.type)}”.</p>;
  }
}

function Result({ definition, score, onRestart }: { definition: TestDefinition; score: TestScore; onRestart: () => void }) {
  const top = score.scales.find((scale) => scale.id === score.result.topScale);
  return (
    <section style={{ ...styles.card, ...styles.stack(16) }}>
      <div style={styles.stack(4)}>
        <span style={styles.eyebrow}>Result</span>
        <h3 style={styles.stepTitle}>{top ? `Strongest scale: ${top.title}` : 'This test has no scales'}</h3>
      </div>
      {score.scales.map((scale) => {
        const levelTitle = LEVELS.find((level) => level.value === scale.level)?.title ?? scale.level;
        return (
          <div key={scale.id} style={{ ...styles.stack(6), ...styles.nested }}>
            <div style={styles.row}>
              <strong>{scale.title}</strong>
              <span>
                {scale.percentage}% · {levelTitle}
              </span>
            </div>
            <div
              role="meter"
              aria-label={scale.title}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={scale.percentage}
              style={styles.track}
            >
              <span style={{ ...styles.fill, width: `${scale.percentage}%` }} />
            </div>
            {scale.text ? (
              <p style={styles.paragraph}>{scale.text}</p>
            ) : (
              <p style={{ ...styles.banner, ...styles.caution }}>
                No result text for level “{levelTitle}” in scale “{scale.id}”.
              </p>
            )}
            <span style={styles.small}>
              {scale.raw} of {scale.max} points from {scale.answered} answered item{scale.answered === 1 ? '' : 's'}
            </span>
          </div>
        );
      })}
      <div style={styles.row}>
        <span style={styles.small}>
          Thresholds: {JSON.stringify(definition.thresholds)} · scoring {definition.scoringMap}
        </span>
        <Button primary onClick={onRestart}>
          Restart
        </Button>
      </div>
    </section>
  );
}

function Button({
  children,
  onClick,
  disabled,
  primary,
  small,
  label,
}: {
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  primary?: boolean;
  small?: boolean;
  label?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      style={{
        ...styles.button,
        ...(primary ? styles.primary : {}),
        ...(small ? { padding: '2px 8px' } : {}),
        ...(disabled ? { opacity: 0.45, cursor: 'default' } : {}),
      }}
    >
      {children}
    </button>
  );
}

const fg = 'var(--card-fg-color, #101112)';
const muted = 'var(--card-muted-fg-color, #6e7683)';
const border = 'var(--card-border-color, #e3e4e8)';
const bg = 'var(--card-bg-color, #fff)';
const accent = 'var(--card-focus-ring-color, #2276fc)';

const styles = {
  root: { height: '100%', overflow: 'auto', color: fg, fontFamily: 'inherit', fontSize: 14, lineHeight: 1.5 } satisfies CSSProperties,
  column: { maxWidth: 720, margin: '0 auto', padding: 24, display: 'flex', flexDirection: 'column', gap: 16 } satisfies CSSProperties,
  stack: (gap: number): CSSProperties => ({ display: 'flex', flexDirection: 'column', gap }),
  row: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 } satisfies CSSProperties,
  card: { border: `1px solid ${border}`, borderRadius: 6, padding: 16, background: bg } satisfies CSSProperties,
  nested: { borderLeft: `3px solid ${border}`, paddingLeft: 12 } satisfies CSSProperties,
  eyebrow: { color: muted, fontSize: 12, textTransform: 'uppercase', letterSpacing: '0.06em' } satisfies CSSProperties,
  title: { margin: 0, fontSize: 22, fontWeight: 600 } satisfies CSSProperties,
  stepTitle: { margin: 0, fontSize: 17, fontWeight: 600 } satisfies CSSProperties,
  muted: { margin: 0, color: muted } satisfies CSSProperties,
  small: { color: muted, fontSize: 12 } satisfies CSSProperties,
  paragraph: { margin: 0 } satisfies CSSProperties,
  list: { margin: 0, paddingLeft: 20 } satisfies CSSProperties,
  fieldset: { border: `1px solid ${border}`, borderRadius: 6, padding: '8px 12px 12px', margin: 0 } satisfies CSSProperties,
  legend: { fontWeight: 600, padding: '0 4px' } satisfies CSSProperties,
  choice: { display: 'inline-flex', alignItems: 'center', gap: 6, cursor: 'pointer' } satisfies CSSProperties,
  textarea: {
    font: 'inherit',
    color: fg,
    background: bg,
    border: `1px solid ${border}`,
    borderRadius: 4,
    padding: 8,
    resize: 'vertical',
  } satisfies CSSProperties,
  track: { display: 'block', height: 6, borderRadius: 3, background: border, overflow: 'hidden' } satisfies CSSProperties,
  fill: { display: 'block', height: '100%', background: accent } satisfies CSSProperties,
  banner: { margin: 0, padding: '8px 12px', borderRadius: 4 } satisfies CSSProperties,
  caution: { background: 'rgba(240, 180, 0, 0.15)', border: '1px solid rgba(240, 180, 0, 0.6)' } satisfies CSSProperties,
  critical: { background: 'rgba(230, 50, 50, 0.1)', border: '1px solid rgba(230, 50, 50, 0.6)' } satisfies CSSProperties,
  button: {
    font: 'inherit',
    color: fg,
    background: 'transparent',
    border: `1px solid ${border}`,
    borderRadius: 4,
    padding: '6px 14px',
    cursor: 'pointer',
  } satisfies CSSProperties,
  primary: { background: accent, borderColor: accent, color: '#fff', fontWeight: 600 } satisfies CSSProperties,
  code: { fontSize: 12, margin: '8px 0 0', whiteSpace: 'pre-wrap', color: muted } satisfies CSSProperties,
};
