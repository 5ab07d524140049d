/**
 * Every GROQ query of the site, written once with `defineQuery` so Sanity TypeGen types each
 * result (generated into ./generated/sanity.types.ts by `pnpm typegen`, which the build runs).
 * The same queries run against the Content Lake (cloud) and the seed dataset via groq-js (embedded).
 */
import { defineQuery } from 'next-sanity';

/** The site settings singleton (brand name, navigation, footer links, default SEO). */
export const siteSettingsQuery = defineQuery(`*[_id == "siteSettings"][0]{
  brandName,
  tagline,
  navigation[]{ _key, label, href, children[]{ _key, label, href } },
  footerLinks[]{ _key, label, href },
  seo
}`);

/** The four families in display order, each with its types ordered within the family. */
export const familiesWithTypesQuery = defineQuery(`*[_type == "typeFamily"] | order(order asc){
  _id,
  title,
  "slug": slug.current,
  colour,
  description,
  "types": *[_type == "personalityType" && references(^._id)] | order(order asc){
    _id,
    code,
    title,
    shortTitle,
    "slug": slug.current,
    summary,
    defaultGender
  }
}`);

/** All sixteen types with their family, alphabetically by code (result pages, lookups). */
export const allTypesQuery = defineQuery(`*[_type == "personalityType"] | order(code asc){
  _id,
  code,
  title,
  shortTitle,
  "slug": slug.current,
  summary,
  defaultGender,
  "family": family->{ title, "slug": slug.current, colour }
}`);

/**
 * One type profile by slug (case-insensitive, SPEC §3) with its section list and the requested
 * section (`$article`, "introduction" for the bare profile path). Null when no type matches.
 */
export const typeProfileQuery = defineQuery(`*[_type == "personalityType" && lower(slug.current) == lower($slug)][0]{
  _id,
  _updatedAt,
  code,
  title,
  shortTitle,
  "slug": slug.current,
  summary,
  defaultGender,
  seo,
  "family": family->{ title, "slug": slug.current, colour },
  "sections": *[_type == "typeArticle" && references(^._id)] | order(order asc){ title, "slug": slug.current },
  "article": *[_type == "typeArticle" && references(^._id) && slug.current == $article][0]{
    _id,
    _updatedAt,
    title,
    "slug": slug.current,
    body,
    seo
  }
}`);

/** Every (type, section) pair, for static generation of the profile pages. */
export const typeSectionPathsQuery = defineQuery(`*[_type == "typeArticle" && defined(type->slug.current)]{
  "slug": type->slug.current,
  "article": slug.current
}`);

/** The free personality test definition: survey step and Likert items. */
export const freeTestQuery = defineQuery(`*[_type == "freeTest"][0]{
  title,
  "slug": slug.current,
  intro,
  survey[]{ id, label, options[]{ label, value } },
  items[]{ id, key, type, text, reverse },
  seo
}`);

/** Toolkit tests of one category (or all when `$category` is ""), for the /tools listings. */
export const toolkitTestsQuery = defineQuery(`*[_type == "test" && ($category == "" || category == $category)] | order(title asc){
  _id,
  title,
  "slug": slug.current,
  category,
  description,
  "questionCount": count(questions)
}`);

/** One toolkit test document by slug (converted to the engine's definition by toDefinition). */
export const toolkitTestQuery = defineQuery(`*[_type == "test" && slug.current == $slug][0]`);
