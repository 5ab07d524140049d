/**
 * Builds `studio/seed/dataset.ndjson` — the embedded-mode dataset, in Sanity's export format
 * (one JSON document per line; importable with `sanity dataset import`) — from the original
 * sources in `studio/seed/source/`. Deterministic: the same sources give the same bytes.
 *
 *   node scripts/seed/build-seed.ts          write the dataset
 *   node scripts/seed/build-seed.ts --check  exit 1 when the committed dataset is stale
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAMILIES, TYPE_CATALOGUE, TYPE_SECTIONS } from '../../schemas/src/families.ts';
import { type AssetFile, buildEditorialDocuments, frontMatter } from './content.ts';
import { markdownToPortableText } from './markdown.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SOURCE = join(ROOT, 'studio', 'seed', 'source');
export const DATASET_PATH = join(ROOT, 'studio', 'seed', 'dataset.ndjson');
/** Generated illustration files (SVG), served locally in embedded mode at /seed-assets/{name}. */
export const ASSETS_DIR = join(ROOT, 'studio', 'seed', 'assets');
const TIMESTAMP = '2025-09-01T09:00:00Z';

type Doc = Record<string, unknown> & { _id: string; _type: string };

function base(_id: string, _type: string, updatedAt = TIMESTAMP): Doc {
  return { _id, _type, _createdAt: updatedAt, _updatedAt: updatedAt, _rev: 'seed-1' };
}

/** Front matter parser shared with the editorial sources (see ./content.ts). */
export const parseFrontMatter = frontMatter;

