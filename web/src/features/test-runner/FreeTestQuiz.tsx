import type { FreeTestDefinition } from '@/content/free-test-definition';
import type { PsychometricsSummary } from '@/lib/psychometrics-record';
import { getT } from '@/i18n';
import { ROUTES, sharedComparePath } from '@/lib/routes';
import { FreeTestEyebrow } from './FreeTestEyebrow';
import { FreeTestQuizClient } from './FreeTestQuizClient';
import { freeTestQuizLabels } from './labels';

/**
 * The free test (SPEC §2 Quiz, §4 Quiz): server wrapper that translates the quiz's texts
 * (quiz.json) and renders the client component {@link FreeTestQuizClient} with them.
 * @param psychometrics - the scales' stored statistics (server/psychometrics.ts): the runner's
 *   follow-up rule and the scoring use their SEM; the score distributions stay on the server
 *   (only the result pages' retake odds read them)
 */
export function FreeTestQuiz({ definition, psychometrics }: { definition: FreeTestDefinition; psychometrics: PsychometricsSummary }) {
  const scales = Object.fromEntries(
    Object.entries(psychometrics.scales).map(([key, { distribution: _distribution, ...scale }]) => [key, scale]),
  );
  return (
    <FreeTestQuizClient
      definition={definition}
      labels={freeTestQuizLabels()}
      psychometrics={{ computedAt: psychometrics.computedAt, scales }}
      paths={{ result: ROUTES.freeTestResult, compare: sharedComparePath('{{token}}') }}
    />
  );
}

/** The test page's eyebrow, translated (quiz.json): the plain one, or "compare with a friend" (./FreeTestEyebrow.tsx). */
export function FreeTestQuizEyebrow() {
  const t = getT('quiz');
  return <FreeTestEyebrow labels={{ test: t('quiz.eyebrow'), compare: t('quiz.compareEyebrow') }} />;
}
