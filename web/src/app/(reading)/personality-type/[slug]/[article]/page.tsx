import type { Metadata } from 'next';
import { getTypeSectionPaths } from '@/content/types';
import { loadProfile, profileMetadata } from '@/features/type-profile/profile-page';
import { TypeProfileView } from '@/features/type-profile/TypeProfileView';
import { INTRODUCTION_SLUG } from '@/lib/routes';

export const revalidate = 3600;

/**
 * Only the params of generateStaticParams (the sections of the sixteen types, as built) are pages: any other answers the
 * prerendered 404 before the page runs (a dynamic 404 render cost 48–94 ms CPU, issue 22). The
 * non-canonical forms that redirect (308) are the request proxy's (web/src/proxy.ts).
 */
export const dynamicParams = false;

type Props = { params: Promise<{ slug: string; article: string }> };

export async function generateStaticParams() {
  return (await getTypeSectionPaths()).filter((path) => path.article !== INTRODUCTION_SLUG);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, article } = await params;
  return profileMetadata(await loadProfile(slug, article));
}

export default async function TypeSectionPage({ params }: Props) {
  const { slug, article } = await params;
  return <TypeProfileView profile={await loadProfile(slug, article)} />;
}
