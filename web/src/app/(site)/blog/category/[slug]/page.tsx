import type { Metadata } from 'next';
import { BlogListingView } from '@/features/blog/BlogListingView';
import { blogListingMetadata, getBlogStaticParams, loadBlogListing } from '@/features/blog/listing';

export const revalidate = 3600;

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  return (await getBlogStaticParams()).categories;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogListingMetadata(await loadBlogListing({ categorySlug: (await params).slug }));
}

/** /blog/category/{slug} (SPEC §2): page 1 of one category. */
export default async function BlogCategoryPage({ params }: Props) {
  return <BlogListingView listing={await loadBlogListing({ categorySlug: (await params).slug })} />;
}
