import type { Metadata } from 'next';
import { loadSearchPage, searchMetadata } from '@/features/search/search-page';
import { SearchResultsView } from '@/features/search/SearchResultsView';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return searchMetadata(undefined);
}

/** /search without a term — the search box and the popular topics. */
export default async function SearchIndexPage() {
  return <SearchResultsView {...await loadSearchPage(undefined)} />;
}
