import { describe, expect, it } from 'vitest';
import { TYPE_CATALOGUE } from '../../schemas/src/families.ts';
import {
  COMPATIBILITY_SECTIONS,
  CompatibilityTemplatesSchema,
  LIMITS,
  SECTION_WORDS,
  TRAIT_FIELDS,
  buildCompatibilityEntries,
  canonicalPairSlug,
  countWords,
  loadCompatibilitySource,
  type CompatibilityEntry,
} from './compatibility.ts';

const entries = buildCompatibilityEntries();
const bySlug = new Map(entries.map((entry) => [entry.slug, entry]));
const TYPES = TYPE_CATALOGUE.map((type) => type.slug);
const typeOf = (slug: string) => TYPE_CATALOGUE.find((type) => type.slug === slug)!;

const entryFor = (x: string, y: string): CompatibilityEntry => {
  const entry = bySlug.get(canonicalPairSlug(x, y));
  if (!entry) throw new Error(`no entry for ${x}/${y}`);
  return entry;
};
const section = (entry: CompatibilityEntry, slug: string) => entry.sections.find((s) => s.slug === slug)?.markdown ?? '';

/** Word 3-gram shingles of the visible text (link targets removed). */
function shingles(markdown: string): Set<string> {
  const words =
    markdown
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .match(/[a-z0-9']+/g) ?? [];
  const result = new Set<string>();
  for (let i = 0; i + 3 <= words.length; i++) result.add(words.slice(i, i + 3).join(' '));
  return result;
}

function jaccard(x: Set<string>, y: Set<string>): number {
  let shared = 0;
  for (const item of x) if (y.has(item)) shared++;
  return shared / (x.size + y.size - shared);
}

/** Max and mean pairwise similarity over all pages for the text chosen by `text`. */
function similarity(text: (entry: CompatibilityEntry) => string): { max: number; mean: number; worst: string } {
  const sets = entries.map((entry) => shingles(text(entry)));
  let max = 0;
  let sum = 0;
  let count = 0;
  let worst = '';
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      const value = jaccard(sets[i]!, sets[j]!);
      sum += value;
      count++;
      if (value > max) {
        max = value;
        worst = `${entries[i]!.slug} / ${entries[j]!.slug}`;
      }
    }
  }
  return { max, mean: sum / count, worst };
}

describe('canonicalPairSlug', () => {
  it('orders the two types by catalogue position', () => {
    expect(canonicalPairSlug('intp', 'enfj')).toBe('intp-and-enfj');
    expect(canonicalPairSlug('enfj', 'intp')).toBe('intp-and-enfj');
    expect(canonicalPairSlug('esfp', 'intp')).toBe('intp-and-esfp');
    expect(canonicalPairSlug('intj', 'intj')).toBe('intj-and-intj');
    expect(canonicalPairSlug('entj', 'intj')).toBe('entj-and-intj');
    expect(canonicalPairSlug('intj', 'entj')).toBe('entj-and-intj');
  });

  it('accepts upper-case codes', () => {
    expect(canonicalPairSlug('ENFJ', 'INTP')).toBe('intp-and-enfj');
    expect(canonicalPairSlug('Istj', 'esFP')).toBe('istj-and-esfp');
  });

  it('is symmetric for every pair', () => {
    for (const x of TYPES) for (const y of TYPES) expect(canonicalPairSlug(x, y)).toBe(canonicalPairSlug(y, x));
  });

  it('throws on unknown codes', () => {
    expect(() => canonicalPairSlug('xxxx', 'intp')).toThrow(/unknown/i);
    expect(() => canonicalPairSlug('intp', 'abcd')).toThrow(/unknown/i);
    expect(() => canonicalPairSlug('', 'intp')).toThrow(/unknown/i);
    expect(() => canonicalPairSlug('intp-and-enfj', 'intp')).toThrow(/unknown/i);
  });
});

