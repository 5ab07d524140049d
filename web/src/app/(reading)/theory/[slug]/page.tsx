import type { Metadata } from 'next';
import { loadTheory, theoryMetadata, theoryStaticParams } from '@/features/theory/theory-page';
import { TheoryArticleView } from '@/features/theory/TheoryArticleView';

export const revalidate = 3600;

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return theoryStaticParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return theoryMetadata(await loadTheory((await params).slug));
}

/** /theory/{slug} — one theory article; /theory/introduction redirects to /theory (SPEC §2). */
export default async function TheoryArticlePage({ params }: Props) {
  return <TheoryArticleView {...await loadTheory((await params).slug)} />;
}
