import type { Metadata } from 'next';
import { loadSearchPage, searchMetadata } from '@/features/search/search-page';
import { SearchResultsView } from '@/features/search/SearchResultsView';

/** Results depend on the term: rendered per request, never prerendered (no generateStaticParams). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ term: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return searchMetadata((await params).term);
}

/** /search/{term} — site search results (SPEC §2). */
export default async function SearchPage({ params }: Props) {
  return <SearchResultsView {...await loadSearchPage((await params).term)} />;
}
