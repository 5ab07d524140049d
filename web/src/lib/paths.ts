/**
 * Public paths of content documents (SPEC §2 routes) — the one place that knows which URL a
 * document lives at. Used by internal links in Portable Text, search results, the sitemap,
 * breadcrumbs and JSON-LD. Pure: no framework imports.
 */

/** A reference target as the queries project it. */
export interface DocumentTarget {
  _type: string;
  slug?: string | null;
  landing?: boolean | null;
  /** For type profile sections: the type's slug. */
  typeSlug?: string | null;
  /** For tool listing entries: the toolkit test they open, or their own path. */
  testSlug?: string | null;
  href?: string | null;
}

/** The theory slug served at `/theory` (SPEC §2). */
export const THEORY_INTRODUCTION = 'introduction';

/**
 * The path of a document's page.
 * @returns e.g. `/blog/article/{slug}`, `/blog/{slug}` (landing variant), `/theory` for the
 *   introduction; null when the document has no public page or lacks its slug
 */
export function documentPath(target: DocumentTarget | null | undefined): string | null {
  if (!target) return null;
  const slug = target.slug;
  switch (target._type) {
    case 'freeTest':
      return '/free-personality-test';
    case 'tool':
      return target.testSlug ? `/tools/tests/${target.testSlug}` : target.href && /^\/(?!\/)/.test(target.href) ? target.href : null;
  }
  if (!slug) return null;
  switch (target._type) {
    case 'article':
      return target.landing ? `/blog/${slug}` : `/blog/article/${slug}`;
    case 'author':
      return `/blog/author/${slug}`;
    case 'category':
      return `/blog/category/${slug}`;
    case 'theoryArticle':
      return slug === THEORY_INTRODUCTION ? '/theory' : `/theory/${slug}`;
    case 'personalityType':
      return `/personality-type/${slug.toLowerCase()}`;
    case 'typeArticle':
      return target.typeSlug ? (slug === 'introduction' ? `/personality-type/${target.typeSlug}` : `/personality-type/${target.typeSlug}/${slug}`) : null;
    case 'compatibility':
      return `/compatibility/${slug}`;
    case 'post':
      return `/posts/${slug}`;
    case 'page':
      return `/${slug}`;
    case 'test':
      return `/tools/tests/${slug}`;
    default:
      return null;
  }
}
