import type { Metadata } from 'next';
import { infoPageMetadata, loadInfoPage } from '@/features/pages/info-page';
import { InfoPageView } from '@/features/pages/InfoPageView';

export const revalidate = 3600;

export function generateMetadata(): Promise<Metadata> {
  return infoPageMetadata('privacy');
}

/** /privacy — privacy policy (SPEC §2, informational). */
export default async function PrivacyPage() {
  return <InfoPageView page={await loadInfoPage('privacy')} />;
}
