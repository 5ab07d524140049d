import { describe, expect, it } from 'vitest';
import { PRERENDERED_ARTICLES, blogStaticParams, laterPageParams, slugParam } from './route-params';

describe('static params', () => {
  it('lists later pages only (page 1 lives at the base path)', () => {
    expect(laterPageParams(0)).toEqual([]);
    expect(laterPageParams(12)).toEqual([]);
    expect(laterPageParams(13)).toEqual(['2']);
    expect(laterPageParams(40)).toEqual(['2', '3', '4']);
    expect(laterPageParams(5, 2)).toEqual(['2', '3']);
  });

  it('splits articles by variant and paginates all articles and each category', () => {
    const params = blogStaticParams({
      articles: [
        { slug: 'plain', landing: false },
        { slug: 'landing', landing: true },
        { slug: 'unset', landing: null },
        { slug: null, landing: true },
      ],
      categories: [
        { slug: 'big', count: 25 },
        { slug: 'empty', count: 0 },
        { slug: null, count: 3 },
      ],
      authors: ['maya', null],
      total: 30,
    });
    expect(params.articles).toEqual([{ slug: 'plain' }, { slug: 'unset' }]);
    expect(params.landings).toEqual([{ slug: 'landing' }]);
    expect(params.pages).toEqual([{ page: '2' }, { page: '3' }]);
    expect(params.categories).toEqual([{ slug: 'big' }, { slug: 'empty' }]);
    expect(params.categoryPages).toEqual([
      { slug: 'big', page: '2' },
      { slug: 'big', page: '3' },
    ]);
    expect(params.authors).toEqual([{ slug: 'maya' }]);
  });
});

describe('prerendered articles', () => {
  const articles = Array.from({ length: PRERENDERED_ARTICLES + 5 }, (_, index) => ({ slug: `a-${index}`, landing: index % 50 === 1 }));
  const paths = { articles, categories: [], authors: [], total: articles.length };

  it('prerenders only the first (newest) PRERENDERED_ARTICLES articles, landing or not', () => {
    const params = blogStaticParams(paths);
    expect(params.articles.length + params.landings.length).toBe(PRERENDERED_ARTICLES);
    expect([...params.articles, ...params.landings].map((entry) => entry.slug).sort()).toEqual(
      articles
        .slice(0, PRERENDERED_ARTICLES)
        .map((entry) => entry.slug)
        .sort(),
    );
    expect(blogStaticParams(paths, 12, 3).articles).toEqual([{ slug: 'a-0' }, { slug: 'a-2' }]);
  });

  it('still paginates every article', () => {
    expect(blogStaticParams(paths).pages).toHaveLength(Math.ceil(articles.length / 12) - 1);
  });
});

describe('slugParam', () => {
  it('decodes percent-encoding and keeps malformed input unchanged', () => {
    expect(slugParam('a%20b')).toBe('a b');
    expect(slugParam('plain-slug')).toBe('plain-slug');
    expect(slugParam('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
