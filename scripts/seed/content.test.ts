/**
 * The editorial seed content (blog, theory, compatibility, posts, pages, testimonials, FAQ,
 * tools) and its builder (content.ts): the minimums of the content brief, integrity of every
 * reference, link and image, and clear errors for invalid sources.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PAGE_SLUGS, TYPE_CATALOGUE, canonicalPairSlug } from '../../schemas/src/families.ts';
import { checkLinkHref } from '../../schemas/src/rules.ts';
import { ASSETS_DIR, DATASET_PATH, buildSeed, staleAssets } from './build-seed.ts';
import { AssetRegistry, CATEGORY_THEMES, type Doc, buildEditorialDocuments, frontMatter } from './content.ts';
import { HEIGHT, MOTIFS, WIDTH, drawIllustration, svgAssetId } from './illustrations.ts';
import { PORTRAIT_SIZE } from './portraits.ts';

// ---- The committed dataset ----------------------------------------------------------------------

const DOCS = readFileSync(DATASET_PATH, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Doc);
const BY_ID = new Map(DOCS.map((doc) => [doc._id, doc]));
/** Published documents of a type (drafts, FORMAT.md "Drafts", share their article's slug). */
const ofType = (type: string) => DOCS.filter((doc) => doc._type === type && !doc._id.startsWith('drafts.'));
const slugOf = (doc: Doc | undefined) => (doc?.slug as { current?: string } | undefined)?.current;
const refOf = (value: unknown) => (value as { _ref?: string } | undefined)?._ref;

interface Span {
  _type: 'span';
  text: string;
  marks: string[];
}
interface Block {
  _type: string;
  _key: string;
  text?: string;
  markDefs?: { _type: string; _key: string; href?: string; reference?: { _ref?: string } }[];
  children?: Span[];
}

/** Every Portable Text body of a document (body, FAQ answer, compatibility sections). */
function bodiesOf(doc: Doc): Block[][] {
  const bodies: Block[][] = [];
  if (Array.isArray(doc.body)) bodies.push(doc.body as Block[]);
  if (Array.isArray(doc.answer)) bodies.push(doc.answer as Block[]);
  if (Array.isArray(doc.sections)) for (const section of doc.sections as { body?: Block[] }[]) if (section.body) bodies.push(section.body);
  return bodies;
}
const EDITORIAL_TYPES = ['article', 'theoryArticle', 'post', 'page', 'faq', 'compatibility'];
const BODY_DOCS = DOCS.filter((doc) => EDITORIAL_TYPES.includes(doc._type));

/** Every value of a document with its JSON path. */
function walk(value: unknown, visit: (node: Record<string, unknown>, path: string) => void, path = ''): void {
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, visit, `${path}[${i}]`));
  else if (value && typeof value === 'object') {
    visit(value as Record<string, unknown>, path);
    for (const [key, child] of Object.entries(value)) walk(child, visit, `${path}.${key}`);
  }
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const bodyWords = (doc: Doc) =>
  bodiesOf(doc)
    .flat()
    .map((block) => (block._type === 'callout' ? (block.text ?? '') : (block.children ?? []).map((span) => span.text).join('')))
    .reduce((sum, text) => sum + words(text), 0);

