/**
 * The seed's pictures (issue 15, "content that reads as one voice"): over the committed dataset
 * (content.test.ts keeps it equal to what the builder draws), no main image serves more than two
 * articles — counted by asset and by what a reader sees (illustrations.ts `visualSignature`:
 * the drawing with positions ignored, so two near-identical pictures count as one) — and every
 * author has an illustrated portrait with alt text. Then the units those rest on.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASSETS_DIR, DATASET_PATH } from './build-seed.ts';
import { type Doc, TOPIC_ART, allocateDesigns } from './content.ts';
import { BACKDROPS, LEVELS, drawIllustration, visualSignature } from './illustrations.ts';
import { PORTRAIT_SIZE, type PortraitParams, drawPortrait } from './portraits.ts';

/** At most this many articles may show the same main image (issue 15). */
const MAX_USES = 2;
/** Document types that are articles: blog articles, theory articles and posts. */
const ARTICLE_TYPES = ['article', 'theoryArticle', 'post'];

const DOCS = readFileSync(DATASET_PATH, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Doc);
const BY_ID = new Map(DOCS.map((doc) => [doc._id, doc]));
/** Published documents (a `drafts.` document is a preview of one, not another article). */
const published = (types: string[]) => DOCS.filter((doc) => types.includes(doc._type) && !doc._id.startsWith('drafts.'));

type Image = { alt?: string; asset?: { _ref?: string } } | undefined;
const imageOf = (doc: Doc) => doc.mainImage as Image;
const assetOf = (doc: Doc) => BY_ID.get(imageOf(doc)?.asset?._ref ?? '');
const svgOf = (asset: Doc | undefined) => readFileSync(join(ASSETS_DIR, `${String(asset?.assetId)}.svg`), 'utf8');

/** Groups ids by key and returns the groups larger than `max`, as `key: id, id, id`. */
function overused(entries: { key: string; id: string }[], max: number): string[] {
  const groups = new Map<string, string[]>();
  for (const { key, id } of entries) groups.set(key, [...(groups.get(key) ?? []), id]);
  return [...groups].filter(([, ids]) => ids.length > max).map(([key, ids]) => `${key.slice(0, 80)}: ${ids.join(', ')}`);
}

describe('article main images in the seed dataset', () => {
  const articles = published(ARTICLE_TYPES);

  it('covers every article type', () => {
    for (const type of ARTICLE_TYPES) expect(articles.filter((doc) => doc._type === type).length, type).toBeGreaterThan(0);
    for (const doc of articles) expect(assetOf(doc)?._type, doc._id).toBe('sanity.imageAsset');
  });

  it(`uses no image asset for more than ${MAX_USES} articles`, () => {
    expect(
      overused(
        articles.map((doc) => ({ key: imageOf(doc)?.asset?._ref ?? '(none)', id: doc._id })),
        MAX_USES,
      ),
    ).toEqual([]);
  });

  it(`shows no picture (same drawing up to positions) in more than ${MAX_USES} articles`, () => {
    expect(
      overused(
        articles.map((doc) => ({ key: visualSignature(svgOf(assetOf(doc))), id: doc._id })),
        MAX_USES,
      ),
    ).toEqual([]);
  });

  it('describes each picture in alt text that names its count and background', () => {
    for (const doc of articles)
      expect(imageOf(doc)?.alt, doc._id).toMatch(
        /^Abstract illustration of .*\b(two|three|four|five|six|seven|eight|nine|ten|twelve|sixteen|twenty)\b.* on .+ in .+ tones$/,
      );
  });
});

describe('author portraits in the seed dataset', () => {
  const authors = published(['author']);

  it('gives every author an illustrated square portrait whose alt text names them', () => {
    expect(authors.length).toBeGreaterThan(0);
    for (const author of authors) {
      const image = imageOf(author);
      expect(image?.alt, author._id).toMatch(new RegExp(`^Illustrated portrait of ${String(author.name)}, .{20,}`));
      const asset = assetOf(author);
      expect(asset?.originalFilename, author._id).toBe(`portrait-${(author.slug as { current: string }).current}.svg`);
      expect((asset?.metadata as { dimensions: { width: number; height: number } }).dimensions, author._id).toMatchObject({
        width: PORTRAIT_SIZE,
        height: PORTRAIT_SIZE,
      });
      expect(svgOf(asset), author._id).toMatch(new RegExp(`^<svg [^>]*viewBox="0 0 ${PORTRAIT_SIZE} ${PORTRAIT_SIZE}"`));
    }
  });

  it('draws every author differently and never reuses a portrait as an article image', () => {
    const signatures = authors.map((author) => visualSignature(svgOf(assetOf(author))));
    expect(new Set(signatures).size).toBe(authors.length);
    const articleAssets = new Set(published(ARTICLE_TYPES).map((doc) => imageOf(doc)?.asset?._ref));
    for (const author of authors) expect(articleAssets.has(imageOf(author)?.asset?._ref), author._id).toBe(false);
  });
});

