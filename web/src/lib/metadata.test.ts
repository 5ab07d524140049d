import { describe, expect, it } from 'vitest';
import { fallbackDescription, listingPagination, pageMetadata } from './metadata';

describe('pageMetadata', () => {
  it.each([
    ['/blog/?utm_source=x', '/blog'],
    ['/personality-type/intj/career/', '/personality-type/intj/career'],
    ['/posts/a#top', '/posts/a'],
    ['/?ref=home', '/'],
  ])('canonical of %j is %j (no query, fragment or trailing slash)', (path, canonical) => {
    const metadata = pageMetadata({ title: 'T', path });
    expect(metadata.alternates?.canonical).toBe(canonical);
    expect(metadata.openGraph?.url).toBe(canonical);
  });

  it('leaves out an empty description and pagination when no page count is given', () => {
    const metadata = pageMetadata({ title: 'T', description: '', path: '/x' });
    expect(metadata).not.toHaveProperty('description');
    expect(metadata).not.toHaveProperty('pagination');
    expect(metadata).not.toHaveProperty('robots');
    expect(metadata.openGraph).toEqual({
      title: 'T',
      url: '/x',
      type: 'website',
      siteName: 'TypeAtlas',
      locale: 'en',
      images: [{ url: '/og?t=T', width: 1200, height: 630, alt: 'T' }],
    });
    expect(metadata.twitter).toEqual({ card: 'summary_large_image', title: 'T', images: ['/og?t=T'] });
  });

  it('gives every page a PNG share card, or the explicit image it is given', () => {
    const card = pageMetadata({ title: 'INTJ', path: '/x', card: { eyebrow: 'Personality type', colour: 'red', code: 'INTJ' } });
    expect((card.openGraph?.images as { url: string }[])[0]?.url).toBe('/og?t=INTJ&e=Personality+type&c=red&k=INTJ');
    const explicit = pageMetadata({ title: 'T', path: '/x', image: { url: 'https://cdn.example/a.png', alt: 'A' } });
    expect(explicit.openGraph?.images).toEqual([{ url: 'https://cdn.example/a.png', width: 1200, height: 630, alt: 'A' }]);
  });

  it("keeps og:site_name and og:locale on every page (a page replaces the layout's whole openGraph)", () => {
    const metadata = pageMetadata({ title: 'T', description: 'D', path: '/blog' });
    expect(metadata.openGraph).toMatchObject({ siteName: 'TypeAtlas', locale: 'en' });
  });

  it('adds prev/next on paginated listings; page 2 points back to the base path', () => {
    expect(pageMetadata({ title: 'Blog', path: '/blog', pages: 4 }).pagination).toEqual({ previous: null, next: '/blog/page/2' });
    expect(pageMetadata({ title: 'Blog', path: '/blog/page/2', pages: 4 }).pagination).toEqual({ previous: '/blog', next: '/blog/page/3' });
    expect(pageMetadata({ title: 'Blog', path: '/blog/page/4', pages: 4 }).pagination).toEqual({ previous: '/blog/page/3', next: null });
    expect(pageMetadata({ title: 'Blog', path: '/blog', pages: 1 })).not.toHaveProperty('pagination');
  });

  it('marks noindex pages', () => {
    expect(pageMetadata({ title: 'Search', path: '/search/x', noindex: true }).robots).toEqual({ index: false, follow: true });
  });
});

describe('listingPagination', () => {
  it.each([
    ['/blog/category/relationships/page/2', 3, '/blog/category/relationships', '/blog/category/relationships/page/3'],
    ['/blog/category/relationships/page/3/', 3, '/blog/category/relationships/page/2', null],
    ['/blog/category/relationships', 3, null, '/blog/category/relationships/page/2'],
    ['/blog/page/2?utm=x', 2, '/blog', null],
    ['/page/2', 2, '/', null],
  ])('%s of %i pages → prev %j, next %j', (path, pages, previous, next) => {
    expect(listingPagination(path, pages)).toEqual({ previous, next });
  });
});

describe('fallbackDescription', () => {
  it('collapses whitespace and keeps short texts as they are', () => {
    expect(fallbackDescription('  A short\n\nsummary.  ')).toBe('A short summary.');
    expect(fallbackDescription('')).toBeUndefined();
    expect(fallbackDescription(null)).toBeUndefined();
  });

  it('cuts long texts at a word boundary with an ellipsis, at most 160 characters', () => {
    const long = `${'word '.repeat(60)}end`;
    const cut = fallbackDescription(long) ?? '';
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });
});
