/**
 * The question inputs of a test-engine question (SPEC §3 types: question, text, multipleOptions,
 * order, test), shared by the web's toolkit runner and the studio's test preview. React only:
 * texts come in as `labels`, styling as `classes`; host-only extras go in the `render*` slots.
 */
import { type ReactNode, useId } from 'react';
import type { AnswerOption, AnswerValue, TestQuestion } from '../engine';
import {
  choiceHint,
  cx,
  isChoiceBlocked,
  listAnswer,
  moveItem,
  numberAnswer,
  objectAnswer,
  orderItemLabel,
  sourceOf,
  toggleChoice,
} from './helpers';
import { LIKERT_CHOICES, LIKERT_START, type LikertLabels, type QuestionClasses, type QuestionLabels } from './types';

/** Host extras shown inside a field (the studio's id/type caption and option points). */
export interface QuestionSlots {
  /** Rendered last inside every field, nested sub-questions included. */
  renderNote?: (question: TestQuestion) => ReactNode;
  /** Rendered after a multipleOptions option's label, inside its `<label>`. */
  renderOptionNote?: (option: AnswerOption, question: TestQuestion) => ReactNode;
}

/** Props of {@link QuestionField}. */
export interface QuestionFieldProps extends QuestionSlots {
  question: TestQuestion;
  /** The current answer (`null` when unanswered). */
  value: AnswerValue;
  /** Where an order question's `source` is looked up: the top-level questions (for sub-questions, their siblings). */
  siblings: readonly TestQuestion[];
  labels: QuestionLabels;
  classes: QuestionClasses;
  /** Marks the fieldset `aria-invalid` (the host decides: e.g. unanswered after a failed Next). */
  invalid?: boolean;
  onChange: (value: AnswerValue) => void;
  /** A nested test's sub-answer changed; default: `onChange` with the updated answer object. */
  onSubChange?: (subId: string, value: AnswerValue) => void;
}

/**
 * One question with its label, help text and the input of its type (SPEC §3, §5).
 *
 * - question, multipleOptions, order, test: a `<fieldset>` named by its `<legend>` (label plus the
 *   `optional` marker for optional questions), `aria-describedby` the description, `aria-invalid`
 *   when `invalid`; a nested test also gets the `nested` class.
 * - text: a `<label>` (always marked optional: SPEC §5 counts text as answered) and a textarea;
 *   like the site always did, its `description` is not shown.
 * - test: each sub-question as a sub-fieldset (`subFieldset`/`subLegend`) with its own input.
 */
export function QuestionField(props: QuestionFieldProps) {
  const id = useId();
  return <Field {...props} id={id} nested={false} />;
}

