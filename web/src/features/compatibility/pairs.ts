/**
 * Pure helpers of the compatibility pages (SPEC §2 "/compatibility, /compatibility/{slug}"):
 * canonical pair slugs (the type that comes first in the SPEC §3 catalogue is named first, in
 * lower case) and the lists of pairings per type used by the index and the "More … pairings"
 * links. No framework imports. Pair page paths: lib/routes.ts `compatibilityPath`.
 */
import { canonicalPairSlug, catalogueIndex, parsePairSlug } from '@typeatlas/schemas/families';

/** A type as the compatibility queries project it. */
export interface PairType {
  slug: string | null;
  code: string | null;
  title: string | null;
  colour?: string | null;
}

/** A compatibility pair as the index query projects it. */
export interface PairEntry {
  slug: string | null;
  title: string | null;
  typeA: PairType | null;
  typeB: PairType | null;
}

/** A type that certainly has a slug. */
export type SluggedType<T extends PairType = PairType> = T & { slug: string };

/** One pairing of a type: the other type and the pair page. */
export interface Pairing<T extends PairType = PairType> {
  partner: SluggedType<T>;
  slug: string;
  title: string | null;
}

/** What a `/compatibility/{slug}` request should do. */
export type PairRequest = { kind: 'invalid' } | { kind: 'load'; slug: string } | { kind: 'redirect'; slug: string };

/**
 * Classifies a requested pair slug.
 * @param raw the route parameter (URI-decoded), e.g. `intp-and-enfj`, `enfj-and-intp`, `INTP-and-ENFJ`
 * @returns `invalid` for anything that is not `{type}-and-{type}` with two of the 16 types;
 *   `load` when `raw` already is the canonical slug; `redirect` with the canonical slug otherwise
 *   (reverse order or other letter case)
 */
export function resolvePairRequest(raw: string): PairRequest {
  const pair = parsePairSlug(raw);
  if (!pair) return { kind: 'invalid' };
  const slug = canonicalPairSlug(pair.a, pair.b);
  return slug === raw ? { kind: 'load', slug } : { kind: 'redirect', slug };
}

/** The canonical pair slug of two type slugs, or null when either is not one of the 16 types. */
export function pairSlugOf(x: string, y: string): string | null {
  return catalogueIndex(x) >= 0 && catalogueIndex(y) >= 0 ? canonicalPairSlug(x, y) : null;
}

/**
 * The distinct types named by a list of pairs, in SPEC §3 catalogue order (family by family);
 * types without a slug are dropped, unknown slugs go last.
 */
export function typesFromPairs<T extends PairType>(pairs: readonly { typeA: T | null; typeB: T | null }[]): SluggedType<T>[] {
  const bySlug = new Map<string, SluggedType<T>>();
  for (const pair of pairs) {
    for (const type of [pair.typeA, pair.typeB]) {
      if (type?.slug && !bySlug.has(type.slug)) bySlug.set(type.slug, type as SluggedType<T>);
    }
  }
  const rank = (slug: string) => {
    const index = catalogueIndex(slug);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...bySlug.values()].sort((x, y) => rank(x.slug) - rank(y.slug) || x.slug.localeCompare(y.slug));
}

/**
 * Every pairing of one type with each of `partners` (in the partners' order) that has a page.
 * @param typeSlug the type whose pairings are listed
 * @param partners candidate partner types (including the type itself for the mirror pair)
 * @param pairs all compatibility pairs (only their slug and title are used)
 * @param exclude a pair slug to leave out (the page being viewed)
 */
export function pairingsOf<T extends PairType>(
  typeSlug: string,
  partners: readonly T[],
  pairs: readonly { slug: string | null; title: string | null }[],
  exclude?: string,
): Pairing<T>[] {
  const titles = new Map<string, string | null>();
  for (const pair of pairs) if (pair.slug) titles.set(pair.slug, pair.title);
  return partners.flatMap((partner) => {
    if (!partner.slug) return [];
    const slug = pairSlugOf(typeSlug, partner.slug);
    if (!slug || slug === exclude || !titles.has(slug)) return [];
    return [{ partner: partner as SluggedType<T>, slug, title: titles.get(slug) ?? null }];
  });
}

/** The four preference pairs, in the order of the four-letter code (E/I, S/N, T/F, J/P). */
export const PREFERENCE_PAIRS = [
  ['e', 'i'],
  ['s', 'n'],
  ['t', 'f'],
  ['j', 'p'],
] as const;

/** A letter of a four-letter code (lower case). */
export type PreferenceLetter = (typeof PREFERENCE_PAIRS)[number][number];

/**
 * What two types share and where they differ, preference pair by preference pair — the data of a
 * pair page's "In short" summary (written from the letters, so all 136 pairs read alike).
 * @param a,b type slugs (four-letter codes, any case), e.g. `intp`, `ENFJ`
 * @returns `shared`: the letters both have (in code order); `differ`: the pair indexes 0–3 where
 *   they differ; null when either is not a four-letter code
 */
export function pairGlance(a: string, b: string): { shared: PreferenceLetter[]; differ: number[] } | null {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (!/^[ei][sn][tf][jp]$/.test(x) || !/^[ei][sn][tf][jp]$/.test(y)) return null;
  const shared: PreferenceLetter[] = [];
  const differ: number[] = [];
  PREFERENCE_PAIRS.forEach((_, index) => {
    if (x[index] === y[index]) shared.push(x[index] as PreferenceLetter);
    else differ.push(index);
  });
  return { shared, differ };
}