describe('compatibility source data', () => {
  const source = loadCompatibilitySource();

  it('has distinct phrases for every trait field of every type', () => {
    for (const slug of TYPES) {
      for (const field of TRAIT_FIELDS) {
        const phrases = source.types[slug]![field];
        expect(phrases.length, `${slug}.${field}`).toBeGreaterThanOrEqual(3);
        expect(new Set(phrases).size, `${slug}.${field}`).toBe(phrases.length);
      }
    }
  });

  it('does not reuse a trait phrase between types', () => {
    const seen = new Map<string, string>();
    for (const slug of TYPES) {
      for (const field of TRAIT_FIELDS) {
        for (const phrase of source.types[slug]![field]) {
          expect(seen.get(phrase), `"${phrase}" (${slug}.${field})`).toBeUndefined();
          seen.set(phrase, slug);
        }
      }
    }
  });

  it('reads templates.json through zod and fails on an empty, repeated or misnamed template', () => {
    expect(CompatibilityTemplatesSchema.safeParse(source.templates).success).toBe(true);
    expect(CompatibilityTemplatesSchema.safeParse({ ...source.templates, pair: { 'overview:intro': [] } }).success).toBe(false);
    expect(CompatibilityTemplatesSchema.safeParse({ ...source.templates, mirror: { x: ['same', 'same'] } }).success).toBe(false);
    expect(CompatibilityTemplatesSchema.safeParse({ ...source.templates, extra: {} }).success).toBe(false);
    const broken = {
      ...source,
      templates: { ...source.templates, pair: { ...source.templates.pair, 'growing:closing': ['Ask {nobody}.'] } },
    };
    expect(() => buildCompatibilityEntries(broken)).toThrow(/unknown placeholder \{nobody\} in "growing:closing"/);
    const { 'challenges:intro': _dropped, ...rest } = source.templates.mirror;
    expect(() => buildCompatibilityEntries({ ...source, templates: { ...source.templates, mirror: rest } })).toThrow(
      /no "challenges:intro" for mirror/,
    );
  });
});

