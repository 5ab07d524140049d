import type { PsychometricsSummary } from '@/lib/psychometrics-record';
import { ShareResultLazy } from './ShareResultLazy';
import { shareLabels } from './labels';

/**
 * "Share my result" on the free test's result page (issue 12): server wrapper that translates
 * the texts (share.json) and renders the share box lazily (./ShareResultLazy.tsx), which reads the
 * stored result; `psychometrics` (the scoring's current precision) gives the shared bands.
 */
export function ShareResult({ psychometrics }: { psychometrics: PsychometricsSummary }) {
  return <ShareResultLazy labels={shareLabels()} psychometrics={psychometrics} />;
}
