/**
 * Shared server logic of the posts routes (SPEC §2 "/posts, /posts/{slug}"): load a post (404 when
 * unknown) with the newest other posts, static params and metadata.
 */
import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPost, getPosts, type Post, type PostSummary } from '@/content/library';
import { getT } from '@/i18n';
import { contentMetadata } from '@/content/metadata';
import { pageMetadata } from '@/lib/metadata';
import { ROUTES, postPath } from '@/lib/routes';

/** How many other posts the "More posts" list shows under a post. */
export const MORE_POSTS = 3;

/** A post with its slug present, plus up to {@link MORE_POSTS} newest other posts. */
export interface LoadedPost {
  post: Post & { slug: string };
  more: PostSummary[];
}

/** Loads `/posts/{slug}`; calls `notFound()` (404) when no post has the slug. */
export async function loadPost(slug: string): Promise<LoadedPost> {
  const [post, posts] = await Promise.all([getPost(slug), getPosts()]);
  if (!post?.slug) notFound();
  return { post: post as LoadedPost['post'], more: posts.filter((entry) => entry.slug && entry.slug !== post.slug).slice(0, MORE_POSTS) };
}

/** Every post slug, for `generateStaticParams`. */
export async function postStaticParams(): Promise<{ slug: string }[]> {
  return (await getPosts()).flatMap((post) => (post.slug ? [{ slug: post.slug }] : []));
}

/** Metadata of a post: SEO fields with title/excerpt fallbacks, og:type article with dates and author. */
export function postMetadata({ post }: LoadedPost): Metadata {
  return contentMetadata({
    seo: post.seo,
    title: post.title ?? '',
    description: post.excerpt,
    path: postPath(post.slug),
    image: post.mainImage,
    article: { publishedTime: post.publishedAt, modifiedTime: post._updatedAt, authors: post.author?.name ? [post.author.name] : [] },
  });
}

/** Metadata of `/posts`. */
export function postsIndexMetadata(): Metadata {
  const t = getT('library');
  return pageMetadata({ title: t('posts.title'), description: t('posts.description'), path: ROUTES.posts });
}
