/**
 * Seed builders for the editorial content (FORMAT.md): authors, categories, blog articles, theory
 * articles, posts, informational pages, testimonials, FAQ entries, tool listing entries,
 * compatibility pages, and the generated illustration assets they use.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_SLUGS, TYPE_CATALOGUE, canonicalPairSlug } from '../../schemas/src/families.ts';
import { buildCompatibilityEntries } from './compatibility.ts';
import {
  type Backdrop,
  type IllustrationOptions,
  type Motif,
  type Theme,
  LEVELS,
  WIDTH,
  HEIGHT,
  drawIllustration,
  isMotif,
  svgAssetId,
} from './illustrations.ts';
import { type PortraitParams, PORTRAIT_SIZE, drawPortrait, isPortraitParams } from './portraits.ts';
import { type MarkdownContext, markdownToPortableText } from './markdown.ts';

export type Doc = Record<string, unknown> & { _id: string; _type: string };
type Base = (id: string, type: string, updatedAt?: string) => Doc;

/** One generated image file: its name under studio/seed/assets/ and its SVG text. */
export interface AssetFile {
  name: string;
  svg: string;
}

/** A `mainImage` object (schemas/src/objects): alt text and a reference to an image asset. */
export type MainImage = { _type: 'mainImage'; alt: string; asset: { _type: 'reference'; _ref: string } };

/** Collects generated illustrations: asset documents for the dataset and SVG files for disk. */
export class AssetRegistry {
  readonly documents: Doc[] = [];
  readonly files: AssetFile[] = [];
  private readonly byId = new Map<string, Doc>();
  private readonly base: Base;

  constructor(base: Base) {
    this.base = base;
  }

  /**
   * Draws (or reuses) an illustration and returns the `mainImage` object that references it.
   * @param options variant level and background pattern (illustrations.ts `IllustrationOptions`)
   */
  image(motif: Motif, theme: Theme, seed: string, alt?: string, options: IllustrationOptions = {}): MainImage {
    const drawn = drawIllustration(motif, theme, seed, options);
    return this.add(drawn.svg, alt ?? drawn.alt, `${motif}-${theme}.svg`, WIDTH, HEIGHT);
  }

  /** Draws (or reuses) an author portrait (portraits.ts) and returns the `mainImage` that references it. */
  portrait(slug: string, name: string, params: PortraitParams): MainImage {
    const drawn = drawPortrait(name, params);
    return this.add(drawn.svg, drawn.alt, `portrait-${slug}.svg`, PORTRAIT_SIZE, PORTRAIT_SIZE);
  }

  /** Registers an SVG once (asset document + file) and returns a `mainImage` referencing it. */
  private add(svg: string, alt: string, originalFilename: string, width: number, height: number): MainImage {
    const { id, hash } = svgAssetId(svg, width, height);
    if (!this.byId.has(id)) {
      const doc: Doc = {
        ...this.base(id, 'sanity.imageAsset'),
        assetId: hash,
        extension: 'svg',
        mimeType: 'image/svg+xml',
        originalFilename,
        path: `seed-assets/${hash}.svg`,
        url: `/seed-assets/${hash}.svg`,
        size: Buffer.byteLength(svg),
        metadata: {
          _type: 'sanity.imageMetadata',
          dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
        },
      };
      this.byId.set(id, doc);
      this.documents.push(doc);
      this.files.push({ name: `${hash}.svg`, svg });
    }
    return { _type: 'mainImage', alt, asset: { _type: 'reference', _ref: id } };
  }
}

/** Parses `---` front matter (`key: value` lines; `#` starts a comment) and returns fields and body. */
export function frontMatter(text: string, file: string): { fields: Record<string, string>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`${file}: missing front matter`);
  const fields: Record<string, string> = {};
  for (const line of (match[1] ?? '').split('\n')) {
    const pair = /^([A-Za-z_]+):\s*(.*?)\s*(?:\s#\s.*)?$/.exec(line);
    if (pair?.[1]) fields[pair[1]] = pair[2] ?? '';
  }
  return { fields, body: match[2] ?? '' };
}

