/**
 * Compatibility pair slugs: the canonical order of two types (SPEC §3 catalogue order), parsing
 * `{a}-and-{b}`, and the two validation rules of the `compatibility` document built on them.
 */
import { describe, expect, it } from 'vitest';
import { PAGE_SLUGS, TYPE_CATALOGUE, canonicalPairSlug, catalogueIndex, parsePairSlug } from './families';
import { checkPairMatchesTypes, checkPairSlug } from './rules';

const SLUGS = TYPE_CATALOGUE.map((type) => type.slug);

/** Every unordered pair of the 16 types, same-type pairs included: 16·17/2 = 136. */
const UNORDERED_PAIRS = SLUGS.flatMap((x, i) => SLUGS.slice(i).map((y) => [x, y] as const));

describe('catalogueIndex', () => {
  it('is the position in the SPEC §3 catalogue, case-insensitively, and -1 for anything else', () => {
    expect(SLUGS).toEqual([
      'intp',
      'entj',
      'intj',
      'entp',
      'infj',
      'infp',
      'enfj',
      'enfp',
      'istj',
      'isfj',
      'estj',
      'esfj',
      'istp',
      'isfp',
      'estp',
      'esfp',
    ]);
    SLUGS.forEach((slug, index) => {
      expect(catalogueIndex(slug)).toBe(index);
      expect(catalogueIndex(slug.toUpperCase())).toBe(index);
    });
    for (const other of ['', 'xxxx', 'intj ', 'intjx', 'int']) expect(catalogueIndex(other), other).toBe(-1);
  });
});

describe('canonicalPairSlug', () => {
  it('names the type that comes first in the catalogue first', () => {
    expect(canonicalPairSlug('intp', 'enfj')).toBe('intp-and-enfj');
    expect(canonicalPairSlug('enfj', 'intp')).toBe('intp-and-enfj');
    // Catalogue order, not alphabetical order: ENTJ (2nd) comes before INTJ (3rd), ISTJ before ESFP.
    expect(canonicalPairSlug('intj', 'entj')).toBe('entj-and-intj');
    expect(canonicalPairSlug('esfp', 'istj')).toBe('istj-and-esfp');
  });

  it.each(SLUGS)('allows the same-type pair %s', (slug) => {
    expect(canonicalPairSlug(slug, slug)).toBe(`${slug}-and-${slug}`);
  });

  it('is symmetric, always lower case, and gives 136 distinct slugs for the 256 ordered pairs', () => {
    const slugs = new Set<string>();
    for (const x of SLUGS) {
      for (const y of SLUGS) {
        const slug = canonicalPairSlug(x, y);
        expect(canonicalPairSlug(y, x)).toBe(slug);
        expect(slug).toBe(slug.toLowerCase());
        const [first, second] = slug.split('-and-');
        expect(catalogueIndex(first ?? '')).toBeLessThanOrEqual(catalogueIndex(second ?? ''));
        expect([first, second].sort()).toEqual([x, y].sort());
        slugs.add(slug);
      }
    }
    expect(slugs.size).toBe(136);
    expect([...slugs].sort()).toEqual(UNORDERED_PAIRS.map(([x, y]) => `${x}-and-${y}`).sort());
  });

  it('accepts codes in any case and returns lower-case slugs', () => {
    expect(canonicalPairSlug('ENFJ', 'INTP')).toBe('intp-and-enfj');
    expect(canonicalPairSlug('Intp', 'eNfJ')).toBe('intp-and-enfj');
    expect(canonicalPairSlug('INTJ', 'intj')).toBe('intj-and-intj');
  });

  it.each([
    ['xxxx', 'intp'],
    ['intp', 'abcd'],
    ['', 'intp'],
    ['intp', ''],
    ['intp-and-enfj', 'intp'],
    [' intp', 'enfj'],
  ])('throws for an unknown type (%j, %j)', (x, y) => {
    expect(() => canonicalPairSlug(x, y)).toThrow(`Unknown type in pair "${x}", "${y}"`);
  });
});

describe('parsePairSlug', () => {
  it.each(UNORDERED_PAIRS)('splits %s-and-%s', (a, b) => {
    expect(parsePairSlug(`${a}-and-${b}`)).toEqual({ a, b });
  });

  it('keeps the given order (it parses, it does not canonicalise)', () => {
    expect(parsePairSlug('enfj-and-intp')).toEqual({ a: 'enfj', b: 'intp' });
  });

  it('accepts upper case and returns lower-case slugs', () => {
    expect(parsePairSlug('INTP-and-ENFJ')).toEqual({ a: 'intp', b: 'enfj' });
    expect(parsePairSlug('Intp-AND-Enfj')).toEqual({ a: 'intp', b: 'enfj' });
  });

  it.each([
    '',
    'intp',
    'intp-and',
    'intp-enfj',
    'intp-and-enfj-and-intj',
    'intp-or-enfj',
    'intp_and_enfj',
    ' intp-and-enfj',
    'intp-and-enfj ',
    'intpx-and-enfj',
    'xxxx-and-enfj',
    'intp-and-abcd',
    'int1-and-enfj',
  ])('returns null for %j', (slug) => {
    expect(parsePairSlug(slug)).toBeNull();
  });
});

