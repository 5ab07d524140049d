import { describe, expect, it } from 'vitest';
import { contentMetadata, ogImageUrl } from './metadata';

const mainImage = { alt: 'Two overlapping circles', asset: { url: '/seed-assets/main.svg', width: 1200, height: 630 } };
const seoImage = {
  alt: 'SEO card',
  asset: { url: 'https://cdn.sanity.io/images/proj/production/abc-2400x1260.png', width: 2400, height: 1260 },
};

describe('contentMetadata', () => {
  const base = { title: 'Document title', description: 'Document excerpt.', path: '/blog/article/a/?utm_source=x' };

  it('prefers the seo object: seo_title, meta_description, keywords from focus_keyword + synonyms', () => {
    const metadata = contentMetadata({
      ...base,
      seo: {
        seo_title: 'SEO title',
        meta_description: 'SEO description.',
        focus_keyword: 'introvert',
        focus_synonyms: ['introversion', 'introvert', '', 'quiet people'],
      },
    });
    expect(metadata.title).toBe('SEO title');
    expect(metadata.description).toBe('SEO description.');
    expect(metadata.keywords).toEqual(['introvert', 'introversion', 'quiet people']);
    expect(metadata.openGraph).toMatchObject({
      title: 'SEO title',
      description: 'SEO description.',
      url: '/blog/article/a',
      type: 'website',
    });
    expect(metadata.twitter).toMatchObject({ title: 'SEO title', description: 'SEO description.' });
    expect(metadata.alternates?.canonical).toBe('/blog/article/a');
  });

  it.each([null, undefined, {}, { seo_title: '  ', meta_description: '' }])(
    'falls back to the document title and description when seo is %j',
    (seo) => {
      const metadata = contentMetadata({ ...base, seo });
      expect(metadata.title).toBe('Document title');
      expect(metadata.description).toBe('Document excerpt.');
      expect(metadata).not.toHaveProperty('keywords');
    },
  );

  it('uses a shortened excerpt as the fallback description but never cuts the editor’s meta_description', () => {
    const long = 'x '.repeat(200);
    expect((contentMetadata({ ...base, description: long, seo: null }).description as string).length).toBeLessThanOrEqual(160);
    expect(contentMetadata({ ...base, description: 'short', seo: { meta_description: long } }).description).toBe(long.trim());
  });

  it('takes og:image from a raster seo image first (CDN URL at 1200 px in its own format, aspect kept)', () => {
    const metadata = contentMetadata({ ...base, seo: { image: seoImage }, image: mainImage });
    const images = metadata.openGraph?.images as { url: string; width: number; height: number; alt: string }[];
    expect(images).toHaveLength(1);
    expect(images[0]?.url).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/proj\/production\/abc-2400x1260\.png\?/);
    expect(new URL(images[0]!.url).searchParams.get('w')).toBe('1200');
    expect(new URL(images[0]!.url).searchParams.get('fm')).toBe('png');
    expect(new URL(images[0]!.url).searchParams.has('auto')).toBe(false);
    expect(images[0]).toMatchObject({ width: 1200, height: 630, alt: 'SEO card' });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [images[0]?.url] });
  });

  it('uses a raster main image (JPEG) when the seo object has none', () => {
    const photo = { alt: 'Photo', asset: { url: '/seed-assets/photo.jpg', width: 600, height: 400 } };
    const metadata = contentMetadata({ ...base, seo: null, image: photo });
    expect(metadata.openGraph?.images).toEqual([
      { url: '/seed-assets/photo.jpg?fit=max&w=1200&q=75&fm=jpg', width: 600, height: 400, alt: 'Photo' },
    ]);
    expect(ogImageUrl(null, photo)).toBe('/seed-assets/photo.jpg?auto=format&fit=max&w=1200&q=75');
  });

  it('never uses an SVG for og:image: SVG or missing images give the generated PNG share card', () => {
    for (const [seo, image] of [
      [null, mainImage],
      [{ image: null }, mainImage],
      [{ image: { alt: 'x', asset: { _ref: 'image-abc-1200x630-svg' } } }, mainImage],
      [null, { alt: 'x', asset: null }],
      [{ image: { alt: 'svg', asset: { url: 'https://cdn.sanity.io/images/p/d/abc-100x100.svg' } } }, null],
    ] as const) {
      const metadata = contentMetadata({ ...base, seo, image, card: { eyebrow: 'Blog', colour: 'mint' } });
      const images = metadata.openGraph?.images as { url: string; width: number; height: number; alt: string }[];
      expect(images).toHaveLength(1);
      const url = new URL(images[0]!.url, 'http://x');
      expect(url.pathname).toBe('/og');
      expect(Object.fromEntries(url.searchParams)).toEqual({ t: 'Document title', e: 'Blog', c: 'mint' });
      expect(images[0]).toMatchObject({ width: 1200, height: 630, alt: 'Document title' });
      expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [images[0]!.url] });
    }
    expect(ogImageUrl(null, null)).toBeNull();
  });

  it('makes og:type "article" with published and modified times and authors', () => {
    const metadata = contentMetadata({
      ...base,
      seo: null,
      article: { publishedTime: '2025-09-01T09:00:00Z', modifiedTime: '2025-09-02T09:00:00Z', authors: ['Maya Okafor'] },
    });
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2025-09-01T09:00:00Z',
      modifiedTime: '2025-09-02T09:00:00Z',
      authors: ['Maya Okafor'],
    });
  });

  it('leaves out missing article times and keeps og:type website for non-articles', () => {
    const article = contentMetadata({ ...base, seo: null, article: { publishedTime: null } });
    expect(article.openGraph).toMatchObject({ type: 'article' });
    expect(article.openGraph).not.toHaveProperty('publishedTime');
    expect(article.openGraph).not.toHaveProperty('modifiedTime');
    expect(article.openGraph).not.toHaveProperty('authors');
    expect(contentMetadata({ ...base, seo: null }).openGraph).toMatchObject({ type: 'website' });
  });

  it('passes pagination and noindex through', () => {
    const metadata = contentMetadata({ ...base, seo: null, path: '/blog/category/relationships/page/2', pages: 2, noindex: true });
    expect(metadata.pagination).toEqual({ previous: '/blog/category/relationships', next: null });
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});
