/**
 * The toolkit runner's question texts and CSS-module classes in the shape of the shared test kit
 * (@typeatlas/schemas/test-kit): the server-built template strings become the kit's label
 * functions (filled with `fill`). The result view's are in ./test-kit-result.ts, which loads with
 * the result view (issue 25: not on the test page's first load).
 */
import type { QuestionClasses, QuestionLabels } from '@typeatlas/schemas/test-kit';
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