describe('the seed content meets the content brief', () => {
  const articles = ofType('article');

  it('has at least 40 blog articles across at least 5 categories by at least 4 authors (3+ listing pages of 12)', () => {
    expect(articles.length).toBeGreaterThanOrEqual(40);
    expect(Math.ceil(articles.length / 12)).toBeGreaterThanOrEqual(3);
    const categories = new Set(articles.flatMap((doc) => (doc.categories as { _ref: string }[]).map((ref) => ref._ref)));
    expect(categories.size).toBeGreaterThanOrEqual(5);
    const authors = new Set(articles.map((doc) => refOf(doc.author)));
    expect(authors.size).toBeGreaterThanOrEqual(4);
    // Every category and author document has articles (no empty listing pages).
    expect([...categories].sort()).toEqual(
      ofType('category')
        .map((doc) => doc._id)
        .sort(),
    );
    for (const author of ofType('author')) expect(authors.has(author._id), author._id).toBe(true);
    // Both article variants exist.
    expect(articles.some((doc) => doc.landing === true)).toBe(true);
    expect(articles.some((doc) => doc.landing === false)).toBe(true);
  });

  it('has at least 8 theory articles ordered 1…n, the introduction first', () => {
    const theory = ofType('theoryArticle').sort((a, b) => Number(a.order) - Number(b.order));
    expect(theory.length).toBeGreaterThanOrEqual(8);
    expect(theory.map((doc) => doc.order)).toEqual(theory.map((_, i) => i + 1));
    expect(slugOf(theory[0])).toBe('introduction');
  });

  it('has all 136 compatibility pairs, each in canonical order with matching type references and five sections', () => {
    const pairs = ofType('compatibility');
    const expected = TYPE_CATALOGUE.flatMap((x, i) => TYPE_CATALOGUE.slice(i).map((y) => canonicalPairSlug(x.slug, y.slug)));
    expect(pairs.map(slugOf).sort()).toEqual([...expected].sort());
    for (const pair of pairs) {
      const slug = slugOf(pair) ?? '';
      expect(pair._id).toBe(`compatibility-${slug}`);
      expect(`${refOf(pair.typeA)?.replace('type-', '')}-and-${refOf(pair.typeB)?.replace('type-', '')}`).toBe(slug);
      expect((pair.sections as unknown[]).length, slug).toBe(5);
    }
  });

  it('has at least 10 posts, the informational pages, testimonials and FAQ entries on every topic', () => {
    expect(ofType('post').length).toBeGreaterThanOrEqual(10);
    expect(ofType('page').map(slugOf).sort()).toEqual([...PAGE_SLUGS].sort());
    const testimonials = ofType('testimonial');
    expect(testimonials.length).toBeGreaterThanOrEqual(6);
    expect(testimonials.map((doc) => doc.order).sort((a, b) => Number(a) - Number(b))).toEqual(testimonials.map((_, i) => i));
    for (const testimonial of testimonials) {
      expect(BY_ID.get(refOf(testimonial.type) ?? '')?._type, testimonial._id).toBe('personalityType');
      expect(String(testimonial.quote).length, testimonial._id).toBeLessThanOrEqual(300);
    }
    const faq = ofType('faq');
    expect([...new Set(faq.map((doc) => doc.topic))].sort()).toEqual(['account', 'premium', 'privacy', 'test', 'types']);
    for (const entry of faq) expect(String(entry.question), entry._id).toMatch(/\?$/);
  });

  it('has tool entries in the three toolkit categories, each opening a toolkit test or a site path', () => {
    const tools = ofType('tool');
    expect([...new Set(tools.map((doc) => doc.category))].sort()).toEqual(['career', 'personal-growth', 'relationships']);
    for (const tool of tools) {
      const test = refOf(tool.test);
      expect(Boolean(test) !== Boolean(tool.href), tool._id).toBe(true);
      if (test) expect(BY_ID.get(test)?._type, tool._id).toBe('test');
      else expect(String(tool.href), tool._id).toMatch(/^\/(?!\/)/);
    }
    // Every toolkit test is listed.
    expect(
      tools
        .map((doc) => refOf(doc.test))
        .filter(Boolean)
        .sort(),
    ).toEqual(
      ofType('test')
        .map((doc) => doc._id)
        .sort(),
    );
  });

  it('keeps bodies within the lengths of FORMAT.md (blog 450–800, theory 500–900, posts 200–450 words)', () => {
    for (const [type, min, max] of [
      ['article', 450, 800],
      ['theoryArticle', 500, 900],
      ['post', 200, 450],
    ] as const) {
      for (const doc of ofType(type)) {
        const count = bodyWords(doc);
        expect(count, doc._id).toBeGreaterThanOrEqual(min);
        expect(count, doc._id).toBeLessThanOrEqual(max);
      }
    }
  });

  it('keeps titles, excerpts and SEO fields within their limits', () => {
    for (const doc of [...articles, ...ofType('theoryArticle'), ...ofType('post')]) {
      if (doc._type === 'article') expect(String(doc.title).length, doc._id).toBeLessThanOrEqual(80);
      expect(String(doc.excerpt).length, doc._id).toBeLessThanOrEqual(200);
    }
    for (const doc of DOCS) {
      const seo = doc.seo as { seo_title?: string; meta_description?: string } | undefined;
      if (!seo) continue;
      if (seo.seo_title) expect(seo.seo_title.length, `${doc._id} seo_title`).toBeLessThanOrEqual(60);
      if (seo.meta_description) expect(seo.meta_description.length, `${doc._id} meta_description`).toBeLessThanOrEqual(155);
    }
  });

  it('never cuts an SEO meta description in the middle of a word', () => {
    const cut: string[] = [];
    for (const doc of DOCS) {
      const description = (doc.seo as { meta_description?: string } | undefined)?.meta_description;
      // A description ends a sentence, or at least a whole word followed by an ellipsis.
      if (description && !/[.!?…]$/.test(description)) cut.push(`${doc._id}: …${description.slice(-30)}`);
    }
    expect(cut).toEqual([]);
  });
});

