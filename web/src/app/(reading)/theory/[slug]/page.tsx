import type { Metadata } from 'next';
import { loadTheory, theoryMetadata, theoryStaticParams } from '@/features/theory/theory-page';
import { TheoryArticleView } from '@/features/theory/TheoryArticleView';

export const revalidate = 3600;

/**
 * Only the params of generateStaticParams (the theory articles, as built) are pages: any other answers the
 * prerendered 404 before the page runs (a dynamic 404 render cost 48–94 ms CPU, issue 22). The
 * non-canonical forms that redirect (308) are the request proxy's (web/src/proxy.ts).
 */
export const dynamicParams = false;

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
