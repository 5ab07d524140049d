import { ShareResultLazy } from './ShareResultLazy';
import { shareLabels } from './labels';

/**
 * "Share my result" on the free test's result page (issue 12): server wrapper that translates
 * the texts (share.json) and renders the share box lazily (./ShareResultLazy.tsx), which reads the
 * stored result.
 */
export function ShareResult() {
  return <ShareResultLazy labels={shareLabels()} />;
}
