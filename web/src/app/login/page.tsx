import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getAllTypes } from '@/content/types';
import { LoginScreen } from '@/features/account-screens/LoginScreen';
import { accountTexts, toneNames, typeOptions } from '@/features/account-screens/texts';
import { HOME_PATH, LOGIN_PATH } from '@/features/auth/access';
import { USER_COOKIE } from '@/lib/auth-cookies';
import { getT } from '@/i18n';
import { pageMetadata } from '@/lib/metadata';
import { browserFirebaseConfig } from '@/server/firebase-config';

// Reads the run-time Firebase config and the request's cookies.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Metadata {
  return pageMetadata({ title: getT('account')('meta.login'), path: LOGIN_PATH, noindex: true });
}

/**
 * /login — sign in, sign up, forgot password (SPEC §2; `?mode=signup|forgot`). Access rule
 * 'nonauth' (SPEC §4): a request that already carries a session goes to / here; in the browser the
 * SessionGuard sends a user who has just signed in to the last visited route.
 */
export default async function LoginPage() {
  const jar = await cookies();
  if (jar.get(USER_COOKIE)?.value && jar.get('token')?.value) redirect(HOME_PATH);
  const types = await getAllTypes().catch(() => []);
  return <LoginScreen config={browserFirebaseConfig()} texts={accountTexts()} toneNames={toneNames()} typeOptions={typeOptions(types)} />;
}
