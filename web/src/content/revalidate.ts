/**
 * The cache-tag convention shared by the readers (`sanityFetch` callers) and the revalidation
 * webhook. Keep it: pages and the webhook only meet through these strings.
 *
 * - A list or aggregate read tags every document type it reads: `article`, `author`, …
 * - A single-document read also tags `{_type}:{slug}`, slug in lower case: `personalityType:intj`.
 * - The webhook revalidates `{_type}`, `{_type}:{slug}` when the document has a slug, and
 *   `id:{_id}` (published id, without a `drafts.` prefix).
 *
 * Since every read tags its types, revalidating `{_type}` alone refreshes every page showing a
 * document of that type; the finer tags let future readers tag narrowly.
 * Pure module: no framework imports.
 */

/** Second argument of `revalidateTag` (Next 16): stale-while-revalidate with the longest expiry. */
export const REVALIDATE_PROFILE = 'max';

/** Prefix of the per-document id tag. */
const ID_TAG_PREFIX = 'id:';

/**
 * Tags of a read of one document type, optionally of one document by slug.
 * @param type the document `_type`, e.g. `personalityType`
 * @param slug the document's `slug.current` as found in a route (any letter case); omitted for
 *   list reads
 * @returns `[type]` or `[type, "{type}:{slug in lower case}"]`
 * @example documentTags('personalityType', 'INTJ') // ['personalityType', 'personalityType:intj']
 */
export function documentTags(type: string, slug?: string | null): string[] {
  const trimmed = slug?.trim();
  return trimmed ? [type, `${type}:${trimmed.toLowerCase()}`] : [type];
}

/**
 * Tag of one document by id, without the `drafts.` prefix (a draft and its published version
 * share pages).
 */
export function idTag(id: string): string {
  return `${ID_TAG_PREFIX}${id.replace(/^drafts\./, '')}`;
}

/** The fields of a webhook notification that decide what to revalidate. */
export interface ChangedDocument {
  _id: string;
  _type: string;
  slug?: string | null;
}

/**
 * Every tag to revalidate when a document changed (created, updated or deleted).
 * @returns `[_type, "{_type}:{slug}"?, "id:{_id}"]`, without duplicates
 */
export function webhookTags(document: ChangedDocument): string[] {
  return [...new Set([...documentTags(document._type, document.slug), idTag(document._id)])];
}
