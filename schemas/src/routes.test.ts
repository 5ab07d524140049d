/** The routes module against the SPEC §2 routes table. */
import { describe, expect, it } from 'vitest';
import {
  footerHref,
  INTRODUCTION_SLUG,
  PERSONAL_GROWTH_CATEGORY,
  ROUTES,
  ROUTE_PREFIXES,
  articlePath,
  articleVariant,
  authorPath,
  blogListingPath,
  checkoutPath,
  compatibilityPath,
  documentPath,
  infoPagePath,
  pagePath,
  postPath,
  searchResultsPath,
  SUBSCRIBER_VIEW_SEGMENT,
  subscriberViewPath,
  takeTestHref,
  theoryPath,
  toolkitTestPath,
  toolsCategoryPath,
  typeProfilePath,
} from './routes';

describe('SPEC §2 routes table', () => {
  it.each([
    ['home', ROUTES.home, '/'],
    ['sign in', ROUTES.login, '/login'],
    ['free test', ROUTES.freeTest, '/free-personality-test'],
    ['support link', ROUTES.faq, '/faq'],
    ['logged-in area', ROUTES.profile, '/profile'],
    ['logged-in area', ROUTES.profileSettings, '/profile/settings'],
    ['informational', ROUTES.contact, '/contact'],
    ['informational', ROUTES.testimonials, '/testimonials'],
    ['informational', ROUTES.aboutUs, '/about-us'],
    ['informational', ROUTES.pricing, '/pricing'],
    ['informational', ROUTES.termsConditions, '/terms-conditions'],
    ['informational', ROUTES.privacy, '/privacy'],
    ['informational', ROUTES.premium, '/premium'],
    ['tools', ROUTES.tools, '/tools'],
    ['tools', toolsCategoryPath('relationships'), '/tools/relationships'],
    ['tools', toolsCategoryPath('career'), '/tools/career'],
    ['tools', toolkitTestPath('energy-check'), '/tools/tests/energy-check'],
    ['blog', ROUTES.blog, '/blog'],
    ['blog', pagePath(ROUTES.blog, 3), '/blog/page/3'],
    ['blog', blogListingPath('relationships'), '/blog/category/relationships'],
    ['blog', pagePath(blogListingPath('relationships'), 2), '/blog/category/relationships/page/2'],
    ['blog', articlePath({ slug: 'a' }), '/blog/article/a'],
    ['blog (landing variant)', articlePath({ slug: 'a', landing: true }), '/blog/a'],
    ['blog', authorPath('maya-okafor'), '/blog/author/maya-okafor'],
    ['theory', ROUTES.theory, '/theory'],
    ['theory', theoryPath('type-families'), '/theory/type-families'],
    ['compatibility', ROUTES.compatibility, '/compatibility'],
    ['compatibility', compatibilityPath('intp-and-enfj'), '/compatibility/intp-and-enfj'],
    ['personality-types index', ROUTES.personalityTypes, '/personality-types'],
    ['type profile', typeProfilePath('intj'), '/personality-type/intj'],
    ['type profile section', typeProfilePath('intj', 'career'), '/personality-type/intj/career'],
    ['posts', ROUTES.posts, '/posts'],
    ['posts', postPath('p'), '/posts/p'],
    ['checkout', checkoutPath('premium-yearly'), '/complete/premium-yearly'],
    ['search', searchResultsPath('core theory'), '/search/core%20theory'],
  ])('%s: %s', (_kind, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('has the app’s own sub-pages and prefixes', () => {
    expect(ROUTES.resetPassword).toBe('/login/reset-password');
    expect(ROUTES.freeTestResult).toBe('/free-personality-test/result');
    expect(ROUTES.search).toBe('/search');
    expect(ROUTE_PREFIXES).toEqual({ typeProfile: '/personality-type', checkout: '/complete' });
  });

  it('has only site-relative paths', () => {
    for (const path of [...Object.values(ROUTES), ...Object.values(ROUTE_PREFIXES)]) expect(path).toMatch(/^\/(?!\/)/);
  });
});

describe('the two mappings', () => {
  it('maps the personal-growth category to /tools', () => {
    expect(PERSONAL_GROWTH_CATEGORY).toBe('personal-growth');
    expect(toolsCategoryPath('personal-growth')).toBe('/tools');
  });

  it('maps the introduction slug to /theory and leaves it out of type profile paths', () => {
    expect(INTRODUCTION_SLUG).toBe('introduction');
    expect(theoryPath('introduction')).toBe('/theory');
    expect(theoryPath(null)).toBe('/theory');
    expect(theoryPath('')).toBe('/theory');
    expect(typeProfilePath('intj', 'introduction')).toBe('/personality-type/intj');
    expect(documentPath({ _type: 'theoryArticle', slug: 'introduction' })).toBe('/theory');
    expect(documentPath({ _type: 'typeArticle', slug: 'introduction', typeSlug: 'intj' })).toBe('/personality-type/intj');
  });
});

describe('type profile paths', () => {
  it('lower-case the type slug', () => {
    expect(typeProfilePath('INTJ')).toBe('/personality-type/intj');
    expect(typeProfilePath('EnFp', 'career')).toBe('/personality-type/enfp/career');
    expect(documentPath({ _type: 'personalityType', slug: 'INTJ' })).toBe('/personality-type/intj');
    expect(documentPath({ _type: 'typeArticle', slug: 'career', typeSlug: 'INTJ' })).toBe('/personality-type/intj/career');
  });

  it.each(['strengths', 'weaknesses', 'relationships', 'career', 'personal-growth'])('append the %s section', (article) => {
    expect(typeProfilePath('istp', article)).toBe(`/personality-type/istp/${article}`);
  });
});

describe('blog paths', () => {
  it('serve landing articles at /blog/{slug} and the rest at /blog/article/{slug}', () => {
    expect(articleVariant(true)).toBe('landing');
    expect(articleVariant(false)).toBe('article');
    expect(articleVariant(null)).toBe('article');
    expect(articleVariant(undefined)).toBe('article');
    expect(articlePath({ slug: 'a', landing: false })).toBe('/blog/article/a');
    expect(articlePath({ slug: 'a', landing: null })).toBe('/blog/article/a');
    expect(articlePath({ slug: null })).toBe('/blog');
  });

  it('build author and listing paths', () => {
    expect(authorPath(null)).toBeNull();
    expect(authorPath('')).toBeNull();
    expect(blogListingPath()).toBe('/blog');
    expect(blogListingPath('')).toBe('/blog');
    expect(blogListingPath(null)).toBe('/blog');
  });

  it('put page 1 at the base path', () => {
    expect(pagePath('/blog', 1)).toBe('/blog');
    expect(pagePath('/blog', 0)).toBe('/blog');
    expect(pagePath('/blog', 2)).toBe('/blog/page/2');
  });
});

describe('other builders', () => {
  it('tag "Take the test" links with their origin', () => {
    expect(takeTestHref('header')).toBe('/free-personality-test?utm_source=header');
    expect(takeTestHref('mobile_aside')).toBe('/free-personality-test?utm_source=mobile_aside');
    expect(takeTestHref('footer')).toBe('/free-personality-test?utm_source=footer');
  });

  it('encode the search term and fall back to /search', () => {
    expect(searchResultsPath('a/b?c')).toBe('/search/a%2Fb%3Fc');
    expect(searchResultsPath('')).toBe('/search');
  });

  it('fall back to /pricing for a checkout without a plan', () => {
    expect(checkoutPath(null)).toBe('/pricing');
    expect(checkoutPath('')).toBe('/pricing');
  });

  it('serve informational pages at /{slug}', () => {
    expect(infoPagePath('about-us')).toBe('/about-us');
  });
});

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

  it.each([
    [null],
    [undefined],
    [{ _type: 'article' }],
    [{ _type: 'author', slug: '' }],
    [{ _type: 'unknown', slug: 'x' }],
    [{ _type: 'siteSettings' }],
    [{ _type: 'faq', slug: 'x' }],
    [{ _type: 'testimonial', slug: 'x' }],
    [{ _type: 'typeFamily', slug: 'analysts' }],
    [{ _type: 'tool' }],
    [{ _type: 'tool', href: '//evil.example' }],
    [{ _type: 'tool', href: 'https://evil.example' }],
    [{ _type: 'typeArticle', slug: 'career' }],
  ])('has no path for %o', (target) => {
    expect(documentPath(target)).toBeNull();
  });
});

