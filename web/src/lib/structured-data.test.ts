import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  articleStructuredData,
  breadcrumbList,
  serializeJsonLd,
  siteStructuredData,
  testPageStructuredData,
} from './structured-data';

const SITES = ['https://typeatlas.example', 'https://typeatlas.example/'];
const SUB_SITES = ['https://example.com/typeatlas', 'https://example.com/typeatlas/'];

describe('absoluteUrl', () => {
  it.each(SITES)('resolves site paths on %j', (site) => {
    expect(absoluteUrl(site, '/')).toBe('https://typeatlas.example/');
    expect(absoluteUrl(site, '/blog/article/a-b')).toBe('https://typeatlas.example/blog/article/a-b');
    expect(absoluteUrl(site, 'blog')).toBe('https://typeatlas.example/blog');
    expect(absoluteUrl(site, '/#organization')).toBe('https://typeatlas.example/#organization');
  });

  it.each(SUB_SITES)('keeps the path of a site URL with one (%j)', (site) => {
    expect(absoluteUrl(site, '/')).toBe('https://example.com/typeatlas/');
    expect(absoluteUrl(site, '/blog/article/a-b')).toBe('https://example.com/typeatlas/blog/article/a-b');
    expect(absoluteUrl(site, '/search/')).toBe('https://example.com/typeatlas/search/');
    expect(absoluteUrl(site, '/#website')).toBe('https://example.com/typeatlas/#website');
  });

  it('leaves absolute http(s) URLs alone and never leaves the site for protocol-relative paths', () => {
    expect(absoluteUrl(SITES[0]!, 'https://cdn.sanity.io/images/p/d/a-1x1.png?w=1200')).toBe(
      'https://cdn.sanity.io/images/p/d/a-1x1.png?w=1200',
    );
    expect(absoluteUrl(SITES[0]!, '//evil.example/x')).toBe('https://typeatlas.example/evil.example/x');
  });

  it('keeps query strings of site-relative image URLs and encodes unsafe characters', () => {
    expect(absoluteUrl(SUB_SITES[0]!, '/seed-assets/a.svg?w=1200&q=75')).toBe(
      'https://example.com/typeatlas/seed-assets/a.svg?w=1200&q=75',
    );
    expect(absoluteUrl(SITES[0]!, '/search/a b')).toBe('https://typeatlas.example/search/a%20b');
  });
});

describe('breadcrumbList', () => {
  it('numbers the items 1..n with absolute URLs', () => {
    const list = breadcrumbList(SUB_SITES[1]!, [
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog' },
      { name: 'Relationships', path: '/blog/category/relationships' },
      { name: 'An article', path: '/blog/article/an-article' },
    ]);
    expect(list['@context']).toBe('https://schema.org');
    expect(list['@type']).toBe('BreadcrumbList');
    expect(list.itemListElement.map((item) => item.position)).toEqual([1, 2, 3, 4]);
    expect(list.itemListElement.every((item) => item['@type'] === 'ListItem')).toBe(true);
    expect(list.itemListElement.map((item) => item.item)).toEqual([
      'https://example.com/typeatlas/',
      'https://example.com/typeatlas/blog',
      'https://example.com/typeatlas/blog/category/relationships',
      'https://example.com/typeatlas/blog/article/an-article',
    ]);
    expect(list.itemListElement[3]?.name).toBe('An article');
  });
});

