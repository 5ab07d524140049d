/**
 * Compatibility pages: one entry per unordered pair of the sixteen types (136), composed from the
 * source data in studio/seed/source/compatibility/.
 * Design notes: docs/content-and-studio.md "Notes from the source files".
 */
import { canonicalPairSlug } from '../../schemas/src/families.ts';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DICHOTOMY_KEYS, FAMILY_SLUGS, TYPE_CATALOGUE, type DichotomyKey, type TypeDefinition } from '../../schemas/src/families.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const COMPATIBILITY_SOURCE = join(ROOT, 'studio', 'seed', 'source', 'compatibility');

export interface CompatibilitySection {
  slug: string;
  title: string;
  markdown: string;
}

export interface CompatibilityEntry {
  /** Type slug (lower-case code) of the earlier type in catalogue order. */
  a: string;
  /** Type slug of the later type (equal to `a` for same-type pairs). */
  b: string;
  slug: string;
  title: string;
  summary: string;
  seoTitle: string;
  metaDescription: string;
  sections: CompatibilitySection[];
}

/** The five sections of every compatibility page, in reading order. */
export const COMPATIBILITY_SECTIONS = [
  { slug: 'overview', title: 'Overview' },
  { slug: 'strengths', title: 'What works' },
  { slug: 'challenges', title: 'Where it gets hard' },
  { slug: 'communication', title: 'Communication' },
  { slug: 'growing-together', title: 'Growing together' },
] as const;

export const SECTION_WORDS = { min: 80, max: 200 } as const;
export const LIMITS = { summary: 200, seoTitle: 60, metaDescription: 155 } as const;

// ---------------------------------------------------------------------------------------------
// Source data

export const TRAIT_FIELDS = ['brings', 'care', 'communication', 'reach', 'needs', 'stress', 'friction', 'growth', 'enjoys'] as const;
export type TraitField = (typeof TRAIT_FIELDS)[number];

export type TypeTraits = { epithet: string } & Record<TraitField, string[]>;

export const DYNAMIC_FIELDS = ['strength', 'challenge', 'communication', 'tip'] as const;
export type DynamicTexts = Record<(typeof DYNAMIC_FIELDS)[number], string[]>;

export interface DimensionSource {
  label: string;
  name: string;
  poles: Record<string, string>;
  same: Record<string, DynamicTexts>;
  different: DynamicTexts;
}

export interface CompatibilitySource {
  types: Record<string, TypeTraits>;
  dimensions: Record<DichotomyKey, DimensionSource>;
  overlap: Record<string, string[]>;
  families: Record<string, string[]>;
  overviews: Record<string, string>;
  /** Sentence templates of the composed sections, from `templates.json`. */
  templates: CompatibilityTemplates;
}

/**
 * `templates.json`: for `pair` pages (two different types) and `mirror` pages (same type), a map
 * from a template key (`overview:intro`, `strengths:care`, … — the key that also seeds the choice
 * between variants) to its variants (≥ 1 distinct non-empty strings). Placeholders are `{name}`
 * (letters and digits), filled by the composer of the section; an unknown name throws when the
 * page is built. Read and checked with zod in `loadCompatibilitySource`.
 */
export const CompatibilityTemplatesSchema = z.strictObject({
  pair: z.record(
    z.string(),
    z
      .array(z.string().trim().min(1))
      .min(1)
      .refine((list) => new Set(list).size === list.length, 'variants must be distinct'),
  ),
  mirror: z.record(
    z.string(),
    z
      .array(z.string().trim().min(1))
      .min(1)
      .refine((list) => new Set(list).size === list.length, 'variants must be distinct'),
  ),
});
export type CompatibilityTemplates = z.infer<typeof CompatibilityTemplatesSchema>;

const readJson = (file: string): unknown => JSON.parse(readFileSync(join(COMPATIBILITY_SOURCE, file), 'utf8'));

const isPhraseList = (value: unknown, min: number): value is string[] =>
  Array.isArray(value) &&
  value.length >= min &&
  value.every((item) => typeof item === 'string' && item.trim() !== '') &&
  new Set(value).size === value.length;

/**
 * Reads and checks the four source files; throws with a precise message on anything missing
 * (`templates.json` fails with zod's issue list, prefixed `compatibility source: templates.json`).
 */
