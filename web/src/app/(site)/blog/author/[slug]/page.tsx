import type { Metadata } from 'next';
import { authorMetadata, loadAuthor } from '@/features/blog/author-page';
import { AuthorView } from '@/features/blog/AuthorView';
import { getBlogStaticParams } from '@/features/blog/listing';

export const revalidate = 3600;

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  return (await getBlogStaticParams()).authors;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return authorMetadata(await loadAuthor((await params).slug));
}

/** /blog/author/{slug} (SPEC §2): an author with their articles. */
export default async function BlogAuthorPage({ params }: Props) {
  return <AuthorView author={await loadAuthor((await params).slug)} />;
}
