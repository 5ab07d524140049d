/**
 * `seo.image` reaches og:image (issue 15): every query that returns a document's `seo` projects it
 * through `seoProjection` (image asset expanded to its URL and size), checked on the query source
 * and on a dataset whose article has an SEO image; contentMetadata then prefers that image.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalBackend } from './client';
import { contentMetadata } from './metadata';
import { articleQuery, toolkitTestQuery } from './queries';

const SOURCE = readFileSync(new URL('./queries.ts', import.meta.url), 'utf8');

describe('seo projection', () => {
  it('every exported query but the site settings projects seo through seoProjection', () => {
    const queries = [...SOURCE.matchAll(/export const (\w+) = defineQuery\(\s*`([\s\S]*?)`,?\s*\);/g)].map(([, name, text]) => ({
      name: name!,
      text: text!,
    }));
    expect(queries.length).toBeGreaterThan(20);
    const withSeo = queries.filter(
      (query) =>
        /\bseo\b/.test(query.text) &&
        query.name !== 'siteSettingsQuery' &&
        query.name !== 'searchQuery' &&
        query.name !== 'searchCorpusQuery',
    );
    expect(withSeo.length).toBeGreaterThanOrEqual(10);
    for (const query of withSeo) {
      const bare = query.text.split('\n').filter((line) => /\bseo\b/.test(line) && !line.includes('"seo": seo${seoProjection}'));
      expect(bare, `${query.name} returns seo without seoProjection`).toEqual([]);
    }
  });

  let dir: string | undefined;
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('expands seo.image so contentMetadata uses it as og:image', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'typeatlas-seo-'));
    const file = path.join(dir, 'dataset.ndjson');
    const asset = {
      _id: 'image-abc-1200x630-png',
      _type: 'sanity.imageAsset',
      url: '/seed-assets/card.png',
      metadata: { dimensions: { width: 1200, height: 630 } },
    };
    const main = {
      _id: 'image-def-1200x630-svg',
      _type: 'sanity.imageAsset',
      url: '/seed-assets/main.svg',
      metadata: { dimensions: { width: 1200, height: 630 } },
    };
    const article = {
      _id: 'article-a',
      _type: 'article',
      title: 'A',
      slug: { current: 'a' },
      mainImage: { alt: 'Main', asset: { _ref: main._id } },
      seo: { _type: 'seo', seo_title: 'SEO A', image: { alt: 'Card', asset: { _ref: asset._id } } },
    };
    const test = {
      _id: 'test-t',
      _type: 'test',
      title: 'T',
      slug: { current: 't' },
      seo: { _type: 'seo', image: { alt: 'Test card', asset: { _ref: asset._id } } },
    };
    await writeFile(file, [asset, main, article, test].map((doc) => JSON.stringify(doc)).join('\n') + '\n');
    const backend = createLocalBackend(file);

    const result = await backend.fetch<{ seo: { image: { alt: string; asset: { url: string; width: number } } }; mainImage: unknown }>(
      articleQuery,
      { slug: 'a' },
    );
    expect(result.seo.image).toEqual({ alt: 'Card', asset: { _id: asset._id, url: '/seed-assets/card.png', width: 1200, height: 630 } });
    const metadata = contentMetadata({ seo: result.seo, title: 'A', path: '/blog/article/a', image: result.mainImage as never });
    const images = metadata.openGraph?.images as { url: string; alt: string }[];
    expect(images[0]?.url).toMatch(/^\/seed-assets\/card\.png\?/);
    expect(images[0]?.alt).toBe('Card');

    const toolkit = await backend.fetch<{ seo: { image: { asset: { url: string } } } }>(toolkitTestQuery, { slug: 't' });
    expect(toolkit.seo.image.asset.url).toBe('/seed-assets/card.png');
  });
});
