/**
 * Personality-type reads: the families index, all types, one profile (case-insensitive slug,
 * SPEC §3), and the empty-type fallback.
 */
import 'server-only';
import { sanityFetch } from './fetch';
import { LISTING_TAGS, documentTags, typeTags } from './revalidate';
import { allTypesQuery, familiesWithTypesQuery, premiumSectionBodyQuery, typeProfileQuery, typeSectionPathsQuery } from './queries';
import type {
  AllTypesQueryResult,
  FamiliesWithTypesQueryResult,
  PremiumSectionBodyQueryResult,
  TypeProfileQueryResult,
} from './generated/sanity.types';
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

/** The Portable Text body of a premium section. */
export type PremiumSectionBody = NonNullable<PremiumSectionBodyQueryResult>['body'];

/**
 * The body of a premium type-profile section (issue 11). Server only, and only to be rendered for
 * a viewer whose subscription was checked (features/premium `PremiumSection`): the public profile
 * read ({@link getTypeProfile}) never carries it. Cached like other content (tags `typeArticle`,
 * `personalityType:{slug}`), which is server-side data, not a public page.
 * @param slug the type slug (any letter case); @param article the section slug
 * @returns the body, or null when there is no such premium section
 */
export async function getPremiumSectionBody(slug: string, article: string): Promise<PremiumSectionBody | null> {
  const result = await sanityFetch({
    query: premiumSectionBodyQuery,
    params: { slug, article },
    tags: [...documentTags('personalityType', slug), ...typeTags('typeArticle')],
  });
  return result?.body ?? null;
}
