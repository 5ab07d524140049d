import type { Metadata } from 'next';
import { compatibilityIndexMetadata, loadCompatibilityIndex } from '@/features/compatibility/compatibility-page';
import { CompatibilityIndexView } from '@/features/compatibility/CompatibilityIndexView';

export const revalidate = 3600;

export function generateMetadata(): Metadata {
  return compatibilityIndexMetadata();
}

/** /compatibility — every pair of the 16 types, reachable from each type (SPEC §2). */
export default async function CompatibilityIndexPage() {
  return <CompatibilityIndexView {...await loadCompatibilityIndex()} />;
}