function required(fields: Record<string, string>, keys: readonly string[], file: string): void {
  const missing = keys.filter((key) => !fields[key]);
  if (missing.length) throw new Error(`${file}: missing front matter ${missing.join(', ')}`);
}

const seo = (title?: string, description?: string, keyword?: string, synonyms?: string[]) => ({
  _type: 'seo',
  ...(title ? { seo_title: title } : {}),
  ...(description ? { meta_description: description } : {}),
  ...(keyword ? { focus_keyword: keyword } : {}),
  ...(synonyms?.length ? { focus_synonyms: synonyms } : {}),
});

/** Focus synonyms of every theory article (the "core theory" search topic finds them). */
const THEORY_SYNONYMS = ['core theory', 'type theory'];

const slug = (current: string) => ({ _type: 'slug', current });

/** Shortens text to at most `max` characters at a word boundary, adding "…" when cut. */
export function clip(text: string, max = 155): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
const ref = (id: string, key?: string) => ({ _type: 'reference', _ref: id, ...(key ? { _key: key } : {}) });
const dateTime = (date: string, file: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`${file}: publishedAt must be YYYY-MM-DD`);
  return `${date}T09:00:00Z`;
};

function motif(value: string | undefined, file: string): Motif {
  if (!isMotif(value)) throw new Error(`${file}: image must be one of the motifs in FORMAT.md (got "${value ?? ''}")`);
  return value;
}

/** Markdown files of a source folder, sorted by name: `{ slug, file, fields, body }`. */
function markdownFiles(dir: string): { slug: string; file: string; fields: Record<string, string>; body: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const file = join(dir, name);
      return { slug: name.slice(0, -3), file, ...frontMatter(readFileSync(file, 'utf8'), file) };
    });
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** Theme colour of a blog category (cards and generated images). */
export const CATEGORY_THEMES: Record<string, Theme> = {
  'personality-basics': 'blue',
  relationships: 'mint',
  'personal-growth': 'orange',
  'work-and-career': 'red',
  'everyday-life': 'blue',
  'just-for-fun': 'orange',
};
const TOOL_THEMES: Record<string, Theme> = { 'personal-growth': 'orange', relationships: 'mint', career: 'red' };

/**
 * The visual family of each article topic (FORMAT.md "Image motifs"): the three motifs its main
 * images draw from and a background pattern no other topic uses. Keys: the blog categories (an
 * article's primary category), `theory` (theory articles) and `posts`.
 */
export const TOPIC_ART: Record<string, { motifs: readonly [Motif, Motif, Motif]; backdrop: Backdrop }> = {
  'personality-basics': { motifs: ['compass', 'grid', 'circles'], backdrop: 'dots' },
  relationships: { motifs: ['bridge', 'circles', 'leaf'], backdrop: 'rings' },
  'personal-growth': { motifs: ['leaf', 'sun', 'path'], backdrop: 'stripes' },
  'work-and-career': { motifs: ['path', 'stack', 'grid'], backdrop: 'ledger' },
  'everyday-life': { motifs: ['sun', 'waves', 'stack'], backdrop: 'blobs' },
  'just-for-fun': { motifs: ['spark', 'circles', 'waves'], backdrop: 'confetti' },
  theory: { motifs: ['compass', 'grid', 'waves'], backdrop: 'graph' },
  posts: { motifs: ['spark', 'stack', 'path'], backdrop: 'frame' },
};

/** The design of one main image: motif, variant level and background pattern. */
export interface Design {
  motif: Motif;
  level: number;
  backdrop: Backdrop;
}

/**
 * Gives each document of a topic its own design. The i-th document (in the order given: oldest
 * first, so a new article never changes an older one's picture) gets motif `motifs[i % 3]` at level
 * `floor(i / 3) % LEVELS`: the first 3 × LEVELS (12) documents of a topic never share a motif and
 * element count. A front-matter `image` motif (optional) replaces the motif; the level stays.
 * @param topic a key of {@link TOPIC_ART}
 * @param entries `{ key, image? }` in order; keys must be unique
 * @returns design by key
 * @throws Error for an unknown topic
 */
