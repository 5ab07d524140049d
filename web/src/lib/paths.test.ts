import { describe, expect, it } from 'vitest';
import { documentPath } from './paths';

describe('documentPath', () => {
  it.each([
    [{ _type: 'article', slug: 'a' }, '/blog/article/a'],
    [{ _type: 'article', slug: 'a', landing: true }, '/blog/a'],
    [{ _type: 'author', slug: 'm' }, '/blog/author/m'],
    [{ _type: 'category', slug: 'c' }, '/blog/category/c'],
    [{ _type: 'theoryArticle', slug: 'introduction' }, '/theory'],
    [{ _type: 'theoryArticle', slug: 'type-families' }, '/theory/type-families'],
    [{ _type: 'personalityType', slug: 'INTJ' }, '/personality-type/intj'],
    [{ _type: 'typeArticle', slug: 'career', typeSlug: 'intj' }, '/personality-type/intj/career'],
    [{ _type: 'typeArticle', slug: 'introduction', typeSlug: 'intj' }, '/personality-type/intj'],
    [{ _type: 'compatibility', slug: 'intp-and-enfj' }, '/compatibility/intp-and-enfj'],
    [{ _type: 'post', slug: 'p' }, '/posts/p'],
    [{ _type: 'page', slug: 'faq' }, '/faq'],
    [{ _type: 'test', slug: 't' }, '/tools/tests/t'],
    [{ _type: 'freeTest' }, '/free-personality-test'],
    [{ _type: 'tool', testSlug: 't' }, '/tools/tests/t'],
    [{ _type: 'tool', href: '/compatibility' }, '/compatibility'],
  ])('%o → %s', (target, path) => {
    expect(documentPath(target)).toBe(path);
  });

  it.each([[null], [{ _type: 'article' }], [{ _type: 'unknown', slug: 'x' }], [{ _type: 'tool', href: '//evil.example' }], [{ _type: 'tool', href: 'https://evil.example' }], [{ _type: 'typeArticle', slug: 'career' }]])(
    'has no path for %o',
    (target) => {
      expect(documentPath(target)).toBeNull();
    },
  );
});
