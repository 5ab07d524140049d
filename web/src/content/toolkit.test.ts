import { describe, expect, it } from 'vitest';
import { toRelatedLinks } from './toolkit';

describe('toRelatedLinks (a toolkit test’s next steps, CMS boundary)', () => {
  it('turns articles and theory pages into reading, tests into tests, in editor order', () => {
    expect(
      toRelatedLinks([
        { _type: 'article', title: 'Habits', slug: 'habits', landing: null },
        { _type: 'test', title: 'Pressure', slug: 'pressure-and-you', landing: null },
        { _type: 'theoryArticle', title: 'Energy', slug: 'energy', landing: null },
        { _type: 'article', title: 'Landing', slug: 'start', landing: true },
      ]),
    ).toEqual([
      { kind: 'reading', title: 'Habits', href: '/blog/article/habits' },
      { kind: 'test', title: 'Pressure', href: '/tools/tests/pressure-and-you' },
      { kind: 'reading', title: 'Energy', href: '/theory/energy' },
      { kind: 'reading', title: 'Landing', href: '/blog/start' },
    ]);
  });
  it('leaves out unpublished targets (null), other types and entries without title or slug', () => {
    expect(
      toRelatedLinks([
        null,
        { _type: 'post', title: 'P', slug: 'p' },
        { _type: 'article', title: '', slug: 'x' },
        { _type: 'test', title: 'T', slug: null },
      ]),
    ).toEqual([]);
    expect(toRelatedLinks(null)).toEqual([]);
    expect(toRelatedLinks(undefined)).toEqual([]);
  });
});
