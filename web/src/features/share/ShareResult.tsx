import { ShareResultClient } from './ShareResultClient';
import { shareLabels } from './labels';

/**
 * "Share my result" on the free test's result page (issue 12): server wrapper that translates
 * the texts (share.json) and renders {@link ShareResultClient}, which reads the stored result.
 */
export function ShareResult() {
  return <ShareResultClient labels={shareLabels()} />;
}