describe('buildCompatibilityEntries', () => {
  it('builds 136 entries with unique slugs in canonical order', () => {
    const expected: string[] = [];
    TYPES.forEach((x, i) => TYPES.slice(i).forEach((y) => expected.push(`${x}-and-${y}`)));
    expect(expected).toHaveLength(136);
    expect(entries.map((entry) => entry.slug)).toEqual(expected);
    expect(new Set(entries.map((entry) => entry.slug)).size).toBe(136);
    for (const entry of entries) {
      expect(entry.slug).toBe(`${entry.a}-and-${entry.b}`);
      expect(canonicalPairSlug(entry.b, entry.a)).toBe(entry.slug);
    }
  });

  it('is deterministic', () => {
    expect(buildCompatibilityEntries()).toEqual(entries);
  });

  it('gives every entry a title, summary and SEO fields within the limits', () => {
    for (const entry of entries) {
      const a = typeOf(entry.a);
      const b = typeOf(entry.b);
      expect(entry.title).toBe(`${a.code} and ${b.code} compatibility`);
      for (const type of [a, b]) {
        expect(entry.summary, entry.slug).toContain(type.code);
        expect(entry.summary, entry.slug).toContain(type.title);
        expect(entry.seoTitle, entry.slug).toContain(type.code);
        expect(entry.metaDescription, entry.slug).toContain(type.code);
      }
      expect(entry.summary.length, entry.slug).toBeLessThanOrEqual(LIMITS.summary);
      expect(entry.seoTitle.length, entry.slug).toBeLessThanOrEqual(LIMITS.seoTitle);
      expect(entry.metaDescription.length, entry.slug).toBeLessThanOrEqual(LIMITS.metaDescription);
    }
    expect(entryFor('intp', 'enfj').title).toBe('INTP and ENFJ compatibility');
    expect(entryFor('intj', 'intj').title).toBe('INTJ and INTJ compatibility');
  });

  it('has the five sections in order, each 80–200 words', () => {
    for (const entry of entries) {
      expect(entry.sections.map(({ slug, title }) => ({ slug, title }))).toEqual(
        COMPATIBILITY_SECTIONS.map(({ slug, title }) => ({ slug, title })),
      );
      for (const { slug, markdown } of entry.sections) {
        const words = countWords(markdown);
        expect(words, `${entry.slug}/${slug}`).toBeGreaterThanOrEqual(SECTION_WORDS.min);
        expect(words, `${entry.slug}/${slug}`).toBeLessThanOrEqual(SECTION_WORDS.max);
      }
    }
  });

  it('uses only the allowed Markdown: no headings, HTML, external links or leftover placeholders', () => {
    for (const entry of entries) {
      for (const { slug, markdown } of entry.sections) {
        const where = `${entry.slug}/${slug}`;
        expect(markdown, where).not.toMatch(/^\s*#/m);
        expect(markdown, where).not.toMatch(/<[a-z/!]/i);
        expect(markdown, where).not.toMatch(/https?:|mailto:|www\./);
        expect(markdown, where).not.toMatch(/[{}]|undefined|\bthe the\b| {2}| [,.;:]|\.\./);
        expect(markdown.trim(), where).toBe(markdown);
        for (const [, target] of markdown.matchAll(/\]\(([^)]*)\)/g)) {
          expect(target, where).toMatch(/^ref:type-[a-z]{4}$/);
          expect(TYPES, where).toContain(target!.slice('ref:type-'.length));
        }
        if (slug !== 'overview') expect(markdown, where).not.toContain('](');
        // Every paragraph and list item ends as a sentence.
        for (const chunk of markdown.split(/\n+/)) expect(chunk, where).toMatch(/[.!?:"]$/);
      }
    }
  });

  it('names and links both types once in the overview', () => {
    for (const entry of entries) {
      const overview = section(entry, 'overview');
      const a = typeOf(entry.a);
      const b = typeOf(entry.b);
      expect(overview).toContain(a.code);
      expect(overview).toContain(b.code);
      const links = [...overview.matchAll(/\]\(ref:type-([a-z]{4})\)/g)].map((match) => match[1]);
      expect(links, entry.slug).toEqual(entry.a === entry.b ? [entry.a] : [entry.a, entry.b]);
    }
  });

  it('describes same-type pairs through the mirror effect', () => {
    for (const slug of TYPES) {
      const entry = entryFor(slug, slug);
      expect(section(entry, 'overview'), entry.slug).toMatch(/mirror/i);
      expect(entry.summary).toMatch(/mirror/i);
    }
  });

  it('reflects the actual preferences of each pair', () => {
    const strengths = section(entryFor('intp', 'enfj'), 'strengths');
    // INTP and ENFJ differ on E/I, T/F and J/P: each difference names the type holding each pole.
    expect(strengths).toMatch(/the ENFJ[^.]*the INTP|the INTP[^.]*the ENFJ/);
    expect(section(entryFor('intp', 'enfj'), 'overview')).toContain(
      'They share Intuition (N) and differ on energy (E/I), decisions (T/F) and structure (J/P).',
    );
    expect(section(entryFor('intp', 'entj'), 'overview')).toContain(
      'They share Intuition (N) and Thinking (T) and differ on energy (E/I) and structure (J/P).',
    );
    expect(section(entryFor('intp', 'esfj'), 'overview')).toContain('They differ on all four preferences');
  });

  it('produces different text for pairs that differ in one letter', () => {
    const flip: Record<string, string> = { E: 'I', I: 'E', S: 'N', N: 'S', T: 'F', F: 'T', J: 'P', P: 'J' };
    for (const x of TYPE_CATALOGUE) {
      for (const y of TYPE_CATALOGUE) {
        const base = entryFor(x.slug, y.slug);
        for (let i = 0; i < 4; i++) {
          const code = y.code.slice(0, i) + flip[y.code.charAt(i)] + y.code.slice(i + 1);
          const other = entryFor(x.slug, code);
          for (const { slug } of COMPATIBILITY_SECTIONS) {
            expect(section(other, slug), `${base.slug} vs ${other.slug} (${slug})`).not.toBe(section(base, slug));
          }
        }
      }
    }
    const intpEnfj = entryFor('intp', 'enfj');
    const intpEntj = entryFor('intp', 'entj');
    for (const { slug } of COMPATIBILITY_SECTIONS) {
      expect(jaccard(shingles(section(intpEnfj, slug)), shingles(section(intpEntj, slug))), slug).toBeLessThan(0.5);
    }
  });

  it('never repeats a section text on two pages', () => {
    for (const { slug } of COMPATIBILITY_SECTIONS) {
      expect(new Set(entries.map((entry) => section(entry, slug))).size, slug).toBe(136);
    }
  });

  it('keeps pages from being mostly duplicated across the site', () => {
    const overview = similarity((entry) => section(entry, 'overview'));
    expect(overview.max, overview.worst).toBeLessThan(0.5);
    expect(overview.mean).toBeLessThan(0.1);
    for (const { slug } of COMPATIBILITY_SECTIONS) {
      const result = similarity((entry) => section(entry, slug));
      expect(result.max, `${slug}: ${result.worst}`).toBeLessThan(0.6);
      expect(result.mean, slug).toBeLessThan(0.12);
    }
    const pages = similarity((entry) => entry.sections.map((s) => s.markdown).join('\n\n'));
    expect(pages.max, pages.worst).toBeLessThan(0.35);
  });
});