function Field({
  question,
  value,
  siblings,
  labels,
  classes,
  invalid,
  onChange,
  onSubChange,
  renderNote,
  renderOptionNote,
  id,
  nested,
}: QuestionFieldProps & { id: string; nested: boolean }) {
  // SPEC §4 keeps 0 as a Likert item's default: say so while the item still sits at the middle.
  const atStart = question.type === 'question' && numberAnswer(value) === LIKERT_START;
  const describedBy = [question.description ? `${id}-desc` : null, atStart ? `${id}-start` : null].filter(Boolean).join(' ') || undefined;
  const description = question.description ? (
    <p id={describedBy} className={classes.help}>
      {question.description}
    </p>
  ) : null;
  const legendClass = nested ? classes.subLegend : classes.legend;

  // A text question shows no description (as the site always has).
  if (question.type === 'text') {
    return (
      <div className={nested ? classes.subFieldset : classes.fieldset}>
        <label htmlFor={`${id}-text`} className={legendClass}>
          {question.label} <span className={classes.optional}>{labels.optional}</span>
        </label>
        <TextInput id={`${id}-text`} value={value} classes={classes} onChange={onChange} />
        {renderNote?.(question)}
      </div>
    );
  }

  return (
    <fieldset
      className={nested ? classes.subFieldset : cx(classes.fieldset, question.type === 'test' && classes.nested)}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    >
      <legend className={legendClass}>
        {question.label}
        {question.optional ? <span className={classes.optional}> {labels.optional}</span> : null}
      </legend>
      {description}
      {question.type === 'question' ? (
        <>
          <LikertInput name={`${id}-likert`} value={numberAnswer(value)} labels={labels.likert} classes={classes} onChange={onChange} />
          {atStart ? (
            <p id={`${id}-start`} className={classes.help} data-likert-start="">
              {labels.likertStart}
            </p>
          ) : null}
        </>
      ) : question.type === 'multipleOptions' ? (
        <ChoiceInput
          question={question}
          value={listAnswer(value)}
          labels={labels}
          classes={classes}
          onChange={onChange}
          renderOptionNote={renderOptionNote}
        />
      ) : question.type === 'order' ? (
        <OrderInput
          question={question}
          value={listAnswer(value)}
          siblings={siblings}
          labels={labels}
          classes={classes}
          onChange={onChange}
        />
      ) : (
        <NestedTestInput
          question={question}
          value={value}
          idBase={id}
          labels={labels}
          classes={classes}
          onSubChange={onSubChange ?? ((subId, subValue) => onChange({ ...objectAnswer(value), [subId]: subValue }))}
          renderNote={renderNote}
          renderOptionNote={renderOptionNote}
        />
      )}
      {renderNote?.(question)}
    </fieldset>
  );
}

/**
 * A Likert item (SPEC §3: −2 … 2): five native radio buttons sharing `name`, in
 * {@link LIKERT_CHOICES} order (Strongly agree … Strongly disagree, as in the free test), each
 * inside its `<label>`; the middle option ({@link LIKERT_START}) carries `data-start` so hosts can
 * mark where an item starts.
 * Native radios give the ARIA radio-group behaviour: Tab enters at the checked option, the arrow
 * keys move and select within the item (wrapping at the ends). Classes: `likert`, `likertOption`.
 */
export function LikertInput({
  name,
  value,
  labels,
  classes,
  onChange,
}: {
  /** The radio group's name, unique on the page. */
  name: string;
  value: number | null;
  labels: LikertLabels;
  classes: QuestionClasses;
  onChange: (value: number) => void;
}) {
  return (
    <div className={classes.likert}>
      {LIKERT_CHOICES.map((choice) => (
        <label key={choice.value} className={classes.likertOption} data-start={choice.value === LIKERT_START ? '' : undefined}>
          <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
          <span>{labels[choice.key]}</span>
        </label>
      ))}
    </div>
  );
}

