import type { Metadata } from 'next';
import { SettingsView } from '@/features/account-screens/SettingsView';
import { accountTexts, toneNames } from '@/features/account-screens/texts';
import { SubscriptionSettings } from '@/features/billing/SubscriptionSettings';
import { getT } from '@/i18n';
import { resources } from '@/i18n/resources';
import { pageMetadata } from '@/lib/metadata';
import { ROUTES } from '@/lib/routes';
import { browserFirebaseConfig } from '@/server/firebase-config';

export function generateMetadata(): Metadata {
  return pageMetadata({ title: getT('account')('meta.settings'), path: ROUTES.profileSettings, noindex: true });
}

/**
 * /profile/settings — name, gender, skin tone, subscription (issue 11), e-mail, password, account
 * deletion (issue 4 Screens).
 * Access rule 'auth' (SPEC §4): declared by the (account) layout.
 */
export default async function SettingsPage() {
  return (
    <SettingsView
      config={browserFirebaseConfig()}
      texts={accountTexts()}
      toneNames={toneNames()}
      subscription={<SubscriptionSettings texts={resources.en.billing.settings} />}
    />
  );
}
