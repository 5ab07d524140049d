import type { Metadata } from 'next';
import { getAllTypes } from '@/content/types';
import { ProfileView } from '@/features/account-screens/ProfileView';
import { accountTexts, typeOptions } from '@/features/account-screens/texts';
import { getT } from '@/i18n';
import { pageMetadata } from '@/lib/metadata';
import { ROUTES } from '@/lib/routes';
import { explanationLabels, retakeOddsTexts } from '@/features/results/labels';
import { psychometricsSummary } from '@/server/psychometrics';

export function generateMetadata(): Metadata {
  return pageMetadata({ title: getT('account')('meta.profile'), path: ROUTES.profile, noindex: true });
}

/**
 * /profile — the logged-in area (SPEC §2); access rule 'auth' (SPEC §4) declared by the (account)
 * layout. The data is loaded client-side (SWR).
 */
export default async function ProfilePage() {
  const [types, psychometrics] = await Promise.all([getAllTypes().catch(() => []), psychometricsSummary()]);
  return (
    <ProfileView
      texts={accountTexts()}
      typeOptions={typeOptions(types)}
      psychometrics={psychometrics}
      poles={explanationLabels().poles}
      odds={retakeOddsTexts()}
    />
  );
}
