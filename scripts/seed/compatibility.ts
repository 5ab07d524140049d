/**
 * Compatibility pages: one entry per unordered pair of the sixteen types (136, same-type pairs
 * included), composed from the original source data in `studio/seed/source/compatibility/`:
 *
 * - `types.json` — per type (keyed by slug): `epithet` (noun phrase with article) and at least
 *   three phrases for each trait field. The phrases slot into sentences, so each field has a fixed
 *   grammatical form (the person of that type is "they"; the other person is "the other person"):
 *   `brings`, `needs`, `stress`, `enjoys` are noun phrases ("calm, even-handed judgement");
 *   `care`, `friction`, `growth` are gerund phrases ("saying appreciation out loud");
 *   `communication` is a third-person singular verb phrase ("thinks before speaking"); `reach`
 *   (how to get through to them) is an imperative phrase ("explain the reasoning behind a request").
 * - `dynamics.json` — per preference pair (`EI`, `SN`, `TF`, `JP`): texts for two people who share
 *   a pole (`same.E`, `same.I`, …) and for two who differ (`different`, with `{E}`/`{I}`-style
 *   placeholders that become "the ENFJ" / "the INTP"); each has `strength`, `challenge`,
 *   `communication` and `tip` variants. Also `overlap` (by number of shared preferences, 0–3)
 *   and `families` (the ten unordered family combinations, keyed `a+b` in FAMILY_SLUGS order).
 * - `pairs.json` — optional hand-written overview lines for notable pairs, keyed by pair slug.
 *
 * Composition rules: five sections (`overview`, `strengths`, `challenges`, `communication`,
 * `growing-together`), each 80–200 words in the shared Markdown syntax (paragraphs, `- ` lists,
 * **bold**; the overview links each type once as `[…](ref:type-{slug})`; no other links, no HTML,
 * no headings). Preference-pair texts are ordered with the differing preferences first; where a
 * section uses only three of the four, differing ones are kept and the rest chosen by hash. Every
 * choice between variants is a hash of the pair slug and a key, so the output is deterministic
 * while neighbouring pages read differently. Same-type pairs use "mirror" templates.
 *
 * Pure apart from reading the source files; Node type-stripping compatible.
 *   node scripts/seed/compatibility.ts intp enfj   print one entry as Markdown
 *   node scripts/seed/compatibility.ts --stats     word counts per section (min/avg/max)
 */
import { canonicalPairSlug } from '../../schemas/src/families.ts';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(join(COMPATIBILITY_SOURCE, file), 'utf8'));

const isPhraseList = (value: unknown, min: number): value is string[] =>
  Array.isArray(value) && value.length >= min && value.every((item) => typeof item === 'string' && item.trim() !== '') && new Set(value).size === value.length;