export function allocateDesigns(topic: string, entries: { key: string; image?: Motif }[]): Map<string, Design> {
  const art = TOPIC_ART[topic];
  if (!art) throw new Error(`no illustration family for topic "${topic}"`);
  const designs = new Map<string, Design>();
  entries.forEach((entry, i) => {
    designs.set(entry.key, {
      motif: entry.image ?? art.motifs[i % art.motifs.length] ?? art.motifs[0],
      level: Math.floor(i / art.motifs.length) % LEVELS,
      backdrop: art.backdrop,
    });
  });
  return designs;
}

/** `publishedAt` then slug: the order in which {@link allocateDesigns} hands out designs. */
const oldestFirst = (a: { slug: string; fields: Record<string, string> }, b: { slug: string; fields: Record<string, string> }) =>
  (a.fields.publishedAt ?? '').localeCompare(b.fields.publishedAt ?? '') || a.slug.localeCompare(b.slug);

/** The optional front-matter `image` motif (validated), or undefined. */
const imageOverride = (value: string | undefined, file: string): Motif | undefined => (value ? motif(value, file) : undefined);

/** Body text converted to Portable Text: markdown, key prefix, theme of its images. */
type BodyOf = (markdown: string, prefix: string, theme: Theme) => unknown;
type AuthorSource = { slug: string; name: string; role?: string; bio: string; portrait?: unknown };
type CategorySource = { slug: string; title: string; description: string; synonyms?: string[] };
type MarkdownSource = ReturnType<typeof markdownFiles>[number];

/** The author documents, each with its portrait. @throws Error for an author without portrait parameters */
function authorDocuments(authors: AuthorSource[], base: Base, assets: AssetRegistry): Doc[] {
  const documents: Doc[] = [];
  for (const author of authors) {
    if (!isPortraitParams(author.portrait))
      throw new Error(`authors.json: "${author.slug}" needs a portrait (FORMAT.md "Author portraits")`);
    documents.push({
      ...base(`author-${author.slug}`, 'author'),
      name: author.name,
      slug: slug(author.slug),
      ...(author.role ? { role: author.role } : {}),
      bio: author.bio,
      mainImage: assets.portrait(author.slug, author.name, author.portrait),
      seo: seo(`${author.name}, ${author.role ?? 'author'}`, clip(author.bio)),
    });
  }
  return documents;
}

/** The blog category documents. */
function categoryDocuments(categories: CategorySource[], base: Base): Doc[] {
  const documents: Doc[] = [];
  for (const category of categories) {
    documents.push({
      ...base(`category-${category.slug}`, 'category'),
      title: category.title,
      slug: slug(category.slug),
      description: category.description,
      seo: seo(`${category.title} articles`, category.description, undefined, category.synonyms),
    });
  }
  return documents;
}

/**
 * Main-image designs per topic (TOPIC_ART): blog articles by primary category, oldest first (a
 * draft of a published article keeps that article's design, a new draft comes after the rest);
 * theory articles in reading order; posts oldest first.
 */
function allocateAllDesigns(blog: MarkdownSource[], drafts: MarkdownSource[], theory: MarkdownSource[], posts: MarkdownSource[]) {
  const primary = (a: MarkdownSource) => (a.fields.categories ?? '').split(',')[0]?.trim() ?? '';
  const publishedSlugs = new Set(blog.map((a) => a.slug));
  const designable = [...[...blog].sort(oldestFirst), ...drafts.filter((d) => !publishedSlugs.has(d.slug)).sort(oldestFirst)];
  const designs = new Map<string, Design>();
  for (const topic of new Set(designable.map(primary))) {
    if (!TOPIC_ART[topic]) continue; // an unknown category is reported with its file below
    const entries = designable
      .filter((a) => primary(a) === topic)
      .map((a) => ({ key: a.slug, image: imageOverride(a.fields.image, a.file) }));
    for (const [key, design] of allocateDesigns(topic, entries)) designs.set(key, design);
  }
  const theoryDesigns = allocateDesigns(
    'theory',
    [...theory]
      .sort((a, b) => Number(a.fields.order) - Number(b.fields.order) || a.slug.localeCompare(b.slug))
      .map((t) => ({ key: t.slug, image: imageOverride(t.fields.image, t.file) })),
  );
  const postDesigns = allocateDesigns(
    'posts',
    [...posts].sort(oldestFirst).map((p) => ({ key: p.slug, image: imageOverride(p.fields.image, p.file) })),
  );
  return { designs, theoryDesigns, postDesigns };
}

