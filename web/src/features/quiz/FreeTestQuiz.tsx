import type { FreeTestDefinition } from '@/content/free-test-definition';
import { getT } from '@/i18n';
import { FreeTestEyebrow } from './FreeTestEyebrow';
import { FreeTestQuizClient } from './FreeTestQuizClient';
import { freeTestQuizLabels } from './labels';

/**
 * The free test (SPEC §2 Quiz, §4 Quiz): server wrapper that translates the quiz's texts
 * (quiz.json) and renders the client component {@link FreeTestQuizClient} with them.
 */
export function FreeTestQuiz({ definition }: { definition: FreeTestDefinition }) {
  return <FreeTestQuizClient definition={definition} labels={freeTestQuizLabels()} />;
}

/** The test page's eyebrow, translated (quiz.json): the plain one, or "compare with a friend" (./FreeTestEyebrow.tsx). */
export function FreeTestQuizEyebrow() {
  const t = getT('quiz');
  return <FreeTestEyebrow labels={{ test: t('quiz.eyebrow'), compare: t('quiz.compareEyebrow') }} />;
}
