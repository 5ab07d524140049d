import type { Metadata } from 'next';
import { compatibilityMetadata, compatibilityStaticParams, loadCompatibility } from '@/features/compatibility/compatibility-page';
import { CompatibilityView } from '@/features/compatibility/CompatibilityView';

export const revalidate = 3600;

/**
 * Only the params of generateStaticParams (the 136 canonical pairs, as built) are pages: any other answers the
 * prerendered 404 before the page runs (a dynamic 404 render cost 48–94 ms CPU, issue 22). The
 * non-canonical forms that redirect (308) are the request proxy's (web/src/proxy.ts).
 */
export const dynamicParams = false;

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