/** The theory articles; `imageOf(slug)` gives each its designed main image. */
function theoryDocuments(theory: MarkdownSource[], base: Base, body: BodyOf, imageOf: (slug: string) => unknown): Doc[] {
  const documents: Doc[] = [];
  for (const t of theory) {
    required(t.fields, ['title', 'excerpt', 'order', 'seoTitle', 'metaDescription'], t.file);
    documents.push({
      ...base(`theory-${t.slug}`, 'theoryArticle'),
      title: t.fields.title,
      slug: slug(t.slug),
      excerpt: t.fields.excerpt,
      order: Number(t.fields.order),
      mainImage: imageOf(t.slug),
      body: body(t.body, `theory-${t.slug}-`, 'blue'),
      seo: seo(t.fields.seoTitle, t.fields.metaDescription, t.fields.keyword, THEORY_SYNONYMS),
    });
  }
  return documents;
}

/** The posts (author optional, a known one); `imageOf(slug)` gives each its designed main image. */
function postDocuments(
  posts: MarkdownSource[],
  base: Base,
  body: BodyOf,
  authorSlugs: Set<string>,
  imageOf: (slug: string) => unknown,
): Doc[] {
  const documents: Doc[] = [];
  for (const p of posts) {
    required(p.fields, ['title', 'excerpt', 'publishedAt', 'seoTitle', 'metaDescription'], p.file);
    if (p.fields.author && !authorSlugs.has(p.fields.author)) throw new Error(`${p.file}: unknown author "${p.fields.author}"`);
    documents.push({
      ...base(`post-${p.slug}`, 'post', dateTime(p.fields.publishedAt ?? '', p.file)),
      title: p.fields.title,
      slug: slug(p.slug),
      excerpt: p.fields.excerpt,
      mainImage: imageOf(p.slug),
      ...(p.fields.author ? { author: ref(`author-${p.fields.author}`) } : {}),
      publishedAt: dateTime(p.fields.publishedAt ?? '', p.file),
      body: body(p.body, `post-${p.slug}-`, 'mint'),
      seo: seo(p.fields.seoTitle, p.fields.metaDescription),
    });
  }
  return documents;
}

/** The fixed pages (PAGE_SLUGS). @throws Error for another slug or a missing field */
function pageDocuments(pages: MarkdownSource[], base: Base, body: BodyOf): Doc[] {
  const documents: Doc[] = [];
  for (const p of pages) {
    if (!(PAGE_SLUGS as readonly string[]).includes(p.slug))
      throw new Error(`${p.file}: page slug must be one of ${PAGE_SLUGS.join(', ')}`);
    required(p.fields, ['title', 'intro', 'seoTitle', 'metaDescription'], p.file);
    documents.push({
      ...base(`page-${p.slug}`, 'page'),
      title: p.fields.title,
      slug: slug(p.slug),
      intro: p.fields.intro,
      body: body(p.body, `page-${p.slug}-`, 'blue'),
      seo: seo(p.fields.seoTitle, p.fields.metaDescription),
    });
  }
  return documents;
}

/** The testimonials (testimonials.json), in file order. @throws Error for an unknown type */
function testimonialDocuments(source: string, base: Base): Doc[] {
  const documents: Doc[] = [];
  const testimonials = readJson<{ id: string; name: string; type: string; location?: string; quote: string }[]>(
    join(source, 'testimonials.json'),
  );
  testimonials.forEach((t, order) => {
    const type = TYPE_CATALOGUE.find((entry) => entry.code === t.type);
    if (!type) throw new Error(`testimonials.json: unknown type "${t.type}" (${t.id})`);
    documents.push({
      ...base(`testimonial-${t.id}`, 'testimonial'),
      name: t.name,
      type: ref(`type-${type.slug}`),
      ...(t.location ? { location: t.location } : {}),
      quote: t.quote,
      order,
    });
  });
  return documents;
}

