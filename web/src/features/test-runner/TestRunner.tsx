import { progressBarLabels } from '@/components/progress-bar/labels';
import { levelLabels } from '@/features/results/labels';
import { likertLabels } from './labels';
import { estimatedMinutes, type TestDefinition } from '@typeatlas/schemas/engine';
import { getT } from '@/i18n';
import { ROUTES } from '@/lib/routes';
import type { RelatedLink } from '@/content/toolkit';
import { TestRunnerClient, type TestRunnerLabels } from './TestRunnerClient';

/** The runner's texts for one test definition (toolkit.json plus the shared Likert, level and progress labels). */
function testRunnerLabels(definition: TestDefinition): TestRunnerLabels {
  const t = getT('toolkit');
  const count = definition.questions.length;
  return {
    meta: t('runner.meta', { count, minutes: estimatedMinutes(definition) }),
    start: t('runner.start'),
    step: t('runner.step'),
    incompleteStep: t('runner.incompleteStep'),
    back: t('runner.back'),
    restart: t('runner.restart'),
    next: t('runner.next'),
    submit: t('runner.submit'),
    optional: t('runner.optional'),
    likertStart: t('runner.likertStart', { neutral: likertLabels().neutral }),
    chooseExactly: t('runner.chooseExactly'),
    chooseUpTo: t('runner.chooseUpTo'),
    orderEmpty: t('runner.orderEmpty'),
    moveUp: t('runner.moveUp'),
    moveDown: t('runner.moveDown'),
    resultEyebrow: t('result.eyebrow'),
    resultStrongest: t('result.strongest'),
    resultMeterValue: t('result.meterValue'),
    resultFigure: t('result.figure'),
    resultAgain: t('result.again'),
    resultAnswers: t('result.answersHeading'),
    resultNextSteps: t('result.nextSteps'),
    resultReading: t('result.relatedReading'),
    resultTests: t('result.relatedTests'),
    resultSaveHint: t('result.saveHint'),
    resultSignIn: t('result.signInToSave'),
    likert: likertLabels(),
    levels: levelLabels(),
    progress: progressBarLabels(),
  };
}

/**
 * Runs any toolkit test definition (SPEC §4 "Test flow"): server wrapper that translates the
 * runner's texts and renders the client component {@link TestRunnerClient} with them.
 * @param related the test's next steps (content/toolkit.ts), offered under the result
 */
export function TestRunner({ definition, related = [] }: { definition: TestDefinition; related?: readonly RelatedLink[] }) {
  return <TestRunnerClient definition={definition} labels={testRunnerLabels(definition)} related={related} loginHref={ROUTES.login} />;
}
