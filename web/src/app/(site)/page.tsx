import type { Metadata } from 'next';
import { getFamiliesWithTypes } from '@/content/types';
import { getSiteSettings } from '@/content/site';
import { HomeView } from '@/features/home/HomeView';
import { pageMetadata } from '@/lib/metadata';
import { ROUTES } from '@/lib/routes';

export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings();
  const metadata = pageMetadata({
    title: settings.seo.title ?? 'Free personality test and the 16 personality types',
    description: settings.seo.description,
    path: ROUTES.home,
    card: { eyebrow: 'Free personality test' },
  });
  // The layout's title template does not apply to a page in the same segment: suffix it here.
  return { ...metadata, title: { absolute: `${String(metadata.title)} | ${settings.brandName}` } };
}

export default async function HomePage() {
  return <HomeView families={await getFamiliesWithTypes()} />;
}
