import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Families from './families';
import { DICHOTOMY_KEYS, TYPE_CATALOGUE } from './families';
import {
  checkDichotomyCoverage,
  checkFollowUpIds,
  checkFollowUpPool,
  checkKebabSlug,
  checkLinkHref,
  checkLinkTexts,
  linkTexts,
  checkTypeSlug,
  checkUniqueIds,
} from './rules';

describe('checkTypeSlug', () => {
  it.each(TYPE_CATALOGUE.map((type) => [type.slug, type.code] as const))('accepts %s for %s', (slug, code) => {
    expect(checkTypeSlug(slug, code)).toBe(true);
  });

  it('accepts a catalogue slug before the code is filled in', () => {
    expect(checkTypeSlug('intj', undefined)).toBe(true);
    expect(checkTypeSlug('intj', '')).toBe(true);
  });

  it.each([undefined, ''])('requires a slug (%j)', (slug) => {
    expect(checkTypeSlug(slug, 'INTJ')).toBe('Slug is required');
  });

  it.each(['INTJ', 'Intj', 'intjx', 'int', 'intj ', 'xntj', 'iatj', 'inxj', 'intx', 'in-tj', 'jpti'])(
    'rejects the format of %j',
    (slug) => {
      expect(checkTypeSlug(slug, undefined)).toBe(`Slug "${slug}" must be a four-letter type code in lower case, e.g. "intj"`);
    },
  );

  it('rejects a slug that differs from the code', () => {
    expect(checkTypeSlug('intj', 'ENTJ')).toBe('Slug "intj" must equal the code "ENTJ" in lower case');
    expect(checkTypeSlug('entj', 'INTJ')).toBe('Slug "entj" must equal the code "INTJ" in lower case');
  });

  it('compares with the code case-insensitively', () => {
    expect(checkTypeSlug('intj', 'intj')).toBe(true);
    expect(checkTypeSlug('intj', 'InTj')).toBe(true);
  });

  describe('with a catalogue lacking a type', () => {
    afterEach(() => {
      vi.doUnmock('./families');
      vi.resetModules();
    });

    it('rejects a well-formed slug that is not in the catalogue', async () => {
      vi.resetModules();
      vi.doMock('./families', async (importOriginal) => {
        const original = await importOriginal<typeof Families>();
        return { ...original, TYPE_CATALOGUE: original.TYPE_CATALOGUE.filter((type) => type.slug !== 'esfp') };
      });
      const rules = await import('./rules');
      expect(rules.checkTypeSlug('esfp', 'ESFP')).toBe('Slug "esfp" is not one of the 16 types');
      expect(rules.checkTypeSlug('intj', 'INTJ')).toBe(true);
    });
  });

  it('has every well-formed slug in the real catalogue (16 = 2⁴)', () => {
    const all = ['e', 'i'].flatMap((a) => ['s', 'n'].flatMap((b) => ['t', 'f'].flatMap((c) => ['j', 'p'].map((d) => a + b + c + d))));
    expect(all.filter((slug) => checkTypeSlug(slug, undefined) !== true)).toEqual([]);
    expect(TYPE_CATALOGUE).toHaveLength(16);
  });
});

describe('checkKebabSlug', () => {
  it.each(['introduction', 'personal-growth', 'career', 'a1-b2-c3', '2025'])('accepts %j', (slug) => {
    expect(checkKebabSlug(slug)).toBe(true);
  });

  it.each([undefined, ''])('requires a slug (%j)', (slug) => {
    expect(checkKebabSlug(slug)).toBe('Slug is required');
  });

  it.each(['Personal-growth', 'personal--growth', '-growth', 'growth-', 'personal_growth', 'personal growth', 'café', 'a/b'])(
    'rejects %j',
    (slug) => {
      expect(checkKebabSlug(slug)).toBe(`Slug "${slug}" may only hold lower-case letters, digits and single hyphens`);
    },
  );
});

describe('checkUniqueIds', () => {
  it('accepts unique ids, an empty list and a missing list', () => {
    expect(checkUniqueIds([{ id: 'a' }, { id: 'b' }, { id: 'c' }])).toBe(true);
    expect(checkUniqueIds([])).toBe(true);
    expect(checkUniqueIds(undefined)).toBe(true);
  });

  it('ignores entries without an id', () => {
    expect(checkUniqueIds([{}, { id: '' }, {}, { id: '' }, { id: 'a' }])).toBe(true);
  });

  it('names the first duplicate', () => {
    expect(checkUniqueIds([{ id: 'a' }, { id: 'b' }, { id: 'b' }, { id: 'a' }])).toBe('Duplicate id "b"');
  });

  it('uses the given noun in the message', () => {
    expect(checkUniqueIds([{ id: 'q1' }, { id: 'q1' }], 'item id')).toBe('Duplicate item id "q1"');
  });

  it('is case-sensitive', () => {
    expect(checkUniqueIds([{ id: 'Q1' }, { id: 'q1' }])).toBe(true);
  });
});