describe('the seed content is internally consistent', () => {
  it('gives every article, theory article, post, author and tool a main image with alt text and an existing asset', () => {
    for (const type of ['article', 'theoryArticle', 'post', 'author', 'tool']) {
      const docs = ofType(type);
      expect(docs.length, type).toBeGreaterThan(0);
      for (const doc of docs) {
        const image = doc.mainImage as { _type?: string; alt?: string; asset?: { _type?: string; _ref?: string } } | undefined;
        expect(image?._type, doc._id).toBe('mainImage');
        expect(image?.alt?.trim().length ?? 0, `${doc._id} alt`).toBeGreaterThan(10);
        expect(image?.asset?._type, doc._id).toBe('reference');
        const asset = BY_ID.get(image?.asset?._ref ?? '');
        expect(asset?._type, `${doc._id} asset`).toBe('sanity.imageAsset');
        expect(String(asset?.url), doc._id).toMatch(/^\/seed-assets\/[0-9a-f]{40}\.svg$/);
      }
    }
  });

  it('resolves every internal link in every body to an existing document with a page', () => {
    const linkable = new Set(['article', 'theoryArticle', 'post', 'compatibility', 'personalityType', 'page', 'test', 'freeTest']);
    let count = 0;
    for (const doc of BODY_DOCS) {
      for (const block of bodiesOf(doc).flat()) {
        for (const def of block.markDefs ?? []) {
          if (def._type !== 'internalLink') continue;
          count++;
          const target = BY_ID.get(def.reference?._ref ?? '');
          expect(target, `${doc._id} ${block._key} → ${def.reference?._ref}`).toBeDefined();
          expect(linkable.has(target?._type ?? ''), `${doc._id} → ${target?._type}`).toBe(true);
        }
      }
    }
    expect(count).toBeGreaterThan(100);
  });

  it('resolves every reference anywhere in the dataset', () => {
    for (const doc of DOCS) {
      walk(doc, (node, path) => {
        if (node._type === 'reference' || '_ref' in node) expect(BY_ID.has(String(node._ref)), `${doc._id}${path}`).toBe(true);
      });
    }
  });

  it('only uses http, https and mailto link annotations', () => {
    let count = 0;
    for (const doc of BODY_DOCS) {
      for (const block of bodiesOf(doc).flat()) {
        for (const def of block.markDefs ?? []) {
          if (def._type === 'internalLink') continue;
          count++;
          expect(def._type, `${doc._id} ${block._key}`).toBe('link');
          expect(def.href, `${doc._id} ${block._key}`).toMatch(/^(https?:\/\/|mailto:)\S+$/);
          expect(checkLinkHref(def.href)).toBe(true);
        }
      }
    }
    expect(count).toBeGreaterThan(0);
  });

  it('references a mark definition from every annotated span, and uses every definition', () => {
    for (const doc of BODY_DOCS) {
      for (const block of bodiesOf(doc).flat()) {
        if (block._type !== 'block') continue;
        const keys = (block.markDefs ?? []).map((def) => def._key);
        const used = new Set((block.children ?? []).flatMap((span) => span.marks));
        for (const mark of used)
          expect(mark === 'strong' || mark === 'em' || keys.includes(mark), `${doc._id} ${block._key} ${mark}`).toBe(true);
        for (const key of keys) expect(used.has(key), `${doc._id} ${block._key} ${key}`).toBe(true);
      }
    }
  });

  it('leaves no raw Markdown (links, bold markers, asset syntax) in span or call-out text', () => {
    const raw: string[] = [];
    for (const doc of BODY_DOCS) {
      for (const block of bodiesOf(doc).flat()) {
        const texts = block._type === 'callout' ? [block.text ?? ''] : (block.children ?? []).map((span) => span.text);
        for (const text of texts) if (/\]\(|\*\*|\b(?:ref|asset):\S/.test(text)) raw.push(`${doc._id} ${block._key}: ${text.slice(0, 70)}`);
      }
    }
    expect(raw).toEqual([]);
  });

  it('has unique slugs per document type (type sections: unique per type)', () => {
    for (const type of new Set(DOCS.map((doc) => doc._type))) {
      const docs = ofType(type).filter((doc) => slugOf(doc) !== undefined);
      const keys = docs.map((doc) => (type === 'typeArticle' ? `${refOf(doc.type)}/${slugOf(doc)}` : slugOf(doc)));
      expect(new Set(keys).size, type).toBe(keys.length);
    }
  });

  it('keys the members of every array uniquely within that array', () => {
    for (const doc of DOCS) {
      walk(doc, (node, path) => {
        for (const [field, value] of Object.entries(node)) {
          if (!Array.isArray(value) || !value.some((item) => item && typeof item === 'object')) continue;
          const keys = value.map((item) => (item as { _key?: unknown })._key);
          expect(
            keys.every((key) => typeof key === 'string' && key.length > 0),
            `${doc._id}${path}.${field}`,
          ).toBe(true);
          expect(new Set(keys).size, `${doc._id}${path}.${field}`).toBe(keys.length);
        }
      });
    }
  });

  it('stores every image asset as an SVG file under studio/seed/assets named by its content hash', () => {
    const assets = ofType('sanity.imageAsset');
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const hash = String(asset.assetId);
      const file = join(ASSETS_DIR, `${hash}.svg`);
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(createHash('sha1').update(svg).digest('hex'), file).toBe(hash);
      // Main images are 1200×630; author portraits are square (400×400).
      const { width, height } = (asset.metadata as { dimensions: { width: number; height: number } }).dimensions;
      expect([`${WIDTH}x${HEIGHT}`, `${PORTRAIT_SIZE}x${PORTRAIT_SIZE}`], file).toContain(`${width}x${height}`);
      expect(svg, file).toContain(`viewBox="0 0 ${width} ${height}"`);
      expect(asset._id).toBe(`image-${hash}-${width}x${height}-svg`);
      expect(asset).toMatchObject({
        url: `/seed-assets/${hash}.svg`,
        path: `seed-assets/${hash}.svg`,
        extension: 'svg',
        mimeType: 'image/svg+xml',
        size: Buffer.byteLength(svg),
      });
    }
    // Every asset is used by some document, and the folder holds nothing else.
    const used = new Set<string>();
    for (const doc of DOCS) walk(doc, (node) => typeof node._ref === 'string' && node._ref.startsWith('image-') && used.add(node._ref));
    expect([...used].sort()).toEqual(assets.map((asset) => asset._id).sort());
    expect(
      readdirSync(ASSETS_DIR)
        .filter((name) => name.endsWith('.svg'))
        .sort(),
    ).toEqual(assets.map((asset) => `${asset.assetId}.svg`).sort());
  });

  it('matches the SVG files the builder draws (run `pnpm seed` when stale)', () => {
    expect(staleAssets(buildSeed().assets)).toEqual([]);
  });
});

