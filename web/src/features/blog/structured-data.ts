/**
 * schema.org data of blog pages: a BlogPosting for an article (through the shared
 * `articleStructuredData`, SPEC §2 blog) and a ProfilePage whose main entity is the author as a
 * Person. Pure: no framework imports; every URL is absolute on the configured site URL.
 */
import type { ProfilePage, WithContext } from 'schema-dts';
import { absoluteUrl, articleStructuredData } from '@/lib/structured-data';
import { ROUTES, articlePath, authorPath } from '@/lib/routes';

/** The article fields the BlogPosting needs (a subset of the article query's result). */
export interface BlogPostingSource {
  title: string | null;
  slug: string | null;
  landing: boolean | null;
  excerpt: string | null;
  publishedAt: string | null;
  _updatedAt: string;
  author: { name: string | null; slug: string | null } | null;
}

/**
 * BlogPosting of an article: headline, description (excerpt), url of its own variant, image,
 * datePublished = publishedAt, dateModified = _updatedAt, author = name + author page.
 * @param imageUrl the main image's URL (absolute or site-relative), or null
 */
export function blogPostingData(siteUrl: string, article: BlogPostingSource, imageUrl: string | null) {
  const authorName = article.author?.name;
  const authorPagePath = authorPath(article.author?.slug);
  return articleStructuredData(siteUrl, {
    type: 'BlogPosting',
    headline: article.title ?? '',
    description: article.excerpt,
    path: articlePath(article),
    imageUrl,
    datePublished: article.publishedAt,
    dateModified: article._updatedAt,
    author: authorName ? { name: authorName, ...(authorPagePath ? { path: authorPagePath } : {}) } : null,
  });
}

/** The author fields the profile needs. */
export interface AuthorProfileSource {
  name: string | null;
  slug: string | null;
  role: string | null;
  bio: string | null;
}

/**
 * ProfilePage of an author page with the author as its main entity (Person: name, jobTitle =
 * role, description = bio, url = author page, image).
 * @param imageUrl the portrait's URL (absolute or site-relative), or null
 */
export function authorProfileData(siteUrl: string, author: AuthorProfileSource, imageUrl: string | null) {
  const url = absoluteUrl(siteUrl, authorPath(author.slug) ?? ROUTES.blog);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    inLanguage: 'en',
    mainEntity: {
      '@type': 'Person',
      '@id': `${url}#person`,
      name: author.name ?? '',
      url,
      ...(author.role ? { jobTitle: author.role } : {}),
      ...(author.bio ? { description: author.bio } : {}),
      ...(imageUrl ? { image: absoluteUrl(siteUrl, imageUrl) } : {}),
      worksFor: { '@id': absoluteUrl(siteUrl, '/#organization') },
    },
  } satisfies WithContext<ProfilePage>;
}
