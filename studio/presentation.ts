/**
 * The Presentation tool's configuration (docs/content-and-studio.md "Previewing drafts"): where each document type with
 * a page is shown on the site (`defineLocations`, the "Used on" list and the link from a document
 * to its page) and which document a site URL shows (`defineDocuments`, to open the right document
 * when the editor navigates the preview). Every path and route pattern comes from the site's own
 * routes module (SPEC §2; `@typeatlas/schemas/routes`, which the web re-exports as
 * `@/lib/routes`), so the studio cannot drift from the site.
 * Draft mode is turned on through the site's `/draft-mode/enable` (next-sanity's
 * `defineEnableDraftMode` checks the signed preview secret).
 */
import {
  DRAFT_MODE_ROUTES,
  INTRODUCTION_SLUG,
  ROUTES,
  articlePath,
  authorPath,
  blogListingPath,
  compatibilityPath,
  documentPath,
  infoPagePath,
  postPath,
  theoryPath,
  toolkitTestPath,
  typeProfilePath,
} from '@typeatlas/schemas/routes';
import { defineDocuments, defineLocations, type PresentationPluginOptions } from 'sanity/presentation';

/** The site the preview shows: SANITY_STUDIO_PREVIEW_URL, else the local site. */
export const previewOrigin = process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3000';

/**
 * The path of a document's page, or null when it has none: the site's `documentPath` (schemas
 * routes) for a document of schema type `type`.
 * @param doc the fields the path needs: slug, landing flag (articles), the type's slug (type sections)
 * @returns e.g. `/blog/article/{slug}`, `/personality-type/{type}/{section}`; null without a slug or for a type without a page
 */
export function documentPagePath(
  type: string,
  doc: { slug?: string | null; landing?: boolean | null; typeSlug?: string | null; testSlug?: string | null } | null | undefined,
): string | null {
  if (!(PAGE_TYPES as readonly string[]).includes(type)) return null;
  return documentPath({ _type: type, slug: doc?.slug, landing: doc?.landing, typeSlug: doc?.typeSlug, testSlug: doc?.testSlug });
}

/** The document types that have a page (every one gets locations and the "Open preview" action). */
export const PAGE_TYPES = [
  'article',
  'author',
  'category',
  'theoryArticle',
  'personalityType',
  'typeArticle',
  'compatibility',
  'post',
  'page',
  'test',
  'freeTest',
] as const;

/** Listing pages a type also appears on (shown under its own page). */
const LISTINGS: Partial<Record<(typeof PAGE_TYPES)[number], { title: string; href: string }>> = {
  article: { title: 'Blog', href: ROUTES.blog },
  theoryArticle: { title: 'Theory', href: ROUTES.theory },
  personalityType: { title: 'Personality types', href: ROUTES.personalityTypes },
  compatibility: { title: 'Compatibility', href: ROUTES.compatibility },
  post: { title: 'Posts', href: ROUTES.posts },
  test: { title: 'Toolkits', href: ROUTES.tools },
};

const locationOf = (type: (typeof PAGE_TYPES)[number]) =>
  defineLocations({
    select: {
      title: type === 'author' ? 'name' : type === 'personalityType' ? 'code' : 'title',
      slug: 'slug.current',
      landing: 'landing',
      typeSlug: 'type.slug.current',
    },
    resolve: (doc) => {
      const href = documentPagePath(type, doc as { slug?: string; landing?: boolean; typeSlug?: string });
      if (!href) return null;
      const listing = LISTINGS[type];
      return { locations: [{ title: String(doc?.title ?? 'Untitled'), href }, ...(listing ? [listing] : [])] };
    },
  });

/** `resolve.locations` of the Presentation tool: one resolver per page type. */
export const locations = Object.fromEntries(PAGE_TYPES.map((type) => [type, locationOf(type)]));

/**
 * A route pattern of the Presentation tool (`/blog/article/:slug`): the site's path builder called
 * with the pattern's parameters (`:slug`, `:type`) in place of the values.
 */
const SLUG = ':slug';

/** `resolve.mainDocuments`: the document each site route shows (more specific routes first; `/:slug` last). */
export const mainDocuments = defineDocuments([
  { route: articlePath({ slug: SLUG }), filter: `_type == "article" && slug.current == $slug` },
  { route: authorPath(SLUG)!, filter: `_type == "author" && slug.current == $slug` },
  { route: blogListingPath(SLUG), filter: `_type == "category" && slug.current == $slug` },
  { route: theoryPath(INTRODUCTION_SLUG), filter: `_type == "theoryArticle" && slug.current == "${INTRODUCTION_SLUG}"` },
  { route: theoryPath(SLUG), filter: `_type == "theoryArticle" && slug.current == $slug` },
  { route: typeProfilePath(SLUG), filter: `_type == "personalityType" && lower(slug.current) == lower($slug)` },
  { route: typeProfilePath(':type', SLUG), filter: `_type == "typeArticle" && slug.current == $slug && type->slug.current == $type` },
  { route: compatibilityPath(SLUG), filter: `_type == "compatibility" && slug.current == $slug` },
  { route: postPath(SLUG), filter: `_type == "post" && slug.current == $slug` },
  { route: toolkitTestPath(SLUG), filter: `_type == "test" && slug.current == $slug` },
  { route: ROUTES.freeTest, filter: `_type == "freeTest"` },
  { route: articlePath({ slug: SLUG, landing: true }), filter: `_type == "article" && slug.current == $slug && landing == true` },
  { route: infoPagePath(SLUG), filter: `_type == "page" && slug.current == $slug` },
]);

/** The Presentation tool's options. */
export const presentationOptions: PresentationPluginOptions = {
  resolve: { locations, mainDocuments },
  previewUrl: { origin: previewOrigin, previewMode: { enable: DRAFT_MODE_ROUTES.enable } },
};
