import type { Metadata } from 'next';
import { BlogListingView } from '@/features/blog/BlogListingView';
import { blogListingMetadata, getBlogStaticParams, loadBlogListing } from '@/features/blog/listing';

export const revalidate = 3600;

type Props = { params: Promise<{ page: string }> };

export async function generateStaticParams() {
  return (await getBlogStaticParams()).pages;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogListingMetadata(await loadBlogListing({ pageParam: (await params).page }));
}

/** /blog/page/{n} (SPEC §2): page n ≥ 2 of all articles; /blog/page/1 redirects to /blog. */
export default async function BlogListingPage({ params }: Props) {
  return <BlogListingView listing={await loadBlogListing({ pageParam: (await params).page })} />;
}