/** The FAQ entries (faq.json). */
function faqDocuments(source: string, base: Base, body: BodyOf): Doc[] {
  const documents: Doc[] = [];
  const faqs = readJson<{ id: string; question: string; answer: string; topic: string; order: number }[]>(join(source, 'faq.json'));
  for (const f of faqs) {
    documents.push({
      ...base(`faq-${f.id}`, 'faq'),
      question: f.question,
      answer: body(f.answer, `faq-${f.id}-`, 'blue'),
      topic: f.topic,
      order: f.order,
    });
  }
  return documents;
}

/** The toolkit cards (tools.json): each links to a test (a known id) or an href, never both. */
function toolDocuments(source: string, base: Base, assets: AssetRegistry, ids: Set<string>): Doc[] {
  const documents: Doc[] = [];
  const tools = readJson<
    { slug: string; title: string; category: string; description: string; test?: string; href?: string; image: string }[]
  >(join(source, 'tools.json'));
  for (const t of tools) {
    if (Boolean(t.test) === Boolean(t.href)) throw new Error(`tools.json: "${t.slug}" needs exactly one of test / href`);
    if (t.test && !ids.has(`test-${t.test}`)) throw new Error(`tools.json: "${t.slug}" links to unknown test "${t.test}"`);
    documents.push({
      ...base(`tool-${t.slug}`, 'tool'),
      title: t.title,
      slug: slug(t.slug),
      category: t.category,
      description: t.description,
      mainImage: assets.image(motif(t.image, `tools.json ${t.slug}`), TOOL_THEMES[t.category] ?? 'blue', `tool-${t.slug}`),
      ...(t.test ? { test: ref(`test-${t.test}`) } : { href: t.href }),
      seo: seo(t.title, clip(t.description)),
    });
  }
  return documents;
}

/** The compatibility pages, each pair in canonical order. */
function compatibilityDocuments(compatibility: ReturnType<typeof buildCompatibilityEntries>, base: Base, body: BodyOf): Doc[] {
  const documents: Doc[] = [];
  for (const c of compatibility) {
    if (canonicalPairSlug(c.a, c.b) !== c.slug) throw new Error(`compatibility: "${c.slug}" is not in canonical order`);
    documents.push({
      ...base(`compatibility-${c.slug}`, 'compatibility'),
      title: c.title,
      typeA: ref(`type-${c.a}`),
      typeB: ref(`type-${c.b}`),
      slug: slug(c.slug),
      summary: c.summary,
      sections: c.sections.map((section) => ({
        _type: 'compatibilitySection',
        _key: section.slug,
        title: section.title,
        slug: section.slug,
        body: body(section.markdown, `${c.slug}-${section.slug}-`, 'mint'),
      })),
      seo: seo(c.seoTitle, c.metaDescription, `${c.a.toUpperCase()} and ${c.b.toUpperCase()} compatibility`),
    });
  }
  return documents;
}

/**
 * Builds every editorial document from `source`.
 * @param source studio/seed/source
 * @param base creates the system fields of a document (`_id`, `_type`, timestamps, `_rev`)
 * @param knownIds ids of documents built elsewhere (types, tests, the free test) for internal links
 * @throws Error naming the file for any invalid source
 */
