import { TYPE_CATALOGUE } from '@typeatlas/schemas/families';
import { describe, expect, it } from 'vitest';
import { type PairType, pairSlugOf, pairingsOf, resolvePairRequest, typesFromPairs } from './pairs';

const type = (slug: string) => ({ slug, code: slug.toUpperCase(), title: `Title ${slug}`, colour: 'red' });

/** All 136 pairs, as the seed dataset has them. */
const ALL_PAIRS = TYPE_CATALOGUE.flatMap((a, i) =>
  TYPE_CATALOGUE.slice(i).map((b) => ({
    slug: `${a.slug}-and-${b.slug}`,
    title: `${a.code} and ${b.code}`,
    typeA: type(a.slug),
    typeB: type(b.slug),
  })),
);

describe('resolvePairRequest', () => {
  it('loads a canonical slug', () => {
    expect(resolvePairRequest('intp-and-enfj')).toEqual({ kind: 'load', slug: 'intp-and-enfj' });
    expect(resolvePairRequest('intp-and-intp')).toEqual({ kind: 'load', slug: 'intp-and-intp' });
  });
  it('redirects the reverse order to the canonical slug', () => {
    expect(resolvePairRequest('enfj-and-intp')).toEqual({ kind: 'redirect', slug: 'intp-and-enfj' });
  });
  it('redirects any other letter case', () => {
    expect(resolvePairRequest('INTP-and-ENFJ')).toEqual({ kind: 'redirect', slug: 'intp-and-enfj' });
    expect(resolvePairRequest('Enfj-AND-intp')).toEqual({ kind: 'redirect', slug: 'intp-and-enfj' });
  });
  it('rejects unknown types and malformed slugs', () => {
    for (const raw of ['intp-and-xxxx', 'nonsense', 'intp', 'intp-and-', 'intp-enfj', 'intp-and-enfj-and-infp', ' intp-and-enfj', '']) {
      expect(resolvePairRequest(raw)).toEqual({ kind: 'invalid' });
    }
  });
});

describe('pairSlugOf', () => {
  it('orders the pair canonically, or returns null for unknown types', () => {
    expect(pairSlugOf('esfp', 'intp')).toBe('intp-and-esfp');
    expect(pairSlugOf('esfp', 'zzzz')).toBeNull();
  });
});

describe('typesFromPairs', () => {
  it('lists the 16 types once each in catalogue order', () => {
    const types = typesFromPairs([...ALL_PAIRS].reverse());
    expect(types.map((t) => t.slug)).toEqual(TYPE_CATALOGUE.map((t) => t.slug));
  });
  it('drops types without a slug', () => {
    expect(typesFromPairs<PairType>([{ typeA: { slug: null, code: null, title: null }, typeB: type('intj') }]).map((t) => t.slug)).toEqual([
      'intj',
    ]);
  });
});

describe('pairingsOf', () => {
  const partners = typesFromPairs(ALL_PAIRS);

  it('gives every type 16 pairings, including the mirror pair, in partner order', () => {
    for (const { slug } of TYPE_CATALOGUE) {
      const pairings = pairingsOf(slug, partners, ALL_PAIRS);
      expect(pairings).toHaveLength(16);
      expect(pairings.map((p) => p.partner.slug)).toEqual(TYPE_CATALOGUE.map((t) => t.slug));
      expect(pairings.map((p) => p.slug)).toContain(`${slug}-and-${slug}`);
    }
  });

  it('covers the 136 pairs exactly once when each pair is seen from its first type', () => {
    const seen = new Set(TYPE_CATALOGUE.flatMap(({ slug }) => pairingsOf(slug, partners, ALL_PAIRS).map((p) => p.slug)));
    expect(seen.size).toBe(136);
  });

  it('leaves out the excluded pair and pairs without a page', () => {
    const pairings = pairingsOf(
      'enfj',
      partners,
      ALL_PAIRS.filter((p) => p.slug !== 'enfj-and-esfp'),
      'intp-and-enfj',
    );
    expect(pairings.map((p) => p.slug)).not.toContain('intp-and-enfj');
    expect(pairings.map((p) => p.slug)).not.toContain('enfj-and-esfp');
    expect(pairings).toHaveLength(14);
  });

  it('carries the pair title', () => {
    expect(pairingsOf('enfj', partners, ALL_PAIRS)[0]).toMatchObject({
      slug: 'intp-and-enfj',
      title: 'INTP and ENFJ',
      partner: { slug: 'intp' },
    });
  });
});

describe('pairGlance', () => {
  it('lists the shared letters in code order and the differing pairs', async () => {
    const { pairGlance } = await import('./pairs');
    expect(pairGlance('intp', 'ENFJ')).toEqual({ shared: ['n'], differ: [0, 2, 3] });
    expect(pairGlance('INTP', 'infj')).toEqual({ shared: ['i', 'n'], differ: [2, 3] });
    expect(pairGlance('estj', 'infp')).toEqual({ shared: [], differ: [0, 1, 2, 3] });
    expect(pairGlance('isfj', 'isfj')).toEqual({ shared: ['i', 's', 'f', 'j'], differ: [] });
    expect(pairGlance('intx', 'enfj')).toBeNull();
    expect(pairGlance('', 'enfj')).toBeNull();
  });
});
