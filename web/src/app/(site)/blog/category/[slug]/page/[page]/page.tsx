import type { Metadata } from 'next';
import { BlogListingView } from '@/features/blog/BlogListingView';
import { blogListingMetadata, getBlogStaticParams, loadBlogListing } from '@/features/blog/listing';

export const revalidate = 3600;

type Props = { params: Promise<{ slug: string; page: string }> };

export async function generateStaticParams() {
  return (await getBlogStaticParams()).categoryPages;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, page } = await params;
  return blogListingMetadata(await loadBlogListing({ categorySlug: slug, pageParam: page }));
}

/** /blog/category/{slug}/page/{n} (SPEC §2): page n ≥ 2 of one category; page 1 redirects to the category. */
export default async function BlogCategoryListingPage({ params }: Props) {
  const { slug, page } = await params;
  return <BlogListingView listing={await loadBlogListing({ categorySlug: slug, pageParam: page })} />;
}
