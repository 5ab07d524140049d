/**
 * The Presentation tool's configuration (docs/content-and-studio.md "Previewing drafts"): where each document type with
 * a page is shown on the site (`defineLocations`, the "Used on" list and the link from a document
 * to its page) and which document a site URL shows (`defineDocuments`, to open the right document
 * when the editor navigates the preview). The paths follow the site's routes (SPEC §2; the web's
 * lib/routes.ts `documentPath`, which the studio may not import): keep both in step.
 * Draft mode is turned on through the site's `/draft-mode/enable` (next-sanity's
 * `defineEnableDraftMode` checks the signed preview secret).
 */
import { defineDocuments, defineLocations, type PresentationPluginOptions } from 'sanity/presentation';

/** The site the preview shows: SANITY_STUDIO_PREVIEW_URL, else the local site. */
export const previewOrigin = process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3000';

/** The path of a document's page, or null when it has none (same rules as the web's `documentPath`). */
export function documentPagePath(type: string, doc: { slug?: string | null; landing?: boolean | null; typeSlug?: string | null; testSlug?: string | null } | null | undefined): string | null {
  const slug = doc?.slug;
  switch (type) {
    case 'article':
      return slug ? (doc?.landing ? `/blog/${slug}` : `/blog/article/${slug}`) : null;
    case 'author':
      return slug ? `/blog/author/${slug}` : null;
    case 'category':
      return slug ? `/blog/category/${slug}` : null;
    case 'theoryArticle':
      return slug ? (slug === 'introduction' ? '/theory' : `/theory/${slug}`) : null;
    case 'personalityType':
      return slug ? `/personality-type/${slug.toLowerCase()}` : null;
    case 'typeArticle':
      return slug && doc?.typeSlug ? (slug === 'introduction' ? `/personality-type/${doc.typeSlug}` : `/personality-type/${doc.typeSlug}/${slug}`) : null;
    case 'compatibility':
      return slug ? `/compatibility/${slug}` : null;
    case 'post':
      return slug ? `/posts/${slug}` : null;
    case 'page':
      return slug ? `/${slug}` : null;
    case 'test':
      return slug ? `/tools/tests/${slug}` : null;
    case 'freeTest':
      return '/free-personality-test';
    default:
      return null;
  }
}

/** The document types that have a page (every one gets locations and the "Open preview" action). */
export const PAGE_TYPES = ['article', 'author', 'category', 'theoryArticle', 'personalityType', 'typeArticle', 'compatibility', 'post', 'page', 'test', 'freeTest'] as const;

/** Listing pages a type also appears on (shown under its own page). */
const LISTINGS: Partial<Record<(typeof PAGE_TYPES)[number], { title: string; href: string }>> = {
  article: { title: 'Blog', href: '/blog' },
  theoryArticle: { title: 'Theory', href: '/theory' },
  personalityType: { title: 'Personality types', href: '/personality-types' },
  compatibility: { title: 'Compatibility', href: '/compatibility' },
  post: { title: 'Posts', href: '/posts' },
  test: { title: 'Toolkits', href: '/tools' },
};

const locationOf = (type: (typeof PAGE_TYPES)[number]) =>
  defineLocations({
    select: { title: type === 'author' ? 'name' : type === 'personalityType' ? 'code' : 'title', slug: 'slug.current', landing: 'landing', typeSlug: 'type.slug.current' },
    resolve: (doc) => {
      const href = documentPagePath(type, doc as { slug?: string; landing?: boolean; typeSlug?: string });
      if (!href) return null;
      const listing = LISTINGS[type];
      return { locations: [{ title: String(doc?.title ?? 'Untitled'), href }, ...(listing ? [listing] : [])] };
    },
  });

/** `resolve.locations` of the Presentation tool: one resolver per page type. */
export const locations = Object.fromEntries(PAGE_TYPES.map((type) => [type, locationOf(type)]));

/** `resolve.mainDocuments`: the document each site route shows. */
export const mainDocuments = defineDocuments([
  { route: '/blog/article/:slug', filter: `_type == "article" && slug.current == $slug` },
  { route: '/blog/author/:slug', filter: `_type == "author" && slug.current == $slug` },
  { route: '/blog/category/:slug', filter: `_type == "category" && slug.current == $slug` },
  { route: '/theory', filter: `_type == "theoryArticle" && slug.current == "introduction"` },
  { route: '/theory/:slug', filter: `_type == "theoryArticle" && slug.current == $slug` },
  { route: '/personality-type/:slug', filter: `_type == "personalityType" && lower(slug.current) == lower($slug)` },
  { route: '/personality-type/:type/:slug', filter: `_type == "typeArticle" && slug.current == $slug && type->slug.current == $type` },
  { route: '/compatibility/:slug', filter: `_type == "compatibility" && slug.current == $slug` },
  { route: '/posts/:slug', filter: `_type == "post" && slug.current == $slug` },
  { route: '/tools/tests/:slug', filter: `_type == "test" && slug.current == $slug` },
  { route: '/free-personality-test', filter: `_type == "freeTest"` },
  { route: '/blog/:slug', filter: `_type == "article" && slug.current == $slug && landing == true` },
  { route: '/:slug', filter: `_type == "page" && slug.current == $slug` },
]);

/** The Presentation tool's options. */
export const presentationOptions: PresentationPluginOptions = {
  resolve: { locations, mainDocuments },
  previewUrl: { origin: previewOrigin, previewMode: { enable: '/draft-mode/enable' } },
};