// ---- Builder units ------------------------------------------------------------------------------

const TIMESTAMP = '2025-09-01T09:00:00Z';
const base = (_id: string, _type: string, updatedAt = TIMESTAMP): Doc => ({
  _id,
  _type,
  _createdAt: updatedAt,
  _updatedAt: updatedAt,
  _rev: 'test',
});

describe('frontMatter', () => {
  it('parses key: value lines and returns the body after the closing ---', () => {
    const { fields, body } = frontMatter('---\ntitle: Hello: a subtitle\nlanding: false\n---\nBody line.\n\nMore.\n', 'x.md');
    expect(fields).toEqual({ title: 'Hello: a subtitle', landing: 'false' });
    expect(body).toBe('Body line.\n\nMore.\n');
  });

  it('drops trailing comments and surrounding blanks, and ignores lines that are not fields', () => {
    const { fields } = frontMatter(
      '---\nauthor:   maya-okafor      # slug from authors.json\n# a comment line\nnot a field\nempty:\n---\n',
      'x.md',
    );
    expect(fields).toEqual({ author: 'maya-okafor', empty: '' });
  });

  it('accepts Windows line endings', () => {
    const { fields, body } = frontMatter('---\r\ntitle: Hi\r\nimage: sun\r\n---\r\nText\r\n', 'x.md');
    expect(fields).toEqual({ title: 'Hi', image: 'sun' });
    expect(body).toBe('Text\n');
  });

  it.each([
    ['no front matter', 'Just a body'],
    ['an unclosed block', '---\ntitle: x\nBody'],
    ['front matter not at the start', '\n---\ntitle: x\n---\nBody'],
  ])('names the file for %s', (_label, text) => {
    expect(() => frontMatter(text, 'blog/x.md')).toThrow('blog/x.md: missing front matter');
  });
});

