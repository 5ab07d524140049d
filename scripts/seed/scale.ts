/**
 * Scale dataset generator (issue 14, goal 5): an embedded-mode dataset with N blog articles,
 * authors and categories grown in proportion, built from the seed's own building blocks.
 * Design notes: docs/benchmarks.md "Notes from the source files".
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The committed seed dataset the generator copies from. */
export const SEED_PATH = join(ROOT, 'studio', 'seed', 'dataset.ndjson');

/** Seed ratio: 40 articles, 5 authors. */
export const ARTICLES_PER_AUTHOR = 8;
/** One category per 40 articles (the seed has 6 for 40; categories grow more slowly than authors). */
export const ARTICLES_PER_CATEGORY = 40;

/** A dataset document (only what the generator relies on). */
export type Doc = Record<string, unknown> & { _id: string; _type: string };
type Ref = { _type: 'reference'; _ref: string; _key?: string };

/** Suffixes that vary the titles of later rounds (round r uses entry (r - 1) % length). */
export const TITLE_VARIANTS = [
  'a second look',
  'notes from readers',
  'revisited',
  'in practice',
  'the short version',
  'questions and answers',
  'a field guide',
  'what changed',
];

/**
 * Appends `-{suffix}` to every `_key` inside a value (Portable Text blocks, spans, mark
 * definitions), and to the span `marks` that name a renamed mark definition of their block.
 */
export function rekey(value: unknown, suffix: string, markDefKeys: ReadonlySet<string> = new Set()): unknown {
  if (Array.isArray(value)) return value.map((item) => rekey(item, suffix, markDefKeys));
  if (!value || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const defs = Array.isArray(source.markDefs)
    ? new Set((source.markDefs as Array<{ _key?: unknown }>).flatMap((def) => (typeof def?._key === 'string' ? [def._key] : [])))
    : markDefKeys;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(source)) {
    if (key === '_key' && typeof inner === 'string') out[key] = `${inner}-${suffix}`;
    else if (key === 'marks' && Array.isArray(inner))
      out[key] = inner.map((mark) => (typeof mark === 'string' && defs.has(mark) ? `${mark}-${suffix}` : mark));
    else out[key] = rekey(inner, suffix, defs);
  }
  return out;
}

/** `title — variant`, cut at a word so it stays ≤ max characters. */
export function variedTitle(title: string, round: number, max = 100): string {
  if (round === 0) return title;
  const variant = `${TITLE_VARIANTS[(round - 1) % TITLE_VARIANTS.length]} (${round + 1})`;
  const room = max - variant.length - 3;
  const head = title.length <= room ? title : `${title.slice(0, room).replace(/\s+\S*$/, '')}…`;
  return `${head} — ${variant}`;
}

/** The id of the k-th copy of a seed document (k = 0: the seed document itself). */
const copyId = (id: string, k: number) => (k === 0 ? id : `${id}-${k}`);
const copySlug = (slug: string, k: number) => (k === 0 ? slug : `${slug}-${k}`);

/** Copies of a seed author or category, `count` in all (cycling over the seed ones). */
function copies(seed: Doc[], count: number, label: (doc: Doc, k: number) => Record<string, unknown>): Doc[] {
  return Array.from({ length: count }, (_, index) => {
    const doc = seed[index % seed.length] as Doc;
    const k = Math.floor(index / seed.length);
    if (k === 0) return doc;
    const slug = (doc.slug as { current: string }).current;
    return { ...doc, _id: copyId(doc._id, k), slug: { _type: 'slug', current: copySlug(slug, k) }, ...label(doc, k) };
  });
}

/**
 * Builds a dataset of `n` articles from the seed documents (see the module comment for the rules).
 * @param seed the parsed seed dataset (`studio/seed/dataset.ndjson`)
 * @param n number of articles, an integer ≥ 1
 * @throws RangeError when n is not a positive integer; Error when the seed has no article, author
 *   or category
 */
