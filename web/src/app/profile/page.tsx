import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getAllTypes } from '@/content/types';
import { ProfileView } from '@/features/account-screens/ProfileView';
import { accountTexts, typeOptions } from '@/features/account-screens/texts';
import { getT } from '@/i18n';
import { pageMetadata } from '@/lib/metadata';
import { ROUTES } from '@/lib/routes';

export function generateMetadata(): Metadata {
  return pageMetadata({ title: getT('account')('meta.profile'), path: ROUTES.profile, noindex: true });
}

/**
 * /profile — the logged-in area (SPEC §2). Access rule 'auth' (SPEC §4): without a `token` cookie the
 * request goes to /login here; in the browser the SessionGuard applies the same rule on sign-out.
 * The data is loaded client-side (SWR).
 */
export default async function ProfilePage() {
  if (!(await cookies()).get('token')?.value) redirect(ROUTES.login);
  const types = await getAllTypes().catch(() => []);
  return <ProfileView texts={accountTexts()} typeOptions={typeOptions(types)} />;
}
