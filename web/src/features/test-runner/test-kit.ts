/**
 * The toolkit runner's texts and CSS-module classes in the shape of the shared test kit
 * (@typeatlas/schemas/test-kit): the server-built template strings become the kit's label
 * functions (filled with `fill`, percentages with `formatPercent`).
 */
import type { QuestionClasses, QuestionLabels, ResultClasses, ResultLabels } from '@typeatlas/schemas/test-kit';
import { formatPercent } from '@/features/results/result-explanation';
import { fill } from '@/i18n/template';
import type { TestRunnerLabels } from './TestRunnerClient';
import styles from './TestRunner.module.css';

/** The runner's classes of the question inputs (`visually-hidden` is the global utility class). */
export const QUESTION_CLASSES: QuestionClasses = {
  fieldset: styles.fieldset,
  nested: styles.nested,
  legend: styles.legend,
  optional: styles.optional,
  help: styles.help,
  likert: styles.likert,
  likertOption: styles.likertOption,
  checkboxes: styles.checkboxes,
  check: styles.check,
  textarea: styles.textarea,
  order: styles.order,
  orderItem: styles.orderItem,
  rank: styles.rank,
  orderLabel: styles.orderLabel,
  orderButton: styles.orderButton,
  subFieldset: styles.subFieldset,
  subLegend: styles.subLegend,
  visuallyHidden: 'visually-hidden',
};

/** The runner's classes of the result view (the panel, eyebrow and button are global classes). */
export const RESULT_CLASSES: ResultClasses = {
  result: 'card test-panel',
  eyebrow: 'eyebrow',
  heading: styles.stepTitle,
  scales: styles.scales,
  scale: styles.scale,
  scaleHead: styles.scaleHead,
  level: styles.level,
  meter: styles.bar,
  scaleFigure: styles.scaleFigure,
  answers: styles.answers,
  answerLabel: styles.answerLabel,
  answerText: styles.answerText,
  restart: 'button button-secondary',
};

/** The question inputs' texts from the runner's labels. */
export function questionLabels(labels: TestRunnerLabels): QuestionLabels {
  return {
    optional: labels.optional,
    likert: labels.likert,
    likertStart: labels.likertStart,
    chooseExactly: (count) => fill(labels.chooseExactly, { count }),
    chooseUpTo: (count) => fill(labels.chooseUpTo, { count }),
    orderEmpty: () => labels.orderEmpty,
    moveUp: (label) => fill(labels.moveUp, { label }),
    moveDown: (label) => fill(labels.moveDown, { label }),
  };
}

/** The result view's texts from the runner's labels. */
export function resultLabels(labels: TestRunnerLabels): ResultLabels {
  return {
    eyebrow: labels.resultEyebrow,
    strongest: (title) => fill(labels.resultStrongest, { title }),
    again: labels.resultAgain,
    levels: labels.levels,
    meterValue: (percentage, level) => fill(labels.resultMeterValue, { percent: formatPercent(percentage), level }),
    figure: (percentage, level) => fill(labels.resultFigure, { percent: formatPercent(percentage), level }),
    answersHeading: labels.resultAnswers,
  };
}
