import type { Metadata } from 'next';
import { getAllTypes } from '@/content/types';
import { loadProfile, profileMetadata } from '@/features/type-profile/profile-page';
import { TypeProfileView } from '@/features/type-profile/TypeProfileView';

export const revalidate = 3600;

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
