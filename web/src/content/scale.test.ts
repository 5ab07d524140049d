/**
 * Listing and search at scale (issue 14, goal 5): the site's own content functions (blog pages,
 * categories, authors, article pages, static params, sitemap entries, search) run through the
 * embedded backend (groq-js) over a dataset of 5,000 articles (1,000 at the fast test depth,
 * scripts/test-support/depth.ts) made by scripts/seed/scale.ts, and
 * must agree with what the generated documents say, computed here independently in plain
 * TypeScript. `sanityFetch` is replaced by the backend (no Next cache or environment involved).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRERENDERED_ARTICLES, blogStaticParams } from '@/features/blog/route-params';
import { BLOG_PAGE_SIZE, pageCount } from '@/lib/pagination';
import { articlePath } from '@/lib/routes';
import { depthCount } from '../../../scripts/test-support/depth';
import { TITLE_VARIANTS, readSeed, renderNdjson, scaleDataset, type Doc } from '../../../scripts/seed/scale';
import { getArticle, getAuthor, getBlogPage, getBlogPaths, getCategories } from './blog';
import { createLocalBackend, type ContentBackend, type QueryParams } from './client';
import { search } from './search';
import { getSitemapEntries } from './sitemap';

const sanityFetch = vi.hoisted(() => vi.fn());
vi.mock('./fetch', () => ({ sanityFetch }));

const N = depthCount('scaleArticles');
const docs = scaleDataset(readSeed(), N);
const ofType = (type: string) => docs.filter((doc) => doc._type === type);
const articles = ofType('article');
const slugOf = (doc: Doc) => (doc.slug as { current: string }).current;
const refs = (doc: Doc) => (doc.categories as Array<{ _ref: string }>).map((ref) => ref._ref);
/** The blog order (blogPageQuery): newest first, ties by _id. */
const newestFirst = (list: Doc[]) =>
  [...list].sort((a, b) => String(b.publishedAt).localeCompare(String(a.publishedAt)) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));

let dir: string;
let backend: ContentBackend;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'typeatlas-scale-'));
  const file = path.join(dir, 'dataset.ndjson');
  await writeFile(file, renderNdjson(docs));
  backend = createLocalBackend(file);
}, 120_000); // 5,000 generated articles at the full depth: building and writing them took > 10 s on a loaded 2-core box
afterAll(() => rm(dir, { recursive: true, force: true }));
beforeEach(() => {
  sanityFetch.mockReset();
  sanityFetch.mockImplementation(({ query, params }: { query: string; params?: QueryParams }) => backend.fetch(query, params));
});

// Correctness at scale, not speed (bench-scale prints timings): a loaded machine may take a while.
describe(`a generated dataset of ${N} articles`, { timeout: 120_000 }, () => {
  it('lists every article once in the static params, with pagination counts for the blog and each category', async () => {
    const paths = await getBlogPaths();
    const params = blogStaticParams(paths, BLOG_PAGE_SIZE, Infinity);
    expect(params.articles.length + params.landings.length).toBe(N);
    expect(new Set([...params.articles, ...params.landings].map((entry) => entry.slug)).size).toBe(N);
    // By default only the newest PRERENDERED_ARTICLES are prerendered; the rest render on demand.
    const prerendered = blogStaticParams(paths);
    expect([...prerendered.articles, ...prerendered.landings].map((entry) => entry.slug).sort()).toEqual(
      newestFirst(articles).slice(0, PRERENDERED_ARTICLES).map(slugOf).sort(),
    );
    expect(params.pages).toHaveLength(pageCount(N) - 1);
    expect(params.authors).toHaveLength(ofType('author').length);
    const expectedLaterPages = ofType('category').reduce(
      (sum, category) => sum + pageCount(articles.filter((a) => refs(a).includes(category._id)).length) - 1,
      0,
    );
    expect(params.categoryPages).toHaveLength(expectedLaterPages);
  });

  it('pages the blog newest first with no gap or overlap (first, middle and last pages)', async () => {
    const expected = newestFirst(articles).map(slugOf);
    const pages = pageCount(N);
    for (const page of [1, 2, Math.ceil(pages / 2), pages - 1, pages]) {
      const listing = await getBlogPage(page);
      expect(listing.total).toBe(N);
      expect(
        listing.items.map((item) => item.slug),
        `page ${page}`,
      ).toEqual(expected.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE));
    }
    expect((await getBlogPage(pages + 1)).items).toEqual([]);
  });

  it('counts each category right and pages one category completely', async () => {
    const categories = await getCategories();
    expect(categories).toHaveLength(ofType('category').length);
    for (const category of categories) {
      expect(category.count, category.slug ?? '').toBe(articles.filter((article) => refs(article).includes(category._id)).length);
      expect(category.count).toBeGreaterThan(0);
    }
    const busiest = [...categories].sort((a, b) => b.count - a.count)[0]!;
    const expected = newestFirst(articles.filter((article) => refs(article).includes(busiest._id))).map(slugOf);
    const seen: Array<string | null> = [];
    for (let page = 1; page <= pageCount(busiest.count); page += 1) {
      const listing = await getBlogPage(page, busiest.slug ?? '');
      expect(listing.total).toBe(busiest.count);
      seen.push(...listing.items.map((item) => item.slug));
    }
    expect(seen).toEqual(expected);
  });

  it('renders a generated article with its author, categories and related articles, and its author page', async () => {
    const last = articles.at(-1)!;
    const article = await getArticle(slugOf(last));
    expect(article?.title).toBe(last.title);
    expect(article?.author?.slug).toBe(slugOf(docs.find((doc) => doc._id === (last.author as { _ref: string })._ref)!));
    expect(article?.categories?.map((category) => category.slug)).toEqual(
      refs(last).map((id) => slugOf(docs.find((doc) => doc._id === id)!)),
    );
    expect(article?.related).toHaveLength(3);
    const author = await getAuthor(article?.author?.slug ?? '');
    expect(author?.articles.map((item) => item.slug)).toEqual(
      newestFirst(articles.filter((a) => (a.author as { _ref: string })._ref === author?._id)).map(slugOf),
    );
  });

  it('lists every article, author and category in the sitemap entries', async () => {
    const paths = new Set((await getSitemapEntries()).map((entry) => entry.path));
    for (const article of articles) expect(paths.has(articlePath({ slug: slugOf(article), landing: article.landing === true }))).toBe(true);
    for (const author of ofType('author')) expect(paths.has(`/blog/author/${slugOf(author)}`)).toBe(true);
    for (const category of ofType('category')) expect(paths.has(`/blog/category/${slugOf(category)}`)).toBe(true);
  });

  it('searches: at most 30 hits, title matches first, nothing for an unknown word', async () => {
    // The last round r = N / 40 − 1 (the last 40 articles) carries "{variant} (r + 1)" in every
    // title, e.g. "in practice (125)" at 5,000 articles: 40 matches, 30 shown.
    const last = N / 40 - 1;
    const variant = TITLE_VARIANTS[(last - 1) % TITLE_VARIANTS.length];
    const round = articles.slice(-40);
    expect(round.every((article) => String(article.title).endsWith(`${variant} (${last + 1})`))).toBe(true);
    const hits = await search(`${variant} ${last + 1}`);
    expect(hits).toHaveLength(30);
    const paths = new Set(round.map((article) => articlePath({ slug: slugOf(article), landing: article.landing === true })));
    for (const hit of hits) expect(paths.has(hit.path), hit.path).toBe(true);
    expect(await search('zzqqxx')).toEqual([]);
  });
});
