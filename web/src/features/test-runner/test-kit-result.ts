/**
 * The toolkit result view's texts and CSS-module classes in the shape of the shared test kit
 * (@typeatlas/schemas/test-kit), with the scoring: loaded with ./ToolkitResult.tsx once the test
 * has started, not on the test page's first load (issue 25). Percentages with `formatPercent`.
 */
import type { ResultClasses, ResultLabels } from '@typeatlas/schemas/test-kit';
import { formatPercent } from '@/features/results/result-explanation';
import { fill } from '@/i18n/template';
import type { TestRunnerLabels } from './TestRunnerClient';
import styles from './TestRunner.module.css';

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
