import type { Metadata } from 'next';
import { getAllTypes } from '@/content/types';
import { loadProfile, profileMetadata } from '@/features/type-profile/profile-page';
import { TypeProfileView } from '@/features/type-profile/TypeProfileView';

export const revalidate = 3600;

/**
 * Only the params of generateStaticParams (the sixteen types (SPEC §3), as built) are pages: any other answers the
 * prerendered 404 before the page runs (a dynamic 404 render cost 48–94 ms CPU, issue 22). The
 * non-canonical forms that redirect (308) are the request proxy's (web/src/proxy.ts).
 */
export const dynamicParams = false;

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  return (await getAllTypes()).flatMap((type) => (type.slug ? [{ slug: type.slug }] : []));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return profileMetadata(await loadProfile((await params).slug));
}

export default async function TypeProfilePage({ params }: Props) {
  return <TypeProfileView profile={await loadProfile((await params).slug)} />;
}
