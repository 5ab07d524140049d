import type { Metadata } from 'next';
import { getFaqs } from '@/content/pages';
import { getPlans } from '@/content/plans';
import { infoPageMetadata, loadInfoPage } from '@/features/pages/info-page';
import { InfoPageView } from '@/features/pages/InfoPageView';
import { PremiumSections } from '@/features/premium/PremiumPage';

export const revalidate = 3600;

export function generateMetadata(): Promise<Metadata> {
  return infoPageMetadata('premium');
}

/** /premium — what Premium gives (page copy), a sample report page, the plans and the billing FAQ (SPEC §2, issue 11). */
export default async function PremiumPage() {
  const [page, plans, faqs] = await Promise.all([loadInfoPage('premium'), getPlans(), getFaqs()]);
  return (
    <InfoPageView page={page}>
      <PremiumSections plans={plans} faqs={faqs} />
    </InfoPageView>
  );
}
