import type { FreeTestDefinition } from '@/content/free-test-definition';
import { FreeTestQuizClient } from './FreeTestQuizClient';
import { freeTestQuizLabels } from './labels';

/**
 * The free test (SPEC §2 Quiz, §4 Quiz): server wrapper that translates the quiz's texts
 * (quiz.json) and renders the client component {@link FreeTestQuizClient} with them.
 */
export function FreeTestQuiz({ definition }: { definition: FreeTestDefinition }) {
  return <FreeTestQuizClient definition={definition} labels={freeTestQuizLabels()} />;
}
