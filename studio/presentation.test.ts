import { describe, expect, it } from 'vitest';
import { PAGE_TYPES, documentPagePath, locations, mainDocuments, presentationOptions } from './presentation';

describe('Presentation configuration', () => {
  it('gives every page type a location resolver and a path', () => {
    expect(Object.keys(locations).sort()).toEqual([...PAGE_TYPES].sort());
    const sample = { slug: 'x', typeSlug: 'intj' };
    for (const type of PAGE_TYPES) expect(documentPagePath(type, sample), type).toMatch(/^\//);
  });

  it('follows the site routes (introductions, landing articles, type sections)', () => {
    expect(documentPagePath('article', { slug: 'a' })).toBe('/blog/article/a');
    expect(documentPagePath('article', { slug: 'a', landing: true })).toBe('/blog/a');
    expect(documentPagePath('theoryArticle', { slug: 'introduction' })).toBe('/theory');
    expect(documentPagePath('typeArticle', { slug: 'introduction', typeSlug: 'intj' })).toBe('/personality-type/intj');
    expect(documentPagePath('typeArticle', { slug: 'career', typeSlug: 'intj' })).toBe('/personality-type/intj/career');
    expect(documentPagePath('personalityType', { slug: 'INTJ' })).toBe('/personality-type/intj');
    expect(documentPagePath('article', { slug: null })).toBeNull();
    expect(documentPagePath('faq', { slug: 'x' })).toBeNull();
  });

  it('maps each route back to its document and enables draft mode through the site', () => {
    const routes = mainDocuments.map((resolver) => ('route' in resolver ? resolver.route : null));
    expect(routes).toContain('/blog/article/:slug');
    expect(routes).toContain('/compatibility/:slug');
    expect(presentationOptions.previewUrl).toMatchObject({ previewMode: { enable: '/draft-mode/enable' } });
  });

  it("maps every page type's path back through a route pattern (the patterns and paths come from one routes module)", () => {
    const patterns = mainDocuments.map((resolver) => ('route' in resolver ? String(resolver.route) : ''));
    const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:[a-z]+/g, '[^/]+')}$`).test(path);
    const samples: Record<string, { slug: string; landing?: boolean; typeSlug?: string }[]> = {
      article: [{ slug: 'a' }, { slug: 'a', landing: true }],
      theoryArticle: [{ slug: 'introduction' }, { slug: 'cognitive-functions' }],
      typeArticle: [
        { slug: 'introduction', typeSlug: 'INTJ' },
        { slug: 'career', typeSlug: 'intj' },
      ],
    };
    for (const type of PAGE_TYPES) {
      for (const sample of samples[type] ?? [{ slug: 'x' }]) {
        const path = documentPagePath(type, sample);
        expect(path, type).not.toBeNull();
        expect(
          patterns.some((pattern) => matches(pattern, path!)),
          `${type} ${path}`,
        ).toBe(true);
      }
    }
    expect(documentPagePath('typeArticle', { slug: 'career', typeSlug: 'INTJ' })).toBe('/personality-type/intj/career');
  });
});

describe('Open preview action', () => {
  it('is offered for page types only and opens the Presentation tool on the page', async () => {
    const { hasPage, presentationHref } = await import('./actions');
    expect(hasPage('article')).toBe(true);
    expect(hasPage('siteSettings')).toBe(false);
    expect(presentationHref('/blog/article/a')).toBe('/presentation?preview=%2Fblog%2Farticle%2Fa');
  });
});
