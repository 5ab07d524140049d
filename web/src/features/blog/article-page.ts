/**
 * Server logic of the two article routes (SPEC §2): `/blog/article/{slug}` and the landing
 * variant `/blog/{slug}`. An article is served only at its own variant (its `landing` flag);
 * a request for the other variant redirects permanently (308); an unknown slug is a 404.
 */
import 'server-only';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { serverEnv } from '@/config/env';
import { type Article, getArticle } from '@/content/blog';
import { contentImageLoader } from '@/content/image-loader';
import { absoluteUrl } from '@/lib/structured-data';
import { OG_IMAGE_WIDTH, contentMetadata } from '@/content/metadata';
import { type ArticleVariant, articlePath, articleVariant, authorPath } from '@/lib/routes';
import { slugParam } from './route-params';

/**
 * Loads the article of a route.
 * @param slug the route's slug (raw)
 * @param variant the route the request came in on
 */
export async function loadArticle(slug: string, variant: ArticleVariant): Promise<Article> {
  const article = await getArticle(slugParam(slug));
  if (!article?.slug) notFound();
  if (articleVariant(article.landing) !== variant) permanentRedirect(articlePath(article));
  return article;
}

/** The article's main image as a 1200 px wide URL (Open Graph size), or null. */
export function articleImageUrl(article: Pick<Article, 'mainImage'>): string | null {
  const src = article.mainImage?.asset?.url;
  return src ? contentImageLoader({ src, width: OG_IMAGE_WIDTH }) : null;
}

/** Metadata of an article: SEO fields with fallbacks, canonical = its own variant, og:type article. */
export function articleMetadata(article: Article): Metadata {
  const author = authorPath(article.author?.slug);
  return contentMetadata({
    seo: article.seo,
    title: article.title ?? '',
    description: article.excerpt,
    path: articlePath(article),
    image: article.mainImage,
    card: { eyebrow: article.categories?.[0]?.title ? `Blog · ${article.categories[0].title}` : 'Blog' },
    article: {
      publishedTime: article.publishedAt,
      modifiedTime: article._updatedAt,
      authors: author ? [absoluteUrl(serverEnv().siteUrl, author)] : [],
    },
  });
}
