import { describe, expect, it } from 'vitest';
import { jsonLdProblems } from '../../e2e/support/json-ld';

const ORG = 'https://typeatlas.example/#organization';
const article = {
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline: 'INTJ',
  url: 'https://typeatlas.example/personality-type/intj',
  publisher: { '@id': ORG },
};
const crumbs = {
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [
    { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://typeatlas.example/' },
    { '@type': 'ListItem', position: 2, name: 'INTJ', item: 'https://typeatlas.example/personality-type/intj' },
  ],
};

describe("the crawler's JSON-LD check", () => {
  it('accepts a valid Article and BreadcrumbList', () => {
    expect(jsonLdProblems([article, crumbs], ['Article', 'BreadcrumbList'])).toEqual([]);
  });

  it('does not ask a nested reference for the fields of a page object', () => {
    const withReference = { ...article, mainEntityOfPage: { '@type': 'WebPage', '@id': article.url } };
    expect(jsonLdProblems([withReference], ['Article'])).toEqual([]);
  });

  it('finds nested types (a WebPage with its breadcrumb)', () => {
    const page = {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: 'Test',
      url: 'https://typeatlas.example/tools/tests/x',
      breadcrumb: { ...crumbs, '@context': undefined },
    };
    expect(jsonLdProblems([page], ['WebPage', 'BreadcrumbList'])).toEqual([]);
  });

  it.each([
    ['a missing promised type', [article], ['Article', 'BreadcrumbList'], /no BreadcrumbList/],
    ['a relative URL', [{ ...article, url: '/personality-type/intj' }], ['Article'], /not an absolute URL/],
    ['a missing required field', [{ ...article, headline: '' }], ['Article'], /Article lacks headline/],
    ['a wrong context', [{ ...article, '@context': 'http://schema.org/' }], [], /@context/],
    [
      'a broken trail',
      [{ ...crumbs, itemListElement: [crumbs.itemListElement[0], { ...crumbs.itemListElement[1], position: 3 }] }],
      [],
      /item 2/,
    ],
    ['a one-item trail', [{ ...crumbs, itemListElement: [crumbs.itemListElement[0]] }], [], /1 item/],
  ])('reports %s', (_, items, expected, message) => {
    const problems = jsonLdProblems(items as Record<string, unknown>[], expected as string[]);
    expect(problems.join('\n')).toMatch(message as RegExp);
  });
});
