import type { Metadata } from 'next';
import { loadTheory, theoryMetadata } from '@/features/theory/theory-page';
import { TheoryArticleView } from '@/features/theory/TheoryArticleView';

export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  return theoryMetadata(await loadTheory());
}

/** /theory — the introduction theory article (SPEC §2). */
export default async function TheoryPage() {
  return <TheoryArticleView {...await loadTheory()} />;
}