describe('AssetRegistry', () => {
  it('draws an illustration once per distinct SVG and returns a mainImage referencing it', () => {
    const registry = new AssetRegistry(base);
    const first = registry.image('compass', 'blue', 'seed-a');
    const again = registry.image('compass', 'blue', 'seed-a');
    const drawn = drawIllustration('compass', 'blue', 'seed-a');
    const { id, hash } = svgAssetId(drawn.svg);

    expect(first).toEqual({ _type: 'mainImage', alt: drawn.alt, asset: { _type: 'reference', _ref: id } });
    expect(again).toEqual(first);
    expect(registry.documents).toHaveLength(1);
    expect(registry.files).toEqual([{ name: `${hash}.svg`, svg: drawn.svg }]);
    expect(registry.documents[0]).toEqual({
      ...base(id, 'sanity.imageAsset'),
      assetId: hash,
      extension: 'svg',
      mimeType: 'image/svg+xml',
      originalFilename: 'compass-blue.svg',
      path: `seed-assets/${hash}.svg`,
      url: `/seed-assets/${hash}.svg`,
      size: Buffer.byteLength(drawn.svg),
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: { _type: 'sanity.imageDimensions', width: 1200, height: 630, aspectRatio: 1200 / 630 },
      },
    });
    expect(createHash('sha1').update(drawn.svg).digest('hex')).toBe(hash);
  });

  it('adds one asset per different motif, theme or seed', () => {
    const registry = new AssetRegistry(base);
    const refs = [
      registry.image('compass', 'blue', 'a'),
      registry.image('compass', 'blue', 'b'),
      registry.image('compass', 'red', 'a'),
      registry.image('leaf', 'blue', 'a'),
    ].map((image) => image.asset._ref);
    expect(new Set(refs).size).toBe(4);
    expect(registry.documents.map((doc) => doc._id)).toEqual(refs);
    expect(registry.files).toHaveLength(4);
  });

  it('uses the given alt text instead of the drawn description', () => {
    const registry = new AssetRegistry(base);
    expect(registry.image('sun', 'orange', 'x', 'A sunrise over the hills').alt).toBe('A sunrise over the hills');
    expect(registry.image('sun', 'orange', 'x').alt).toBe('Abstract illustration of a rising sun with eight rays in orange tones');
    expect(registry.documents).toHaveLength(1);
  });

  it('describes every motif in its alt text and draws a 1200×630 SVG', () => {
    for (const motif of MOTIFS) {
      const { svg, alt } = drawIllustration(motif, 'mint', 'x');
      expect(alt).toMatch(/^Abstract illustration of .+ in mint green tones$/);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 630" width="1200" height="630">/);
      expect(svg).not.toMatch(/NaN|undefined/);
    }
  });
});

// ---- buildEditorialDocuments on a small source tree ---------------------------------------------

type SourceFiles = Record<string, string>;

