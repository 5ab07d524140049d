/**
 * The result view of a scored test (engine `scoreTest`): every scale with its percentage meter,
 * SPEC §9 level and result text, under a heading naming the strongest scale. Shared by the web's
 * toolkit runner and the studio's test preview; texts come in as `labels`, styling as `classes`.
 */
import { type ReactNode, type Ref, useId } from 'react';
import type { AnswerSummaryItem, ScaleResult, TestScore } from '../engine';
import type { ResultClasses, ResultLabels } from './types';

/** Props of {@link ScaleList}. */
export interface ScaleListProps {
  scales: readonly ScaleResult[];
  labels: Pick<ResultLabels, 'levels' | 'meterValue' | 'figure'>;
  classes: ResultClasses;
  /** Host extras rendered last in a scale's item (the studio: missing-text warning, raw points). */
  renderScaleNote?: (scale: ScaleResult) => ReactNode;
}

/**
 * The scales as a list (`scales`, `scale`): each an `<h3>` title with its level badge
 * (`scaleHead`, `level`), a `role="meter"` bar (`meter`; named by the scale title, 0–100, with
 * `aria-valuetext` from `meterValue`, the fill an inline-width `<span>`), the visible `figure`
 * line (`scaleFigure`) and the scale's result text for its level when there is one (`scaleText`).
 */
export function ScaleList({ scales, labels, classes, renderScaleNote }: ScaleListProps) {
  return (
    <ul className={classes.scales}>
      {scales.map((scale) => {
        const level = labels.levels[scale.level];
        return (
          <li key={scale.id} className={classes.scale}>
            <div className={classes.scaleHead}>
              <h3>{scale.title}</h3>
              <span className={classes.level}>{level}</span>
            </div>
            <div
              className={classes.meter}
              role="meter"
              aria-label={scale.title}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={scale.percentage}
              aria-valuetext={labels.meterValue(scale.percentage, level)}
            >
              <span style={{ width: `${scale.percentage}%` }} />
            </div>
            <p className={classes.scaleFigure}>{labels.figure(scale.percentage, level)}</p>
            {scale.text ? <p className={classes.scaleText}>{scale.text}</p> : null}
            {renderScaleNote?.(scale)}
          </li>
        );
      })}
    </ul>
  );
}

/** The items of an {@link AnswerList} (and of a nested item), as a list. */
function AnswerItems({ items, classes }: { items: readonly AnswerSummaryItem[]; classes: ResultClasses }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id} className={classes.answer}>
          <p className={classes.answerLabel}>{item.label}</p>
          {item.kind === 'ranking' ? (
            <ol>
              {item.values.map((value) => (
                <li key={value}>{value}</li>
              ))}
            </ol>
          ) : item.kind === 'choices' ? (
            <ul>
              {item.values.map((value) => (
                <li key={value}>{value}</li>
              ))}
            </ul>
          ) : item.kind === 'text' ? (
            <p className={classes.answerText}>{item.text}</p>
          ) : (
            <AnswerItems items={item.items} classes={classes} />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The answers the scales do not show (engine `summariseAnswers`): an `<h3>` heading and a list
 * (`answers`) of items (`answer`), each its question (`answerLabel`) and the answer — a ranking as
 * an ordered list, choices as a list, free text as a paragraph (`answerText`), a nested test's
 * sub-answers as a list of the same.
 */
export function AnswerList({ items, heading, classes }: { items: readonly AnswerSummaryItem[]; heading: string; classes: ResultClasses }) {
  return (
    <div className={classes.answers}>
      <h3>{heading}</h3>
      <AnswerItems items={items} classes={classes} />
    </div>
  );
}

/** Props of {@link ResultView}. */
export interface ResultViewProps extends Omit<ScaleListProps, 'scales' | 'labels' | 'classes'> {
  result: TestScore;
  /** The heading when there is no strongest scale (a test without scales). */
  fallbackTitle: string;
  labels: ResultLabels;
  classes: ResultClasses;
  /** The heading, e.g. to move focus to it when the result appears (it has `tabIndex={-1}`). */
  headingRef?: Ref<HTMLHeadingElement>;
  onRestart: () => void;
  /** Host extras rendered after the scales and answers, before the restart button. */
  footer?: ReactNode;
  /** The answers to list under the scales (engine `summariseAnswers`); shown when `labels.answersHeading` is set. */
  answers?: readonly AnswerSummaryItem[];
}

/**
 * A `<section>` (`result`) labelled by its `<h2>` (`heading`, focusable with `tabIndex={-1}`):
 * the `eyebrow` line, the heading naming the strongest scale (`strongest`, else `fallbackTitle`),
 * the {@link ScaleList}, the {@link AnswerList} (when there are answers to list and a heading for
 * them), optional `footer`, and the restart button (`restart`, text `again`).
 */
export function ResultView({
  result,
  fallbackTitle,
  labels,
  classes,
  headingRef,
  onRestart,
  footer,
  renderScaleNote,
  answers,
}: ResultViewProps) {
  const headingId = useId();
  const top = result.scales.find((scale) => scale.id === result.result.topScale);
  return (
    <section className={classes.result} aria-labelledby={headingId}>
      <p className={classes.eyebrow}>{labels.eyebrow}</p>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={classes.heading}>
        {top ? labels.strongest(top.title) : fallbackTitle}
      </h2>
      <ScaleList scales={result.scales} labels={labels} classes={classes} renderScaleNote={renderScaleNote} />
      {answers && answers.length > 0 && labels.answersHeading ? (
        <AnswerList items={answers} heading={labels.answersHeading} classes={classes} />
      ) : null}
      {footer}
      <button type="button" className={classes.restart} onClick={onRestart}>
        {labels.again}
      </button>
    </section>
  );
}
