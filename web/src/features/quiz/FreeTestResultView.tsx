import { FreeTestResultViewClient, type ResultTypeInfo } from './FreeTestResultViewClient';
import { freeTestResultLabels } from './labels';

export type { ResultTypeInfo };

/**
 * The free test's result page: server wrapper that translates the page's texts (quiz.json) and
 * renders the client component {@link FreeTestResultViewClient}, which reads the saved result.
 */
export function FreeTestResultView({ types }: { types: ResultTypeInfo[] }) {
  return <FreeTestResultViewClient types={types} labels={freeTestResultLabels()} />;
}
