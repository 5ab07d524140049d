import { getT } from '@/i18n';
import type { PsychometricsSummary } from '@/lib/psychometrics-record';
import type { SharedResult } from '@/lib/shared-result';
import { CompareViewClient } from './CompareViewClient';
import { pairSlugsWith } from './shared-page';
import { poleNames } from '@/i18n/pole-names';

/**
 * The comparison page's server wrapper: translates the texts (share.json `compare`) and works out
 * the compatibility slugs of the shared type, then renders {@link CompareViewClient}, which reads
 * the visitor's own result from this browser.
 */
export function CompareView({
  token,
  theirs,
  psychometrics,
}: {
  token: string;
  theirs: SharedResult;
  psychometrics: PsychometricsSummary;
}) {
  const t = getT('share');
  return (
    <CompareViewClient
      token={token}
      theirs={theirs}
      pairSlug={pairSlugsWith(theirs.type)}
      psychometrics={psychometrics}
      labels={{
        title: t('compare.title'),
        eyebrow: t('compare.eyebrow'),
        intro: t('compare.intro'),
        you: t('compare.you'),
        them: t('compare.them'),
        same: t('compare.same'),
        differ: t('compare.differ'),
        withinError: t('compare.withinError'),
        beyondError: t('compare.beyondError'),
        pairLink: t('compare.pairLink'),
        noResultTitle: t('compare.noResultTitle'),
        noResultText: t('compare.noResultText'),
        shareMine: t('compare.shareMine'),
        resultPage: t('compare.resultPage'),
        cta: t('shared.cta'),
        poles: poleNames(),
        scaleTitle: t('shared.scaleTitle'),
        barLabel: t('compare.barLabel'),
      }}
    />
  );
}
