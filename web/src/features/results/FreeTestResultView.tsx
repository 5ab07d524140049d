import type { PsychometricsSummary } from '@/lib/psychometrics-record';
import { FreeTestResultViewClient, type ResultTypeInfo } from './FreeTestResultViewClient';
import { freeTestResultLabels } from './labels';
import { ROUTES } from '@/lib/routes';
import styles from './FreeTestResultView.module.css';

export type { ResultTypeInfo };

/**
 * The free test's result page: server wrapper that translates the page's texts (quiz.json) and
 * renders the client component {@link FreeTestResultViewClient}, which reads the saved result.
 * @param props.types the 16 types' facts; @param props.psychometrics the scales' current α and SD
 *   (web/src/server/psychometrics.ts) for the bands
 */
export function FreeTestResultView({ types, psychometrics }: { types: ResultTypeInfo[]; psychometrics: PsychometricsSummary }) {
  return (
    <FreeTestResultViewClient
      types={types}
      labels={freeTestResultLabels()}
      psychometrics={psychometrics}
      classes={{ loading: styles.loading ?? '', empty: styles.empty ?? '' }}
      paths={{ profile: ROUTES.profile, login: ROUTES.login, freeTest: ROUTES.freeTest }}
    />
  );
}
