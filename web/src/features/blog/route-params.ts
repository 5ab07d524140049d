/**
 * Blog route parameters (SPEC §2 blog routes): the `generateStaticParams` lists of every blog
 * route and the slug a route parameter names. Pure: no framework imports. The URLs themselves
 * come from lib/routes.ts.
 */
import { BLOG_PAGE_SIZE, pageCount } from '@/lib/pagination';
import { articleVariant } from '@/lib/routes';

/** What `blogPathsQuery` returns (see content/blog.ts `getBlogPaths`). */
export interface BlogPaths {
  articles: Array<{ slug: string | null; landing: boolean | null }>;
  categories: Array<{ slug: string | null; count: number }>;
  authors: Array<string | null>;
  total: number;
}

/** Page numbers 2..n (as route params) of a listing with `total` items. */
export function laterPageParams(total: number, pageSize = BLOG_PAGE_SIZE): string[] {
  return Array.from({ length: pageCount(total, pageSize) - 1 }, (_, index) => String(index + 2));
}

/** The `generateStaticParams` lists of every blog route, from the blog paths. */
export interface BlogStaticParams {
  /** `/blog/article/[slug]`: articles whose landing flag is not set. */
  articles: Array<{ slug: string }>;
  /** `/blog/[slug]`: landing articles. */
  landings: Array<{ slug: string }>;
  /** `/blog/page/[page]`: pages 2..n of all articles. */
  pages: Array<{ page: string }>;
  /** `/blog/category/[slug]`: every category (an empty one still has its page 1). */
  categories: Array<{ slug: string }>;
  /** `/blog/category/[slug]/page/[page]`: pages 2..n of each category. */
  categoryPages: Array<{ slug: string; page: string }>;
  /** `/blog/author/[slug]`: every author. */
  authors: Array<{ slug: string }>;
}

/** Builds every blog route's static params; documents without a slug are skipped. */
export function blogStaticParams(paths: BlogPaths, pageSize = BLOG_PAGE_SIZE): BlogStaticParams {
  const articles = paths.articles.filter((article): article is { slug: string; landing: boolean | null } => Boolean(article.slug));
  const categories = paths.categories.filter((category): category is { slug: string; count: number } => Boolean(category.slug));
  return {
    articles: articles.filter((article) => articleVariant(article.landing) === 'article').map(({ slug }) => ({ slug })),
    landings: articles.filter((article) => articleVariant(article.landing) === 'landing').map(({ slug }) => ({ slug })),
    pages: laterPageParams(paths.total, pageSize).map((page) => ({ page })),
    categories: categories.map(({ slug }) => ({ slug })),
    categoryPages: categories.flatMap(({ slug, count }) => laterPageParams(count, pageSize).map((page) => ({ slug, page }))),
    authors: paths.authors.filter((slug): slug is string => Boolean(slug)).map((slug) => ({ slug })),
  };
}

/**
 * A route parameter as the document slug it names: percent-decoded when it is valid
 * percent-encoding, otherwise unchanged (a malformed escape is then simply an unknown slug).
 */
export function slugParam(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
