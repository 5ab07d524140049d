import type { Metadata } from 'next';
import { loadTheory, theoryMetadata, theoryStaticParams } from '@/features/theory/theory-page';
import { TheoryArticleView } from '@/features/theory/TheoryArticleView';

export const revalidate = 3600;

/**
 * Theory articles are documents editors publish in the studio: an unknown slug renders (and 404s
 * through `loadTheory`'s `notFound()`) so a new article has its page without a build (a slug no
 * article can have gets the proxy's prerendered 404: lib/route-segments.ts) — unlike the
 * fixed catalogues (types, sections, pairs, toolkit categories: `dynamicParams = false`, issue 22).
 * The non-canonical form that redirects (308, /theory/introduction) is the request proxy's
 * (web/src/proxy.ts).
 */
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
