/**
 * The scale dataset generator (scripts/seed/scale.ts): deterministic, every reference resolving,
 * unique ids/slugs/Portable Text keys, values inside the schemas' validation, the seed kept as is.
 */
import { describe, expect, it } from 'vitest';
import { checkKebabSlug } from '../../schemas/src/rules.ts';
import { ARTICLES_PER_AUTHOR, ARTICLES_PER_CATEGORY, type Doc, readSeed, rekey, renderNdjson, scaleDataset, variedTitle } from './scale.ts';

const seed = readSeed();
const N = 1000;
const docs = scaleDataset(seed, N);
const ofType = (list: Doc[], type: string) => list.filter((doc) => doc._type === type);
const slugOf = (doc: Doc) => (doc.slug as { current: string }).current;

/** Every `_ref` inside a value. */
function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, out));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '_ref' && typeof inner === 'string') out.push(inner);
      else refsIn(inner, out);
    }
  }
  return out;
}

describe('scaleDataset', () => {
  it('makes N articles, one author per 8 and one category per 40 (at least the seed counts)', () => {
    expect(ofType(docs, 'article')).toHaveLength(N);
    expect(ofType(docs, 'author')).toHaveLength(Math.ceil(N / ARTICLES_PER_AUTHOR));
    expect(ofType(docs, 'category')).toHaveLength(Math.ceil(N / ARTICLES_PER_CATEGORY));
    const small = scaleDataset(seed, 3);
    expect(ofType(small, 'article')).toHaveLength(3);
    expect(ofType(small, 'author')).toHaveLength(ofType(seed, 'author').length);
    expect(ofType(small, 'category')).toHaveLength(ofType(seed, 'category').length);
  });

  it('is deterministic and keeps every seed document other than extra articles unchanged', () => {
    expect(renderNdjson(scaleDataset(seed, N))).toBe(renderNdjson(docs));
    const byId = new Map(docs.map((doc) => [doc._id, doc]));
    for (const doc of seed) expect(byId.get(doc._id), doc._id).toEqual(doc);
  });

  it('gives unique ids and slugs per type, valid kebab slugs and titles within 100 characters', () => {
    expect(new Set(docs.map((doc) => doc._id)).size).toBe(docs.length);
    for (const type of ['article', 'author', 'category']) {
      const slugs = ofType(docs, type).map(slugOf);
      expect(new Set(slugs).size, type).toBe(slugs.length);
      for (const slug of slugs) expect(checkKebabSlug(slug), slug).toBe(true);
    }
    for (const article of ofType(docs, 'article')) {
      expect(String(article.title).length).toBeLessThanOrEqual(100);
      expect(Number.isNaN(Date.parse(String(article.publishedAt)))).toBe(false);
      expect((article.categories as unknown[]).length).toBeGreaterThan(0);
    }
  });

  it('resolves every reference, and gives every author and category at least one article', () => {
    const ids = new Set(docs.map((doc) => doc._id));
    for (const doc of docs) for (const ref of refsIn(doc)) expect(ids.has(ref), `${doc._id} → ${ref}`).toBe(true);
    const referenced = new Set(ofType(docs, 'article').flatMap((article) => refsIn([article.author, article.categories])));
    for (const doc of [...ofType(docs, 'author'), ...ofType(docs, 'category')]) expect(referenced.has(doc._id), doc._id).toBe(true);
  });

  it('keeps Portable Text keys unique across the dataset, with marks following their definitions', () => {
    const keys = docs.flatMap((doc) => JSON.stringify(doc.body ?? []).match(/"_key":"[^"]*"/g) ?? []);
    expect(new Set(keys).size).toBe(keys.length);
    const block = { _key: 'b1', markDefs: [{ _key: 'm0', _type: 'link' }], children: [{ _key: 's0', marks: ['m0', 'strong'] }] };
    expect(rekey([block], 'r2')).toEqual([
      { _key: 'b1-r2', markDefs: [{ _key: 'm0-r2', _type: 'link' }], children: [{ _key: 's0-r2', marks: ['m0-r2', 'strong'] }] },
    ]);
  });

  it('varies titles per round and cuts long ones at a word', () => {
    expect(variedTitle('Short', 0)).toBe('Short');
    expect(variedTitle('Short', 1)).toBe('Short — a second look (2)');
    const long = variedTitle('word '.repeat(30).trim(), 9);
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long).toMatch(/^(word )+word… — a second look \(10\)$/);
  });

  it('refuses N that is not a positive integer', () => {
    expect(() => scaleDataset(seed, 0)).toThrow(RangeError);
    expect(() => scaleDataset(seed, 2.5)).toThrow(RangeError);
  });
});