describe('allocateDesigns', () => {
  const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `a${i}` }));

  it(`gives the first 3 × ${LEVELS} documents of a topic distinct motif-and-level pairs from the topic's family`, () => {
    const designs = [...allocateDesigns('relationships', entries(3 * LEVELS)).values()];
    expect(new Set(designs.map((d) => `${d.motif}:${d.level}`)).size).toBe(3 * LEVELS);
    for (const design of designs) {
      expect(TOPIC_ART.relationships?.motifs).toContain(design.motif);
      expect(design.backdrop).toBe('rings');
    }
  });

  it('starts over after that (the reuse test above is the guard), and an `image` motif overrides the motif only', () => {
    const designs = allocateDesigns('theory', [...entries(3 * LEVELS), { key: 'extra' }, { key: 'chosen', image: 'leaf' }]);
    expect(designs.get('extra')).toEqual(designs.get('a0'));
    expect(designs.get('chosen')).toEqual({ motif: 'leaf', level: designs.get('a1')?.level, backdrop: 'graph' });
  });

  it('gives each topic its own background pattern and rejects an unknown topic', () => {
    const backdrops = Object.values(TOPIC_ART).map((art) => art.backdrop);
    expect(new Set(backdrops).size).toBe(backdrops.length);
    for (const backdrop of backdrops) expect(BACKDROPS).toContain(backdrop);
    expect(() => allocateDesigns('gardening', entries(1))).toThrow('no illustration family for topic "gardening"');
  });
});

describe('visualSignature', () => {
  it('is the same for one design drawn from two seeds, and differs by level, background or colour', () => {
    const draw = (seed: string, level = 1, backdrop: 'dots' | 'rings' = 'dots', theme: 'blue' | 'mint' = 'blue') =>
      visualSignature(drawIllustration('circles', theme, seed, { level, backdrop }).svg);
    expect(drawIllustration('circles', 'blue', 'a', { level: 1 }).svg).not.toBe(drawIllustration('circles', 'blue', 'b', { level: 1 }).svg);
    expect(draw('a')).toBe(draw('b'));
    expect(draw('a', 2)).not.toBe(draw('a'));
    expect(draw('a', 1, 'rings')).not.toBe(draw('a'));
    expect(draw('a', 1, 'dots', 'mint')).not.toBe(draw('a'));
  });
});

describe('drawPortrait', () => {
  const params: PortraitParams = { hair: 'curly', hairColour: 'black', skin: 'deep', theme: 'mint' };

  it('is deterministic and draws a 400×400 SVG', () => {
    const { svg } = drawPortrait('Ann Writer', params);
    expect(svg).toBe(drawPortrait('Ann Writer', params).svg);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 400" width="400" height="400">/);
    expect(svg).not.toMatch(/NaN|undefined/);
  });

  it('writes the alt text from what it draws', () => {
    expect(drawPortrait('Ann Writer', params).alt).toBe(
      'Illustrated portrait of Ann Writer, smiling, with curly black hair, wearing a mint green top',
    );
    expect(drawPortrait('Ann Writer', { ...params, hair: 'bun', glasses: true, theme: 'orange' }).alt).toBe(
      'Illustrated portrait of Ann Writer, smiling, with tied-up black hair and round glasses, wearing an orange top',
    );
  });

  it('draws something different for each parameter', () => {
    const variants: PortraitParams[] = [
      params,
      { ...params, hair: 'long' },
      { ...params, hairColour: 'grey' },
      { ...params, skin: 'light' },
      { ...params, theme: 'blue' },
      { ...params, glasses: true },
      { ...params, beard: true },
      { ...params, earrings: true },
    ];
    const svgs = variants.map((variant) => drawPortrait('Ann', variant).svg);
    expect(new Set(svgs).size).toBe(variants.length);
  });
});
