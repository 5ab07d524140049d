/**
 * Pure helpers for personality-type lookup (SPEC §3). No framework imports. Profile paths:
 * lib/routes.ts `typeProfilePath`.
 */

/** The minimal shape of a type for lookups. */
export interface TypeLike {
  slug: string | null;
  code: string | null;
  title: string | null;
}

/** SPEC §3 "falls back to an empty type": what a lookup returns when nothing matches. */
export const EMPTY_TYPE = Object.freeze({ slug: '', code: '', title: '', shortTitle: '', summary: '', defaultGender: 'male' as const });

/** True for the empty-type fallback (or any type without a slug). */
export function isEmptyType(type: { slug: string | null } | null | undefined): boolean {
  return !type?.slug;
}

/**
 * Finds a type by slug, case-insensitively (SPEC §3); returns {@link EMPTY_TYPE} when none matches.
 * @param types the catalogue to search
 * @param slug e.g. "intj", "INTJ" or " Intj "
 */
export function findTypeBySlug<T extends TypeLike>(types: readonly T[], slug: string | null | undefined): T | typeof EMPTY_TYPE {
  const wanted = (slug ?? '').trim().toLowerCase();
  if (!wanted) return EMPTY_TYPE;
  return types.find((type) => type.slug?.toLowerCase() === wanted) ?? EMPTY_TYPE;
}
