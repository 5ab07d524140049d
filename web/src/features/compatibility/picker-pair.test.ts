import { describe, expect, it } from 'vitest';
import { canonicalPairSlug, catalogueIndex, TYPE_CATALOGUE } from '@typeatlas/schemas/families';
import { pickedPairSlug, type PickerType } from './picker-pair';

// The picker's types as CompatibilityIndexView hands them over: each with its catalogue order.
const TYPES: PickerType[] = TYPE_CATALOGUE.map((type) => ({
  slug: type.slug,
  code: type.slug.toUpperCase(),
  title: type.slug,
  order: catalogueIndex(type.slug),
}));

describe('pickedPairSlug (the picker without the catalogue, issue 25)', () => {
  it("gives canonicalPairSlug's slug for every two types, in either order", () => {
    for (const a of TYPES) for (const b of TYPES) expect(pickedPairSlug(TYPES, a.slug, b.slug)).toBe(canonicalPairSlug(a.slug, b.slug));
  });
  it('gives null unless both types are offered', () => {
    expect(pickedPairSlug(TYPES, '', 'intj')).toBeNull();
    expect(pickedPairSlug(TYPES, 'intj', 'xxxx')).toBeNull();
  });
});
