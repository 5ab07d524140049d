import type { Metadata } from 'next';
import { infoPageMetadata, loadInfoPage } from '@/features/pages/info-page';
import { InfoPageView } from '@/features/pages/InfoPageView';

export const revalidate = 3600;

export function generateMetadata(): Promise<Metadata> {
  return infoPageMetadata('contact');
}

/** /contact — how to reach the team (SPEC §2, informational). */
export default async function ContactPage() {
  return <InfoPageView page={await loadInfoPage('contact')} />;
}