/** Reads and checks the three source files; throws with a precise message on anything missing. */
export function loadCompatibilitySource(): CompatibilitySource {
  const types = readJson('types.json') as Record<string, TypeTraits>;
  const dynamics = readJson('dynamics.json') as Omit<CompatibilitySource, 'types' | 'overviews'>;
  const pairs = readJson('pairs.json') as { overviews: Record<string, string> };
  const source: CompatibilitySource = { types, ...dynamics, overviews: pairs.overviews };
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
    if (!traits || typeof traits.epithet !== 'string' || !/^an? /.test(traits.epithet)) fail(`${slug}.epithet must start with "a " or "an "`);
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
    if (!dimension.poles?.[first] || !dimension.poles?.[second] || !dimension.label || !dimension.name) fail(`${key}: label, name and poles are required`);
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
  return upperFirst(text.replace(/([.!?;:]\s+)the /g, (_match, stop: string) => (stop.startsWith(';') || stop.startsWith(':') ? `${stop}the ` : `${stop}The `)));
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

const tipsHeader = (pair: Pair) => pair.vary(['A few practical habits help:', 'Habits worth trying:', 'Some practical starting points:'], 'growing:tips');

// ---------------------------------------------------------------------------------------------
// Sections: pairs of two different types

function overview(pair: Pair): string {
  const { a, b } = pair;
  const epA = a.traits.epithet;
  const epB = b.traits.epithet;
  const intro = pair.vary(
    [
      `Pairing the ${a.link} with the ${b.link} brings together ${epA} and ${epB}.`,
      `When the ${a.link} and the ${b.link} team up, ${epA} meets ${epB}.`,
      `The ${a.link} is ${epA}; the ${b.link} is ${epB}.`,
    ],
    'overview:intro',
  );
  const bringsA = trait(pair, 'a', 'brings');
  const bringsB = trait(pair, 'b', 'brings');
  const brings = pair.vary(
    [
      `The ${a.type.code} brings ${bringsA}, while the ${b.type.code} brings ${bringsB}.`,
      `In a friendship, a partnership or a team, the ${a.type.code} offers ${bringsA}, and the ${b.type.code} offers ${bringsB}.`,
      `Each contributes something distinct: ${bringsA} from the ${a.type.code}, and ${bringsB} from the ${b.type.code}.`,
    ],
    'overview:brings',
  );
  const shared = pair.dimensions.filter((d) => d.same).map((d) => `${d.source.poles[d.letters[0]]} (${d.letters[0]})`);
  const differ = pair.dimensions.filter((d) => !d.same).map((d) => `${d.name} (${d.key.charAt(0)}/${d.key.charAt(1)})`);
  const letters =
    shared.length === 0
      ? `They differ on all four preferences: ${joinList(differ)}.`
      : `They share ${joinList(shared)} and differ on ${joinList(differ)}.`;
  const overlap = pair.vary(pair.source.overlap[String(pair.shared)] ?? [], 'overview:overlap');
  const [codeA, codeB] = [a.type.code, b.type.code];
  const closing = pair.vary(
    [
      `None of this is destiny: a particular ${codeA} and a particular ${codeB}, with their own histories and efforts, matter far more than four letters.`,
      `Type describes tendencies rather than rules, so treat what follows as a map for conversation between the ${codeA} and the ${codeB}, not a verdict.`,
      `Compatibility is less about a perfect match than about how well the ${codeA} and the ${codeB} come to understand and adjust to each other.`,
      `Any real ${codeA} and ${codeB} will recognise some of what follows more than the rest, which is exactly as it should be.`,
      `Read what follows as likely patterns, useful for spotting what is going on between the ${codeA} and the ${codeB}, never as a prediction.`,
    ],
    'overview:closing',
  );
  return paragraphs(`${intro} ${pair.source.overviews[pair.slug] ?? ''}`.trim() + ` ${brings}`, `${familySentence(pair)} ${letters} ${overlap}`, closing);
}

function strengths(pair: Pair): string {
  const { a, b } = pair;
  const intro = pair.vary(
    pair.shared <= 1
      ? [
          'This pairing works best when its differences are treated as a division of labour rather than a contest.',
          'Much of what works here comes from contrast, since each person covers ground the other tends to skip.',
          'Differences are this pair’s main resource: what one finds hard, the other often does without thinking.',
        ]
      : [
          'Plenty of common ground makes this pairing easy to settle into, and the differences add useful range.',
          'Shared preferences give this pair an easy rhythm, while the differences keep it from becoming an echo chamber.',
          'Enough is shared here for trust to build quickly, and enough differs for each to keep surprising the other.',
        ],
    'strengths:intro',
  );
  const list = bullets(pair.dimensions.map((d) => `**${d.label}.** ${dynamic(pair, d, 'strength')}`));
  const careA = trait(pair, 'a', 'care');
  const careB = trait(pair, 'b', 'care');
  const care = pair.vary(
    [
      `Day to day, ${a.the} tends to show care by ${careA}, and ${b.the} by ${careB}.`,
      `Care shows up differently on each side: ${a.the} by ${careA}; ${b.the} by ${careB}.`,
    ],
    'strengths:care',
  );
  const enjoys = `Good shared ground might include ${trait(pair, 'a', 'enjoys')}, or ${trait(pair, 'b', 'enjoys')}.`;
  return paragraphs(intro, list, upperFirst(`${care} ${enjoys}`));
}

function challenges(pair: Pair): string {
  const { a, b } = pair;
  const intro = pair.vary(
    [
      'Most friction in this pairing is predictable, which means it can be planned for.',
      'The same differences that make this pair useful to each other can also wear on them.',
      'No pairing is friction-free, and this one has a few characteristic pressure points.',
    ],
    'challenges:intro',
  );
  const stressA = trait(pair, 'a', 'stress');
  const stressB = trait(pair, 'b', 'stress');
  const stress = pair.vary(
    [
      `Under stress, ${a.the} is drained by ${stressA}, while ${b.the} is worn down by ${stressB}.`,
      `Stress looks different on each side: ${a.the} struggles with ${stressA}, and ${b.the} with ${stressB}.`,
    ],
    'challenges:stress',
  );
  const list = bullets(pair.dimensions.map((d) => `**${d.label}.** ${dynamic(pair, d, 'challenge')}`));
  const frictionA = trait(pair, 'a', 'friction');
  const frictionB = trait(pair, 'b', 'friction');
  const friction = pair.vary(
    [
      `Friction often starts with ${a.the}'s habit of ${frictionA}, or with ${b.the}'s habit of ${frictionB}.`,
      `Watch for ${a.the} ${frictionA}, and for ${b.the} ${frictionB}.`,
      `Each has a habit that can grate: for ${a.the} it is ${frictionA}; for ${b.the} it is ${frictionB}.`,
    ],
    'challenges:friction',
  );
  return paragraphs(upperFirst(`${intro} ${stress}`), list, upperFirst(friction));
}

function communication(pair: Pair): string {
  const { a, b } = pair;
  const commA = trait(pair, 'a', 'communication');
  const commB = trait(pair, 'b', 'communication');
  const styles = pair.vary(
    [
      `${upperFirst(a.the)} ${commA}. ${upperFirst(b.the)} ${commB}.`,
      `In conversation, ${a.the} ${commA}, whereas ${b.the} ${commB}.`,
      `Their styles are easy to tell apart: ${a.the} ${commA}, and ${b.the} ${commB}.`,
    ],
    'communication:styles',
  );
  const count = Math.max(3, pair.dimensions.filter((d) => !d.same).length);
  const lines = selectDimensions(pair, count, 'communication').map((d) => dynamic(pair, d, 'communication'));
  const reachA = trait(pair, 'a', 'reach');
  const reachB = trait(pair, 'b', 'reach');
  const reach = pair.vary(
    [
      `A practical rule of thumb: with ${a.the}, ${reachA}; with ${b.the}, ${reachB}.`,
      `To get through to ${a.the}, ${reachA}. To get through to ${b.the}, ${reachB}.`,
    ],
    'communication:reach',
  );
  return paragraphs(styles, ...lines, reach);
}

function growingTogether(pair: Pair): string {
  const { a, b } = pair;
  const growthA = trait(pair, 'a', 'growth');
  const growthB = trait(pair, 'b', 'growth');
  const growth = pair.vary(
    [
      `For ${a.the}, growth in this relationship often means ${growthA}. For ${b.the}, it often means ${growthB}.`,
      `Each person has a natural growth edge here: ${a.the} can work on ${growthA}, and ${b.the} on ${growthB}.`,
    ],
    'growing:growth',
  );
  const needsA = trait(pair, 'a', 'needs');
  const needsB = trait(pair, 'b', 'needs');
  const needs = pair.vary(
    [
      `It helps to know what each needs to feel secure: ${a.the} needs ${needsA}, and ${b.the} needs ${needsB}.`,
      `Each also needs something specific to feel at ease: for ${a.the}, ${needsA}; for ${b.the}, ${needsB}.`,
    ],
    'growing:needs',
  );
  const tips = bullets(selectDimensions(pair, 3, 'tips').map((d) => dynamic(pair, d, 'tip')));
  const closing = pair.vary(
    [
      'Small, repeated adjustments matter more than one big conversation.',
      'The aim is not to become alike, but to become fluent in each other’s way of working.',
      'Progress here is usually gradual, and that is perfectly fine.',
    ],
    'growing:closing',
  );
  return paragraphs(upperFirst(`${growth} ${needs}`), `${tipsHeader(pair)}\n${tips}`, closing);
}

// ---------------------------------------------------------------------------------------------
// Sections: same-type ("mirror") pairs

function mirrorOverview(pair: Pair): string {
  const { a } = pair;
  const { code, title } = a.type;
  const link = `[${code} ${title}s](ref:type-${a.type.slug})`;
  const intro = pair.vary(
    [
      `Two ${link} together make a mirror pairing: ${a.traits.epithet} meets someone who shares all four preferences.`,
      `When two ${link} pair up, each recognises a great deal of themselves in the other, often from the first conversation.`,
      `A pairing of two ${link} brings together people who share every preference and many of the same instincts.`,
    ],
    'overview:intro',
  );
  const [brings1, brings2] = twoTraits(pair, 'brings');
  const brings = pair.vary(
    [
      `Each brings ${brings1}, along with ${brings2}, so the relationship starts with plenty of both.`,
      `Both offer ${brings1}, and both offer ${brings2}, so the pair begins with these strengths in double measure.`,
      `What each contributes is instantly familiar to the other: ${brings1}, and ${brings2}.`,
    ],
    'overview:brings',
  );
  // The third phrase of each field, so the overview never repeats what later sections say.
  const needs = nthTrait(pair, 'needs', 2);
  const stress = nthTrait(pair, 'stress', 2);
  const growth = nthTrait(pair, 'growth', 2);
  const friction = nthTrait(pair, 'friction', 1);
  const mirror = pair.vary(
    [
      `That is the mirror effect at work: strengths are amplified, and so are blind spots. Neither has to explain a need for ${needs}, yet neither is naturally the one to start ${growth}.`,
      `The mirror effect makes early understanding easy, since each already knows what it is like to be worn down by ${stress}. The catch is that both tend to neglect the same things, such as ${growth}, so those skills have to be built on purpose.`,
      `Because each recognises the other's habits from the inside, the mirror effect works quickly in both directions: comfort arrives early, and so does a shared blind spot, such as a habit of ${friction}.`,
    ],
    'overview:mirror',
  );
  const closing = pair.vary(
    [
      `Two ${code}s are still two different people, shaped by their own histories, and those differences matter as much as the shared letters.`,
      `No two ${title}s are identical, and the small differences between them are often where this relationship finds its balance.`,
      `Sharing a type is a head start, not a guarantee: how two ${title}s handle the ground they both avoid decides a great deal.`,
    ],
    'overview:closing',
  );
  return paragraphs(`${intro} ${brings}`, mirror, `${familySentence(pair)} ${closing}`);
}

function mirrorStrengths(pair: Pair): string {
  const intro = pair.vary(
    [
      'Sameness is this pairing’s first gift: there is little to translate, and much is understood without being said.',
      'Shared instincts make many everyday choices simple, because both people tend to want the same things in the same way.',
      `Two ${pair.a.type.title}s tend to find each other easy company: expectations match, and little needs negotiating.`,
    ],
    'strengths:intro',
  );
  const list = bullets(pair.dimensions.map((d) => `**${d.label}.** ${dynamic(pair, d, 'strength')}`));
  const [care1, care2] = twoTraits(pair, 'care');
  const [enjoys1, enjoys2] = twoTraits(pair, 'enjoys');
  const care = pair.vary(
    [
      `Both tend to show care by ${care1}, or by ${care2}, so each recognises the other’s care immediately. Shared favourites might include ${enjoys1}, as well as ${enjoys2}.`,
      `Care is easy to read between them, because both show it the same way: by ${care1}, or by ${care2}. Natural shared ground includes ${enjoys1}, along with ${enjoys2}.`,
    ],
    'strengths:care',
  );
  return paragraphs(intro, list, care);
}

function mirrorChallenges(pair: Pair): string {
  const intro = pair.vary(
    [
      'The mirror effect cuts both ways.',
      'What comes easily to this pair also creates its main risk: they share the same blind spots.',
      'Familiarity has a cost: when both react the same way, there is no one to offer a different angle.',
    ],
    'challenges:intro',
  );
  const [stress1, stress2] = twoTraits(pair, 'stress');
  const stress = pair.vary(
    [
      `Both tend to be drained by ${stress1}, and by ${stress2}, often at the same moments, so neither may have the reserves to steady the other.`,
      `Stress tends to hit them at the same time and from the same direction, for instance ${stress1}, or ${stress2}, which leaves neither well placed to steady the other.`,
    ],
    'challenges:stress',
  );
  const list = bullets(pair.dimensions.map((d) => `**${d.label}.** ${dynamic(pair, d, 'challenge')}`));
  const habit = nthTrait(pair, 'friction', 0);
  const friction = pair.vary(
    [
      `A shared habit of ${habit} can go unchallenged for a long time, because neither sees it from the outside.`,
      `Watch for both of them ${habit}; when it happens on both sides at once, it can quietly become the norm.`,
    ],
    'challenges:friction',
  );
  return paragraphs(`${intro} ${stress}`, list, friction);
}

function mirrorCommunication(pair: Pair): string {
  const { code } = pair.a.type;
  const [comm1, comm2] = twoTraits(pair, 'communication');
  const styles = pair.vary([`Each ${code} typically ${comm1}, and each also ${comm2}.`, `Two ${code}s tend to talk the same way: each ${comm1}, and each ${comm2}.`], 'communication:styles');
  const effect = pair.vary(
    [
      'That shared style makes conversation feel natural, but it also means neither hears a different approach modelled at home.',
      'Because both communicate the same way, misunderstandings are rare, and the ones that do happen tend to sit in the same blind spot.',
      'Conversation is comfortable, though a style that suits both can still hide what neither likes to say.',
    ],
    'communication:effect',
  );
  const lines = selectDimensions(pair, 3, 'communication').map((d) => dynamic(pair, d, 'communication'));
  const [reach1, reach2] = twoTraits(pair, 'reach');
  const header = pair.vary([`Advice for reaching ${code}s works in both directions here:`, `What helps with any ${code} helps both of them here:`], 'communication:reach');
  const reach = `${header}\n${bullets([upperFirst(reach1) + '.', upperFirst(reach2) + '.'])}`;
  return paragraphs(`${styles} ${effect}`, ...lines, reach);
}

function mirrorGrowingTogether(pair: Pair): string {
  const [growth1, growth2] = twoTraits(pair, 'growth');
  const growth = pair.vary(
    [
      `Growth for a mirror pair means developing, on purpose, the side neither naturally covers: ${growth1}, and ${growth2}.`,
      `Because neither fills the other's gaps by default, growth here is a joint project, for example ${growth1}, and ${growth2}.`,
      `Two ${pair.a.type.code}s grow best by practising together what neither finds natural: ${growth1}, and ${growth2}.`,
    ],
    'growing:growth',
  );
  const [needs1, needs2] = twoTraits(pair, 'needs');
  const needs = pair.vary(
    [
      `Both need ${needs1}; both also need ${needs2}. They can usually give each other these freely; the risk is assuming the other needs nothing more.`,
      `Their needs overlap almost completely, from ${needs1} to ${needs2}. That makes generosity easy, though it can hide the moments when one of them needs something different.`,
    ],
    'growing:needs',
  );
  const tips = bullets(selectDimensions(pair, 3, 'tips').map((d) => dynamic(pair, d, 'tip')));
  const closing = pair.vary(
    [
      'Learning from people of other types, and bringing what they learn home, keeps this pairing from becoming an echo chamber.',
      'Friends and colleagues with different preferences can be a real resource here, showing what each of them finds hard to see.',
      `Outside friendships matter more than usual here, because they supply the perspectives two ${pair.a.type.code}s tend to lack.`,
    ],
    'growing:closing',
  );
  return paragraphs(`${growth} ${needs}`, `${tipsHeader(pair)}\n${tips}`, closing);
}

// ---------------------------------------------------------------------------------------------
// Entries

function metadata(pair: Pair): Pick<CompatibilityEntry, 'title' | 'summary' | 'seoTitle' | 'metaDescription'> {
  const a = pair.a.type;
  const b = pair.b.type;
  const title = `${a.code} and ${b.code} compatibility`;
  if (pair.mirror) {
    return {
      title,
      summary: `Two ${a.code}s (${a.title}s) together: when ${pair.a.traits.epithet} meets a mirror image, shared strengths double and so do shared blind spots.`,
      seoTitle: `${title}: two ${a.title}s`,
      metaDescription: `${title}: what happens when two ${a.title}s pair up, from shared strengths and blind spots to communication and growth.`,
    };
  }
  const epA = pair.a.traits.epithet;
  const epB = pair.b.traits.epithet;
  return {
    title,
    summary: pair.vary(
      [
        `${a.code} (${a.title}) and ${b.code} (${b.title}): ${epA} meets ${epB}. What works, where it gets hard and how to grow together.`,
        `How ${epA}, the ${a.code} ${a.title}, and ${epB}, the ${b.code} ${b.title}, get along, clash and grow together.`,
      ],
      'summary',
    ),
    seoTitle: `${title} (${a.title} & ${b.title})`,
    metaDescription: pair.vary(
      [
        `${title}: how the ${a.title} and the ${b.title} connect, where they clash, and how to communicate and grow together.`,
        `How ${a.code} (${a.title}) and ${b.code} (${b.title}) types get along: strengths, friction points, communication and ways to grow.`,
      ],
      'meta',
    ),
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
  const head = [`# ${entry.title}`, '', `*${entry.summary}*`, '', `SEO title: ${entry.seoTitle}`, `Meta description: ${entry.metaDescription}`];
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