describe('siteStructuredData', () => {
  it.each([...SITES, ...SUB_SITES])('describes the Organization and the WebSite with a search action (%j)', (site) => {
    const root = site.endsWith('/') ? site : `${site}/`;
    const [organization, website] = siteStructuredData(site, 'TypeAtlas', 'Personality types');
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${root}#organization`,
      name: 'TypeAtlas',
      url: root,
      logo: `${root}icon.svg`,
    });
    expect(website).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${root}#website`,
      url: root,
      name: 'TypeAtlas',
      description: 'Personality types',
      publisher: { '@id': `${root}#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${root}search/{search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('omits an empty description', () => {
    const [, website] = siteStructuredData(SITES[0]!, 'TypeAtlas');
    expect(website).not.toHaveProperty('description');
  });
});

describe('articleStructuredData', () => {
  it('builds a BlogPosting with a Person author (with url), dates, image and publisher', () => {
    const data = articleStructuredData(SUB_SITES[0]!, {
      type: 'BlogPosting',
      headline: 'Planning a career change',
      description: 'How preferences shape a move.',
      path: '/blog/article/planning',
      imageUrl: '/seed-assets/a.svg?w=1200',
      datePublished: '2025-09-01T09:00:00Z',
      dateModified: '2025-09-02T09:00:00Z',
      author: { name: 'Maya Okafor', path: '/blog/author/maya-okafor' },
      section: 'Work and career',
      keywords: ['career change', null, 'work style'],
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Planning a career change',
      description: 'How preferences shape a move.',
      url: 'https://example.com/typeatlas/blog/article/planning',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://example.com/typeatlas/blog/article/planning' },
      image: ['https://example.com/typeatlas/seed-assets/a.svg?w=1200'],
      datePublished: '2025-09-01T09:00:00Z',
      dateModified: '2025-09-02T09:00:00Z',
      author: { '@type': 'Person', name: 'Maya Okafor', url: 'https://example.com/typeatlas/blog/author/maya-okafor' },
      publisher: { '@id': 'https://example.com/typeatlas/#organization' },
      articleSection: 'Work and career',
      keywords: 'career change, work style',
      inLanguage: 'en',
    });
  });

  it('falls back to the organization as author and leaves out what is missing', () => {
    const data = articleStructuredData(SITES[1]!, { type: 'Article', headline: 'Introduction', path: '/theory' });
    expect(data['@type']).toBe('Article');
    expect(data.author).toEqual({ '@id': 'https://typeatlas.example/#organization' });
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('datePublished');
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('keywords');
  });

  it('keeps an absolute CDN image URL as it is and gives an author without a page no url', () => {
    const data = articleStructuredData(SITES[0]!, {
      type: 'BlogPosting',
      headline: 'x',
      path: '/posts/x',
      imageUrl: 'https://cdn.sanity.io/images/p/d/a-1x1.png?w=1200',
      author: { name: 'Tom' },
    });
    expect(data.image).toEqual(['https://cdn.sanity.io/images/p/d/a-1x1.png?w=1200']);
    expect(data.author).toEqual({ '@type': 'Person', name: 'Tom' });
  });
});

describe('serializeJsonLd', () => {
  it('escapes "<" (and ">", "&") so text cannot close the script element, and round-trips', () => {
    const data = { headline: '</script><script>alert(1)</script> & <!-- x -->' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(data);
  });

  it('serialises arrays (the layout renders Organization and WebSite together)', () => {
    const json = serializeJsonLd(siteStructuredData(SITES[0]!, 'Type<Atlas>'));
    const parsed = JSON.parse(json) as { '@type': string; name: string }[];
    expect(parsed.map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
    expect(parsed[0]?.name).toBe('Type<Atlas>');
  });
});

describe('testPageStructuredData (toolkit tests)', () => {
  it('is a WebPage with absolute URLs, the trail from Home inside and the organization as publisher', () => {
    const data = testPageStructuredData('https://typeatlas.example', {
      name: 'Habits and energy check',
      description: 'A short check-in.',
      path: '/tools/tests/habits-and-energy',
      homeName: 'Home',
      crumbs: [
        { name: 'Wellbeing', path: '/tools/wellbeing' },
        { name: 'Habits and energy check', path: '/tools/tests/habits-and-energy' },
      ],
    });
    expect(data).toMatchObject({
      '@type': 'WebPage',
      url: 'https://typeatlas.example/tools/tests/habits-and-energy',
      publisher: { '@id': 'https://typeatlas.example/#organization' },
    });
    expect(data.breadcrumb.itemListElement.map((item) => [item.position, item.item])).toEqual([
      [1, 'https://typeatlas.example/'],
      [2, 'https://typeatlas.example/tools/wellbeing'],
      [3, 'https://typeatlas.example/tools/tests/habits-and-energy'],
    ]);
  });
});
