import type { Metadata } from 'next';
import { infoPageMetadata, loadInfoPage } from '@/features/pages/info-page';
import { InfoPageView } from '@/features/pages/InfoPageView';

export const revalidate = 3600;

export function generateMetadata(): Promise<Metadata> {
  return infoPageMetadata('terms-conditions');
}

/** /terms-conditions — terms of use (SPEC §2, informational). */
export default async function TermsConditionsPage() {
  return <InfoPageView page={await loadInfoPage('terms-conditions')} />;
}
