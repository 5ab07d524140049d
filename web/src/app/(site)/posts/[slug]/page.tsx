import type { Metadata } from 'next';
import { loadPost, postMetadata, postStaticParams } from '@/features/posts/posts-page';
import { PostView } from '@/features/posts/PostView';

export const revalidate = 3600;

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return postStaticParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return postMetadata(await loadPost((await params).slug));
}

/** /posts/{slug} — one post (SPEC §2). */
export default async function PostPage({ params }: Props) {
  return <PostView {...await loadPost((await params).slug)} />;
}