export function scaleDataset(seed: readonly Doc[], n: number): Doc[] {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`N must be a positive integer (got ${n})`);
  const byType = (type: string) => seed.filter((doc) => doc._type === type);
  const templates = byType('article');
  const seedAuthors = byType('author');
  const seedCategories = byType('category');
  if (!templates.length || !seedAuthors.length || !seedCategories.length)
    throw new Error('the seed needs articles, authors and categories');

  const authorCount = Math.max(seedAuthors.length, Math.ceil(n / ARTICLES_PER_AUTHOR));
  const categoryCount = Math.max(seedCategories.length, Math.ceil(n / ARTICLES_PER_CATEGORY));
  const authors = copies(seedAuthors, authorCount, (doc, k) => ({ name: `${String(doc.name)} ${k + 1}` }));
  const categories = copies(seedCategories, categoryCount, (doc, k) => ({ title: `${String(doc.title)} ${k + 1}` }));
  const authorCopies = Math.ceil(authorCount / seedAuthors.length);
  const categoryCopies = Math.ceil(categoryCount / seedCategories.length);
  /** The copy of a seed author/category a round points at: copy r modulo the copies that exist. */
  const pick = (id: string, round: number, seedDocs: Doc[], count: number, copyCount: number) => {
    const index = seedDocs.findIndex((doc) => doc._id === id);
    if (index < 0) return id;
    let k = round % copyCount;
    while (k > 0 && k * seedDocs.length + index >= count) k -= 1;
    return copyId(id, k);
  };

  const articles = Array.from({ length: n }, (_, i): Doc => {
    const template = templates[i % templates.length] as Doc;
    const round = Math.floor(i / templates.length);
    if (round === 0) return template;
    const slug = (template.slug as { current: string }).current;
    const published = new Date(Date.parse(String(template.publishedAt)) - round * 7 * 86_400_000 - (i % templates.length) * 3_600_000)
      .toISOString()
      .replace('.000Z', 'Z');
    const author = template.author as Ref;
    const cats = (template.categories as Ref[]).map((ref) => ({
      ...ref,
      _ref: pick(ref._ref, round, seedCategories, categoryCount, categoryCopies),
    }));
    return {
      ...template,
      _id: copyId(template._id, round),
      _createdAt: published,
      _updatedAt: published,
      title: variedTitle(String(template.title), round),
      slug: { _type: 'slug', current: copySlug(slug, round + 1) },
      publishedAt: published,
      author: { ...author, _ref: pick(author._ref, round, seedAuthors, authorCount, authorCopies) },
      categories: cats.filter((ref, index) => cats.findIndex((other) => other._ref === ref._ref) === index),
      body: rekey(template.body, `r${round}`),
    };
  });

  const kept = seed.filter((doc) => !['article', 'author', 'category'].includes(doc._type));
  return [...kept, ...authors, ...categories, ...articles];
}

/** One JSON document per line with a final newline (the export format). */
export const renderNdjson = (docs: readonly Doc[]) => `${docs.map((doc) => JSON.stringify(doc)).join('\n')}\n`;

/** Reads the seed dataset (published documents only — drafts are left out —, in file order). */
export function readSeed(path = SEED_PATH): Doc[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Doc)
    .filter((doc) => !doc._id.startsWith('drafts.'));
}

/**
 * Writes the dataset of `n` articles to `out` (creating its folder).
 * @returns the absolute path written
 */
export function writeScaleDataset(n: number, out = join(ROOT, '.data', 'scale', `dataset-${n}.ndjson`)): string {
  const path = resolve(out);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, renderNdjson(scaleDataset(readSeed(), n)));
  return path;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const n = Number(process.argv[2]);
  if (!Number.isInteger(n) || n < 1) {
    console.error('usage: node scripts/seed/scale.ts N [out]   (N: number of articles, ≥ 1)');
    process.exit(1);
  }
  console.log(writeScaleDataset(n, process.argv[3]));
}
