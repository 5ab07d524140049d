import type { Metadata } from 'next';
import { articleMetadata, loadArticle } from '@/features/blog/article-page';
import { ArticleView } from '@/features/blog/ArticleView';
import { getBlogStaticParams } from '@/features/blog/listing';

export const revalidate = 3600;

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  return (await getBlogStaticParams()).landings;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata(await loadArticle((await params).slug, 'landing'));
}

/**
 * /blog/{slug} (SPEC §2): the landing variant of an article; other articles redirect to
 * /blog/article/{slug}. The fixed segments (page, category, article, author) are their own
 * route folders, which win over this dynamic one.
 */
export default async function BlogLandingPage({ params }: Props) {
  return <ArticleView article={await loadArticle((await params).slug, 'landing')} variant="landing" />;
}
