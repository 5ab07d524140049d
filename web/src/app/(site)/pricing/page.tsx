import type { Metadata } from 'next';
import { getFaqs } from '@/content/pages';
import { getPlans } from '@/content/plans';
import { getSiteSettings } from '@/content/site';
import { infoPageMetadata, loadInfoPage } from '@/features/pages/info-page';
import { InfoPageView } from '@/features/pages/InfoPageView';
import { PricingSections } from '@/features/premium/PremiumPage';

export const revalidate = 3600;

export function generateMetadata(): Promise<Metadata> {
  return infoPageMetadata('pricing');
}

/** /pricing — the plans side by side, each "Choose" → /complete/{slug}; Product/Offer JSON-LD (SPEC §2, issue 11). */
export default async function PricingPage() {
  const [page, plans, faqs, settings] = await Promise.all([loadInfoPage('pricing'), getPlans(), getFaqs(), getSiteSettings()]);
  return (
    <InfoPageView page={page}>
      <PricingSections plans={plans} faqs={faqs} path={page.path} description={page.intro ?? ''} brand={settings.brandName} />
    </InfoPageView>
  );
}
