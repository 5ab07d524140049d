import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientNavigationHref, linkPage, prefetchHref } from './link-navigation';
import { linkClick as click } from './link-click.test-support';

const here = new URL('https://typeatlas.test/tools?x=1');
const link = (overrides: Partial<Parameters<typeof prefetchHref>[0]> = {}) => ({
  href: '/personality-types',
  target: '',
  download: false,
  prefetch: undefined,
  ...overrides,
});

describe('linkPage', () => {
  it('accepts pages of this site, relative or absolute, with query and hash', () => {
    expect(linkPage('/personality-type/intj', here)?.pathname).toBe('/personality-type/intj');
    expect(linkPage('career', new URL('https://typeatlas.test/tools/'))?.pathname).toBe('/tools/career');
    expect(linkPage('https://typeatlas.test/blog?page=2#top', here)?.search).toBe('?page=2');
    expect(linkPage('/tools?x=1', here)?.pathname).toBe('/tools');
  });

  it('leaves other origins, protocols, files, route handlers and in-page anchors to the browser', () => {
    for (const href of [
      'https://example.com/tools',
      'mailto:hi@typeatlas.test',
      'tel:+441234',
      '/api/download/report.pdf',
      '/api/auth/sign-out',
      '/og?title=x',
      '/characters/intj-female-warm.svg',
      '/sitemap.xml',
      '/sitemaps/blog',
      '/robots.txt',
      '/draft-mode/disable',
      '#section',
      '/tools?x=1#other',
      'http://[bad',
      null,
    ])
      expect(linkPage(href, here), String(href)).toBeNull();
  });
});

describe('clientNavigationHref', () => {
  it('navigates a plain primary click to a page of this site, keeping query and hash', () => {
    expect(clientNavigationHref(click(), here)).toBe('/personality-types');
    expect(clientNavigationHref(click({ href: '/blog?page=2#list', target: '_self' }), here)).toBe('/blog?page=2#list');
    expect(clientNavigationHref(click({ href: '/tools?x=1' }), here)).toBe('/tools?x=1');
  });

  it('leaves modified, non-primary, new-tab and download clicks to the browser', () => {
    for (const overrides of [
      { button: 1 },
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { target: '_blank' },
      { target: '_top' },
      { download: true },
      { href: null },
      { href: 'https://example.com/' },
      { navigation: 'document' },
    ])
      expect(clientNavigationHref(click(overrides), here), JSON.stringify(overrides)).toBeNull();
  });
});

describe('prefetchHref', () => {
  it('prefetches a page of this site by path and query', () => {
    expect(prefetchHref(link(), here)).toBe('/personality-types');
    expect(prefetchHref(link({ href: '/blog?page=2#list' }), here)).toBe('/blog?page=2');
  });

  it('skips opted-out links, new tabs, downloads, the current page and what the browser follows itself', () => {
    expect(prefetchHref(link({ prefetch: 'none' }), here)).toBeNull();
    expect(prefetchHref(link({ navigation: 'document' }), here)).toBeNull();
    expect(prefetchHref(link({ target: '_blank' }), here)).toBeNull();
    expect(prefetchHref(link({ download: true }), here)).toBeNull();
    expect(prefetchHref(link({ href: '/tools?x=1' }), here)).toBeNull();
    expect(prefetchHref(link({ href: '/api/auth/sign-out' }), here)).toBeNull();
    expect(prefetchHref(link({ href: 'https://example.com/' }), here)).toBeNull();
  });
});

/** Every route handler's URL under web/src/app (route groups dropped, `[segment]` → `x`), found from the files. */
function routeHandlerPaths(): string[] {
  const app = path.resolve(import.meta.dirname, '../../app');
  return readdirSync(app, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'route.ts')
    .map((file) =>
      `/${path
        .dirname(file)
        .split(path.sep)
        .filter((part) => !/^\(.*\)$/.test(part))
        .map((part) => (part.startsWith('[') ? 'x' : part))
        .join('/')}`.replace(/\/$/, ''),
    );
}

describe('route handlers are never client-side navigations', () => {
  it('linkPage leaves every route file of the app to the browser (derived from web/src/app)', () => {
    const handlers = routeHandlerPaths();
    expect(handlers.length).toBeGreaterThan(20);
    expect(handlers).toContain('/og');
    expect(handlers.filter((pathname) => linkPage(pathname, here) !== null)).toEqual([]);
  });
});
