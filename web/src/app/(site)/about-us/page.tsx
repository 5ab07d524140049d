import type { Metadata } from 'next';
import { infoPageMetadata, loadInfoPage } from '@/features/pages/info-page';
import { InfoPageView } from '@/features/pages/InfoPageView';

export const revalidate = 3600;

export function generateMetadata(): Promise<Metadata> {
  return infoPageMetadata('about-us');
}

/** /about-us — who we are (SPEC §2, informational). */
export default async function AboutUsPage() {
  return <InfoPageView page={await loadInfoPage('about-us')} />;
}
