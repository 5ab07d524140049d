import type { Metadata } from 'next';
import { getFamiliesWithTypes } from '@/content/types';
import { getSiteSettings } from '@/content/site';
import { HomeView } from '@/features/home/HomeView';
import { pageMetadata } from '@/lib/metadata';

export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings();
  return pageMetadata({
    title: settings.seo.title ?? 'Free personality test and the 16 types',
    description: settings.seo.description,
    path: '/',
  });
}

export default async function HomePage() {
  return <HomeView families={await getFamiliesWithTypes()} />;
}
