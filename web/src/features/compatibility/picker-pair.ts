/**
 * The compatibility picker's pair rule without the type catalogue (issue 25: the picker is the
 * compatibility index's one client component, and @typeatlas/schemas/families stays on the server,
 * which gives each offered type its catalogue `order`). Pure.
 */

/** A type the picker offers: its slug (four-letter code, lower case), code and title. */
export interface PickerType {
  slug: string;
  code: string;
  title: string;
  /**
   * Its place in the type catalogue (@typeatlas/schemas/families `catalogueIndex`), from the server:
   * a pair's slug names the type that comes first in the catalogue first (`canonicalPairSlug`), and
   * the catalogue itself stays off the page's first load (issue 25).
   */
  order: number;
}

/**
 * The pair page's slug of two offered types in canonical order (the lower catalogue `order` first,
 * as `canonicalPairSlug`), e.g. `intp-and-enfj`; null unless both are offered.
 */
export function pickedPairSlug(types: readonly PickerType[], mine: string, theirs: string): string | null {
  const [a, b] = [types.find((type) => type.slug === mine), types.find((type) => type.slug === theirs)];
  if (!a || !b) return null;
  const [first, second] = a.order <= b.order ? [a, b] : [b, a];
  return `${first.slug}-and-${second.slug}`;
}