describe('checkPairSlug', () => {
  it.each(UNORDERED_PAIRS.map(([x, y]) => `${x}-and-${y}`))('accepts the canonical slug %s', (slug) => {
    expect(checkPairSlug(slug)).toBe(true);
  });

  it.each([undefined, ''])('requires a slug (%j)', (slug) => {
    expect(checkPairSlug(slug)).toBe('Slug is required');
  });

  it('asks for the canonical order when the types are reversed', () => {
    expect(checkPairSlug('enfj-and-intp')).toBe('Use the canonical order: "intp-and-enfj"');
    expect(checkPairSlug('intj-and-entj')).toBe('Use the canonical order: "entj-and-intj"');
    expect(checkPairSlug('esfp-and-istj')).toBe('Use the canonical order: "istj-and-esfp"');
  });

  it('rejects upper case, pointing to the lower-case canonical slug', () => {
    expect(checkPairSlug('INTP-and-ENFJ')).toBe('Use the canonical order: "intp-and-enfj"');
    expect(checkPairSlug('INTJ-AND-INTJ')).toBe('Use the canonical order: "intj-and-intj"');
  });

  it.each(['intp', 'intp-enfj', 'xxxx-and-intj', 'intj-and-xxxx', 'intp-and-enfj-and-intj', 'intp and enfj'])(
    'rejects the shape of %j',
    (slug) => {
      expect(checkPairSlug(slug)).toBe(`Slug "${slug}" must look like "intp-and-enfj" (two type codes in lower case)`);
    },
  );

  it('accepts exactly 136 of the 256 ordered code combinations', () => {
    const accepted = SLUGS.flatMap((x) => SLUGS.map((y) => `${x}-and-${y}`)).filter((slug) => checkPairSlug(slug) === true);
    expect(accepted).toHaveLength(136);
  });
});

describe('checkPairMatchesTypes', () => {
  it('accepts a slug naming the two referenced types, in either reference order', () => {
    expect(checkPairMatchesTypes('intp-and-enfj', 'intp', 'enfj')).toBe(true);
    expect(checkPairMatchesTypes('intp-and-enfj', 'enfj', 'intp')).toBe(true);
    expect(checkPairMatchesTypes('intj-and-intj', 'intj', 'intj')).toBe(true);
  });

  it('accepts the types as upper-case codes', () => {
    expect(checkPairMatchesTypes('intp-and-enfj', 'INTP', 'ENFJ')).toBe(true);
    expect(checkPairMatchesTypes('entj-and-intj', 'Intj', 'ENTJ')).toBe(true);
  });

  it('names the expected slug when the slug and the types disagree', () => {
    expect(checkPairMatchesTypes('intp-and-enfj', 'intp', 'enfp')).toBe('Slug must be "intp-and-enfp" for these two types');
    expect(checkPairMatchesTypes('intj-and-intj', 'intj', 'entj')).toBe('Slug must be "entj-and-intj" for these two types');
    expect(checkPairMatchesTypes('intp-and-intp', 'enfj', 'enfj')).toBe('Slug must be "enfj-and-enfj" for these two types');
    // A reversed slug never matches: the canonical slug is the only valid one.
    expect(checkPairMatchesTypes('enfj-and-intp', 'intp', 'enfj')).toBe('Slug must be "intp-and-enfj" for these two types');
  });

  it('leaves missing parts to the required rules', () => {
    expect(checkPairMatchesTypes(undefined, 'intp', 'enfj')).toBe(true);
    expect(checkPairMatchesTypes('intp-and-enfj', undefined, 'enfj')).toBe(true);
    expect(checkPairMatchesTypes('intp-and-enfj', 'intp', undefined)).toBe(true);
    expect(checkPairMatchesTypes('', '', '')).toBe(true);
  });

  it('throws (via canonicalPairSlug) when a referenced type has an unknown slug', () => {
    expect(() => checkPairMatchesTypes('intp-and-enfj', 'xxxx', 'enfj')).toThrow('Unknown type in pair "xxxx", "enfj"');
  });
});

describe('PAGE_SLUGS', () => {
  it('lists the informational pages of SPEC §2 (premium and pricing included)', () => {
    expect([...PAGE_SLUGS].sort()).toEqual([
      'about-us',
      'contact',
      'faq',
      'premium',
      'pricing',
      'privacy',
      'terms-conditions',
      'testimonials',
    ]);
  });
});
