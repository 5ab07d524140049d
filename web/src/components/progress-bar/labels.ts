import 'server-only';
import { getT } from '@/i18n';
import type { ProgressBarLabels } from './ProgressBar';

/** The progress bar's texts from common.json, for a server parent to pass down. */
export function progressBarLabels(): ProgressBarLabels {
  const t = getT('common');
  return { label: t('progress.label'), answered: t('progress.answered') };
}