export function buildEditorialDocuments(source: string, base: Base, knownIds: Set<string>): { documents: Doc[]; assets: AssetRegistry } {
  const assets = new AssetRegistry(base);
  const authors = readJson<AuthorSource[]>(join(source, 'authors.json'));
  const categories = readJson<CategorySource[]>(join(source, 'categories.json'));
  const synonymsOf = new Map(categories.map((c) => [c.slug, c.synonyms ?? []]));
  const blog = markdownFiles(join(source, 'blog'));
  const theory = markdownFiles(join(source, 'theory'));
  const posts = markdownFiles(join(source, 'posts'));
  const pages = markdownFiles(join(source, 'pages'));
  const compatibility = buildCompatibilityEntries();

  // Every linkable id, collected before any body is converted (bodies link to each other).
  const ids = new Set(knownIds);
  for (const a of blog) ids.add(`article-${a.slug}`);
  for (const t of theory) ids.add(`theory-${t.slug}`);
  for (const p of posts) ids.add(`post-${p.slug}`);
  for (const p of pages) ids.add(`page-${p.slug}`);
  for (const c of compatibility) ids.add(`compatibility-${c.slug}`);
  const authorSlugs = new Set(authors.map((a) => a.slug));
  const categorySlugs = new Set(categories.map((c) => c.slug));

  const bodyContext = (theme: Theme, seed: string): MarkdownContext => ({
    hasDocument: (id) => ids.has(id),
    assetId: (name) => assets.image(motif(name, seed), theme, `${seed}:${name}`).asset._ref,
  });
  const body = (markdown: string, prefix: string, theme: Theme) => markdownToPortableText(markdown, prefix, bodyContext(theme, prefix));

  const documents: Doc[] = [];

  documents.push(...authorDocuments(authors, base, assets), ...categoryDocuments(categories, base));

  // Main-image designs per topic (TOPIC_ART): blog articles by primary category, oldest first; a
  // draft of a published article keeps that article's design, a new draft comes after the rest.
  const drafts = markdownFiles(join(source, 'drafts', 'blog'));
  const { designs, theoryDesigns, postDesigns } = allocateAllDesigns(blog, drafts, theory, posts);
  const designedImage = (design: Design | undefined, theme: Theme, seed: string) => {
    if (!design) throw new Error(`${seed}: its topic has no illustration family (content.ts TOPIC_ART)`);
    return assets.image(design.motif, theme, seed, undefined, { level: design.level, backdrop: design.backdrop });
  };

  /** An article document from its source file; `id` is `article-{slug}` or, for a draft, `drafts.article-{slug}`. */
  const articleDocument = (a: (typeof blog)[number], id: string): Doc => {
    required(a.fields, ['title', 'excerpt', 'author', 'categories', 'publishedAt', 'seoTitle', 'metaDescription'], a.file);
    if (!authorSlugs.has(a.fields.author ?? '')) throw new Error(`${a.file}: unknown author "${a.fields.author}"`);
    const cats = (a.fields.categories ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean);
    for (const c of cats) if (!categorySlugs.has(c)) throw new Error(`${a.file}: unknown category "${c}"`);
    const theme = CATEGORY_THEMES[cats[0] ?? ''] ?? 'blue';
    return {
      ...base(id, 'article', dateTime(a.fields.publishedAt ?? '', a.file)),
      title: a.fields.title,
      slug: slug(a.slug),
      excerpt: a.fields.excerpt,
      mainImage: designedImage(designs.get(a.slug), theme, a.slug),
      author: ref(`author-${a.fields.author}`),
      categories: cats.map((c, i) => ref(`category-${c}`, `c${i}`)),
      publishedAt: dateTime(a.fields.publishedAt ?? '', a.file),
      landing: a.fields.landing === 'true',
      body: body(a.body, `${a.slug}-`, theme),
      seo: seo(a.fields.seoTitle, a.fields.metaDescription, a.fields.keyword, [...new Set(cats.flatMap((c) => synonymsOf.get(c) ?? []))]),
    };
  };

  for (const a of blog) documents.push(articleDocument(a, `article-${a.slug}`));

  documents.push(...theoryDocuments(theory, base, body, (slug) => designedImage(theoryDesigns.get(slug), 'blue', `theory-${slug}`)));

  documents.push(...postDocuments(posts, base, body, authorSlugs, (slug) => designedImage(postDesigns.get(slug), 'mint', `post-${slug}`)));

  documents.push(...pageDocuments(pages, base, body));

  documents.push(...testimonialDocuments(source, base));

  documents.push(...faqDocuments(source, base, body));

  documents.push(...toolDocuments(source, base, assets, ids));

  documents.push(...compatibilityDocuments(compatibility, base, body));

  // Drafts (FORMAT.md "Drafts"): `drafts/blog/{slug}.md` is a draft of the article with that slug
  // (an edit of a published one, or a new article never published), stored as `drafts.article-{slug}`
  // after the published documents. Only the site's draft mode (`drafts` perspective) shows them.
  for (const a of drafts) documents.push(articleDocument(a, `drafts.article-${a.slug}`));

  return { documents: [...assets.documents, ...documents], assets };
}
