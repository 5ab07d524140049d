/**
 * Personality-type reads: the families index, all types, one profile (case-insensitive slug,
 * SPEC §3), and the empty-type fallback.
 */
import 'server-only';
import { sanityFetch } from './fetch';
import { LISTING_TAGS, documentTags, typeTags } from './revalidate';
import { allTypesQuery, familiesWithTypesQuery, typeProfileQuery, typeSectionPathsQuery } from './queries';
import type { AllTypesQueryResult, FamiliesWithTypesQueryResult, TypeProfileQueryResult } from './generated/sanity.types';
import { INTRODUCTION_SLUG } from '@/lib/routes';

export type FamilyWithTypes = FamiliesWithTypesQueryResult[number];
export type TypeSummary = AllTypesQueryResult[number];
export type TypeProfile = NonNullable<TypeProfileQueryResult>;

/** The four families with their types, in display order. */
export function getFamiliesWithTypes(): Promise<FamiliesWithTypesQueryResult> {
  return sanityFetch({ query: familiesWithTypesQuery, tags: LISTING_TAGS.typeCatalogue });
}

/** All sixteen types with their family. */
export function getAllTypes(): Promise<AllTypesQueryResult> {
  return sanityFetch({ query: allTypesQuery, tags: LISTING_TAGS.typeCatalogue });
}

/**
 * One profile by slug (any letter case) and section slug (default `introduction`).
 * @returns the profile, or null when no type has that slug
 */
export async function getTypeProfile(slug: string, article: string = INTRODUCTION_SLUG): Promise<TypeProfile | null> {
  return sanityFetch({
    query: typeProfileQuery,
    params: { slug, article },
    tags: [...documentTags('personalityType', slug), ...typeTags('typeArticle')],
  });
}

/** Every (type slug, section slug) pair, for `generateStaticParams`. */
export async function getTypeSectionPaths(): Promise<{ slug: string; article: string }[]> {
  const rows = await sanityFetch({ query: typeSectionPathsQuery, tags: LISTING_TAGS.typeSections });
  return rows.flatMap((row) => (row.slug && row.article ? [{ slug: row.slug, article: row.article }] : []));
}
