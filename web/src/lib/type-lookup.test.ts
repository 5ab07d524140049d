import { describe, expect, it } from 'vitest';
import { EMPTY_TYPE, findTypeBySlug, isEmptyType, type TypeLike } from './type-lookup';

type CatalogueEntry = TypeLike & { colour?: string };

const TYPES: CatalogueEntry[] = [
  { slug: 'intj', code: 'INTJ', title: 'Mastermind', colour: 'red' },
  { slug: 'enfp', code: 'ENFP', title: 'Champion', colour: 'mint' },
  { slug: null, code: null, title: 'Broken entry' },
];

describe('findTypeBySlug', () => {
  it.each(['intj', 'INTJ', 'Intj', 'iNtJ', ' Intj ', '\tINTJ\n'])('finds INTJ for %j', (slug) => {
    expect(findTypeBySlug(TYPES, slug)).toBe(TYPES[0]);
  });

  it('returns the catalogue entry itself, with its extra fields', () => {
    expect(findTypeBySlug(TYPES, 'ENFP')).toEqual({ slug: 'enfp', code: 'ENFP', title: 'Champion', colour: 'mint' });
  });

  it.each([null, undefined, '', '   ', 'xxxx', 'intjx', 'int', 'introduction'])('falls back to EMPTY_TYPE for %j', (slug) => {
    expect(findTypeBySlug(TYPES, slug)).toBe(EMPTY_TYPE);
  });

  it('does not match entries without a slug', () => {
    expect(findTypeBySlug(TYPES, 'null')).toBe(EMPTY_TYPE);
  });

  it('falls back to EMPTY_TYPE in an empty catalogue', () => {
    expect(findTypeBySlug([], 'intj')).toBe(EMPTY_TYPE);
  });
});

describe('EMPTY_TYPE', () => {
  it('is an empty, frozen type', () => {
    expect(EMPTY_TYPE).toEqual({ slug: '', code: '', title: '', shortTitle: '', summary: '', defaultGender: 'male' });
    expect(Object.isFrozen(EMPTY_TYPE)).toBe(true);
  });
});

describe('isEmptyType', () => {
  it.each([
    ['EMPTY_TYPE', EMPTY_TYPE, true],
    ['null', null, true],
    ['undefined', undefined, true],
    ['a null slug', { slug: null }, true],
    ['an empty slug', { slug: '' }, true],
    ['a real type', TYPES[0], false],
    ['a found type', findTypeBySlug(TYPES, 'ENFP'), false],
    ['a failed lookup', findTypeBySlug(TYPES, 'nope'), true],
  ])('%s → %s', (_label, type, expected) => {
    expect(isEmptyType(type)).toBe(expected);
  });
});