export function loadCompatibilitySource(): CompatibilitySource {
  const types = readJson('types.json') as Record<string, TypeTraits>;
  const dynamics = readJson('dynamics.json') as Omit<CompatibilitySource, 'types' | 'overviews' | 'templates'>;
  const pairs = readJson('pairs.json') as { overviews: Record<string, string> };
  const parsed = CompatibilityTemplatesSchema.safeParse(readJson('templates.json'));
  if (!parsed.success) throw new Error(`compatibility source: templates.json: ${z.prettifyError(parsed.error)}`);
  const source: CompatibilitySource = { types, ...dynamics, overviews: pairs.overviews, templates: parsed.data };
  validateSource(source);
  return source;
}

export function validateSource(source: CompatibilitySource): void {
  const fail = (message: string): never => {
    throw new Error(`compatibility source: ${message}`);
  };
  const slugs = TYPE_CATALOGUE.map((type) => type.slug);
  if (Object.keys(source.types).sort().join() !== [...slugs].sort().join()) fail('types.json must have exactly the 16 type slugs');
  for (const slug of slugs) {
    const traits = source.types[slug];
    if (!traits || typeof traits.epithet !== 'string' || !/^an? /.test(traits.epithet))
      fail(`${slug}.epithet must start with "a " or "an "`);
    for (const field of TRAIT_FIELDS) {
      if (!isPhraseList(traits?.[field], 3)) fail(`${slug}.${field} needs at least 3 distinct phrases`);
    }
  }
  for (const key of DICHOTOMY_KEYS) {
    const dimension = source.dimensions?.[key];
    if (!dimension) fail(`dynamics.json is missing ${key}`);
    const [first, second] = key.split('') as [string, string];
    for (const set of [dimension.same?.[first], dimension.same?.[second], dimension.different]) {
      for (const field of DYNAMIC_FIELDS) {
        if (!isPhraseList(set?.[field], 2)) fail(`${key}: every text set needs at least 2 "${field}" variants`);
      }
    }
    for (const text of DYNAMIC_FIELDS.flatMap((field) => dimension.different[field])) {
      for (const letter of text.match(/\{([A-Z])\}/g) ?? []) {
        if (letter !== `{${first}}` && letter !== `{${second}}`) fail(`${key}: unknown placeholder ${letter}`);
      }
    }
    if (!dimension.poles?.[first] || !dimension.poles?.[second] || !dimension.label || !dimension.name)
      fail(`${key}: label, name and poles are required`);
  }
  for (const count of ['0', '1', '2', '3']) {
    if (!isPhraseList(source.overlap?.[count], 2)) fail(`overlap.${count} needs at least 2 variants`);
  }
  for (const [i, x] of FAMILY_SLUGS.entries()) {
    for (const y of FAMILY_SLUGS.slice(i)) {
      if (!isPhraseList(source.families?.[`${x}+${y}`], 1)) fail(`families["${x}+${y}"] is missing`);
    }
  }
  for (const slug of Object.keys(source.overviews ?? {})) {
    const [x, y] = slug.split('-and-');
    if (!x || !y || canonicalPairSlug(x, y) !== slug) fail(`pairs.json: "${slug}" is not a canonical pair slug`);
  }
}

// ---------------------------------------------------------------------------------------------
// Pair slugs

/** The pair slug in canonical catalogue order (shared with the schema and the web app). */
export { canonicalPairSlug };

// ---------------------------------------------------------------------------------------------
// Deterministic variation and text helpers

