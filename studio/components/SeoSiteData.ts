/**
 * The SEO panel's one read of the dataset (issue 15), kept apart from the presentational panel so
 * that the panel renders in tests without a client: the site's brand name (site settings), the
 * other documents whose title in search results equals this one's (duplicate SEO titles) and, for a
 * type article, its personality type's slug (part of its URL). One GROQ query through the studio
 * client, debounced while the editor types; the document's own draft, published and release
 * versions are left out, and drafts of other documents count once with their published version.
 */
import { useEffect, useState } from 'react';
import { useClient } from 'sanity';
import { PAGE_TYPES } from '../presentation';
import { documentTitle, publishedId, type SeoDocument, type SeoSiteFacts } from './SeoPreview';

/** API version of the query (the studio's, as in sanity.config.ts). */
export const SEO_API_VERSION = '2025-10-01';
/** Wait this long (ms) after the last keystroke before querying. */
export const SEO_QUERY_DEBOUNCE_MS = 600;
/** At most this many duplicates are listed. */
const DUPLICATES_MAX = 20;

/**
 * The query: brand name, type slug of `$typeRef`, and documents with a page whose search title
 * (`seo.seo_title`, else `title`, else `name`) equals `$title` case-insensitively.
 * Params: `$title` (lower case, trimmed), `$ids` (this document's ids), `$typeRef` (or ""), `$types`.
 */
export const SEO_SITE_QUERY = `{
  "brandName": *[_id == "siteSettings"][0].brandName,
  "typeSlug": *[_id == $typeRef][0].slug.current,
  "duplicates": select($title == "" => [], *[
    _type in $types && !(_id in $ids) && !(_id in path("versions.**")) &&
    lower(coalesce(seo.seo_title, title, name)) == $title
  ][0...${DUPLICATES_MAX}]{ _id, "title": coalesce(seo.seo_title, title, name) })
}`;

interface QueryResult {
  brandName?: string | null;
  typeSlug?: string | null;
  duplicates?: { _id: string; title?: string | null }[] | null;
}

/** Other documents' titles, one per published id. */
export function uniqueByDocument(duplicates: QueryResult['duplicates']): { id: string; title: string | null | undefined }[] {
  const byId = new Map<string, string | null | undefined>();
  for (const duplicate of duplicates ?? []) byId.set(publishedId(duplicate._id), duplicate.title);
  return [...byId].map(([id, title]) => ({ id, title }));
}

/**
 * Fetches the panel's facts for `doc` (see the module comment); refetches, debounced, when the
 * search title, the id or the type reference changes.
 * @returns the facts (empty until the first answer) and `loading` while a query is pending;
 *   a failed query leaves the facts empty and sets `error` (the panel says so, nothing blocks).
 */
export function useSeoSiteData(
  doc: SeoDocument & { type?: { _ref?: string } | null },
): SeoSiteFacts & { loading: boolean; error: boolean } {
  const client = useClient({ apiVersion: SEO_API_VERSION });
  const [state, setState] = useState<SeoSiteFacts & { loading: boolean; error: boolean }>({ loading: true, error: false });
  const title = (doc.seo?.seo_title?.trim() || documentTitle(doc)).replace(/\s+/g, ' ').toLowerCase();
  const id = publishedId(doc._id ?? '');
  const typeRef = doc._type === 'typeArticle' ? (doc.type?._ref ?? '') : '';

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    const timer = setTimeout(() => {
      client
        .fetch<QueryResult>(
          SEO_SITE_QUERY,
          { title, ids: [id, `drafts.${id}`], typeRef, types: [...PAGE_TYPES] },
          { signal: controller.signal, perspective: 'raw' },
        )
        .then((result) =>
          setState({
            brandName: result?.brandName ?? null,
            typeSlug: result?.typeSlug ?? null,
            otherTitles: uniqueByDocument(result?.duplicates),
            loading: false,
            error: false,
          }),
        )
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setState((previous) => ({ ...previous, loading: false, error: Boolean(error) }));
        });
    }, SEO_QUERY_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, title, id, typeRef]);

  return state;
}
