import type { Metadata } from 'next';
import { getFaqs } from '@/content/pages';
import { FaqList } from '@/features/pages/FaqList';
import { infoPageMetadata, loadInfoPage } from '@/features/pages/info-page';
import { InfoPageView } from '@/features/pages/InfoPageView';

export const revalidate = 3600;

export function generateMetadata(): Promise<Metadata> {
  return infoPageMetadata('faq');
}

/** /faq — intro, body and the FAQ entries by topic with FAQPage JSON-LD (SPEC §2, the support link). */
export default async function FaqPage() {
  const [page, entries] = await Promise.all([loadInfoPage('faq'), getFaqs()]);
  return (
    <InfoPageView page={page}>
      <FaqList entries={entries} path={page.path} />
    </InfoPageView>
  );
}