/** FNV-1a, 32 bit. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`index ${index} out of range`);
  return item;
}

const pick = <T>(list: readonly T[], seed: string): T => at(list, hash(seed) % list.length);

/** A copy of `list` in a seed-dependent order (Fisher–Yates driven by the hash). */
function shuffled<T>(list: readonly T[], seed: string): T[] {
  const result = [...list];
  for (let i = result.length - 1; i > 0; i--) {
    const j = hash(`${seed}#${i}`) % (i + 1);
    [result[i], result[j]] = [at(result, j), at(result, i)];
  }
  return result;
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Replaces `{X}` placeholders by role names and capitalises "the" at sentence starts. */
function fill(template: string, roles: Record<string, string>): string {
  const text = template.replace(/\{([A-Z])\}/g, (_match, letter: string) => {
    const role = roles[letter];
    if (role === undefined) throw new Error(`no role for {${letter}} in "${template}"`);
    return role;
  });
  return upperFirst(
    text.replace(/([.!?;:]\s+)the /g, (_match, stop: string) =>
      stop.startsWith(';') || stop.startsWith(':') ? `${stop}the ` : `${stop}The `,
    ),
  );
}

const joinList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
const paragraphs = (...parts: (string | undefined)[]) => parts.filter((part): part is string => Boolean(part)).join('\n\n');

/** Words of a Markdown section as a reader sees them (link targets and markers are not words). */
export function countWords(markdown: string): number {
  const plain = markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
  return plain.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

// ---------------------------------------------------------------------------------------------
// Pair context

interface Side {
  type: TypeDefinition;
  traits: TypeTraits;
  /** "the INTP" */
  the: string;
  /** `[INTP Architect](ref:type-intp)` */
  link: string;
}

interface Dimension {
  key: DichotomyKey;
  label: string;
  name: string;
  same: boolean;
  /** Letter of A and of B on this dichotomy. */
  letters: [string, string];
  texts: DynamicTexts;
  roles: Record<string, string>;
  source: DimensionSource;
}

interface Pair {
  slug: string;
  a: Side;
  b: Side;
  mirror: boolean;
  /** Differing dichotomies first, then shared ones; each group in EI, SN, TF, JP order. */
  dimensions: Dimension[];
  shared: number;
  source: CompatibilitySource;
  /** Picks a variant for `key` on this page. */
  vary: <T>(list: readonly T[], key: string) => T;
}

function side(type: TypeDefinition, source: CompatibilitySource): Side {
  const traits = source.types[type.slug];
  if (!traits) throw new Error(`no traits for ${type.slug}`);
  return { type, traits, the: `the ${type.code}`, link: `[${type.code} ${type.title}](ref:type-${type.slug})` };
}

function pairContext(x: TypeDefinition, y: TypeDefinition, source: CompatibilitySource): Pair {
  const slug = `${x.slug}-and-${y.slug}`;
  const a = side(x, source);
  const b = side(y, source);
  const dimensions = DICHOTOMY_KEYS.map((key, index): Dimension => {
    const dimension = source.dimensions[key];
    const letterA = x.code.charAt(index);
    const letterB = y.code.charAt(index);
    const same = letterA === letterB;
    const texts = same ? dimension.same[letterA] : dimension.different;
    if (!texts) throw new Error(`no ${key} texts for ${letterA}`);
    return {
      key,
      label: dimension.label,
      name: dimension.name,
      same,
      letters: [letterA, letterB],
      texts,
      roles: same ? {} : { [letterA]: a.the, [letterB]: b.the },
      source: dimension,
    };
  });
  const ordered = [...dimensions.filter((d) => !d.same), ...dimensions.filter((d) => d.same)];
  return {
    slug,
    a,
    b,
    mirror: x.slug === y.slug,
    dimensions: ordered,
    shared: dimensions.filter((d) => d.same).length,
    source,
    vary: (list, key) => pick(list, `${slug}:${key}`),
  };
}

const trait = (pair: Pair, who: 'a' | 'b', field: TraitField): string => pair.vary(pair[who].traits[field], `${field}:${who}`);
/** Mirror pages: the n-th phrase of a field in a page-specific order, so sections never repeat one. */
const nthTrait = (pair: Pair, field: TraitField, n: number): string => at(shuffled(pair.a.traits[field], `${pair.slug}:${field}`), n);
const twoTraits = (pair: Pair, field: TraitField): [string, string] => [nthTrait(pair, field, 0), nthTrait(pair, field, 1)];
const dynamic = (pair: Pair, dimension: Dimension, field: keyof DynamicTexts): string =>
  fill(pair.vary(dimension.texts[field], `${dimension.key}:${field}`), dimension.roles);

/**
 * `count` dichotomies for a section: differing ones first; when a group has to be cut, which of its
 * members are dropped depends on the page (hash of slug and `key`), so sections vary between pages.
 */
function selectDimensions(pair: Pair, count: number, key: string): Dimension[] {
  const differing = pair.dimensions.filter((d) => !d.same);
  const shared = pair.dimensions.filter((d) => d.same);
  const take = (group: Dimension[], n: number): Dimension[] => {
    const kept = [...group];
    for (let i = 0; kept.length > n; i++) kept.splice(hash(`${pair.slug}:${key}:${i}`) % kept.length, 1);
    return kept;
  };
  return differing.length >= count ? take(differing, count) : [...differing, ...take(shared, count - differing.length)];
}

function familySentence(pair: Pair): string {
  const [x, y] = [pair.a.type.family, pair.b.type.family].sort((p, q) => FAMILY_SLUGS.indexOf(p) - FAMILY_SLUGS.indexOf(q));
  const list = pair.source.families[`${x}+${y}`];
  if (!list) throw new Error(`no family text for ${x}+${y}`);
  return pair.vary(list, 'family');
}

/**
 * The template for `key` on this page, with `{name}` placeholders replaced from `values`. The
 * variant is chosen by `pair.vary` under `varyKey` (default `key`), so moving a text list to
 * `templates.json` keeps every page's choice. Throws on a missing list or an unknown placeholder.
 */
function say(pair: Pair, key: string, values: Record<string, string> = {}, varyKey = key): string {
  const list = pair.source.templates[pair.mirror ? 'mirror' : 'pair'][key];
  if (!list) throw new Error(`templates.json: no "${key}" for ${pair.mirror ? 'mirror' : 'pair'} pages`);
  return pair.vary(list, varyKey).replace(/\{([A-Za-z0-9]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`templates.json: unknown placeholder {${name}} in "${key}"`);
    return value;
  });
}

/** `{field}A` / `{field}B` values: one phrase of each side for every trait field named. */
const traitsOf = (pair: Pair, ...fields: TraitField[]): Record<string, string> =>
  Object.fromEntries(
    fields.flatMap((field) => [
      [`${field}A`, trait(pair, 'a', field)],
      [`${field}B`, trait(pair, 'b', field)],
    ]),
  );
/** `{field}1` / `{field}2` values for mirror pages: two different phrases of each field named. */
const twoTraitsOf = (pair: Pair, ...fields: TraitField[]): Record<string, string> =>
  Object.fromEntries(fields.flatMap((field) => twoTraits(pair, field).map((phrase, i) => [`${field}${i + 1}`, phrase])));
/** `{theA}`, `{codeA}`… for both sides. */
const names = (pair: Pair): Record<string, string> => ({
  theA: pair.a.the,
  theB: pair.b.the,
  codeA: pair.a.type.code,
  codeB: pair.b.type.code,
});

const tipsHeader = (pair: Pair) => say(pair, 'growing:tips');
const labelled = (pair: Pair, field: 'strength' | 'challenge') =>
  bullets(pair.dimensions.map((d) => `**${d.label}.** ${dynamic(pair, d, field)}`));

// ---------------------------------------------------------------------------------------------
// Sections: pairs of two different types

function overview(pair: Pair): string {
  const { a, b } = pair;
  const intro = say(pair, 'overview:intro', { linkA: a.link, linkB: b.link, epithetA: a.traits.epithet, epithetB: b.traits.epithet });
  const brings = say(pair, 'overview:brings', { ...names(pair), ...traitsOf(pair, 'brings') });
  const shared = pair.dimensions.filter((d) => d.same).map((d) => `${d.source.poles[d.letters[0]]} (${d.letters[0]})`);
  const differ = pair.dimensions.filter((d) => !d.same).map((d) => `${d.name} (${d.key.charAt(0)}/${d.key.charAt(1)})`);
  const letters = say(pair, shared.length === 0 ? 'overview:letters-none-shared' : 'overview:letters', {
    shared: joinList(shared),
    differ: joinList(differ),
  });
  const overlap = pair.vary(pair.source.overlap[String(pair.shared)] ?? [], 'overview:overlap');
  const closing = say(pair, 'overview:closing', names(pair));
  return paragraphs(
    `${intro} ${pair.source.overviews[pair.slug] ?? ''}`.trim() + ` ${brings}`,
    `${familySentence(pair)} ${letters} ${overlap}`,
    closing,
  );
}

function strengths(pair: Pair): string {
  const intro = say(pair, pair.shared <= 1 ? 'strengths:intro:contrast' : 'strengths:intro:common', {}, 'strengths:intro');
  const care = say(pair, 'strengths:care', { ...names(pair), ...traitsOf(pair, 'care') });
  const enjoys = say(pair, 'strengths:enjoys', traitsOf(pair, 'enjoys'));
  return paragraphs(intro, labelled(pair, 'strength'), upperFirst(`${care} ${enjoys}`));
}

function challenges(pair: Pair): string {
  const intro = say(pair, 'challenges:intro');
  const stress = say(pair, 'challenges:stress', { ...names(pair), ...traitsOf(pair, 'stress') });
  const friction = say(pair, 'challenges:friction', { ...names(pair), ...traitsOf(pair, 'friction') });
  return paragraphs(upperFirst(`${intro} ${stress}`), labelled(pair, 'challenge'), upperFirst(friction));
}

function communication(pair: Pair): string {
  const styles = say(pair, 'communication:styles', { ...names(pair), ...traitsOf(pair, 'communication') });
  const count = Math.max(3, pair.dimensions.filter((d) => !d.same).length);
  const lines = selectDimensions(pair, count, 'communication').map((d) => dynamic(pair, d, 'communication'));
  const reach = say(pair, 'communication:reach', { ...names(pair), ...traitsOf(pair, 'reach') });
  return paragraphs(styles, ...lines, reach);
}

function growingTogether(pair: Pair): string {
  const growth = say(pair, 'growing:growth', { ...names(pair), ...traitsOf(pair, 'growth') });
  const needs = say(pair, 'growing:needs', { ...names(pair), ...traitsOf(pair, 'needs') });
  const tips = bullets(selectDimensions(pair, 3, 'tips').map((d) => dynamic(pair, d, 'tip')));
  return paragraphs(upperFirst(`${growth} ${needs}`), `${tipsHeader(pair)}\n${tips}`, say(pair, 'growing:closing'));
}

// ---------------------------------------------------------------------------------------------
// Sections: same-type ("mirror") pairs

/** `{code}` and `{title}` of the type of a mirror page. */
const mirrorNames = (pair: Pair): Record<string, string> => ({ code: pair.a.type.code, title: pair.a.type.title });

function mirrorOverview(pair: Pair): string {
  const { code, title, slug } = pair.a.type;
  const intro = say(pair, 'overview:intro', { link: `[${code} ${title}s](ref:type-${slug})`, epithet: pair.a.traits.epithet });
  const brings = say(pair, 'overview:brings', twoTraitsOf(pair, 'brings'));
  // The third phrase of each field, so the overview never repeats what later sections say.
  const mirror = say(pair, 'overview:mirror', {
    needs: nthTrait(pair, 'needs', 2),
    stress: nthTrait(pair, 'stress', 2),
    growth: nthTrait(pair, 'growth', 2),
    friction: nthTrait(pair, 'friction', 1),
  });
  const closing = say(pair, 'overview:closing', mirrorNames(pair));
  return paragraphs(`${intro} ${brings}`, mirror, `${familySentence(pair)} ${closing}`);
}

function mirrorStrengths(pair: Pair): string {
  const intro = say(pair, 'strengths:intro', mirrorNames(pair));
  const care = say(pair, 'strengths:care', twoTraitsOf(pair, 'care', 'enjoys'));
  return paragraphs(intro, labelled(pair, 'strength'), care);
}

function mirrorChallenges(pair: Pair): string {
  const intro = say(pair, 'challenges:intro');
  const stress = say(pair, 'challenges:stress', twoTraitsOf(pair, 'stress'));
  const friction = say(pair, 'challenges:friction', { habit: nthTrait(pair, 'friction', 0) });
  return paragraphs(`${intro} ${stress}`, labelled(pair, 'challenge'), friction);
}

function mirrorCommunication(pair: Pair): string {
  const styles = say(pair, 'communication:styles', { ...mirrorNames(pair), ...twoTraitsOf(pair, 'communication') });
  const effect = say(pair, 'communication:effect');
  const lines = selectDimensions(pair, 3, 'communication').map((d) => dynamic(pair, d, 'communication'));
  const [reach1, reach2] = twoTraits(pair, 'reach');
  const reach = `${say(pair, 'communication:reach', mirrorNames(pair))}\n${bullets([upperFirst(reach1) + '.', upperFirst(reach2) + '.'])}`;
  return paragraphs(`${styles} ${effect}`, ...lines, reach);
}

function mirrorGrowingTogether(pair: Pair): string {
  const growth = say(pair, 'growing:growth', { ...mirrorNames(pair), ...twoTraitsOf(pair, 'growth') });
  const needs = say(pair, 'growing:needs', twoTraitsOf(pair, 'needs'));
  const tips = bullets(selectDimensions(pair, 3, 'tips').map((d) => dynamic(pair, d, 'tip')));
  return paragraphs(`${growth} ${needs}`, `${tipsHeader(pair)}\n${tips}`, say(pair, 'growing:closing', mirrorNames(pair)));
}

// ---------------------------------------------------------------------------------------------
// Entries

function metadata(pair: Pair): Pick<CompatibilityEntry, 'title' | 'summary' | 'seoTitle' | 'metaDescription'> {
  const a = pair.a.type;
  const b = pair.b.type;
  const values = pair.mirror
    ? { ...mirrorNames(pair), epithet: pair.a.traits.epithet }
    : { ...names(pair), titleA: a.title, titleB: b.title, epithetA: pair.a.traits.epithet, epithetB: pair.b.traits.epithet };
  const title = say(pair, 'title', values);
  const withTitle = { ...values, [pair.mirror ? 'pageTitle' : 'title']: title };
  return {
    title,
    summary: say(pair, 'summary', withTitle),
    seoTitle: say(pair, 'seoTitle', withTitle),
    metaDescription: say(pair, 'meta', withTitle),
  };
}

const COMPOSERS: Record<(typeof COMPATIBILITY_SECTIONS)[number]['slug'], [(pair: Pair) => string, (pair: Pair) => string]> = {
  overview: [overview, mirrorOverview],
  strengths: [strengths, mirrorStrengths],
  challenges: [challenges, mirrorChallenges],
  communication: [communication, mirrorCommunication],
  'growing-together': [growingTogether, mirrorGrowingTogether],
};

function buildEntry(x: TypeDefinition, y: TypeDefinition, source: CompatibilitySource): CompatibilityEntry {
  const pair = pairContext(x, y, source);
  return {
    a: x.slug,
    b: y.slug,
    slug: pair.slug,
    ...metadata(pair),
    sections: COMPATIBILITY_SECTIONS.map(({ slug, title }) => ({ slug, title, markdown: COMPOSERS[slug][pair.mirror ? 1 : 0](pair) })),
  };
}

/** All 136 entries in canonical order (a's catalogue index, then b's). Deterministic. */
export function buildCompatibilityEntries(source: CompatibilitySource = loadCompatibilitySource()): CompatibilityEntry[] {
  const entries: CompatibilityEntry[] = [];
  TYPE_CATALOGUE.forEach((x, i) => {
    for (const y of TYPE_CATALOGUE.slice(i)) entries.push(buildEntry(x, y, source));
  });
  return entries;
}

/** One entry as a readable Markdown page (for review and the CLI). */
export function entryToMarkdown(entry: CompatibilityEntry): string {
  const head = [
    `# ${entry.title}`,
    '',
    `*${entry.summary}*`,
    '',
    `SEO title: ${entry.seoTitle}`,
    `Meta description: ${entry.metaDescription}`,
  ];
  return [...head, ...entry.sections.flatMap((section) => ['', `## ${section.title}`, '', section.markdown])].join('\n') + '\n';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const entries = buildCompatibilityEntries();
  const args = process.argv.slice(2);
  if (args[0] === '--stats') {
    for (const { slug } of COMPATIBILITY_SECTIONS) {
      const counts = entries.map((entry) => countWords(entry.sections.find((s) => s.slug === slug)?.markdown ?? ''));
      const avg = counts.reduce((sum, n) => sum + n, 0) / counts.length;
      console.log(`${slug.padEnd(17)} min ${Math.min(...counts)}  avg ${avg.toFixed(1)}  max ${Math.max(...counts)}`);
    }
  } else {
    const slug = canonicalPairSlug(args[0] ?? 'intp', args[1] ?? args[0] ?? 'enfj');
    const entry = entries.find((e) => e.slug === slug);
    if (entry) process.stdout.write(entryToMarkdown(entry));
  }
}
