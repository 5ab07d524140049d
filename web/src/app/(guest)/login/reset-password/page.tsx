import type { Metadata } from 'next';
import { ResetPasswordScreen } from '@/features/account-screens/ResetPasswordScreen';
import { accountTexts } from '@/features/account-screens/texts';
import { getT } from '@/i18n';
import { pageMetadata } from '@/lib/metadata';
import { ROUTES } from '@/lib/routes';

export function generateMetadata(): Metadata {
  return pageMetadata({ title: getT('account')('meta.resetPassword'), path: ROUTES.resetPassword, noindex: true });
}

/** /login/reset-password?oobCode=… — choose a new password from the e-mailed link (SPEC §7 change-password). */
export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { oobCode } = await searchParams;
  const code = (Array.isArray(oobCode) ? oobCode[0] : oobCode)?.trim() ?? '';
  return <ResetPasswordScreen oobCode={code} texts={accountTexts()} />;
}
