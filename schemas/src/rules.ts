/**
 * Pure validation rules for CMS documents, shared by the schema's `validation` callbacks and unit
 * tests. Each returns `true` when valid or a message naming the problem (Sanity's convention).
 */
import { DICHOTOMY_KEYS, TYPE_CATALOGUE, canonicalPairSlug, parsePairSlug } from './families';

/** A personality type's slug is its four-letter code in lower case (SPEC §3), e.g. `intj`. */
export function checkTypeSlug(slug: string | undefined, code: string | undefined): true | string {
  if (!slug) return 'Slug is required';
  if (!/^[ei][sn][tf][jp]$/.test(slug)) {
    return `Slug "${slug}" must be a four-letter type code in lower case, e.g. "intj"`;
  }
  if (code && slug !== code.toLowerCase()) return `Slug "${slug}" must equal the code "${code}" in lower case`;
  if (!TYPE_CATALOGUE.some((t) => t.slug === slug)) return `Slug "${slug}" is not one of the 16 types`;
  return true;
}

/**
 * The slug of every document with a page of its own: lower-case words (letters, digits) joined by
 * single hyphens, e.g. `personal-growth`. The studio refuses any other (checkKebabSlug), and the
 * request proxy answers the 404 for a path whose slug segment cannot have this form (web/src/lib/route-segments.ts).
 */
export const KEBAB_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A section slug: lower-case words joined by single hyphens, e.g. `personal-growth` ({@link KEBAB_SLUG_PATTERN}). */
export function checkKebabSlug(slug: string | undefined): true | string {
  if (!slug) return 'Slug is required';
  if (!KEBAB_SLUG_PATTERN.test(slug)) {
    return `Slug "${slug}" may only hold lower-case letters, digits and single hyphens`;
  }
  return true;
}

/** Ids inside an array (items, questions) must be unique; returns the first duplicate's message. */
export function checkUniqueIds(entries: readonly { id?: string }[] | undefined, what = 'id'): true | string {
  const seen = new Set<string>();
  for (const entry of entries ?? []) {
    if (!entry.id) continue;
    if (seen.has(entry.id)) return `Duplicate ${what} "${entry.id}"`;
    seen.add(entry.id);
  }
  return true;
}

/** The free test needs at least one Likert item on each of the four dichotomies. */
export function checkDichotomyCoverage(items: readonly { key?: string }[] | undefined): true | string {
  const missing = DICHOTOMY_KEYS.filter((key) => !(items ?? []).some((item) => item.key === key));
  return missing.length === 0 ? true : `Add at least one item for ${missing.join(', ')}`;
}

/**
 * A follow-up pool of the free test (issue 24 §3) holds items of its own dichotomy only, in both
 * keying directions once it has two or more items (so acquiescence alone cannot settle a letter).
 * @param pool - the pool's items as the studio holds them
 * @param key - the pool's dichotomy, e.g. `EI`
 */
export function checkFollowUpPool(
  pool: readonly { id?: string; key?: string; reverse?: boolean | null }[] | undefined,
  key: string,
): true | string {
  const entries = pool ?? [];
  const stray = entries.find((item) => item.key !== undefined && item.key !== key);
  if (stray) return `Item "${stray.id ?? '?'}" is keyed to ${stray.key ?? '?'} but sits in the ${key} pool`;
  if (entries.length >= 2 && (entries.every((item) => item.reverse === true) || entries.every((item) => item.reverse !== true))) {
    return `The ${key} pool needs reverse-keyed and non-reverse items`;
  }
  return true;
}

/**
 * Item ids are unique across the free test's fixed items and all its follow-up pools: answers are
 * stored by item id (SPEC §3), so a pool item may never reuse a fixed item's id.
 * @param items - the fixed items
 * @param followUps - the pools by dichotomy key (absent pools are fine)
 */
export function checkFollowUpIds(
  items: readonly { id?: string }[] | undefined,
  followUps: Readonly<Record<string, readonly { id?: string }[] | undefined>> | undefined,
): true | string {
  return checkUniqueIds(
    [...(items ?? []), ...Object.values(followUps ?? {}).flatMap((pool) => pool ?? [])],
    'item id (fixed items and follow-up pools)',
  );
}

/** Link annotations accept only http, https and mailto URLs. */
export function checkLinkHref(href: string | undefined): true | string {
  if (!href) return 'URL is required';
  return /^(https?:\/\/|mailto:)/i.test(href) ? true : 'Only http, https and mailto links are allowed';
}

/**
 * Link texts that say nothing about where the link goes: the English list of Lighthouse's SEO audit
 * `link-text` (lighthouse/core/audits/seo/link-text.js, `nonDescriptiveLinkTexts.en`), compared
 * trimmed and lower-cased. One such link costs a page its SEO score of 100 (issue 25) and leaves
 * screen-reader users, who often browse a page's list of links, guessing (WCAG 2.4.4 Link Purpose).
 */
export const NON_DESCRIPTIVE_LINK_TEXTS: ReadonlySet<string> = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
]);

/** The parts of a Portable Text block that {@link linkTexts} reads. */
export interface LinkedBlock {
  markDefs?: readonly { _key: string }[];
  children?: readonly { text?: string; marks?: readonly string[] }[];
}

/**
 * The text of each annotation of a Portable Text block (in our bodies every annotation is a link,
 * objects/blockContent.ts LINK_ANNOTATIONS): the spans carrying its key, joined, in markDefs order.
 */
export function linkTexts(block: LinkedBlock | undefined): string[] {
  const spans = block?.children ?? [];
  return (block?.markDefs ?? []).map((def) =>
    spans
      .filter((span) => span.marks?.includes(def._key))
      .map((span) => span.text ?? '')
      .join(''),
  );
}

/**
 * Every link of a block says where it goes: not empty, not one of {@link NON_DESCRIPTIVE_LINK_TEXTS}.
 * A warning in the studio (the editor may still publish), a test over the seed dataset.
 */
export function checkLinkTexts(block: LinkedBlock | undefined): true | string {
  for (const text of linkTexts(block)) {
    const plain = text.trim();
    if (!plain) return 'A link has no text: select the words that say where it goes';
    if (NON_DESCRIPTIVE_LINK_TEXTS.has(plain.toLowerCase()))
      return `The link text “${plain}” does not say where the link goes: use the target's name (e.g. “Sensing and Intuition”)`;
  }
  return true;
}

/** A compatibility slug names two of the 16 types in canonical catalogue order, e.g. `intp-and-enfj`. */
export function checkPairSlug(slug: string | undefined): true | string {
  if (!slug) return 'Slug is required';
  const pair = parsePairSlug(slug);
  if (!pair) return `Slug "${slug}" must look like "intp-and-enfj" (two type codes in lower case)`;
  const canonical = canonicalPairSlug(pair.a, pair.b);
  return canonical === slug ? true : `Use the canonical order: "${canonical}"`;
}

/** The slug of a compatibility document must match its two type references (codes in lower case). */
export function checkPairMatchesTypes(slug: string | undefined, a: string | undefined, b: string | undefined): true | string {
  if (!slug || !a || !b) return true; // the required rules report missing parts
  const canonical = canonicalPairSlug(a, b);
  return canonical === slug ? true : `Slug must be "${canonical}" for these two types`;
}
