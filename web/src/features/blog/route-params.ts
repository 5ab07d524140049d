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
  /** `/blog/article/[slug]`: articles whose landing flag is not set (among the prerendered newest). */
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

/**
 * How many articles `next build` prerenders: the newest ones (`blogPathsQuery` lists articles
 * newest first). The others render on their first request and are then cached like prerendered
 * pages (ISR, `dynamicParams` on, revalidated hourly and by the content webhook). Measured with
 * scripts/bench-scale.ts (issue 14, docs/benchmarks.md; 2 shared cores): prerendering every
 * article made build time grow with the archive (500 articles: 982 pages, 164 s), while a first,
 * uncached render of an older article costs p95 ≈ 0.1–0.15 s once (5,000 articles) and ~5 ms
 * cached afterwards. With the cap, 5,000 articles build 2,351 pages in 276 s.
 */
export const PRERENDERED_ARTICLES = 200;

/**
 * Builds every blog route's static params; documents without a slug are skipped.
 * @param articleLimit only the first (newest) this many articles are prerendered (see
 *   {@link PRERENDERED_ARTICLES}); listings, categories and authors are all prerendered
 */
export function blogStaticParams(paths: BlogPaths, pageSize = BLOG_PAGE_SIZE, articleLimit = PRERENDERED_ARTICLES): BlogStaticParams {
  const articles = paths.articles
    .filter((article): article is { slug: string; landing: boolean | null } => Boolean(article.slug))
    .slice(0, articleLimit);
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
