/**
 * Texts of the share box, the shared result page and the comparison (share.json), for the
 * server wrappers to pass to their client components.
 */
import { getT } from '@/i18n';
import type { ShareLabels } from './ShareResultClient';
import type { SharedOwnerLabels } from './SharedOwner';

/** Labels of "Share my result". */
export function shareLabels(): ShareLabels {
  const t = getT('share');
  return {
    title: t('share.title'),
    intro: t('share.intro'),
    create: t('share.create'),
    creating: t('share.creating'),
    linkLabel: t('share.linkLabel'),
    native: t('share.native'),
    copy: t('share.copy'),
    copied: t('share.copied'),
    copyFailed: t('share.copyFailed'),
    networks: t('share.networks'),
    email: t('share.email'),
    shareText: t('share.shareText'),
    revoke: t('share.revoke'),
    revoked: t('share.revoked'),
    error: t('share.error'),
    tooMany: t('share.tooMany'),
  };
}

/** Labels of the owner's view of their shared page (share.json `owner`, "Stop sharing" from `share`). */
export function sharedOwnerLabels(): SharedOwnerLabels {
  const t = getT('share');
  return {
    title: t('owner.title'),
    text: t('owner.text'),
    revoke: t('share.revoke'),
    revoking: t('owner.revoking'),
    error: t('owner.error'),
    resultLink: t('owner.resultLink'),
  };
}
