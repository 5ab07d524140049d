import type { Metadata } from 'next';
import { getAllTypes } from '@/content/types';
import { LoginScreen } from '@/features/account-screens/LoginScreen';
import { accountTexts, toneNames, typeOptions } from '@/features/account-screens/texts';
import { getT } from '@/i18n';
import { pageMetadata } from '@/lib/metadata';
import { ROUTES } from '@/lib/routes';
import { browserFirebaseConfig } from '@/server/firebase-config';

// Reads the run-time Firebase config.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Metadata {
  return pageMetadata({ title: getT('account')('meta.login'), path: ROUTES.login, noindex: true });
}

/**
 * /login — sign in, sign up, forgot password (SPEC §2; `?mode=signup|forgot`). Access rule
 * 'nonauth' (SPEC §4), declared by the (guest) layout: a signed-in visitor goes to the last
 * visited route or /.
 */
export default async function LoginPage() {
  const types = await getAllTypes().catch(() => []);
  return <LoginScreen config={browserFirebaseConfig()} texts={accountTexts()} toneNames={toneNames()} typeOptions={typeOptions(types)} />;
}
