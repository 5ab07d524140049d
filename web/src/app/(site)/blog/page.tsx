import type { Metadata } from 'next';
import { BlogListingView } from '@/features/blog/BlogListingView';
import { blogListingMetadata, loadBlogListing } from '@/features/blog/listing';

export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  return blogListingMetadata(await loadBlogListing({}));
}

/** /blog (SPEC §2): page 1 of all articles. */
export default async function BlogPage() {
  return <BlogListingView listing={await loadBlogListing({})} />;
}
