/**
 * The four type families and the sixteen personality types — the fixed catalogue of SPEC §3.
 * Pure data shared by the schema (validation), the seed builder and the web app (design tokens).
 * No framework imports: safe to load anywhere.
 */

/** Theme colours of SPEC §9; each family owns one. */
export const THEME_COLOURS = ['red', 'mint', 'blue', 'orange'] as const;
export type ThemeColour = (typeof THEME_COLOURS)[number];

export const FAMILY_SLUGS = ['analysts', 'diplomats', 'sentinels', 'explorers'] as const;
export type FamilySlug = (typeof FAMILY_SLUGS)[number];

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** A family: slug, display title, theme colour and display order (SPEC §3 table). */
export interface FamilyDefinition {
  slug: FamilySlug;
  title: string;
  colour: ThemeColour;
  order: number;
}

/** SPEC §3: analysts red, diplomats mint, sentinels blue, explorers orange. */
export const FAMILIES: readonly FamilyDefinition[] = [
  { slug: 'analysts', title: 'Analysts', colour: 'red', order: 1 },
  { slug: 'diplomats', title: 'Diplomats', colour: 'mint', order: 2 },
  { slug: 'sentinels', title: 'Sentinels', colour: 'blue', order: 3 },
  { slug: 'explorers', title: 'Explorers', colour: 'orange', order: 4 },
];

/** A personality type of the catalogue: slug = four-letter code in lower case (SPEC §3). */
export interface TypeDefinition {
  slug: string;
  code: string;
  title: string;
  family: FamilySlug;
  order: number;
  defaultGender: Gender;
}

/** The sixteen types with the exact titles and codes of SPEC §3, ordered within their family. */
export const TYPE_CATALOGUE: readonly TypeDefinition[] = [
  { slug: 'intp', code: 'INTP', title: 'Architect', family: 'analysts', order: 1, defaultGender: 'male' },
  { slug: 'entj', code: 'ENTJ', title: 'Commander', family: 'analysts', order: 2, defaultGender: 'female' },
  { slug: 'intj', code: 'INTJ', title: 'Mastermind', family: 'analysts', order: 3, defaultGender: 'male' },
  { slug: 'entp', code: 'ENTP', title: 'Visionary', family: 'analysts', order: 4, defaultGender: 'other' },
  { slug: 'infj', code: 'INFJ', title: 'Counselor', family: 'diplomats', order: 1, defaultGender: 'female' },
  { slug: 'infp', code: 'INFP', title: 'Mediator', family: 'diplomats', order: 2, defaultGender: 'other' },
  { slug: 'enfj', code: 'ENFJ', title: 'Teacher', family: 'diplomats', order: 3, defaultGender: 'male' },
  { slug: 'enfp', code: 'ENFP', title: 'Champion', family: 'diplomats', order: 4, defaultGender: 'female' },
  { slug: 'istj', code: 'ISTJ', title: 'Logistician', family: 'sentinels', order: 1, defaultGender: 'male' },
  { slug: 'isfj', code: 'ISFJ', title: 'Defender', family: 'sentinels', order: 2, defaultGender: 'female' },
  { slug: 'estj', code: 'ESTJ', title: 'Executive', family: 'sentinels', order: 3, defaultGender: 'other' },
  { slug: 'esfj', code: 'ESFJ', title: 'Consul', family: 'sentinels', order: 4, defaultGender: 'female' },
  { slug: 'istp', code: 'ISTP', title: 'Virtuoso', family: 'explorers', order: 1, defaultGender: 'male' },
  { slug: 'isfp', code: 'ISFP', title: 'Adventurer', family: 'explorers', order: 2, defaultGender: 'female' },
  { slug: 'estp', code: 'ESTP', title: 'Entrepreneur', family: 'explorers', order: 3, defaultGender: 'male' },
  { slug: 'esfp', code: 'ESFP', title: 'Entertainer', family: 'explorers', order: 4, defaultGender: 'other' },
];

/** The six sections of a type profile, in reading order; `introduction` is the default section. */
export const TYPE_SECTIONS = [
  { slug: 'introduction', title: 'Introduction' },
  { slug: 'strengths', title: 'Strengths' },
  { slug: 'weaknesses', title: 'Weaknesses' },
  { slug: 'relationships', title: 'Relationships' },
  { slug: 'career', title: 'Career' },
  { slug: 'personal-growth', title: 'Personal growth' },
] as const;

/** The four dichotomies scored by the free test; `first` is the pole a non-reverse-keyed item measures. */
export const DICHOTOMY_KEYS = ['EI', 'SN', 'TF', 'JP'] as const;
export type DichotomyKey = (typeof DICHOTOMY_KEYS)[number];

/** Index of a type slug in the canonical catalogue order, or -1 (case-insensitive). */
export function catalogueIndex(slug: string): number {
  const lower = slug.toLowerCase();
  return TYPE_CATALOGUE.findIndex((type) => type.slug === lower);
}

/**
 * The compatibility slug of two types in canonical order (SPEC §3 catalogue order: the type that
 * comes first in TYPE_CATALOGUE is named first), e.g. (enfj, intp) → `intp-and-enfj`.
 * @throws Error when either slug is not one of the 16 types
 */
export function canonicalPairSlug(x: string, y: string): string {
  const [ix, iy] = [catalogueIndex(x), catalogueIndex(y)];
  if (ix < 0 || iy < 0) throw new Error(`Unknown type in pair "${x}", "${y}"`);
  const [first, second] = ix <= iy ? [ix, iy] : [iy, ix];
  return `${TYPE_CATALOGUE[first]?.slug}-and-${TYPE_CATALOGUE[second]?.slug}`;
}

/** Splits a pair slug `{a}-and-{b}` into its two type slugs (lower case), or null when malformed. */
export function parsePairSlug(slug: string): { a: string; b: string } | null {
  const match = /^([a-z]{4})-and-([a-z]{4})$/i.exec(slug);
  if (!match?.[1] || !match[2]) return null;
  const [a, b] = [match[1].toLowerCase(), match[2].toLowerCase()];
  return catalogueIndex(a) >= 0 && catalogueIndex(b) >= 0 ? { a, b } : null;
}

/**
 * Informational page slugs (SPEC §2 "informational" routes served from `page` documents); `premium`
 * and `pricing` carry the copy of the Premium pages (issue 11), which add plans and FAQ to it.
 */
export const PAGE_SLUGS = ['about-us', 'contact', 'testimonials', 'terms-conditions', 'privacy', 'faq', 'premium', 'pricing'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/**
 * Billing intervals of a Premium plan (issue 11): `month` and `year` renew automatically (a Stripe
 * recurring price), `once` is one payment for lifetime access (a Stripe one-time price).
 */
export const PLAN_INTERVALS = [
  { title: 'Monthly (renews every month)', value: 'month' },
  { title: 'Yearly (renews every year)', value: 'year' },
  { title: 'Once (lifetime access)', value: 'once' },
] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number]['value'];

/** ISO 4217 currencies a plan may be priced in, upper case (Stripe takes them in lower case). */
export const PLAN_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type PlanCurrency = (typeof PLAN_CURRENCIES)[number];
