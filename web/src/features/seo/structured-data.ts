/**
 * schema.org builders for JSON-LD (BlogPosting/Article with author, BreadcrumbList, Organization,
 * WebSite with a SearchAction). Every URL is absolute, made from the one configured site URL.
 * Pure: no framework imports.
 */

/** One breadcrumb: a visible name and a site path. */
export interface Crumb {
  name: string;
  path: string;
}

/** Absolute URL of a site path. @param siteUrl e.g. "https://typeatlas.example" (no trailing slash needed) */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}

/** BreadcrumbList for the given trail (home first). */
export function breadcrumbList(siteUrl: string, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(siteUrl, crumb.path) })),
  };
}

/** Organization (the publisher) and WebSite with a sitelinks search box pointing at /search/{term}. */
export function siteStructuredData(siteUrl: string, brandName: string, description?: string) {
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absoluteUrl(siteUrl, '/#organization'),
    name: brandName,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, '/icon.svg'),
  };
  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': absoluteUrl(siteUrl, '/#website'),
    name: brandName,
    url: absoluteUrl(siteUrl, '/'),
    ...(description ? { description } : {}),
    publisher: { '@id': organization['@id'] },
    inLanguage: 'en',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(siteUrl, '/search/')}{search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
  return [organization, website];
}

/**
 * BlogPosting (blog articles, posts) or Article (theory, compatibility) with author and publisher.
 * @param input.path page path; @param input.imageUrl absolute or site-relative image URL
 */
export function articleStructuredData(
  siteUrl: string,
  input: {
    type: 'BlogPosting' | 'Article';
    headline: string;
    description?: string | null;
    path: string;
    imageUrl?: string | null;
    datePublished?: string | null;
    dateModified?: string | null;
    author?: { name: string; path?: string } | null;
  },
) {
  const url = absoluteUrl(siteUrl, input.path);
  return {
    '@context': 'https://schema.org',
    '@type': input.type,
    headline: input.headline,
    ...(input.description ? { description: input.description } : {}),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(input.imageUrl ? { image: [absoluteUrl(siteUrl, input.imageUrl)] } : {}),
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    ...(input.dateModified ? { dateModified: input.dateModified } : {}),
    ...(input.author
      ? { author: { '@type': 'Person', name: input.author.name, ...(input.author.path ? { url: absoluteUrl(siteUrl, input.author.path) } : {}) } }
      : { author: { '@id': absoluteUrl(siteUrl, '/#organization') } }),
    publisher: { '@id': absoluteUrl(siteUrl, '/#organization') },
    inLanguage: 'en',
  };
}