describe('follow-up pools (issue 24 §3)', () => {
  it('accepts a pool of its own scale with both keying directions, an empty and a missing pool', () => {
    expect(
      checkFollowUpPool(
        [
          { id: 'a', key: 'EI', reverse: false },
          { id: 'b', key: 'EI', reverse: true },
        ],
        'EI',
      ),
    ).toBe(true);
    expect(checkFollowUpPool([], 'EI')).toBe(true);
    expect(checkFollowUpPool(undefined, 'SN')).toBe(true);
  });

  it('names an item keyed to another scale, and a one-sided pool', () => {
    expect(
      checkFollowUpPool(
        [
          { id: 'a', key: 'SN', reverse: false },
          { id: 'b', key: 'EI', reverse: true },
        ],
        'EI',
      ),
    ).toBe('Item "a" is keyed to SN but sits in the EI pool');
    expect(
      checkFollowUpPool(
        [
          { id: 'a', key: 'JP', reverse: true },
          { id: 'b', key: 'JP', reverse: true },
        ],
        'JP',
      ),
    ).toBe('The JP pool needs reverse-keyed and non-reverse items');
    expect(
      checkFollowUpPool(
        [
          { id: 'a', key: 'JP' },
          { id: 'b', key: 'JP', reverse: null },
        ],
        'JP',
      ),
    ).toBe('The JP pool needs reverse-keyed and non-reverse items');
  });

  it('keeps ids unique across the fixed items and every pool', () => {
    expect(checkFollowUpIds([{ id: 'q1' }], { EI: [{ id: 'f1' }], SN: undefined })).toBe(true);
    expect(checkFollowUpIds([{ id: 'q1' }], { TF: [{ id: 'q1' }] })).toBe('Duplicate item id (fixed items and follow-up pools) "q1"');
    expect(checkFollowUpIds([], { EI: [{ id: 'f1' }], JP: [{ id: 'f1' }] })).toBe(
      'Duplicate item id (fixed items and follow-up pools) "f1"',
    );
    expect(checkFollowUpIds(undefined, undefined)).toBe(true);
  });
});

describe('checkDichotomyCoverage', () => {
  it('accepts items on all four dichotomies, in any order and with repeats', () => {
    expect(DICHOTOMY_KEYS).toEqual(['EI', 'SN', 'TF', 'JP']);
    expect(checkDichotomyCoverage([{ key: 'JP' }, { key: 'EI' }, { key: 'EI' }, { key: 'TF' }, { key: 'SN' }])).toBe(true);
  });

  it('names one missing dichotomy', () => {
    expect(checkDichotomyCoverage([{ key: 'EI' }, { key: 'SN' }, { key: 'TF' }])).toBe('Add at least one item for JP');
  });

  it('names all missing dichotomies in order', () => {
    expect(checkDichotomyCoverage([{ key: 'TF' }, {}])).toBe('Add at least one item for EI, SN, JP');
    expect(checkDichotomyCoverage([])).toBe('Add at least one item for EI, SN, TF, JP');
    expect(checkDichotomyCoverage(undefined)).toBe('Add at least one item for EI, SN, TF, JP');
  });

  it('does not count unknown or lower-case keys', () => {
    expect(checkDichotomyCoverage([{ key: 'EI' }, { key: 'SN' }, { key: 'TF' }, { key: 'jp' }, { key: 'PJ' }])).toBe(
      'Add at least one item for JP',
    );
  });
});

describe('checkLinkHref', () => {
  it.each([
    'https://typeatlas.example',
    'http://example.com/path?q=1',
    'HTTPS://EXAMPLE.COM',
    'mailto:hello@typeatlas.example',
    'MAILTO:a@b.c',
  ])('accepts %j', (href) => {
    expect(checkLinkHref(href)).toBe(true);
  });

  it.each([undefined, ''])('requires a URL (%j)', (href) => {
    expect(checkLinkHref(href)).toBe('URL is required');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.com/file',
    'file:///etc/passwd',
    'tel:+4912345',
    '/relative/path',
    'relative/path',
    '//example.com',
    '#anchor',
    'https:example.com',
    'javascript://https://example.com',
  ])('rejects %j', (href) => {
    expect(checkLinkHref(href)).toBe('Only http, https and mailto links are allowed');
  });
});

describe('linkTexts / checkLinkTexts', () => {
  const block = (parts: [string, string[]][], keys = ['a', 'b']) => ({
    markDefs: keys.map((_key) => ({ _key })),
    children: parts.map(([text, marks]) => ({ text, marks })),
  });

  it('joins the spans of each link, bold parts included, in markDefs order', () => {
    const b = block([
      ['See ', []],
      ['Sensing ', ['a']],
      ['and Intuition', ['a', 'strong']],
      [' or ', []],
      ['the FAQ', ['b']],
    ]);
    expect(linkTexts(b)).toEqual(['Sensing and Intuition', 'the FAQ']);
    expect(checkLinkTexts(b)).toBe(true);
  });

  it.each(['here', ' Information ', 'Read more', 'CLICK HERE'])('warns about the link text %j', (text) => {
    expect(checkLinkTexts(block([[text, ['a']]], ['a']))).toMatch(/does not say where the link goes/);
  });

  it('warns about a link without text, and passes a block without links or without a block', () => {
    expect(checkLinkTexts(block([['  ', ['a']]], ['a']))).toMatch(/has no text/);
    expect(checkLinkTexts(block([['Plain text', []]], []))).toBe(true);
    expect(checkLinkTexts(undefined)).toBe(true);
  });
});
