import type { Metadata } from 'next';
import { getPosts } from '@/content/library';
import { postsIndexMetadata } from '@/features/posts/posts-page';
import { PostsListView } from '@/features/posts/PostsListView';

export const revalidate = 3600;

export function generateMetadata(): Metadata {
  return postsIndexMetadata();
}

/** /posts — every post, newest first (SPEC §2). */
export default async function PostsPage() {
  return <PostsListView posts={await getPosts()} />;
}
