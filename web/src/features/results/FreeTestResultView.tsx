import type { PsychometricsSummary } from '@/lib/psychometrics-record';
import { FreeTestResultViewClient, type ResultTypeInfo } from './FreeTestResultViewClient';
import { freeTestResultLabels } from './labels';
import { ROUTES } from '@/lib/routes';
import { noStoredResultBootScript } from '@/lib/stored-result-hint';
import styles from './FreeTestResultView.module.css';

export type { ResultTypeInfo };

/**
 * The free test's result page: server wrapper that translates the page's texts (quiz.json) and
 * renders the client component {@link FreeTestResultViewClient}, which reads the saved result —
 * inside a frame (`display: contents`) whose first child is the "nothing stored" boot script
 * (lib/stored-result-hint.ts): it marks the frame before the first paint when this browser holds no
 * result, and CSS then shows the server-rendered empty state instead of the loading line (issue
 * 25). The frame's attribute is the script's, hence `suppressHydrationWarning`.
 * @param props.types the 16 types' facts; @param props.psychometrics the scales' current α and SD
 *   (web/src/server/psychometrics.ts) for the bands
 */
export function FreeTestResultView({ types, psychometrics }: { types: ResultTypeInfo[]; psychometrics: PsychometricsSummary }) {
  return (
    <div className={styles.frame} suppressHydrationWarning>
      <script dangerouslySetInnerHTML={{ __html: noStoredResultBootScript() }} />
      <FreeTestResultViewClient
        types={types}
        labels={freeTestResultLabels()}
        psychometrics={psychometrics}
        classes={{ loading: styles.loading ?? '', empty: styles.empty ?? '', pending: styles.pending ?? '' }}
        paths={{ profile: ROUTES.profile, login: ROUTES.login, freeTest: ROUTES.freeTest }}
      />
    </div>
  );
}
