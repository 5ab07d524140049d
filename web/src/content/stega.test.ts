/**
 * Stega for Visual Editing (issue 15): what draft mode encodes, run through @sanity/client's real
 * encoder with a Content Source Map like the Content Lake's, and that lib/stega.ts strips it the
 * way next-sanity's `stegaClean` does — so metadata and JSON-LD never carry it.
 */
import { stegaClean, stegaEncodeSourceMap, type ContentSourceMap } from '@sanity/client/stega';
import { describe, expect, it } from 'vitest';
import { pageMetadata } from '@/lib/metadata';
import { hasStega, withoutStega } from '@/lib/stega';
import { serializeJsonLd } from '@/lib/structured-data';
import { contentMetadata } from './metadata';
import { draftStegaConfig, stegaFilter } from './stega';

const STUDIO = 'https://typeatlas.sanity.studio';

/** An article as a draft-mode query returns it, and where each value came from. */
const RESULT = {
  title: 'Keeping friendships going',
  slug: 'keeping-friendships-going',
  kind: 'relationships',
  seoTitle: 'Friendships, type by type',
  heroAlt: 'Two friends on a bench',
  body: [{ _key: 'b1', _type: 'block', children: [{ _key: 's1', _type: 'span', text: 'Old friends drift apart.' }] }],
};
const SOURCES: [resultPath: string, sourcePath: string][] = [
  ["$['title']", "$['title']"],
  ["$['slug']", "$['slug']['current']"],
  ["$['kind']", "$['kind']"],
  ["$['seoTitle']", "$['seo']['title']"],
  ["$['heroAlt']", "$['image']['alt']"],
  ["$['body'][0]['children'][0]['text']", "$['body'][?(@._key=='b1')]['children'][?(@._key=='s1')]['text']"],
];
const CSM: ContentSourceMap = {
  documents: [{ _id: 'drafts.article-1', _type: 'article' }],
  paths: SOURCES.map(([, source]) => source),
  mappings: Object.fromEntries(
    SOURCES.map(([result], index) => [result, { type: 'value', source: { type: 'documentValue', document: 0, path: index } }]),
  ),
};

function encoded(studioUrl: string | undefined = STUDIO): typeof RESULT {
  const config = draftStegaConfig(studioUrl);
  if (!config) return RESULT;
  return stegaEncodeSourceMap(RESULT, CSM, { ...config, enabled: true });
}

describe('draft-mode stega (content/stega.ts)', () => {
  it('encodes the prose an editor sees: titles and Portable Text spans', () => {
    const result = encoded();
    expect(hasStega(result.title)).toBe(true);
    expect(hasStega(result.body[0]!.children[0]!.text)).toBe(true);
    expect(stegaClean(result.title)).toBe(RESULT.title);
  });

  it('never encodes slugs, enum-like values, alt text or anything under seo', () => {
    const result = encoded();
    for (const key of ['slug', 'kind', 'seoTitle', 'heroAlt'] as const) expect(result[key], key).toBe(RESULT[key]);
  });

  it('is off without a studio URL', () => {
    expect(draftStegaConfig(undefined)).toBe(false);
    expect(draftStegaConfig(STUDIO)).toEqual({ enabled: true, studioUrl: STUDIO, filter: stegaFilter });
  });
});

describe('lib/stega.ts withoutStega', () => {
  it("removes exactly what next-sanity's stegaClean removes", () => {
    const result = encoded();
    expect(withoutStega(result)).toEqual(stegaClean(result));
    expect(withoutStega(result)).toEqual(RESULT);
    expect(hasStega(JSON.stringify(withoutStega(result)))).toBe(false);
  });

  it('leaves text without stega, numbers and other objects alone', () => {
    const url = new URL('https://typeatlas.example/a');
    expect(withoutStega({ n: 1, url, t: 'Plain — text ✓', list: ['a'] })).toEqual({ n: 1, url, t: 'Plain — text ✓', list: ['a'] });
    expect(withoutStega({ url }).url).toBe(url);
  });

  it('keeps stega out of page metadata, the share card URL and JSON-LD', () => {
    const result = encoded();
    const metadata = pageMetadata({
      title: result.title,
      description: result.body[0]!.children[0]!.text,
      path: `/blog/article/${result.slug}`,
    });
    const serialized = JSON.stringify(metadata);
    expect(hasStega(serialized)).toBe(false);
    expect(serialized).not.toMatch(/%E2%80%8[BCD]|%EF%BB%BF/i); // not even percent-encoded in the og:image URL
    expect(metadata.title).toBe(RESULT.title);
    const article = contentMetadata({ seo: null, title: result.title, path: '/blog/article/a', article: { authors: [result.title] } });
    expect(hasStega(JSON.stringify(article))).toBe(false);
    expect((article.openGraph as { authors?: string[] }).authors).toEqual([RESULT.title]);
    const jsonLd = serializeJsonLd({ '@type': 'Article', headline: result.title });
    expect(hasStega(jsonLd)).toBe(false);
    expect(jsonLd).toContain(`"headline":"${RESULT.title}"`);
  });
});
