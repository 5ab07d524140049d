import type { Metadata } from 'next';
import { articleMetadata, loadArticle } from '@/features/blog/article-page';
import { ArticleView } from '@/features/blog/ArticleView';
import { getBlogStaticParams } from '@/features/blog/listing';

export const revalidate = 3600;

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  return (await getBlogStaticParams()).articles;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata(await loadArticle((await params).slug, 'article'));
}

/** /blog/article/{slug} (SPEC §2): a blog article; landing articles redirect to /blog/{slug}. */
export default async function BlogArticlePage({ params }: Props) {
  return <ArticleView article={await loadArticle((await params).slug, 'article')} variant="article" />;
}
