import type { Metadata } from 'next';
import { compatibilityMetadata, compatibilityStaticParams, loadCompatibility } from '@/features/compatibility/compatibility-page';
import { CompatibilityView } from '@/features/compatibility/CompatibilityView';

export const revalidate = 3600;

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return compatibilityStaticParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return compatibilityMetadata(await loadCompatibility((await params).slug));
}

/** /compatibility/{slug} — one pair; the reverse order and other letter cases redirect (308) to the canonical slug. */
export default async function CompatibilityPage({ params }: Props) {
  return <CompatibilityView {...await loadCompatibility((await params).slug)} />;
}