/** Splits a profile body into its `## section` parts, requiring exactly TYPE_SECTIONS in order. */
export function splitSections(body: string, file: string): Map<string, string> {
  const sections = new Map<string, string>();
  const parts = body.split(/^## +(\S+)\s*$/m);
  for (let i = 1; i < parts.length; i += 2) sections.set(parts[i] ?? '', (parts[i + 1] ?? '').trim());
  const expected = TYPE_SECTIONS.map((s) => s.slug);
  const actual = [...sections.keys()];
  if (actual.join() !== expected.join()) {
    throw new Error(`${file}: sections must be ${expected.join(', ')} (found ${actual.join(', ') || 'none'})`);
  }
  return sections;
}

const seo = (title?: string, description?: string, keyword?: string) => ({
  _type: 'seo',
  ...(title ? { seo_title: title } : {}),
  ...(description ? { meta_description: description } : {}),
  ...(keyword ? { focus_keyword: keyword } : {}),
});

function siteSettings(): Doc {
  const link = (label: string, href: string, i: number) => ({ _type: 'navLink', _key: `l${i}`, label, href });
  return {
    ...base('siteSettings', 'siteSettings'),
    brandName: 'TypeAtlas',
    tagline: 'Understand yourself, one type at a time',
    navigation: [
      { _type: 'navItem', _key: 'personalities', label: 'Personalities', href: '/personality-types' },
      { _type: 'navItem', _key: 'premium', label: 'Premium', href: '/premium' },
      { _type: 'navItem', _key: 'toolkits', label: 'Toolkits', href: '/tools' },
      {
        _type: 'navItem',
        _key: 'resources',
        label: 'Resources',
        children: [link('Blog', '/blog', 0), link('Theory', '/theory', 1)],
      },
      { _type: 'navItem', _key: 'compatibility', label: 'Compatibility', href: '/compatibility' },
    ],
    footerLinks: [
      ['Free personality test', '/free-personality-test'],
      ['Personality types', '/personality-types'],
      ['About us', '/about-us'],
      ['FAQ', '/faq'],
      ['Contact', '/contact'],
      ['Terms & conditions', '/terms-conditions'],
      ['Privacy', '/privacy'],
    ].map(([label, href], i) => link(label ?? '', href ?? '', i)),
    popularSearchTopics: [
      ['Beginners', 'beginners'],
      ['Romance', 'romance'],
      ['Core theory', 'core-theory'],
      ['A little fun', 'a-little-fun'],
      ['Personal growth', 'personal-growth'],
      ['Everyday life', 'everyday-life'],
    ].map(([label, term]) => ({ _type: 'searchTopic', _key: term, label, term })),
    seo: seo(
      'Free personality test and the 16 personality types',
      'Take a free personality test, then explore rich profiles of the 16 personality types: strengths, relationships, careers and growth.',
    ),
  };
}

function families(): Doc[] {
  const descriptions: Record<string, string> = {
    analysts: 'Intuitive thinkers who chase ideas, systems and long-range plans.',
    diplomats: 'Intuitive feelers who lead with values, empathy and meaning.',
    sentinels: 'Grounded organisers who keep commitments, traditions and people steady.',
    explorers: 'Hands-on realists who read the moment and adapt with skill.',
  };
  return FAMILIES.map((family) => ({
    ...base(`family-${family.slug}`, 'typeFamily'),
    title: family.title,
    slug: { _type: 'slug', current: family.slug },
    colour: family.colour,
    order: family.order,
    description: descriptions[family.slug],
  }));
}

function typesAndSections(): Doc[] {
  const docs: Doc[] = [];
  for (const type of TYPE_CATALOGUE) {
    const file = join(SOURCE, 'types', `${type.slug}.md`);
    const { fields, body } = parseFrontMatter(readFileSync(file, 'utf8'), file);
    if (fields.code !== type.code) throw new Error(`${file}: code must be ${type.code}`);
    if (!fields.summary) throw new Error(`${file}: summary is required`);
    docs.push({
      ...base(`type-${type.slug}`, 'personalityType'),
      code: type.code,
      title: type.title,
      shortTitle: fields.shortTitle,
      slug: { _type: 'slug', current: type.slug },
      family: { _type: 'reference', _ref: `family-${type.family}` },
      order: type.order,
      defaultGender: type.defaultGender,
      summary: fields.summary,
      seo: seo(fields.seoTitle, fields.metaDescription, `${type.code} personality`),
    });
    const sections = splitSections(body, file);
    const premium = fields.premium ? fields.premium.split(',').map((slug) => slug.trim()) : [];
    for (const slug of premium) if (!sections.has(slug)) throw new Error(`${file}: premium names an unknown section "${slug}"`);
    if (premium.length > 0 && !fields.premiumTeaser) throw new Error(`${file}: premiumTeaser is required with premium`);
    TYPE_SECTIONS.forEach((section, order) => {
      const id = `typeArticle-${type.slug}-${section.slug}`;
      const isPremium = premium.includes(section.slug);
      docs.push({
        ...base(id, 'typeArticle'),
        type: { _type: 'reference', _ref: `type-${type.slug}` },
        title: section.title,
        slug: { _type: 'slug', current: section.slug },
        order,
        ...(isPremium ? { premium: true, teaser: fields.premiumTeaser } : {}),
        body: markdownToPortableText(sections.get(section.slug) ?? '', `${type.slug}-${section.slug}-`),
        seo: seo(
          section.slug === 'introduction' ? fields.seoTitle : `${type.code} ${section.title.toLowerCase()} (${type.title})`,
          section.slug === 'introduction' ? fields.metaDescription : undefined,
        ),
      });
    });
  }
  return docs;
}

interface FreeTestSource {
  title: string;
  slug: string;
  intro: string;
  survey: { id: string; label: string; options: { label: string; value: string }[] }[];
  items: { id: string; text: string; scale: string; reverse: boolean }[];
  /** Follow-up pools by dichotomy key (issue 24 §3); the pool gives each item its scale. */
  followUps?: Record<string, { id: string; text: string; reverse: boolean }[]>;
}

function freeTest(): Doc {
  const source = JSON.parse(readFileSync(join(SOURCE, 'free-test.json'), 'utf8')) as FreeTestSource;
  return {
    ...base('freeTest-main', 'freeTest'),
    title: source.title,
    slug: { _type: 'slug', current: source.slug },
    intro: source.intro,
    survey: source.survey.map((question) => ({
      _type: 'surveyQuestion',
      _key: question.id,
      id: question.id,
      label: question.label,
      options: question.options.map((option) => ({ _type: 'quizOption', _key: option.value, ...option })),
    })),
    items: source.items.map((item) => ({
      _type: 'likertItem',
      _key: item.id,
      id: item.id,
      key: item.scale,
      type: 'range',
      text: item.text,
      reverse: item.reverse,
    })),
    followUps: Object.fromEntries(
      Object.entries(source.followUps ?? {}).map(([key, pool]) => [
        key,
        pool.map((item) => ({
          _type: 'likertItem',
          _key: item.id,
          id: item.id,
          key,
          type: 'range',
          text: item.text,
          reverse: item.reverse,
        })),
      ]),
    ),
    seo: seo(
      'Free personality test — find your type in 10 minutes',
      'A free, original 72-statement personality test. Get your four-letter type with clear percentages for each preference.',
      'free personality test',
    ),
  };
}

/** Toolkit test categories (SPEC §2), as in schemas/src/documents/test.ts. */
const TEST_CATEGORIES = ['personal-growth', 'relationships', 'career'];

/** Directory of the toolkit test sources: one `TestDefinition` JSON (+ optional `seo`) per file. */
export const TESTS_SOURCE = join(SOURCE, 'tests');

type Json = Record<string, unknown>;

/** Source shape of `studio/seed/source/tests/{slug}.json` (see schemas/src/engine/types.ts). */
interface TestSource {
  slug: string;
  title: string;
  category: string;
  description: string;
  randomizeGroups?: boolean;
  /** Subscribers only (issue 11); the description is the teaser. */
  premium?: boolean;
  /** Next steps under the result: ids of articles (`article-…`), theory pages (`theory-…`) or other tests (`test-…`). */
  related?: string[];
  groups: Json[];
  questions: Json[];
  scales: Json[];
  scoringMap?: string;
  thresholds?: number[];
  seo?: { seo_title?: string; meta_description?: string; focus_keyword?: string };
}

/** A Sanity `_key` from a readable path: letters, digits, `-` and `_` only. */
const sanityKey = (...parts: (string | number)[]) => parts.map((part) => String(part).replace(/[^A-Za-z0-9_-]/g, '_')).join('-');

/** Copies the listed fields that are present (not undefined or null), in the listed order. */
function pick(source: Json, fields: readonly string[]): Json {
  const result: Json = {};
  for (const field of fields) if (source[field] !== undefined && source[field] !== null) result[field] = source[field];
  return result;
}

/** The schema stores `initialValue` as a string (schemas/src/test-definition.ts `parseInitialValue`). */
function initialValueString(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.join(', ');
  return JSON.stringify(value);
}

/** A source question → `testQuestion` (top level) or `testSubQuestion` (nested, `parent` set). */
function testQuestionObject(question: Json, parent?: string): Json {
  const id = String(question.id);
  const key = parent === undefined ? sanityKey('q', id) : sanityKey('q', parent, id);
  const initialValue = initialValueString(question.initialValue);
  const options = question.options as Json[] | undefined;
  const related = question.related as Json[] | undefined;
  const schema = question.schema as Json[] | undefined;
  return {
    _type: parent === undefined ? 'testQuestion' : 'testSubQuestion',
    _key: key,
    ...pick(question, [
      'id',
      'type',
      ...(parent === undefined ? ['group'] : []),
      'label',
      'description',
      'enabled',
      'optional',
      'skipProgress',
    ]),
    ...(initialValue === undefined ? {} : { initialValue }),
    ...pick(question, ['attrs']),
    ...(options
      ? {
          options: options.map((option) => ({
            _type: 'testOption',
            _key: sanityKey(key, 'o', String(option.value)),
            ...pick(option, ['label', 'value', 'points']),
          })),
        }
      : {}),
    ...pick(question, ['points']),
    ...(related
      ? {
          related: related.map((rule, i) => ({
            _type: 'relatedRule',
            _key: sanityKey(key, 'r', i),
            ...pick(rule, ['value', 'enable', 'disable']),
          })),
        }
      : {}),
    ...pick(question, ['source']),
    ...(schema && parent === undefined ? { schema: schema.map((sub) => testQuestionObject(sub, id)) } : {}),
  };
}

/** Reads one test source, checking what the builder itself relies on (the engine's validator runs in seed.test.ts). */
function readTestSource(file: string): TestSource {
  const source = JSON.parse(readFileSync(file, 'utf8')) as TestSource;
  const name = file.slice(ROOT.length + 1);
  if (`${source.slug}.json` !== file.slice(TESTS_SOURCE.length + 1)) throw new Error(`${name}: file name must be {slug}.json`);
  if (!TEST_CATEGORIES.includes(source.category)) throw new Error(`${name}: category must be one of ${TEST_CATEGORIES.join(', ')}`);
  for (const field of ['groups', 'questions', 'scales'] as const) {
    if (!Array.isArray(source[field])) throw new Error(`${name}: ${field} must be a list`);
  }
  return source;
}

/** One `test` document per `studio/seed/source/tests/*.json`, sorted by file name. */
function tests(): Doc[] {
  const files = readdirSync(TESTS_SOURCE)
    .filter((file) => file.endsWith('.json'))
    .sort();
  return files.map((file) => {
    const source = readTestSource(join(TESTS_SOURCE, file));
    return {
      ...base(`test-${source.slug}`, 'test'),
      title: source.title,
      slug: { _type: 'slug', current: source.slug },
      category: source.category,
      description: source.description,
      premium: source.premium ?? false,
      related: (source.related ?? []).map((id) => ({ _type: 'reference', _key: sanityKey('r', id), _ref: id })),
      randomizeGroups: source.randomizeGroups ?? false,
      groups: source.groups.map((group) => ({
        _type: 'testGroup',
        _key: sanityKey('g', String(group.id)),
        ...pick(group, ['id', 'title', 'description', 'pinned']),
      })),
      questions: source.questions.map((question) => testQuestionObject(question)),
      scales: source.scales.map((scale) => {
        const key = sanityKey('s', String(scale.id));
        return {
          _type: 'testScale',
          _key: key,
          ...pick(scale, ['id', 'title', 'description']),
          items: (scale.items as Json[]).map((item, i) => ({
            _type: 'scaleItem',
            _key: sanityKey(key, 'i', i),
            ...pick(item, ['question', 'reverse']),
          })),
          ...pick(scale, ['thresholds']),
          results: ((scale.results as Json[] | undefined) ?? []).map((result) => ({
            _type: 'levelText',
            _key: sanityKey(key, String(result.level)),
            ...pick(result, ['level', 'text']),
          })),
        };
      }),
      scoringMap: source.scoringMap ?? 'normal',
      thresholds: source.thresholds ?? [30, 60],
      seo: seo(source.seo?.seo_title ?? source.title, source.seo?.meta_description, source.seo?.focus_keyword),
    };
  });
}

/** Source shape of `studio/seed/source/plans.json` (schemas/src/documents/plan.ts): price in minor units. */
interface PlanSource {
  slug: string;
  title: string;
  summary: string;
  productId: string;
  price: number;
  currency: string;
  interval: string;
  highlight?: boolean;
  features: string[];
  seoTitle?: string;
  metaDescription?: string;
}

const PLAN_INTERVAL_VALUES = ['month', 'year', 'once'];

/** One `plan` document per entry of `plans.json` (_id `plan-{slug}`), `order` = position in the file. */
function plans(): Doc[] {
  const sources = JSON.parse(readFileSync(join(SOURCE, 'plans.json'), 'utf8')) as PlanSource[];
  return sources.map((source, order) => {
    if (!PLAN_INTERVAL_VALUES.includes(source.interval))
      throw new Error(`plans.json: interval of ${source.slug} must be one of ${PLAN_INTERVAL_VALUES.join(', ')}`);
    if (!Number.isInteger(source.price) || source.price < 0)
      throw new Error(`plans.json: price of ${source.slug} must be an integer in minor units`);
    return {
      ...base(`plan-${source.slug}`, 'plan'),
      title: source.title,
      slug: { _type: 'slug', current: source.slug },
      summary: source.summary,
      features: source.features,
      highlight: source.highlight ?? false,
      order,
      productId: source.productId,
      price: source.price,
      currency: source.currency,
      interval: source.interval,
      seo: seo(source.seoTitle, source.metaDescription),
    };
  });
}

/** The document types a test's `related` entry may name (schemas/src/documents/test.ts). */
const RELATED_TYPES = new Set(['article', 'theoryArticle', 'test']);

/** Most next steps a test may name (the studio's rule in schemas/src/documents/test.ts). */
const RELATED_MAX = 6;

/** Fails when a test's `related` names an unknown document, one of another type, itself, one twice, or more than {@link RELATED_MAX}. */
function checkTestRelated(documents: Doc[]): void {
  const types = new Map(documents.map((doc) => [doc._id, doc._type]));
  for (const test of documents.filter((doc) => doc._type === 'test')) {
    const refs = ((test.related as { _ref: string }[] | undefined) ?? []).map((ref) => ref._ref);
    for (const id of refs) {
      if (!RELATED_TYPES.has(types.get(id) ?? ''))
        throw new Error(`${test._id}: related names "${id}", which is not an article, theory page or test`);
      if (id === test._id) throw new Error(`${test._id}: related names the test itself`);
    }
    if (new Set(refs).size !== refs.length) throw new Error(`${test._id}: related names a document twice`);
    if (refs.length > RELATED_MAX) throw new Error(`${test._id}: related names more than ${RELATED_MAX} documents`);
  }
}

/** Every seed document, in a stable order, and the generated image files they reference. */
export function buildSeed(): { documents: Doc[]; assets: AssetFile[] } {
  const core = [siteSettings(), ...families(), ...typesAndSections(), freeTest(), ...tests(), ...plans()];
  const editorial = buildEditorialDocuments(SOURCE, base, new Set(core.map((doc) => doc._id)));
  const documents = [...core, ...editorial.documents];
  checkTestRelated(documents);
  return { documents, assets: editorial.assets.files };
}

/** Every seed document, in a stable order. */
export function buildSeedDocuments(): Doc[] {
  return buildSeed().documents;
}

/** Names of the files in the assets folder that differ from (or are missing in) `assets`, plus extra files. */
export function staleAssets(assets: AssetFile[], dir = ASSETS_DIR): string[] {
  const onDisk = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.svg')) : [];
  const expected = new Map(assets.map((asset) => [asset.name, asset.svg]));
  const stale = assets
    .filter((asset) => !onDisk.includes(asset.name) || readFileSync(join(dir, asset.name), 'utf8') !== asset.svg)
    .map((a) => a.name);
  return [...stale, ...onDisk.filter((name) => !expected.has(name))];
}

/** The dataset file's exact text. */
export function renderDataset(docs: Doc[]): string {
  return docs.map((doc) => JSON.stringify(doc)).join('\n') + '\n';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const seed = buildSeed();
  const text = renderDataset(seed.documents);
  if (process.argv.includes('--check')) {
    const current = readFileSync(DATASET_PATH, 'utf8');
    const stale = staleAssets(seed.assets);
    if (current !== text || stale.length > 0) {
      console.error(`studio/seed is stale${stale.length ? ` (${stale.length} asset files)` : ''}: run \`node scripts/seed/build-seed.ts\``);
      process.exit(1);
    }
    console.log('seed dataset is up to date');
  } else {
    writeFileSync(DATASET_PATH, text);
    mkdirSync(ASSETS_DIR, { recursive: true });
    const keep = new Set(seed.assets.map((asset) => asset.name));
    for (const name of readdirSync(ASSETS_DIR)) if (!keep.has(name)) rmSync(join(ASSETS_DIR, name));
    for (const asset of seed.assets) writeFileSync(join(ASSETS_DIR, asset.name), asset.svg);
    console.log(`wrote ${DATASET_PATH.slice(ROOT.length + 1)} (${text.split('\n').length - 1} documents, ${seed.assets.length} images)`);
  }
}