describe('safeRedirectPath (draft mode redirects)', () => {
  it('keeps same-site paths and refuses everything else', async () => {
    const { safeRedirectPath, draftModeExitHref } = await import('./routes');
    expect(safeRedirectPath('/blog/article/x?y=1')).toBe('/blog/article/x?y=1');
    for (const value of [
      null,
      undefined,
      '',
      'blog',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      '/a\nb',
      '/a\u0000b',
    ]) {
      expect(safeRedirectPath(value), String(value)).toBe('/');
    }
    expect(draftModeExitHref('/blog')).toBe('/draft-mode/disable?redirect=%2Fblog');
  });
});

describe('subscriber views (issue 11)', () => {
  it('maps the pages that can hold premium content to their subscriber view', () => {
    expect(subscriberViewPath(toolkitTestPath('pressure-and-you'))).toBe(`/tools/tests/pressure-and-you/${SUBSCRIBER_VIEW_SEGMENT}`);
    expect(subscriberViewPath(typeProfilePath('intj'))).toBe('/personality-type/intj/subscriber-view');
    expect(subscriberViewPath(typeProfilePath('intj', 'personal-growth'))).toBe('/personality-type/intj/personal-growth/subscriber-view');
    expect(subscriberViewPath('/personality-type/intj/')).toBe('/personality-type/intj/subscriber-view');
  });

  it('gives null for every other path and for a subscriber view itself', () => {
    for (const path of [
      '/',
      ROUTES.tools,
      `${ROUTES.tools}/tests`,
      '/tools/relationships',
      ROUTE_PREFIXES.typeProfile,
      '/personality-type/intj/a/b',
      '/personality-type//x',
      '/blog/article/x',
      '/tools/tests/x/subscriber-view',
      '/personality-type/intj/subscriber-view',
    ]) {
      expect(subscriberViewPath(path), path).toBeNull();
    }
  });
});

describe('footerHref (SPEC §2: every test link in the footer carries utm_source=footer)', () => {
  it('adds utm_source=footer to the free test and toolkit tests, keeping other parameters and the hash', () => {
    expect(footerHref('/free-personality-test')).toBe('/free-personality-test?utm_source=footer');
    expect(footerHref('/tools/tests/habits-and-energy?x=1#start')).toBe('/tools/tests/habits-and-energy?x=1&utm_source=footer#start');
  });

  it('leaves other links, external links and an editor-chosen utm_source alone', () => {
    for (const href of [
      '/about-us',
      '/personality-types',
      '/tools',
      'https://example.com/free-personality-test',
      '//evil.example/free-personality-test',
      '/free-personality-test?utm_source=newsletter',
    ]) {
      expect(footerHref(href), href).toBe(href);
    }
  });
});