const fm = (fields: Record<string, string>, body: string) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n${body}\n`;

const ARTICLE_FIELDS = {
  title: 'Hello there',
  excerpt: 'A short excerpt.',
  author: 'ann-writer',
  categories: 'relationships, personal-growth',
  publishedAt: '2025-04-12',
  landing: 'true',
  image: 'bridge',
  seoTitle: 'Hello there',
  metaDescription: 'A short description.',
  keyword: 'hello',
};

/** A minimal valid source tree (one of everything); `changes` replace or remove (null) files. */
function sourceFiles(changes: Record<string, string | null> = {}): SourceFiles {
  const files: Record<string, string | null> = {
    'authors.json': JSON.stringify([
      {
        slug: 'ann-writer',
        name: 'Ann Writer',
        role: 'Editor',
        bio: 'Ann writes.',
        portrait: { hair: 'bob', hairColour: 'auburn', skin: 'light', theme: 'mint' },
      },
    ]),
    'categories.json': JSON.stringify([
      { slug: 'relationships', title: 'Relationships', description: 'About people.' },
      { slug: 'personal-growth', title: 'Personal growth', description: 'About growing.' },
    ]),
    'blog/hello-there.md': fm(
      ARTICLE_FIELDS,
      'Meet the [Mastermind](ref:type-intj), read [more](ref:article-second-one) or [write to us](mailto:hi@typeatlas.example).\n\n![A small compass](asset:compass)\n\n> [!TIP]\n> Keep it **short**.',
    ),
    'blog/second-one.md': fm(
      { ...ARTICLE_FIELDS, title: 'Second one', landing: 'false', categories: 'personal-growth' },
      'Back to [the first](ref:article-hello-there).',
    ),
    'theory/introduction.md': fm(
      { title: 'Intro', excerpt: 'Ex.', order: '1', image: 'compass', seoTitle: 'Intro', metaDescription: 'Intro.' },
      'Theory text with the [test](ref:freeTest-main).',
    ),
    'posts/news.md': fm(
      {
        title: 'News',
        excerpt: 'Ex.',
        publishedAt: '2025-05-01',
        author: 'ann-writer',
        image: 'spark',
        seoTitle: 'News',
        metaDescription: 'News.',
      },
      'Post text.',
    ),
    'pages/about-us.md': fm({ title: 'About us', intro: 'Who we are.', seoTitle: 'About', metaDescription: 'About us.' }, 'Page text.'),
    'testimonials.json': JSON.stringify([{ id: 't1', name: 'Sam', type: 'INFP', location: 'Leeds', quote: 'Helpful.' }]),
    'faq.json': JSON.stringify([
      { id: 'free', question: 'Is it free?', answer: 'Yes, the [test](ref:freeTest-main) is free.', topic: 'test', order: 1 },
    ]),
    'tools.json': JSON.stringify([
      { slug: 'compass-tool', title: 'Compass', category: 'career', description: 'A test.', test: 'work-style-compass', image: 'grid' },
      { slug: 'types-tool', title: 'Types', category: 'career', description: 'A page.', href: '/personality-types', image: 'stack' },
    ]),
    ...changes,
  };
  return Object.fromEntries(Object.entries(files).filter((entry): entry is [string, string] => entry[1] !== null));
}

const KNOWN_IDS = new Set(['freeTest-main', 'test-work-style-compass', ...TYPE_CATALOGUE.map((type) => `type-${type.slug}`)]);

const tempRoot = mkdtempSync(join(tmpdir(), 'typeatlas-seed-content-'));
afterAll(() => rmSync(tempRoot, { recursive: true, force: true }));
let treeCount = 0;

function writeTree(files: SourceFiles): string {
  const dir = join(tempRoot, `source-${++treeCount}`);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

function build(changes: Record<string, string | null> = {}) {
  const dir = writeTree(sourceFiles(changes));
  return { dir, ...buildEditorialDocuments(dir, base, KNOWN_IDS) };
}

describe('buildEditorialDocuments', () => {
  const { documents, assets } = build();
  const byId = new Map(documents.map((doc) => [doc._id, doc]));

  it('builds one document per source entry plus the 136 compatibility pages and the image assets', () => {
    const counts: Record<string, number> = {};
    for (const doc of documents) counts[doc._type] = (counts[doc._type] ?? 0) + 1;
    expect(counts).toEqual({
      'sanity.imageAsset': assets.documents.length,
      author: 1,
      category: 2,
      article: 2,
      theoryArticle: 1,
      post: 1,
      page: 1,
      testimonial: 1,
      faq: 1,
      tool: 2,
      compatibility: 136,
    });
    expect(assets.files).toHaveLength(assets.documents.length);
    expect(new Set(documents.map((doc) => doc._id)).size).toBe(documents.length);
  });

  it('turns an article source into a document with references, dates, image and resolved body', () => {
    const article = byId.get('article-hello-there');
    expect(article).toMatchObject({
      _type: 'article',
      _updatedAt: '2025-04-12T09:00:00Z',
      title: 'Hello there',
      slug: { _type: 'slug', current: 'hello-there' },
      author: { _type: 'reference', _ref: 'author-ann-writer' },
      categories: [
        { _type: 'reference', _ref: 'category-relationships', _key: 'c0' },
        { _type: 'reference', _ref: 'category-personal-growth', _key: 'c1' },
      ],
      publishedAt: '2025-04-12T09:00:00Z',
      landing: true,
      seo: { _type: 'seo', seo_title: 'Hello there', meta_description: 'A short description.', focus_keyword: 'hello' },
    });
    expect(byId.get('article-second-one')?.landing).toBe(false);

    // The main image is themed by the primary category (relationships → mint) and exists as an asset.
    const image = article?.mainImage as { alt: string; asset: { _ref: string } };
    expect(CATEGORY_THEMES.relationships).toBe('mint');
    // The front-matter `image: bridge` picks the motif; the relationships topic adds its rings.
    expect(image.alt).toBe(
      'Abstract illustration of an arched bridge with three hangers over water on a background of faint rings in mint green tones',
    );
    expect(byId.get(image.asset._ref)?._type).toBe('sanity.imageAsset');

    const body = article?.body as Block[];
    expect(body.map((block) => block._type)).toEqual(['block', 'mainImage', 'callout']);
    expect(body[0]?.markDefs).toEqual([
      { _type: 'internalLink', _key: 'hello-there-b0m0', reference: { _type: 'reference', _ref: 'type-intj' } },
      { _type: 'internalLink', _key: 'hello-there-b0m1', reference: { _type: 'reference', _ref: 'article-second-one' } },
      { _type: 'link', _key: 'hello-there-b0m2', href: 'mailto:hi@typeatlas.example' },
    ]);
    const bodyImage = body[1] as unknown as { alt: string; asset: { _ref: string } };
    expect(bodyImage.alt).toBe('A small compass');
    expect(byId.get(bodyImage.asset._ref)?._type).toBe('sanity.imageAsset');
    expect(body[2]).toMatchObject({ _type: 'callout', _key: 'hello-there-b2', tone: 'tip' });
    const callout = body[2] as { body: { children: { text: string; marks: string[] }[] }[] };
    expect(callout.body[0]?.children.map((span) => [span.text, span.marks])).toEqual([
      ['Keep it ', []],
      ['short', ['strong']],
      ['.', []],
    ]);
  });

  it('builds the other document types from their sources', () => {
    expect(byId.get('theory-introduction')).toMatchObject({ _type: 'theoryArticle', order: 1, slug: { current: 'introduction' } });
    expect(byId.get('post-news')).toMatchObject({
      _type: 'post',
      author: { _ref: 'author-ann-writer' },
      publishedAt: '2025-05-01T09:00:00Z',
    });
    expect(byId.get('page-about-us')).toMatchObject({ _type: 'page', intro: 'Who we are.' });
    expect(byId.get('testimonial-t1')).toMatchObject({ type: { _type: 'reference', _ref: 'type-infp' }, order: 0, location: 'Leeds' });
    expect(byId.get('faq-free')).toMatchObject({ topic: 'test', order: 1 });
    expect(byId.get('tool-compass-tool')).toMatchObject({ test: { _type: 'reference', _ref: 'test-work-style-compass' } });
    expect(byId.get('tool-compass-tool')).not.toHaveProperty('href');
    expect(byId.get('tool-types-tool')).toMatchObject({ href: '/personality-types' });
    expect(byId.get('tool-types-tool')).not.toHaveProperty('test');
    expect(byId.get('author-ann-writer')).toMatchObject({ name: 'Ann Writer', role: 'Editor', mainImage: { _type: 'mainImage' } });
  });

  it('is deterministic', () => {
    const again = build();
    expect(again.documents).toEqual(documents);
    expect(again.assets.files).toEqual(assets.files);
  });

  const article = (fields: Partial<typeof ARTICLE_FIELDS>, body = 'Text.') => ({
    'blog/hello-there.md': fm({ ...ARTICLE_FIELDS, ...fields }, body),
  });

  it.each([
    ['an unknown author', article({ author: 'nobody' }), /blog[/\\]hello-there\.md: unknown author "nobody"/],
    ['an unknown category', article({ categories: 'relationships, gardening' }), /blog[/\\]hello-there\.md: unknown category "gardening"/],
    [
      'an unknown image motif',
      article({ image: 'dragon' }),
      /blog[/\\]hello-there\.md: image must be one of the motifs in FORMAT\.md \(got "dragon"\)/,
    ],
    ['a missing front matter field', article({ seoTitle: '' }), /blog[/\\]hello-there\.md: missing front matter seoTitle/],
    ['a date that is not YYYY-MM-DD', article({ publishedAt: '12/04/2025' }), /blog[/\\]hello-there\.md: publishedAt must be YYYY-MM-DD/],
    ['a file without front matter', { 'blog/hello-there.md': 'Just text.' }, /blog[/\\]hello-there\.md: missing front matter/],
    [
      'an internal link to an unknown document',
      article({}, 'See [this](ref:article-missing).'),
      /hello-there-b0: internal link to unknown document "article-missing"/,
    ],
    [
      'an unknown motif in a body image',
      article({}, '![alt](asset:dragon)'),
      /hello-there-.*image must be one of the motifs in FORMAT\.md \(got "dragon"\)/,
    ],
    ['a javascript: link', article({}, '[x](javascript:alert(1))'), /must be http, https, mailto or ref:\{documentId\}/],
    ['HTML', article({}, 'Some <b>bold</b>.'), /HTML is not supported/],
    [
      'a post by an unknown author',
      {
        'posts/news.md': fm(
          { title: 'N', excerpt: 'E', publishedAt: '2025-05-01', author: 'ghost', image: 'spark', seoTitle: 'N', metaDescription: 'N' },
          'T',
        ),
      },
      /posts[/\\]news\.md: unknown author "ghost"/,
    ],
    [
      'a theory article without order',
      { 'theory/introduction.md': fm({ title: 'I', excerpt: 'E', image: 'compass', seoTitle: 'I', metaDescription: 'I' }, 'T') },
      /theory[/\\]introduction\.md: missing front matter order/,
    ],
    [
      'a page slug outside PAGE_SLUGS',
      { 'pages/blog.md': fm({ title: 'B', intro: 'I', seoTitle: 'B', metaDescription: 'B' }, 'T') },
      /pages[/\\]blog\.md: page slug must be one of about-us, contact, testimonials, terms-conditions, privacy, faq, premium, pricing/,
    ],
    [
      'a testimonial with an unknown type',
      { 'testimonials.json': JSON.stringify([{ id: 't9', name: 'X', type: 'XXXX', quote: 'Q' }]) },
      /testimonials\.json: unknown type "XXXX" \(t9\)/,
    ],
    [
      'a tool with both a test and an href',
      {
        'tools.json': JSON.stringify([
          { slug: 'both', title: 'B', category: 'career', description: 'D', test: 'work-style-compass', href: '/x', image: 'grid' },
        ]),
      },
      /tools\.json: "both" needs exactly one of test \/ href/,
    ],
    [
      'a tool with neither a test nor an href',
      { 'tools.json': JSON.stringify([{ slug: 'none', title: 'N', category: 'career', description: 'D', image: 'grid' }]) },
      /tools\.json: "none" needs exactly one of test \/ href/,
    ],
    [
      'a tool linking to an unknown test',
      { 'tools.json': JSON.stringify([{ slug: 'lost', title: 'L', category: 'career', description: 'D', test: 'nope', image: 'grid' }]) },
      /tools\.json: "lost" links to unknown test "nope"/,
    ],
    [
      'a tool with an unknown image motif',
      { 'tools.json': JSON.stringify([{ slug: 'odd', title: 'O', category: 'career', description: 'D', href: '/x', image: 'dragon' }]) },
      /tools\.json odd: image must be one of the motifs/,
    ],
  ] as const)('rejects %s with a message naming the source', (_label, changes, message) => {
    expect(() => build(changes)).toThrow(message);
  });

  it('accepts internal links between documents of the same build in either direction', () => {
    const { documents: built } = build();
    const second = built.find((doc) => doc._id === 'article-second-one');
    expect((second?.body as Block[])[0]?.markDefs?.[0]).toMatchObject({
      _type: 'internalLink',
      reference: { _ref: 'article-hello-there' },
    });
  });
});
