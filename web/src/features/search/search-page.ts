/**
 * Server logic of the search routes (`/search/{term}`, SPEC §2, and the bare `/search`): decode
 * the segment, run the search, read the popular topics, build the noindex metadata.
 */
import 'server-only';
import type { Metadata } from 'next';
import { type SearchHit, search } from '@/content/search';
import { type SearchTopic, getSiteSettings } from '@/content/site';
import { getT } from '@/i18n';
import { pageMetadata } from '@/lib/metadata';
import { searchResultsPath } from '@/lib/routes';
import { sameSearch, searchTermFromSegment } from './search-term';

/** What SearchResultsView renders. */
export interface SearchPageData {
  /** The decoded keywords, as searched ('' for none). */
  term: string;
  /** What the heading shows: the term, or the label of the popular topic it is ("Core theory" for core-theory). */
  shownTerm: string;
  hits: SearchHit[];
  topics: SearchTopic[];
}

/**
 * Loads a search page. Never throws for bad input: an empty or malformed segment is the empty
 * search (no hits, the topics only).
 * @param segment the raw `term` route param; undefined for `/search`
 */
export async function loadSearchPage(segment: string | undefined): Promise<SearchPageData> {
  const term = searchTermFromSegment(segment);
  const [hits, settings] = await Promise.all([term ? search(term) : Promise.resolve([]), getSiteSettings()]);
  const topic = settings.popularSearchTopics.find((candidate) => sameSearch(candidate.term, term));
  return { term, shownTerm: topic?.label ?? term, hits, topics: settings.popularSearchTopics };
}

/**
 * Metadata of a search page: title 'Search results for "…"' with the term as the heading shows it
 * (the layout appends the brand), canonical `/search/{encoded term}`, and `noindex` — result
 * pages are not for search engines.
 */
export async function searchMetadata(segment: string | undefined): Promise<Metadata> {
  const t = getT('pages');
  const term = searchTermFromSegment(segment);
  const topics = term ? (await getSiteSettings()).popularSearchTopics : [];
  const shown = topics.find((candidate) => sameSearch(candidate.term, term))?.label ?? term;
  const base = pageMetadata({
    title: term ? t('search.title', { term: shown }) : t('search.titleEmpty'),
    description: term ? t('search.metaDescription', { term: shown }) : null,
    path: searchResultsPath(term),
  });
  return { ...base, robots: { index: false, follow: true } };
}
