/**
 * Pure helper of the type-profile routes (`/personality-type/{slug}` and
 * `/personality-type/{slug}/{article}`, SPEC §2 "the introduction article is omitted from the
 * path"): the canonical path of a request, from the fixed catalogues alone (SPEC §3's sixteen
 * types, schemas' TYPE_SECTIONS), before any content is read. No framework imports; used by the
 * request proxy (web/src/proxy.ts, the 308 of the public pages, whose unknown params are 404 by
 * `dynamicParams = false`) and by `loadProfile` (the subscriber views, rendered per request).
 */
import { catalogueIndex, TYPE_SECTIONS } from '@typeatlas/schemas/families';
import { INTRODUCTION_SLUG, typeProfilePath } from '@/lib/routes';

/**
 * The canonical path of a profile request, whatever its letter case.
 * @param slug the type segment, URI-decoded, any letter case, e.g. `INTJ`, `intj`
 * @param article the section segment, URI-decoded, any letter case; undefined on the bare path
 * @returns e.g. `/personality-type/intj` for (`INTJ`), (`intj`, `Introduction`);
 *   `/personality-type/intj/career` for (`Intj`, `CAREER`); null when the type is not one of the
 *   sixteen or the section is not one of TYPE_SECTIONS (the router answers 404)
 */
export function canonicalProfilePath(slug: string, article?: string): string | null {
  if (catalogueIndex(slug) < 0) return null;
  const section = article === undefined ? INTRODUCTION_SLUG : article.toLowerCase();
  if (!TYPE_SECTIONS.some((known) => known.slug === section)) return null;
  return typeProfilePath(slug, section);
}
