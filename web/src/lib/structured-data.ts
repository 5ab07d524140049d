/**
 * schema.org builders for JSON-LD (BlogPosting/Article with author, BreadcrumbList, Organization,
 * WebSite with a SearchAction). Every URL is absolute, made from the one configured site URL.
 * Pure: no framework imports. The objects are checked against schema.org's vocabulary by the
 * `schema-dts` types (`satisfies`: types only, the inferred shapes stay exact).
 */
import type { Article, BlogPosting, BreadcrumbList, Organization, SearchAction, Thing, WebPage, WebSite, WithContext } from 'schema-dts';
import { ROUTES } from '@/lib/routes';
import { withoutStega } from '@/lib/stega';

/** One breadcrumb: a visible name and a site path. */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * Absolute URL of a site path, below the site URL's own path if it has one.
 * @param siteUrl e.g. "https://typeatlas.example" or "https://example.com/typeatlas/" (a trailing
 *   slash makes no difference)
 * @param path a site path such as "/blog" or "/#organization" (resolved below the site URL's path,
 *   so "https://example.com/typeatlas" + "/blog" → "https://example.com/typeatlas/blog"); an
 *   absolute http(s) URL (e.g. a CDN image) is returned unchanged
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return new URL(path).toString();
  const base = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
  return new URL(path.replace(/^\/+/, ''), base).toString();
}

/** BreadcrumbList for the given trail (home first). */
export function breadcrumbList(siteUrl: string, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  } satisfies WithContext<BreadcrumbList>;
}

/** Organization (the publisher) and WebSite with a sitelinks search box pointing at /search/{term}. */
export function siteStructuredData(siteUrl: string, brandName: string, description?: string) {
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absoluteUrl(siteUrl, '/#organization'),
    name: brandName,
    url: absoluteUrl(siteUrl, ROUTES.home),
    logo: absoluteUrl(siteUrl, '/icon.svg'),
  } satisfies WithContext<Organization>;
  // Google's sitelinks search box reads `query-input`, a property schema-dts does not list.
  const search: SearchAction & { 'query-input': string } = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(siteUrl, `${ROUTES.search}/`)}{search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': absoluteUrl(siteUrl, '/#website'),
    name: brandName,
    url: absoluteUrl(siteUrl, ROUTES.home),
    ...(description ? { description } : {}),
    publisher: { '@id': organization['@id'] },
    inLanguage: 'en',
    potentialAction: search,
  } satisfies WithContext<WebSite>;
  return [organization, website];
}

/**
 * BlogPosting (blog articles, posts) or Article (theory, compatibility) with author and publisher
 * (the layout's Organization, referenced by `@id`). Without an author the organization is the author.
 * @param input.path page path; @param input.imageUrl absolute or site-relative image URL (e.g. the
 *   `ogImageUrl` of content/metadata.ts, so JSON-LD and og:image show the same picture);
 *   @param input.author.path e.g. `/blog/author/{slug}` — becomes the Person's absolute `url`
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
    /** Optional: the blog category or library section, e.g. "Relationships". */
    section?: string | null;
    /** Optional: focus keyword and synonyms from the `seo` object. */
    keywords?: (string | null | undefined)[] | null;
  },
) {
  const keywords = (input.keywords ?? []).filter((keyword): keyword is string => Boolean(keyword));
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
      ? {
          author: {
            '@type': 'Person',
            name: input.author.name,
            ...(input.author.path ? { url: absoluteUrl(siteUrl, input.author.path) } : {}),
          },
        }
      : { author: { '@id': absoluteUrl(siteUrl, '/#organization') } }),
    publisher: { '@id': absoluteUrl(siteUrl, '/#organization') },
    ...(input.section ? { articleSection: input.section } : {}),
    ...(keywords.length ? { keywords: keywords.join(', ') } : {}),
    inLanguage: 'en',
  } satisfies WithContext<BlogPosting | Article>;
}

/**
 * A page that is an interactive test (the toolkit tests): a WebPage whose main content is the test,
 * with its breadcrumb trail (Home → Toolkits category → test) inside (`breadcrumb`), published by
 * the layout's Organization. schema.org has no type for a self-assessment (Quiz is for learning).
 * @param input.crumbs the trail after Home, as for {@link breadcrumbList}; @param input.path the page
 */
export function testPageStructuredData(
  siteUrl: string,
  input: { name: string; description?: string | null; path: string; crumbs: Crumb[]; homeName: string },
) {
  const url = absoluteUrl(siteUrl, input.path);
  const trail = [{ name: input.homeName, path: ROUTES.home }, ...input.crumbs];
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': url,
    url,
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    breadcrumb: {
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: absoluteUrl(siteUrl, crumb.path),
      })),
    },
    publisher: { '@id': absoluteUrl(siteUrl, '/#organization') },
    inLanguage: 'en',
  } satisfies WithContext<WebPage>;
}

/** What JsonLd renders: one schema.org object or several (schema-dts types). */
export type JsonLdData = WithContext<Thing> | readonly WithContext<Thing>[];

/**
 * Serialises structured data safely for inline HTML: `<`, `>` and `&` become JSON unicode escapes
 * (same data for a JSON parser), so no text can close the script element or open a comment. Texts
 * are stripped of the stega encoding draft mode may add (lib/stega.ts).
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(withoutStega(data)).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