/** A text question's textarea (3 rows); its `<label htmlFor={id}>` is the host's. Class: `textarea`. */
export function TextInput({
  id,
  value,
  classes,
  onChange,
}: {
  id: string;
  value: AnswerValue;
  classes: QuestionClasses;
  onChange: (value: string) => void;
}) {
  return (
    <textarea
      id={id}
      className={classes.textarea}
      rows={3}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * A multipleOptions question (SPEC §5): the attrs hint ({@link choiceHint}, class `help`) and one
 * native checkbox per option (classes `checkboxes`, `check`). Unchosen options are `disabled` once
 * `attrs.max` options are chosen, so they leave the Tab order until one is unchosen.
 */
export function ChoiceInput({
  question,
  value,
  labels,
  classes,
  onChange,
  renderOptionNote,
}: {
  question: TestQuestion;
  /** The chosen option values. */
  value: readonly string[];
  labels: Pick<QuestionLabels, 'chooseExactly' | 'chooseUpTo'>;
  classes: QuestionClasses;
  onChange: (value: string[]) => void;
} & Pick<QuestionSlots, 'renderOptionNote'>) {
  const hint = choiceHint(question.attrs, labels);
  return (
    <>
      {hint ? <p className={classes.help}>{hint}</p> : null}
      <div className={classes.checkboxes}>
        {(question.options ?? []).map((option) => (
          <label key={option.value} className={classes.check}>
            <input
              type="checkbox"
              checked={value.includes(option.value)}
              disabled={isChoiceBlocked(value, option.value, question.attrs?.max)}
              onChange={() => onChange(toggleChoice(value, option.value))}
            />
            <span>{option.label}</span>
            {renderOptionNote?.(option, question)}
          </label>
        ))}
      </div>
    </>
  );
}

/**
 * An order question (SPEC §3 order, §4 synced with its source's choices): an `<ol>` of the ranked
 * values, each with its rank (`aria-hidden`), label and up/down buttons. The buttons are named by a
 * visually hidden text (`moveUp`/`moveDown`, class `visuallyHidden`) and use `aria-disabled`, not
 * `disabled`, at the ends, so the pressed button keeps focus when its item reaches the top or the
 * bottom. With nothing to rank, the `orderEmpty` text (class `help`).
 */
export function OrderInput({
  question,
  value,
  siblings,
  labels,
  classes,
  onChange,
}: {
  question: TestQuestion;
  /** The ranked option values, first = most important. */
  value: readonly string[];
  /** Where the question's `source` is looked up (for option labels and the empty text). */
  siblings: readonly TestQuestion[];
  labels: Pick<QuestionLabels, 'orderEmpty' | 'moveUp' | 'moveDown'>;
  classes: QuestionClasses;
  onChange: (value: string[]) => void;
}) {
  if (value.length === 0) return <p className={classes.help}>{labels.orderEmpty(sourceOf(question, siblings))}</p>;
  return (
    <ol className={classes.order}>
      {value.map((item, index) => {
        const label = orderItemLabel(question, siblings, item);
        const first = index === 0;
        const last = index === value.length - 1;
        return (
          <li key={item} className={classes.orderItem}>
            <span className={classes.rank} aria-hidden="true">
              {index + 1}
            </span>
            <span className={classes.orderLabel}>{label}</span>
            <button
              type="button"
              className={classes.orderButton}
              aria-disabled={first}
              onClick={() => !first && onChange(moveItem(value, index, -1))}
            >
              <span aria-hidden="true">↑</span>
              <span className={classes.visuallyHidden}>{labels.moveUp(label)}</span>
            </button>
            <button
              type="button"
              className={classes.orderButton}
              aria-disabled={last}
              onClick={() => !last && onChange(moveItem(value, index, 1))}
            >
              <span aria-hidden="true">↓</span>
              <span className={classes.visuallyHidden}>{labels.moveDown(label)}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A nested test question's sub-questions (SPEC §3 `schema`, §5 all must be answered), each a
 * sub-fieldset (text: a sub-label) with the input of its type; an order sub-question ranks a
 * sibling sub-question. Ids and radio names derive from `idBase`.
 */
export function NestedTestInput({
  question,
  value,
  idBase,
  labels,
  classes,
  onSubChange,
  renderNote,
  renderOptionNote,
}: {
  question: TestQuestion;
  /** The answer object by sub-question id. */
  value: AnswerValue;
  idBase: string;
  labels: QuestionLabels;
  classes: QuestionClasses;
  onSubChange: (subId: string, value: AnswerValue) => void;
} & QuestionSlots) {
  const answers = objectAnswer(value);
  const schema = question.schema ?? [];
  return schema.map((sub) => (
    <Field
      key={sub.id}
      id={`${idBase}-${sub.id}`}
      nested
      question={sub}
      value={answers[sub.id] ?? null}
      siblings={schema}
      labels={labels}
      classes={classes}
      onChange={(subValue) => onSubChange(sub.id, subValue)}
      renderNote={renderNote}
      renderOptionNote={renderOptionNote}
    />
  ));
}
