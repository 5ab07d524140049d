/**
 * Integration tests: every GROQ query of `queries.ts` evaluated with groq-js (the embedded
 * `local` backend) against the committed seed dataset, checked against the TypeGen result types
 * (compile time) and against strict runtime schemas whose output type is tied to those types.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { PAGE_SLUGS, TYPE_CATALOGUE, canonicalPairSlug } from '@typeatlas/schemas/families';
import { checkPairSlug } from '@typeatlas/schemas/rules';
import { toDefinition } from '@typeatlas/schemas/test-definition';
import { parseFreeTestDefinition } from '@/content/free-test-definition';
import { validateTestDefinition } from '@typeatlas/schemas/engine';
import { BLOG_PAGE_SIZE, pageCount, pageSlice } from '@/lib/pagination';
import { documentPath } from '@/lib/routes';
import { ContentUnavailableError, createLocalBackend, parseNdjsonDataset, type QueryParams } from './client';
import type { QueryResult } from './fetch';
import type {
  AllTypesQueryResult,
  ArticleQueryResult,
  AuthorQueryResult,
  BlockContent,
  BlogPageQueryResult,
  BlogPathsQueryResult,
  CategoriesQueryResult,
  CategoryQueryResult,
  CompatibilityIndexQueryResult,
  CompatibilityQueryResult,
  FamiliesWithTypesQueryResult,
  FaqQueryResult,
  FreeTestQueryResult,
  PageQueryResult,
  PlanQueryResult,
  PlansQueryResult,
  ReportContentQueryResult,
  PostQueryResult,
  PostsQueryResult,
  SearchQueryResult,
  Seo,
  SiteSettingsQueryResult,
  SitemapQueryResult,
  TestimonialsQueryResult,
  TheoryArticleQueryResult,
  TheoryListQueryResult,
  ToolkitTestQueryResult,
  ToolkitTestsQueryResult,
  ToolsQueryResult,
  TypeProfileQueryResult,
  PremiumSectionBodyQueryResult,
  TypeSectionPathsQueryResult,
} from './generated/sanity.types';
import * as queries from './queries';
import {
  allTypesQuery,
  articleQuery,
  authorQuery,
  blogPageQuery,
  blogPathsQuery,
  categoriesQuery,
  categoryQuery,
  compatibilityIndexQuery,
  compatibilityQuery,
  faqQuery,
  familiesWithTypesQuery,
  freeTestQuery,
  pageQuery,
  planQuery,
  plansQuery,
  postQuery,
  postsQuery,
  reportContentQuery,
  searchCorpusQuery,
  searchQuery,
  searchRevisionQuery,
  siteSettingsQuery,
  sitemapQuery,
  testimonialsQuery,
  theoryArticleQuery,
  theoryListQuery,
  toolkitTestQuery,
  toolkitTestsQuery,
  toolsQuery,
  typeProfileQuery,
  premiumSectionBodyQuery,
  typeSectionPathsQuery,
} from './queries';

const DATASET_PATH = fileURLToPath(new URL('../../../studio/seed/dataset.ndjson', import.meta.url));

const backend = createLocalBackend(DATASET_PATH);

/** Runs a query on the seed dataset, typed with the TypeGen result of that exact query text. */
function run<const Q extends string>(query: Q, params: QueryParams = {}): Promise<QueryResult<Q>> {
  return backend.fetch<QueryResult<Q>>(query, params, {});
}

// ---- The expected catalogue (SPEC §3 table) -----------------------------------------------------

const FAMILY_TABLE = [
  {
    slug: 'analysts',
    colour: 'red',
    types: [
      ['INTP', 'Architect'],
      ['ENTJ', 'Commander'],
      ['INTJ', 'Mastermind'],
      ['ENTP', 'Visionary'],
    ],
  },
  {
    slug: 'diplomats',
    colour: 'mint',
    types: [
      ['INFJ', 'Counselor'],
      ['INFP', 'Mediator'],
      ['ENFJ', 'Teacher'],
      ['ENFP', 'Champion'],
    ],
  },
  {
    slug: 'sentinels',
    colour: 'blue',
    types: [
      ['ISTJ', 'Logistician'],
      ['ISFJ', 'Defender'],
      ['ESTJ', 'Executive'],
      ['ESFJ', 'Consul'],
    ],
  },
  {
    slug: 'explorers',
    colour: 'orange',
    types: [
      ['ISTP', 'Virtuoso'],
      ['ISFP', 'Adventurer'],
      ['ESTP', 'Entrepreneur'],
      ['ESFP', 'Entertainer'],
    ],
  },
] as const;

const ALL_TYPES = FAMILY_TABLE.flatMap((family) =>
  family.types.map(([code, title]) => ({ code, title, slug: code.toLowerCase(), family: family.slug, colour: family.colour })),
);

const SECTIONS = ['introduction', 'strengths', 'weaknesses', 'relationships', 'career', 'personal-growth'] as const;

/** The section the seed marks premium in every profile (issue 11). */
const PREMIUM_SECTION = 'personal-growth';

// ---- Strict runtime schemas whose output types must be assignable to the TypeGen types ----------

/** The site settings' `seo` object, returned as stored. */
const rawSeoSchema: z.ZodType<Seo> = z.strictObject({
  _type: z.literal('seo'),
  seo_title: z.string().min(1).optional(),
  meta_description: z.string().min(1).optional(),
  focus_keyword: z.string().min(1).optional(),
  focus_synonyms: z.array(z.string().min(1)).min(1).optional(),
});

/** A document's `seo` as every query projects it (queries.ts `seoProjection`): all five fields, `image` expanded. */
const seoSchema = z.strictObject({
  seo_title: z.string().min(1).nullable(),
  meta_description: z.string().min(1).nullable(),
  focus_keyword: z.string().min(1).nullable(),
  focus_synonyms: z.array(z.string().min(1)).min(1).nullable(),
  image: z
    .strictObject({
      alt: z.string().min(1).nullable(),
      asset: z
        .strictObject({
          _id: z.string().min(1),
          url: z.string().min(1),
          width: z.number().int().positive(),
          height: z.number().int().positive(),
        })
        .nullable(),
    })
    .nullable(),
});

const blockContentSchema: z.ZodType<BlockContent> = z
  .array(
    z.strictObject({
      _type: z.literal('block'),
      _key: z.string().min(1),
      style: z.enum(['normal', 'h2', 'h3', 'blockquote']),
      listItem: z.enum(['bullet', 'number']).optional(),
      level: z.number().int().positive().optional(),
      markDefs: z.array(z.strictObject({ _type: z.literal('link'), _key: z.string(), href: z.string().optional() })),
      children: z
        .array(z.strictObject({ _type: z.literal('span'), _key: z.string().min(1), text: z.string(), marks: z.array(z.string()) }))
        .min(1),
    }),
  )
  .min(1);

const navLinkSchema = z.strictObject({ _key: z.string().min(1), label: z.string().min(1), href: z.string().startsWith('/') });

const siteSettingsSchema: z.ZodType<NonNullable<SiteSettingsQueryResult>> = z.strictObject({
  brandName: z.string().min(1),
  tagline: z.string().min(1),
  navigation: z.array(
    z.strictObject({
      _key: z.string().min(1),
      label: z.string().min(1),
      href: z.string().startsWith('/').nullable(),
      children: z.array(navLinkSchema).nullable(),
    }),
  ),
  footerLinks: z.array(navLinkSchema),
  popularSearchTopics: z.array(
    z.strictObject({
      _key: z.string().min(1),
      label: z.string().min(1),
      // The `/search/{term}` segment: lower-case words joined by hyphens (schema rule checkKebabSlug).
      term: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    }),
  ),
  seo: rawSeoSchema,
});

const colourSchema = z.enum(['red', 'mint', 'blue', 'orange']);
const genderSchema = z.enum(['male', 'female', 'other']);
const typeSlugSchema = z.string().regex(/^[ei][sn][tf][jp]$/);
const typeCodeSchema = z.string().regex(/^[EI][SN][TF][JP]$/);
const familyRefSchema = z.strictObject({ title: z.string().min(1), slug: z.string().min(1), colour: colourSchema });

const familiesSchema: z.ZodType<FamiliesWithTypesQueryResult> = z.array(
  z.strictObject({
    _id: z.string().min(1),
    title: z.string().min(1),
    slug: z.string().min(1),
    colour: colourSchema,
    description: z.string().min(1),
    types: z.array(
      z.strictObject({
        _id: z.string().min(1),
        code: typeCodeSchema,
        title: z.string().min(1),
        shortTitle: z.string().min(1),
        slug: typeSlugSchema,
        summary: z.string().min(1),
        defaultGender: genderSchema,
      }),
    ),
  }),
);

const allTypesSchema: z.ZodType<AllTypesQueryResult> = z.array(
  z.strictObject({
    _id: z.string().min(1),
    code: typeCodeSchema,
    title: z.string().min(1),
    shortTitle: z.string().min(1),
    slug: typeSlugSchema,
    summary: z.string().min(1),
    defaultGender: genderSchema,
    family: familyRefSchema,
  }),
);

const typeProfileSchema: z.ZodType<NonNullable<TypeProfileQueryResult>> = z.strictObject({
  _id: z.string().min(1),
  _updatedAt: z.iso.datetime(),
  code: typeCodeSchema,
  title: z.string().min(1),
  shortTitle: z.string().min(1),
  slug: typeSlugSchema,
  summary: z.string().min(1),
  defaultGender: genderSchema,
  seo: seoSchema,
  family: familyRefSchema,
  sections: z.array(z.strictObject({ title: z.string().min(1), slug: z.string().min(1), premium: z.boolean() })),
  article: z
    .strictObject({
      _id: z.string().min(1),
      _updatedAt: z.iso.datetime(),
      title: z.string().min(1),
      slug: z.string().min(1),
      premium: z.boolean(),
      teaser: z.string().min(1).max(400).nullable(),
      body: blockContentSchema.nullable(),
      seo: seoSchema,
    })
    .nullable(),
});

const typeSectionPathsSchema: z.ZodType<TypeSectionPathsQueryResult> = z.array(
  z.strictObject({ slug: typeSlugSchema, article: z.string().min(1) }),
);

/** One follow-up pool of the free test (issue 24 §3): at least 18 items, all keyed to its scale. */
const followUpPoolSchema = <K extends 'EI' | 'SN' | 'TF' | 'JP'>(key: K) =>
  z
    .array(
      z.strictObject({
        id: z.string().min(1),
        key: z.literal(key),
        type: z.enum(['range', 'radiogroup']),
        text: z.string().min(1),
        reverse: z.boolean(),
      }),
    )
    .min(18);

const freeTestSchema: z.ZodType<NonNullable<FreeTestQueryResult>> = z.strictObject({
  title: z.string().min(1),
  slug: z.string().min(1),
  intro: z.string().min(1),
  survey: z.array(
    z.strictObject({
      id: z.enum(['gender', 'age']),
      label: z.string().min(1),
      options: z.array(z.strictObject({ label: z.string().min(1), value: z.string().min(1) })).min(2),
    }),
  ),
  items: z.array(
    z.strictObject({
      id: z.string().min(1),
      key: z.enum(['EI', 'SN', 'TF', 'JP']),
      type: z.enum(['range', 'radiogroup']),
      text: z.string().min(1),
      reverse: z.boolean(),
    }),
  ),
  followUps: z.strictObject({
    EI: followUpPoolSchema('EI'),
    SN: followUpPoolSchema('SN'),
    TF: followUpPoolSchema('TF'),
    JP: followUpPoolSchema('JP'),
  }),
  seo: seoSchema,
});

/** Plain text of a Portable Text block. */
const blockText = (block: BlockContent[number]): string =>
  block._type === 'block' ? (block.children ?? []).map((span) => span.text ?? '').join('') : '';

// ---- Coverage: every exported query has a test below --------------------------------------------

/** Fails to compile, and the runtime check fails, when `queries.ts` gains or loses an export. */
const TESTED_QUERIES: Record<keyof typeof queries, true> = {
  siteSettingsQuery: true,
  familiesWithTypesQuery: true,
  allTypesQuery: true,
  typeProfileQuery: true,
  premiumSectionBodyQuery: true,
  typeSectionPathsQuery: true,
  freeTestQuery: true,
  toolkitTestsQuery: true,
  toolkitTestQuery: true,
  blogPageQuery: true,
  categoriesQuery: true,
  categoryQuery: true,
  articleQuery: true,
  authorQuery: true,
  blogPathsQuery: true,
  theoryListQuery: true,
  theoryArticleQuery: true,
  compatibilityIndexQuery: true,
  compatibilityQuery: true,
  postsQuery: true,
  postQuery: true,
  toolsQuery: true,
  pageQuery: true,
  faqQuery: true,
  testimonialsQuery: true,
  searchQuery: true,
  searchCorpusQuery: true,
  searchRevisionQuery: true,
  sitemapQuery: true,
  plansQuery: true,
  planQuery: true,
  reportContentQuery: true,
};

describe('queries.ts exports', () => {
  it('exports exactly the queries tested in this file', () => {
    expect(Object.keys(queries).sort()).toEqual(Object.keys(TESTED_QUERIES).sort());
  });

  it('every export is a non-empty GROQ string with a TypeGen result type', () => {
    for (const [name, query] of Object.entries(queries)) {
      expect(typeof query, name).toBe('string');
      expect(query.trim().length, name).toBeGreaterThan(0);
    }
    // A query whose text drifted from the generated SanityQueries map would resolve to `unknown`.
    expectTypeOf<QueryResult<typeof siteSettingsQuery>>().toEqualTypeOf<SiteSettingsQueryResult>();
    expectTypeOf<QueryResult<typeof familiesWithTypesQuery>>().toEqualTypeOf<FamiliesWithTypesQueryResult>();
    expectTypeOf<QueryResult<typeof allTypesQuery>>().toEqualTypeOf<AllTypesQueryResult>();
    expectTypeOf<QueryResult<typeof typeProfileQuery>>().toEqualTypeOf<TypeProfileQueryResult>();
    expectTypeOf<QueryResult<typeof premiumSectionBodyQuery>>().toEqualTypeOf<PremiumSectionBodyQueryResult>();
    expectTypeOf<QueryResult<typeof typeSectionPathsQuery>>().toEqualTypeOf<TypeSectionPathsQueryResult>();
    expectTypeOf<QueryResult<typeof freeTestQuery>>().toEqualTypeOf<FreeTestQueryResult>();
    expectTypeOf<QueryResult<typeof toolkitTestsQuery>>().toEqualTypeOf<ToolkitTestsQueryResult>();
    expectTypeOf<QueryResult<typeof toolkitTestQuery>>().toEqualTypeOf<ToolkitTestQueryResult>();
    expectTypeOf<QueryResult<typeof blogPageQuery>>().toEqualTypeOf<BlogPageQueryResult>();
    expectTypeOf<QueryResult<typeof categoriesQuery>>().toEqualTypeOf<CategoriesQueryResult>();
    expectTypeOf<QueryResult<typeof categoryQuery>>().toEqualTypeOf<CategoryQueryResult>();
    expectTypeOf<QueryResult<typeof articleQuery>>().toEqualTypeOf<ArticleQueryResult>();
    expectTypeOf<QueryResult<typeof authorQuery>>().toEqualTypeOf<AuthorQueryResult>();
    expectTypeOf<QueryResult<typeof blogPathsQuery>>().toEqualTypeOf<BlogPathsQueryResult>();
    expectTypeOf<QueryResult<typeof theoryListQuery>>().toEqualTypeOf<TheoryListQueryResult>();
    expectTypeOf<QueryResult<typeof theoryArticleQuery>>().toEqualTypeOf<TheoryArticleQueryResult>();
    expectTypeOf<QueryResult<typeof compatibilityIndexQuery>>().toEqualTypeOf<CompatibilityIndexQueryResult>();
    expectTypeOf<QueryResult<typeof compatibilityQuery>>().toEqualTypeOf<CompatibilityQueryResult>();
    expectTypeOf<QueryResult<typeof postsQuery>>().toEqualTypeOf<PostsQueryResult>();
    expectTypeOf<QueryResult<typeof postQuery>>().toEqualTypeOf<PostQueryResult>();
    expectTypeOf<QueryResult<typeof toolsQuery>>().toEqualTypeOf<ToolsQueryResult>();
    expectTypeOf<QueryResult<typeof pageQuery>>().toEqualTypeOf<PageQueryResult>();
    expectTypeOf<QueryResult<typeof faqQuery>>().toEqualTypeOf<FaqQueryResult>();
    expectTypeOf<QueryResult<typeof testimonialsQuery>>().toEqualTypeOf<TestimonialsQueryResult>();
    expectTypeOf<QueryResult<typeof searchQuery>>().toEqualTypeOf<SearchQueryResult>();
    expectTypeOf<QueryResult<typeof sitemapQuery>>().toEqualTypeOf<SitemapQueryResult>();
    expectTypeOf<QueryResult<typeof plansQuery>>().toEqualTypeOf<PlansQueryResult>();
    expectTypeOf<QueryResult<typeof planQuery>>().toEqualTypeOf<PlanQueryResult>();
    expectTypeOf<QueryResult<typeof reportContentQuery>>().toEqualTypeOf<ReportContentQueryResult>();
  });
});

// ---- The queries against the seed dataset -------------------------------------------------------

describe('siteSettingsQuery', () => {
  it('returns the TypeAtlas settings with the main navigation', async () => {
    const result = await run(siteSettingsQuery);
    expectTypeOf(result).toEqualTypeOf<SiteSettingsQueryResult>();
    const settings = siteSettingsSchema.parse(result);

    expect(settings.brandName).toBe('TypeAtlas');
    const navigation = settings.navigation ?? [];
    expect(navigation.map((item) => item.label)).toEqual(['Personalities', 'Premium', 'Toolkits', 'Resources', 'Compatibility']);

    const resources = navigation.find((item) => item.label === 'Resources');
    expect(resources?.children?.map((child) => [child.label, child.href])).toEqual([
      ['Blog', '/blog'],
      ['Theory', '/theory'],
    ]);
    // Every top-level entry is either a link or a menu of links.
    for (const item of navigation) {
      expect(Boolean(item.href) || (item.children?.length ?? 0) > 0, item.label ?? '').toBe(true);
    }
    expect(navigation.find((item) => item.label === 'Personalities')?.href).toBe('/personality-types');
    expect((settings.footerLinks ?? []).map((link) => link.href)).toContain('/free-personality-test');
    // _key values are unique within each array (React keys).
    expect(new Set(navigation.map((item) => item._key)).size).toBe(navigation.length);

    // Popular search topics (SPEC §2): labelled `/search/{term}` links, unique terms.
    const topics = settings.popularSearchTopics ?? [];
    expect(topics.length).toBeGreaterThanOrEqual(4);
    expect(new Set(topics.map((topic) => topic.term)).size).toBe(topics.length);
    expect(new Set(topics.map((topic) => topic._key)).size).toBe(topics.length);
    expect(topics.map((topic) => topic.term)).toContain('core-theory');
  });
});

describe('familiesWithTypesQuery', () => {
  it('returns the four families in order, each with its four types in order', async () => {
    const result = await run(familiesWithTypesQuery);
    expectTypeOf(result).toEqualTypeOf<FamiliesWithTypesQueryResult>();
    const families = familiesSchema.parse(result);

    expect(families.map((family) => [family.slug, family.colour])).toEqual(FAMILY_TABLE.map((family) => [family.slug, family.colour]));
    families.forEach((family, index) => {
      const expected = FAMILY_TABLE[index]!;
      expect(
        family.types.map((type) => [type.code, type.title]),
        family.slug ?? '',
      ).toEqual(expected.types.map(([code, title]) => [code, title]));
      for (const type of family.types) expect(type.slug).toBe(type.code?.toLowerCase());
    });
    expect(new Set(families.flatMap((family) => family.types.map((type) => type._id))).size).toBe(16);
  });
});

describe('allTypesQuery', () => {
  it('returns the sixteen types alphabetically with slug = lower-case code and the family colour', async () => {
    const result = await run(allTypesQuery);
    expectTypeOf(result).toEqualTypeOf<AllTypesQueryResult>();
    const types = allTypesSchema.parse(result);

    expect(types).toHaveLength(16);
    const codes = types.map((type) => type.code);
    expect(codes).toEqual([...codes].sort());
    const expected = [...ALL_TYPES].sort((a, b) => a.code.localeCompare(b.code));
    expect(
      types.map((type) => ({
        code: type.code,
        title: type.title,
        slug: type.slug,
        family: type.family?.slug,
        colour: type.family?.colour,
      })),
    ).toEqual(expected.map(({ code, title, slug, family, colour }) => ({ code, title, slug, family, colour })));
  });
});

describe('typeProfileQuery', () => {
  describe.each(ALL_TYPES)('$code', ({ code, title, slug, family, colour }) => {
    it.each(SECTIONS)('section %s returns the profile with a Portable Text article', async (section) => {
      const result = await run(typeProfileQuery, { slug, article: section });
      expectTypeOf(result).toEqualTypeOf<TypeProfileQueryResult>();
      const profile = typeProfileSchema.parse(result);

      expect(profile).toMatchObject({ code, title, slug, family: { slug: family, colour } });
      expect(profile.sections.map((s) => s.slug)).toEqual([...SECTIONS]);

      const article = profile.article;
      expect(article).not.toBeNull();
      expect(article?.slug).toBe(section);
      expect(article?.title).toBe(profile.sections.find((s) => s.slug === section)?.title);

      if (section === PREMIUM_SECTION) {
        // Premium (issue 11): no body in the public read, a teaser instead; the body only through premiumSectionBodyQuery.
        expect(article).toMatchObject({ premium: true, body: null });
        expect(article?.teaser?.length).toBeGreaterThan(40);
        expect(profile.sections.find((s) => s.slug === section)?.premium).toBe(true);
        const premium = await run(premiumSectionBodyQuery, { slug: code, article: section });
        expectTypeOf(premium).toEqualTypeOf<PremiumSectionBodyQueryResult>();
        expect(z.strictObject({ body: blockContentSchema }).parse(premium).body.length).toBeGreaterThanOrEqual(3);
        return;
      }
      expect(article).toMatchObject({ premium: false, teaser: null });
      expect(await run(premiumSectionBodyQuery, { slug, article: section })).toBeNull();
      const body = article?.body ?? [];
      expect(body.length).toBeGreaterThanOrEqual(3);
      const paragraphs = body.filter((block) => block._type === 'block' && block.style === 'normal' && !block.listItem);
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      for (const block of body) expect(blockText(block).trim().length, block._key).toBeGreaterThan(0);
      expect(new Set(body.map((block) => block._key)).size).toBe(body.length);
    });
  });

  it.each(['INTJ', 'Intj', 'intj', 'iNtJ'])('matches the slug case-insensitively (%s)', async (slug) => {
    const profile = await run(typeProfileQuery, { slug, article: 'introduction' });
    expect(profile?.code).toBe('INTJ');
    expect(profile?.slug).toBe('intj');
    expect(profile?.article?.slug).toBe('introduction');
  });

  it.each(['xxxx', 'intjx', '', 'personal-growth'])('returns null for an unknown type slug (%j)', async (slug) => {
    await expect(run(typeProfileQuery, { slug, article: 'introduction' })).resolves.toBeNull();
  });

  it('returns the profile with a null article for an unknown section', async () => {
    const profile = typeProfileSchema.parse(await run(typeProfileQuery, { slug: 'enfp', article: 'no-such-section' }));
    expect(profile.code).toBe('ENFP');
    expect(profile.article).toBeNull();
    expect(profile.sections).toHaveLength(6);
  });

  it('returns different article bodies for different types', async () => {
    const a = await run(typeProfileQuery, { slug: 'intj', article: 'career' });
    const b = await run(typeProfileQuery, { slug: 'esfp', article: 'career' });
    expect(a?.article?._id).not.toBe(b?.article?._id);
    expect(a?.article?.body?.map(blockText)).not.toEqual(b?.article?.body?.map(blockText));
  });
});

describe('typeSectionPathsQuery', () => {
  it('returns the 96 (type, section) pairs', async () => {
    const result = await run(typeSectionPathsQuery);
    expectTypeOf(result).toEqualTypeOf<TypeSectionPathsQueryResult>();
    const rows = typeSectionPathsSchema.parse(result);

    expect(rows).toHaveLength(96);
    const pairs = rows.map((row) => `${row.slug}/${row.article}`).sort();
    const expected = ALL_TYPES.flatMap((type) => SECTIONS.map((section) => `${type.slug}/${section}`)).sort();
    expect(pairs).toEqual(expected);
  });
});

describe('freeTestQuery', () => {
  it('returns a definition that parseFreeTestDefinition accepts', async () => {
    const result = await run(freeTestQuery);
    expectTypeOf(result).toEqualTypeOf<FreeTestQueryResult>();
    const document = freeTestSchema.parse(result);

    const definition = parseFreeTestDefinition(result);
    expect(definition.slug).toBe(document.slug);
    expect(definition.survey.map((question) => question.id).sort()).toEqual(['age', 'gender']);
    expect(definition.items.length).toBeGreaterThanOrEqual(60);
    for (const key of ['EI', 'SN', 'TF', 'JP'] as const) {
      const items = definition.items.filter((item) => item.key === key);
      expect(items.length, key).toBeGreaterThanOrEqual(15);
      // Both keying directions are present, so a dichotomy cannot be won by acquiescence alone.
      expect(
        items.some((item) => item.reverse),
        key,
      ).toBe(true);
      expect(
        items.some((item) => !item.reverse),
        key,
      ).toBe(true);
    }
    expect(new Set(definition.items.map((item) => item.id)).size).toBe(definition.items.length);
  });
});

// ---- Editorial content: helpers over the raw seed documents --------------------------------------

/** The committed seed documents, for computing what each query must return. */
const DOCS = parseNdjsonDataset(readFileSync(DATASET_PATH, 'utf8'));
const DOC_BY_ID = new Map(DOCS.map((doc) => [doc._id, doc]));
const docsOf = (type: string) => DOCS.filter((doc) => doc._type === type);
const slugOf = (doc: Record<string, unknown> | undefined): string | undefined => (doc?.slug as { current?: string } | undefined)?.current;
const refsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map((entry) => String((entry as { _ref?: unknown })._ref)) : []);
const refOf = (value: unknown): string | undefined => (value as { _ref?: string } | undefined)?._ref;

const ARTICLES = docsOf('article');
/** Category ids of an article, the primary one first. */
const articleCategories = (slug: string | null | undefined): string[] => refsOf(ARTICLES.find((doc) => slugOf(doc) === slug)?.categories);

/** True when `items` is sorted by `compare` (non-strictly). */
function isSorted<T>(items: readonly T[], compare: (a: T, b: T) => number): boolean {
  return items.every((item, index) => index === 0 || compare(items[index - 1]!, item) <= 0);
}
const newestFirst = (a: { publishedAt: string | null; _id: string }, b: { publishedAt: string | null; _id: string }) =>
  (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || a._id.localeCompare(b._id);

const THEORY_SLUGS = [
  'introduction',
  'preference-pairs',
  'energy-extraversion-introversion',
  'information-sensing-intuition',
  'decisions-thinking-feeling',
  'structure-judging-perceiving',
  'type-families',
  'how-the-test-works',
  'limits-of-type-theory',
];
const COMPATIBILITY_SECTIONS = ['overview', 'strengths', 'challenges', 'communication', 'growing-together'];
const TOOL_CATEGORIES = ['personal-growth', 'relationships', 'career'] as const;
const FAQ_TOPICS = ['account', 'premium', 'privacy', 'test', 'types'] as const;

// ---- Strict runtime schemas of the editorial queries ---------------------------------------------

type ImageResult = NonNullable<BlogPageQueryResult['items'][number]['mainImage']>;
type ArticleCard = BlogPageQueryResult['items'][number];
type ResolvedBody = NonNullable<NonNullable<ArticleQueryResult>['body']>;
type FaqAnswer = NonNullable<FaqQueryResult[number]['answer']>;

const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const isoDateTime = z.iso.datetime();
const assetIdSchema = z.string().regex(/^image-[0-9a-f]{40}-1200x630-svg$/);

/** An image with its resolved asset: the URL of the generated SVG and its size. */
const imageSchema = z.strictObject({
  alt: z.string().min(1),
  asset: z.strictObject({
    _id: assetIdSchema,
    url: z.string().regex(/^\/seed-assets\/[0-9a-f]{40}\.svg$/),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
}) satisfies z.ZodType<ImageResult>;

/** An author's portrait (issue 15): a square generated SVG (400×400) whose alt text describes the drawing. */
const portraitSchema = z.strictObject({
  alt: z.string().regex(/^Illustrated portrait of .{30,}/),
  asset: z.strictObject({
    _id: z.string().regex(/^image-[0-9a-f]{40}-400x400-svg$/),
    url: z.string().regex(/^\/seed-assets\/[0-9a-f]{40}\.svg$/),
    width: z.literal(400),
    height: z.literal(400),
  }),
}) satisfies z.ZodType<ImageResult>;

const articleCardSchema = z.strictObject({
  _id: z.string().startsWith('article-'),
  title: z.string().min(1),
  slug: slugSchema,
  excerpt: z.string().min(1),
  publishedAt: isoDateTime,
  landing: z.boolean(),
  mainImage: imageSchema,
  author: z.strictObject({ name: z.string().min(1), slug: slugSchema }),
  category: z.strictObject({ title: z.string().min(1), slug: slugSchema }),
}) satisfies z.ZodType<ArticleCard>;

const spanSchema = z.strictObject({ _type: z.literal('span'), _key: z.string().min(1), text: z.string(), marks: z.array(z.string()) });
const linkDefSchema = z.strictObject({
  _type: z.literal('link'),
  _key: z.string().min(1),
  href: z.string().regex(/^(https?:\/\/|mailto:)\S+$/),
});
/** An internal link with its resolved target (never dangling in the seed). */
const internalLinkDefSchema = z.strictObject({
  _type: z.literal('internalLink'),
  _key: z.string().min(1),
  reference: z.strictObject({ _type: z.literal('reference'), _ref: z.string().min(1) }),
  target: z.union([
    z.strictObject({ _type: z.literal('article'), slug: slugSchema, landing: z.boolean() }),
    z.strictObject({
      _type: z.enum(['compatibility', 'freeTest', 'page', 'personalityType', 'post', 'test', 'theoryArticle']),
      slug: slugSchema,
      landing: z.null(),
    }),
  ]),
});
const textBlockSchema = z.strictObject({
  _type: z.literal('block'),
  _key: z.string().min(1),
  style: z.enum(['normal', 'h2', 'h3', 'blockquote']),
  listItem: z.enum(['bullet', 'number']).optional(),
  level: z.number().int().positive().optional(),
  markDefs: z.array(z.discriminatedUnion('_type', [linkDefSchema, internalLinkDefSchema])),
  children: z.array(spanSchema).min(1),
});
const calloutSchema = z.strictObject({
  _type: z.literal('callout'),
  _key: z.string().min(1),
  tone: z.enum(['tip', 'note', 'warning']),
  body: z.array(textBlockSchema.omit({ listItem: true, level: true }).extend({ style: z.literal('normal') })).min(1),
  markDefs: z.null(),
});
/** An image inside a body: the asset reference plus the resolved `image`. */
const bodyImageSchema = z.strictObject({
  _type: z.literal('mainImage'),
  _key: z.string().min(1),
  alt: z.string().min(1),
  asset: z.strictObject({ _type: z.literal('reference'), _ref: assetIdSchema }),
  image: imageSchema,
  markDefs: z.null(),
});

const resolvedBodySchema = z
  .array(z.discriminatedUnion('_type', [textBlockSchema, calloutSchema, bodyImageSchema]))
  .min(1) satisfies z.ZodType<ResolvedBody>;
const faqAnswerSchema = z.array(z.discriminatedUnion('_type', [textBlockSchema, calloutSchema])).min(1) satisfies z.ZodType<FaqAnswer>;

/**
 * Checks a resolved body against the dataset: every internal link's target is the referenced
 * document (type, slug, landing flag) and has a page; every span mark is a decorator or one of the
 * block's annotations; every body image shows its own asset.
 * @returns how many internal links and images the body holds
 */
function checkBody(body: ResolvedBody | FaqAnswer, where: string): { internalLinks: number; images: number } {
  let internalLinks = 0;
  let images = 0;
  for (const block of body) {
    const at = `${where} ${block._key}`;
    if (block._type === 'block') {
      const keys = new Set((block.markDefs ?? []).map((def) => def._key));
      for (const span of block.children ?? []) {
        for (const mark of span.marks ?? []) expect(mark === 'strong' || mark === 'em' || keys.has(mark), `${at}: mark ${mark}`).toBe(true);
      }
      for (const def of block.markDefs ?? []) {
        if (def._type !== 'internalLink') continue;
        internalLinks++;
        const doc = DOC_BY_ID.get(def.reference?._ref ?? '');
        expect(doc, `${at}: ${def.reference?._ref}`).toBeDefined();
        expect(def.target?._type, at).toBe(doc?._type);
        expect(def.target?.slug, at).toBe(slugOf(doc));
        if (def.target?._type === 'article') expect(def.target.landing, at).toBe(doc?.landing === true);
        expect(documentPath(def.target), `${at}: path of ${def.reference?._ref}`).toMatch(/^\//);
      }
    } else if (block._type === 'mainImage') {
      images++;
      const image = 'image' in block ? block.image : null;
      expect(image?.asset?._id, at).toBe(block.asset?._ref);
      expect(image?.alt, at).toBe(block.alt);
      expect(DOC_BY_ID.get(block.asset?._ref ?? '')?.url, at).toBe(image?.asset?.url);
    }
  }
  return { internalLinks, images };
}

const categorySchema = z.strictObject({
  _id: z.string().startsWith('category-'),
  _updatedAt: isoDateTime,
  title: z.string().min(1),
  slug: slugSchema,
  description: z.string().min(1),
  seo: seoSchema,
}) satisfies z.ZodType<NonNullable<CategoryQueryResult>>;

const articleSchema = z.strictObject({
  _id: z.string().startsWith('article-'),
  _updatedAt: isoDateTime,
  title: z.string().min(1).max(80),
  slug: slugSchema,
  excerpt: z.string().min(1).max(200),
  publishedAt: isoDateTime,
  landing: z.boolean(),
  mainImage: imageSchema,
  author: z.strictObject({
    name: z.string().min(1),
    slug: slugSchema,
    role: z.string().min(1),
    bio: z.string().min(1),
    mainImage: portraitSchema,
  }),
  categories: z.array(z.strictObject({ title: z.string().min(1), slug: slugSchema })).min(1),
  body: resolvedBodySchema,
  seo: seoSchema,
  related: z.array(articleCardSchema).max(3),
}) satisfies z.ZodType<NonNullable<ArticleQueryResult>>;

const authorSchema = z.strictObject({
  _id: z.string().startsWith('author-'),
  _updatedAt: isoDateTime,
  name: z.string().min(1),
  slug: slugSchema,
  role: z.string().min(1),
  bio: z.string().min(1),
  mainImage: portraitSchema,
  seo: seoSchema,
  articles: z.array(articleCardSchema),
}) satisfies z.ZodType<NonNullable<AuthorQueryResult>>;

const blogPathsSchema = z.strictObject({
  articles: z.array(z.strictObject({ slug: slugSchema, landing: z.boolean() })),
  categories: z.array(z.strictObject({ slug: slugSchema, count: z.number().int().nonnegative() })),
  authors: z.array(slugSchema),
  total: z.number().int().nonnegative(),
}) satisfies z.ZodType<BlogPathsQueryResult>;

const theoryArticleSchema = z.strictObject({
  _id: z.string().startsWith('theory-'),
  _updatedAt: isoDateTime,
  title: z.string().min(1),
  slug: slugSchema,
  excerpt: z.string().min(1),
  order: z.number().int().positive(),
  mainImage: imageSchema,
  body: resolvedBodySchema,
  seo: seoSchema,
}) satisfies z.ZodType<NonNullable<TheoryArticleQueryResult>>;

const pairTypeSchema = z.strictObject({ code: typeCodeSchema, title: z.string().min(1), slug: typeSlugSchema, colour: colourSchema });
const compatibilityIndexSchema = z.array(
  z.strictObject({
    _id: z.string().startsWith('compatibility-'),
    slug: z.string().min(1),
    title: z.string().min(1),
    typeA: pairTypeSchema,
    typeB: pairTypeSchema,
  }),
) satisfies z.ZodType<CompatibilityIndexQueryResult>;

const compatibilityTypeSchema = z.strictObject({
  code: typeCodeSchema,
  title: z.string().min(1),
  shortTitle: z.string().min(1),
  slug: typeSlugSchema,
  defaultGender: genderSchema,
  family: familyRefSchema,
});
const compatibilitySchema = z.strictObject({
  _id: z.string().startsWith('compatibility-'),
  _updatedAt: isoDateTime,
  title: z.string().min(1),
  slug: z.string().min(1),
  summary: z.string().min(1).max(220),
  typeA: compatibilityTypeSchema,
  typeB: compatibilityTypeSchema,
  sections: z.array(z.strictObject({ _key: z.string().min(1), title: z.string().min(1), slug: slugSchema, body: resolvedBodySchema })),
  seo: seoSchema,
}) satisfies z.ZodType<NonNullable<CompatibilityQueryResult>>;

const postCardSchema = z.strictObject({
  _id: z.string().startsWith('post-'),
  title: z.string().min(1),
  slug: slugSchema,
  excerpt: z.string().min(1),
  publishedAt: isoDateTime,
  mainImage: imageSchema,
  author: z.strictObject({ name: z.string().min(1), slug: slugSchema }).nullable(),
}) satisfies z.ZodType<PostsQueryResult[number]>;

const postSchema = z.strictObject({
  _id: z.string().startsWith('post-'),
  _updatedAt: isoDateTime,
  title: z.string().min(1),
  slug: slugSchema,
  excerpt: z.string().min(1),
  publishedAt: isoDateTime,
  mainImage: imageSchema,
  author: z.strictObject({ name: z.string().min(1), slug: slugSchema, mainImage: portraitSchema }).nullable(),
  body: resolvedBodySchema,
  seo: seoSchema,
}) satisfies z.ZodType<NonNullable<PostQueryResult>>;

/** A tool opens a toolkit test (testSlug + questionCount) or links to a site path (href): never both. */
const toolSchema = z.union([
  z.strictObject({
    _id: z.string().startsWith('tool-'),
    title: z.string().min(1),
    slug: slugSchema,
    category: z.enum(TOOL_CATEGORIES),
    description: z.string().min(1),
    href: z.null(),
    testSlug: slugSchema,
    questionCount: z.number().int().min(12),
    mainImage: imageSchema,
  }),
  z.strictObject({
    _id: z.string().startsWith('tool-'),
    title: z.string().min(1),
    slug: slugSchema,
    category: z.enum(TOOL_CATEGORIES),
    description: z.string().min(1),
    href: z.string().regex(/^\/(?!\/)\S*$/),
    testSlug: z.null(),
    questionCount: z.null(),
    mainImage: imageSchema,
  }),
]) satisfies z.ZodType<ToolsQueryResult[number]>;

const pageSchema = z.strictObject({
  _id: z.string().startsWith('page-'),
  _updatedAt: isoDateTime,
  title: z.string().min(1),
  slug: z.enum(PAGE_SLUGS),
  intro: z.string().min(1),
  body: resolvedBodySchema,
  seo: seoSchema,
}) satisfies z.ZodType<NonNullable<PageQueryResult>>;

const faqSchema = z.array(
  z.strictObject({
    _id: z.string().startsWith('faq-'),
    question: z.string().min(1).endsWith('?'),
    topic: z.enum(FAQ_TOPICS),
    order: z.number().int().nonnegative(),
    answer: faqAnswerSchema,
  }),
) satisfies z.ZodType<FaqQueryResult>;

const testimonialsSchema = z.array(
  z.strictObject({
    _id: z.string().startsWith('testimonial-'),
    name: z.string().min(1),
    location: z.string().min(1).nullable(),
    quote: z.string().min(1).max(300),
    type: z.strictObject({
      code: typeCodeSchema,
      title: z.string().min(1),
      slug: typeSlugSchema,
      defaultGender: genderSchema,
      colour: colourSchema,
    }),
  }),
) satisfies z.ZodType<TestimonialsQueryResult>;

const planSchema = z.strictObject({
  _id: z.string().startsWith('plan-'),
  title: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  summary: z.string().min(1).max(160),
  features: z.array(z.string().min(1)).min(1),
  highlight: z.boolean(),
  order: z.number().int().nonnegative(),
  productId: z.string().min(3),
  price: z.number().int().positive(),
  currency: z.enum(['USD', 'EUR', 'GBP']),
  interval: z.enum(['month', 'year', 'once']),
  seo: seoSchema,
}) satisfies z.ZodType<NonNullable<PlanQueryResult>>;

/** `Omit` over each member of a union (the built-in one collapses the union). */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/**
 * A search row. TypeGen types `_score` as null (it cannot see through `score()`); at run time it
 * is the relevance number, so the row type replaces it and is otherwise tied to TypeGen's.
 */
type SearchRow = DistributiveOmit<SearchQueryResult[number], '_score'> & { _score: number };
const searchRowBase = {
  _id: z.string().min(1),
  _score: z.number().positive(),
  title: z.string().min(1),
  slug: z.string().min(1),
  text: z.string().min(1),
  keyword: z.string().min(1).nullable(),
  synonyms: z.array(z.string().min(1)).nullable(),
};
const topicSchema = z.strictObject({ title: z.string().min(1), synonyms: z.array(z.string().min(1)).nullable() });
const theoryTopicSchema = z.strictObject({ title: z.literal('Theory'), synonyms: z.array(z.string().min(1)).nullable() });
const toolTopicSchema = z.strictObject({ title: z.enum(['career', 'personal-growth', 'relationships']), synonyms: z.array(z.never()) });
const searchSchema = z
  .array(
    z.discriminatedUnion('_type', [
      z.strictObject({
        ...searchRowBase,
        _type: z.literal('article'),
        code: z.null(),
        shortTitle: z.null(),
        landing: z.boolean(),
        testSlug: z.null(),
        href: z.null(),
        topic: topicSchema,
      }),
      z.strictObject({
        ...searchRowBase,
        _type: z.literal('personalityType'),
        code: typeCodeSchema,
        shortTitle: z.string().min(1),
        landing: z.null(),
        testSlug: z.null(),
        href: z.null(),
        topic: z.null(),
      }),
      z.strictObject({
        ...searchRowBase,
        _type: z.literal('compatibility'),
        code: z.null(),
        shortTitle: z.null(),
        landing: z.null(),
        testSlug: z.null(),
        href: z.null(),
        topic: z.null(),
      }),
      z.strictObject({
        ...searchRowBase,
        _type: z.literal('post'),
        code: z.null(),
        shortTitle: z.null(),
        landing: z.null(),
        testSlug: z.null(),
        href: z.null(),
        topic: z.null(),
      }),
      z.strictObject({
        ...searchRowBase,
        _type: z.literal('theoryArticle'),
        code: z.null(),
        shortTitle: z.null(),
        landing: z.null(),
        testSlug: z.null(),
        href: z.null(),
        topic: theoryTopicSchema,
      }),
      z.strictObject({
        ...searchRowBase,
        _type: z.literal('tool'),
        code: z.null(),
        shortTitle: z.null(),
        landing: z.null(),
        testSlug: slugSchema.nullable(),
        href: z.string().nullable(),
        topic: toolTopicSchema,
      }),
    ]),
  )
  .max(60) satisfies z.ZodType<SearchRow[]>;

const SITEMAP_TYPES = [
  'article',
  'author',
  'category',
  'compatibility',
  'freeTest',
  'page',
  'personalityType',
  'post',
  'test',
  'theoryArticle',
  'typeArticle',
] as const;
const sitemapSchema = z.array(
  z.union([
    z.strictObject({ _type: z.literal('article'), _updatedAt: isoDateTime, slug: slugSchema, landing: z.boolean(), typeSlug: z.null() }),
    z.strictObject({
      _type: z.literal('typeArticle'),
      _updatedAt: isoDateTime,
      slug: slugSchema,
      landing: z.null(),
      typeSlug: typeSlugSchema,
    }),
    z.strictObject({
      _type: z.enum(['author', 'category', 'compatibility', 'freeTest', 'page', 'personalityType', 'post', 'test', 'theoryArticle']),
      _updatedAt: isoDateTime,
      slug: slugSchema,
      landing: z.null(),
      typeSlug: z.null(),
    }),
  ]),
) satisfies z.ZodType<SitemapQueryResult>;

/** The plain text of a search hit's document fields that searchQuery matches. */
function searchableText(id: string): string {
  const doc = DOC_BY_ID.get(id);
  if (!doc) return '';
  const body = Array.isArray(doc.body)
    ? (doc.body as { children?: { text?: string }[] }[]).flatMap((block) => (block.children ?? []).map((span) => span.text ?? ''))
    : [];
  return [doc.title, doc.code, doc.shortTitle, doc.excerpt, doc.summary, doc.description, ...body]
    .filter((part) => typeof part === 'string')
    .join(' ');
}

// ---- The editorial queries against the seed dataset ----------------------------------------------

describe('blogPageQuery', () => {
  const page = (number: number, category = '') => run(blogPageQuery, { category, ...pageSlice(number, BLOG_PAGE_SIZE) });

  it('pages through every article in pages of 12, newest first, none skipped or repeated', async () => {
    const first = await page(1);
    expectTypeOf(first).toEqualTypeOf<BlogPageQueryResult>();
    expect(first.total).toBe(ARTICLES.length);
    expect(first.total).toBeGreaterThanOrEqual(40);
    const pages = pageCount(first.total);
    expect(pages).toBeGreaterThanOrEqual(4);

    const seen: ArticleCard[] = [];
    for (let number = 1; number <= pages; number++) {
      const result = await page(number);
      expect(result.total, `page ${number}`).toBe(first.total);
      const items = z.array(articleCardSchema).parse(result.items);
      expect(items.length, `page ${number}`).toBe(number < pages ? BLOG_PAGE_SIZE : first.total - BLOG_PAGE_SIZE * (pages - 1));
      seen.push(...items);
    }
    expect(seen.map((item) => item._id).sort()).toEqual(ARTICLES.map((doc) => doc._id).sort());
    expect(new Set(seen.map((item) => item._id)).size).toBe(seen.length);
    expect(isSorted(seen, newestFirst)).toBe(true);
    expect(seen.map((item) => item.publishedAt)).toEqual(
      ARTICLES.map((doc) => String(doc.publishedAt))
        .sort()
        .reverse(),
    );

    // Cards show the primary category and the author of the source document.
    for (const item of seen) {
      const doc = DOC_BY_ID.get(item._id);
      expect(item.category?.slug, item._id).toBe(slugOf(DOC_BY_ID.get(articleCategories(item.slug)[0] ?? '')));
      expect(item.author?.slug, item._id).toBe(slugOf(DOC_BY_ID.get(refOf(doc?.author) ?? '')));
      expect(item.landing, item._id).toBe(doc?.landing === true);
    }
  });

  it('returns no items past the last page but still the total', async () => {
    const { total } = await page(1);
    const beyond = await page(pageCount(total) + 1);
    expect(beyond).toEqual({ total, items: [] });
  });

  it.each(docsOf('category').map((doc) => slugOf(doc) ?? ''))(
    'filters by category %s (any position, not only the primary)',
    async (category) => {
      const categoryId = `category-${category}`;
      const expected = ARTICLES.filter((doc) => refsOf(doc.categories).includes(categoryId));
      expect(expected.length).toBeGreaterThan(0);

      const first = await page(1, category);
      expect(first.total).toBe(expected.length);
      const items: ArticleCard[] = [];
      for (let number = 1; number <= pageCount(first.total); number++)
        items.push(...z.array(articleCardSchema).parse((await page(number, category)).items));
      expect(items.map((item) => item._id).sort()).toEqual(expected.map((doc) => doc._id).sort());
      for (const item of items) expect(articleCategories(item.slug), item._id).toContain(categoryId);
      expect(isSorted(items, newestFirst)).toBe(true);
    },
  );

  it('returns nothing for an unknown category', async () => {
    await expect(page(1, 'no-such-category')).resolves.toEqual({ total: 0, items: [] });
  });
});

describe('categoriesQuery', () => {
  it('lists every category by title with article counts that add up', async () => {
    const result = await run(categoriesQuery);
    expectTypeOf(result).toEqualTypeOf<CategoriesQueryResult>();
    const categories = z
      .array(
        z.strictObject({
          _id: z.string().startsWith('category-'),
          title: z.string().min(1),
          slug: slugSchema,
          description: z.string().min(1),
          count: z.number().int().positive(),
        }),
      )
      .parse(result) satisfies CategoriesQueryResult;

    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(categories.map((category) => category._id).sort()).toEqual(
      docsOf('category')
        .map((doc) => doc._id)
        .sort(),
    );
    expect(isSorted(categories, (a, b) => a.title.localeCompare(b.title))).toBe(true);
    for (const category of categories) {
      expect(category.count, category.slug).toBe(ARTICLES.filter((doc) => refsOf(doc.categories).includes(category._id)).length);
    }
    // Every article is counted once per category it has.
    const total = categories.reduce((sum, category) => sum + category.count, 0);
    expect(total).toBe(ARTICLES.reduce((sum, doc) => sum + refsOf(doc.categories).length, 0));
    expect(total).toBeGreaterThanOrEqual(ARTICLES.length);
  });
});

describe('categoryQuery', () => {
  it.each(docsOf('category').map((doc) => slugOf(doc) ?? ''))('returns the category %s', async (slug) => {
    const result = await run(categoryQuery, { slug });
    expectTypeOf(result).toEqualTypeOf<CategoryQueryResult>();
    const category = categorySchema.parse(result);
    expect(category.slug).toBe(slug);
    expect(category._id).toBe(`category-${slug}`);
  });
});

describe('articleQuery', () => {
  it.each(ARTICLES.map((doc) => slugOf(doc) ?? ''))(
    'returns %s with resolved links, author, categories and related articles',
    async (slug) => {
      const result = await run(articleQuery, { slug });
      expectTypeOf(result).toEqualTypeOf<ArticleQueryResult>();
      const article = articleSchema.parse(result);
      const doc = DOC_BY_ID.get(article._id);

      expect(article.slug).toBe(slug);
      expect(article.landing).toBe(doc?.landing === true);
      expect(article.author.slug).toBe(slugOf(DOC_BY_ID.get(refOf(doc?.author) ?? '')));
      const categoryIds = articleCategories(slug);
      expect(article.categories.map((category) => `category-${category.slug}`)).toEqual(categoryIds);
      expect(article.mainImage.asset._id).toBe(refOf((doc?.mainImage as { asset?: unknown } | undefined)?.asset));

      // Internal links name their target's type and slug (SPEC: links resolve to pages).
      const { internalLinks } = checkBody(article.body, slug);
      expect(internalLinks, 'every seed article links into the site').toBeGreaterThan(0);

      // Related: up to three other articles sharing the primary category, newest first.
      const primary = categoryIds[0];
      const candidates = ARTICLES.filter((other) => other._id !== article._id && refsOf(other.categories).includes(primary ?? ''));
      expect(article.related).toHaveLength(Math.min(3, candidates.length));
      for (const related of article.related) {
        expect(related._id, 'related excludes the article itself').not.toBe(article._id);
        expect(articleCategories(related.slug), related._id).toContain(primary);
      }
      expect(new Set(article.related.map((related) => related._id)).size).toBe(article.related.length);
      const newest = candidates
        .map((other) => String(other.publishedAt))
        .sort()
        .reverse()
        .slice(0, 3);
      expect(article.related.map((related) => related.publishedAt)).toEqual(newest);
    },
  );

  it('serves landing and standard articles alike (the page picks the variant)', async () => {
    const landing = ARTICLES.filter((doc) => doc.landing === true);
    expect(landing.length).toBeGreaterThan(0);
    for (const doc of landing) expect((await run(articleQuery, { slug: slugOf(doc) ?? '' }))?.landing).toBe(true);
  });
});

describe('authorQuery', () => {
  it.each(docsOf('author').map((doc) => slugOf(doc) ?? ''))('lists only the articles of %s, newest first', async (slug) => {
    const result = await run(authorQuery, { slug });
    expectTypeOf(result).toEqualTypeOf<AuthorQueryResult>();
    const author = authorSchema.parse(result);

    expect(author.slug).toBe(slug);
    const expected = ARTICLES.filter((doc) => refOf(doc.author) === author._id);
    expect(expected.length).toBeGreaterThan(0);
    expect(author.articles.map((article) => article._id).sort()).toEqual(expected.map((doc) => doc._id).sort());
    for (const article of author.articles) expect(article.author?.slug, article._id).toBe(slug);
    expect(isSorted(author.articles, newestFirst)).toBe(true);
  });
});

describe('blogPathsQuery', () => {
  it('returns unique article slugs with their landing flag, categories with counts, authors and the total', async () => {
    const result = await run(blogPathsQuery);
    expectTypeOf(result).toEqualTypeOf<BlogPathsQueryResult>();
    const paths = blogPathsSchema.parse(result);

    expect(paths.total).toBe(ARTICLES.length);
    expect(paths.articles).toHaveLength(paths.total);
    expect(new Set(paths.articles.map((article) => article.slug)).size).toBe(paths.articles.length);
    expect(Object.fromEntries(paths.articles.map((article) => [article.slug, article.landing]))).toEqual(
      Object.fromEntries(ARTICLES.map((doc) => [slugOf(doc), doc.landing === true])),
    );
    // Both variants exist: `/blog/{slug}` (landing) and `/blog/article/{slug}`.
    expect(paths.articles.some((article) => article.landing)).toBe(true);
    expect(paths.articles.some((article) => !article.landing)).toBe(true);

    const categories = await run(categoriesQuery);
    expect(Object.fromEntries(paths.categories.map((category) => [category.slug, category.count]))).toEqual(
      Object.fromEntries(categories.map((category) => [category.slug, category.count])),
    );
    expect([...paths.authors].sort()).toEqual(
      docsOf('author')
        .map((doc) => slugOf(doc))
        .sort(),
    );
    expect(new Set(paths.authors).size).toBe(paths.authors.length);
    // Enough articles for at least three listing pages.
    expect(pageCount(paths.total)).toBeGreaterThanOrEqual(3);
  });
});

describe('theoryListQuery', () => {
  it('lists the theory articles in reading order 1…9, the introduction first', async () => {
    const result = await run(theoryListQuery);
    expectTypeOf(result).toEqualTypeOf<TheoryListQueryResult>();
    const list = z
      .array(
        z.strictObject({
          _id: z.string().startsWith('theory-'),
          title: z.string().min(1),
          slug: slugSchema,
          excerpt: z.string().min(1),
          order: z.number().int(),
        }),
      )
      .parse(result) satisfies TheoryListQueryResult;

    expect(list.map((entry) => entry.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(list.map((entry) => entry.slug)).toEqual(THEORY_SLUGS);
    expect(list[0]?.slug).toBe('introduction');
    expect(documentPath({ _type: 'theoryArticle', slug: list[0]?.slug })).toBe('/theory');
  });
});

describe('theoryArticleQuery', () => {
  it.each(THEORY_SLUGS)('returns %s with a resolved body', async (slug) => {
    const result = await run(theoryArticleQuery, { slug });
    expectTypeOf(result).toEqualTypeOf<TheoryArticleQueryResult>();
    const article = theoryArticleSchema.parse(result);
    expect(article.slug).toBe(slug);
    expect(article.order).toBe(THEORY_SLUGS.indexOf(slug) + 1);
    checkBody(article.body, slug);
  });

  it('expands the images inside theory bodies to their asset URLs', async () => {
    let images = 0;
    let internalLinks = 0;
    for (const slug of THEORY_SLUGS) {
      const counts = checkBody(theoryArticleSchema.parse(await run(theoryArticleQuery, { slug })).body, slug);
      images += counts.images;
      internalLinks += counts.internalLinks;
    }
    expect(images).toBeGreaterThan(0);
    expect(internalLinks).toBeGreaterThan(0);
  });
});

describe('compatibilityIndexQuery', () => {
  it('lists 136 unique canonical pairs covering every unordered pair, same-type pairs included', async () => {
    const result = await run(compatibilityIndexQuery);
    expectTypeOf(result).toEqualTypeOf<CompatibilityIndexQueryResult>();
    const pairs = compatibilityIndexSchema.parse(result);

    expect(pairs).toHaveLength(136);
    const slugs = pairs.map((pair) => pair.slug);
    expect(new Set(slugs).size).toBe(136);
    expect(isSorted(slugs, (a, b) => (a < b ? -1 : a > b ? 1 : 0))).toBe(true);
    const expected = TYPE_CATALOGUE.flatMap((x, i) => TYPE_CATALOGUE.slice(i).map((y) => canonicalPairSlug(x.slug, y.slug)));
    expect([...slugs].sort()).toEqual([...new Set(expected)].sort());
    expect(pairs.filter((pair) => pair.typeA.slug === pair.typeB.slug)).toHaveLength(16);

    for (const pair of pairs) {
      expect(checkPairSlug(pair.slug), pair.slug).toBe(true);
      expect(`${pair.typeA.slug}-and-${pair.typeB.slug}`).toBe(pair.slug);
      for (const type of [pair.typeA, pair.typeB]) {
        const expectedType = ALL_TYPES.find((entry) => entry.slug === type.slug);
        expect(type, pair.slug).toEqual({
          code: expectedType?.code,
          title: expectedType?.title,
          slug: expectedType?.slug,
          colour: expectedType?.colour,
        });
      }
    }
  });
});

describe('compatibilityQuery', () => {
  it('returns intp-and-enfj with both types and the five sections', async () => {
    const result = await run(compatibilityQuery, { slug: 'intp-and-enfj' });
    expectTypeOf(result).toEqualTypeOf<CompatibilityQueryResult>();
    const page = compatibilitySchema.parse(result);

    expect(page.slug).toBe('intp-and-enfj');
    expect(page.typeA).toMatchObject({ code: 'INTP', title: 'Architect', slug: 'intp', family: { slug: 'analysts', colour: 'red' } });
    expect(page.typeB).toMatchObject({ code: 'ENFJ', title: 'Teacher', slug: 'enfj', family: { slug: 'diplomats', colour: 'mint' } });
    expect(page.sections.map((section) => section.slug)).toEqual(COMPATIBILITY_SECTIONS);
    expect(page.sections.map((section) => section._key)).toEqual(COMPATIBILITY_SECTIONS);

    // The overview links both type profiles.
    const overview = page.sections[0]!;
    checkBody(overview.body, 'intp-and-enfj overview');
    const targets = overview.body
      .flatMap((block) => (block._type === 'block' ? (block.markDefs ?? []) : []))
      .flatMap((def) => (def._type === 'internalLink' ? [def.target] : []));
    expect(targets.map((target) => `${target?._type}:${target?.slug}`).sort()).toEqual(['personalityType:enfj', 'personalityType:intp']);
  });

  it('returns every pair of the index with matching types and five non-empty sections', async () => {
    for (const pair of await run(compatibilityIndexQuery)) {
      const page = compatibilitySchema.parse(await run(compatibilityQuery, { slug: pair.slug ?? '' }));
      expect([page.typeA.slug, page.typeB.slug], pair.slug ?? '').toEqual([pair.typeA?.slug, pair.typeB?.slug]);
      expect(
        page.sections.map((section) => section.slug),
        pair.slug ?? '',
      ).toEqual(COMPATIBILITY_SECTIONS);
      for (const section of page.sections) checkBody(section.body, `${page.slug} ${section.slug}`);
    }
  });

  it.each(['enfj-and-intp', 'INTP-and-ENFJ', 'intp-enfj'])(
    'serves only the canonical slug (%s is null; the route redirects)',
    async (slug) => {
      await expect(run(compatibilityQuery, { slug })).resolves.toBeNull();
    },
  );
});

describe('postsQuery', () => {
  it('lists at least ten posts, newest first, with their author', async () => {
    const result = await run(postsQuery);
    expectTypeOf(result).toEqualTypeOf<PostsQueryResult>();
    const posts = z.array(postCardSchema).parse(result);

    expect(posts.length).toBeGreaterThanOrEqual(10);
    expect(posts.map((post) => post._id).sort()).toEqual(
      docsOf('post')
        .map((doc) => doc._id)
        .sort(),
    );
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
    expect(isSorted(posts, newestFirst)).toBe(true);
    expect(posts[0]?.publishedAt).toBe(
      docsOf('post')
        .map((doc) => String(doc.publishedAt))
        .sort()
        .at(-1),
    );
    for (const post of posts) {
      expect(post.author?.slug, post.slug).toBe(slugOf(DOC_BY_ID.get(refOf(DOC_BY_ID.get(post._id)?.author) ?? '')));
    }
  });
});

describe('postQuery', () => {
  it.each(docsOf('post').map((doc) => slugOf(doc) ?? ''))('returns %s with a resolved body', async (slug) => {
    const result = await run(postQuery, { slug });
    expectTypeOf(result).toEqualTypeOf<PostQueryResult>();
    const post = postSchema.parse(result);
    expect(post.slug).toBe(slug);
    checkBody(post.body, slug);
  });
});

describe('toolsQuery', () => {
  it.each(TOOL_CATEGORIES)(
    'lists the %s tools by title: the toolkit test with its question count, the rest with a path',
    async (category) => {
      const result = await run(toolsQuery, { category });
      expectTypeOf(result).toEqualTypeOf<ToolsQueryResult>();
      const tools = z.array(toolSchema).parse(result);

      expect(tools.length).toBeGreaterThanOrEqual(2);
      expect(tools.map((tool) => tool._id).sort()).toEqual(
        docsOf('tool')
          .filter((doc) => doc.category === category)
          .map((doc) => doc._id)
          .sort(),
      );
      expect(isSorted(tools, (a, b) => (a.title ?? '').localeCompare(b.title ?? ''))).toBe(true);
      for (const tool of tools) expect(tool.category).toBe(category);

      const tests = tools.filter((tool) => tool.testSlug);
      // One free toolkit test per category; personal-growth also lists the Premium test.
      expect(
        tests.filter((tool) => DOC_BY_ID.get(`test-${tool.testSlug}`)?.premium !== true),
        'one free toolkit test per category',
      ).toHaveLength(1);
      for (const entry of tests) {
        const test = DOC_BY_ID.get(`test-${entry.testSlug}`);
        expect(test?.category).toBe(category);
        expect(entry.questionCount).toBe((test?.questions as unknown[] | undefined)?.length);
      }
      for (const tool of tools) {
        expect(Boolean(tool.testSlug) !== Boolean(tool.href), tool.slug ?? '').toBe(true);
        expect(documentPath({ _type: 'tool', testSlug: tool.testSlug, href: tool.href }), tool.slug ?? '').toMatch(/^\/(?!\/)/);
      }
    },
  );

  it('covers every tool across the three categories and nothing for an unknown one', async () => {
    const all = (await Promise.all(TOOL_CATEGORIES.map((category) => run(toolsQuery, { category })))).flat();
    expect(all.map((tool) => tool._id).sort()).toEqual(
      docsOf('tool')
        .map((doc) => doc._id)
        .sort(),
    );
    await expect(run(toolsQuery, { category: 'unknown' })).resolves.toEqual([]);
  });
});

describe('pageQuery', () => {
  it.each(PAGE_SLUGS)('returns the %s page', async (slug) => {
    const result = await run(pageQuery, { slug });
    expectTypeOf(result).toEqualTypeOf<PageQueryResult>();
    const page = pageSchema.parse(result);
    expect(page.slug).toBe(slug);
    expect(page._id).toBe(`page-${slug}`);
    checkBody(page.body, slug);
  });
});

describe('faqQuery', () => {
  it('returns every FAQ entry, all five topics, by topic then order', async () => {
    const result = await run(faqQuery);
    expectTypeOf(result).toEqualTypeOf<FaqQueryResult>();
    const entries = faqSchema.parse(result);

    expect(entries.map((entry) => entry._id).sort()).toEqual(
      docsOf('faq')
        .map((doc) => doc._id)
        .sort(),
    );
    expect([...new Set(entries.map((entry) => entry.topic))].sort()).toEqual([...FAQ_TOPICS]);
    expect(isSorted(entries, (a, b) => a.topic.localeCompare(b.topic) || a.order - b.order)).toBe(true);
    for (const topic of FAQ_TOPICS) expect(entries.filter((entry) => entry.topic === topic).length, topic).toBeGreaterThanOrEqual(2);
    let internalLinks = 0;
    for (const entry of entries) internalLinks += checkBody(entry.answer, entry._id).internalLinks;
    expect(internalLinks).toBeGreaterThan(0);
  });
});

describe('testimonialsQuery', () => {
  it('returns the testimonials in display order with their type resolved', async () => {
    const result = await run(testimonialsQuery);
    expectTypeOf(result).toEqualTypeOf<TestimonialsQueryResult>();
    const testimonials = testimonialsSchema.parse(result);

    const docs = docsOf('testimonial').sort((a, b) => Number(a.order) - Number(b.order));
    expect(testimonials.length).toBeGreaterThanOrEqual(3);
    expect(testimonials.map((entry) => entry._id)).toEqual(docs.map((doc) => doc._id));
    testimonials.forEach((entry, index) => {
      const expected = ALL_TYPES.find((type) => `type-${type.slug}` === refOf(docs[index]?.type));
      expect(entry.type, entry._id).toMatchObject({
        code: expected?.code,
        title: expected?.title,
        slug: expected?.slug,
        colour: expected?.colour,
      });
    });
  });
});

describe('plansQuery / planQuery', () => {
  it('returns the three seed plans (monthly, yearly, lifetime) in pricing order, one highlighted', async () => {
    const result = await run(plansQuery);
    expectTypeOf(result).toEqualTypeOf<PlansQueryResult>();
    const plans = z.array(planSchema).parse(result);
    expect(plans.map((plan) => [plan.slug, plan.interval])).toEqual([
      ['monthly', 'month'],
      ['yearly', 'year'],
      ['lifetime', 'once'],
    ]);
    expect(plans.map((plan) => plan._id).sort()).toEqual(
      docsOf('plan')
        .map((doc) => doc._id)
        .sort(),
    );
    expect(plans.filter((plan) => plan.highlight)).toHaveLength(1);
    expect(new Set(plans.map((plan) => plan.productId)).size).toBe(plans.length);
  });

  it('finds one plan by exact slug, and null for an unknown slug', async () => {
    const result = await run(planQuery, { slug: 'yearly' });
    expectTypeOf(result).toEqualTypeOf<PlanQueryResult>();
    expect(planSchema.parse(result)).toMatchObject({ slug: 'yearly', interval: 'year' });
    expect(await run(planQuery, { slug: 'platinum' })).toBeNull();
    expect(await run(planQuery, { slug: 'YEARLY' })).toBeNull();
  });
});

describe('reportContentQuery', () => {
  const sections = ['introduction', 'strengths', 'weaknesses', 'personal-growth', 'career', 'relationships'];

  it('returns a type (any letter case) with the blocks of its report sections (subheads and lists kept) and its 16 pairings', async () => {
    const result = await run(reportContentQuery, { slug: 'INTJ', sections });
    expectTypeOf(result).toEqualTypeOf<ReportContentQueryResult>();
    expect(result).toMatchObject({ code: 'INTJ', slug: 'intj', family: { colour: 'red' } });
    expect(result!.sections.map((section) => section.slug).sort()).toEqual([...sections].sort());
    for (const section of result!.sections) expect(section.blocks?.length ?? 0, section.slug ?? '').toBeGreaterThan(2);
    const blocks = result!.sections.flatMap((section) => section.blocks ?? []);
    expect(blocks.some((block) => block.style === 'h3')).toBe(true);
    expect(blocks.some((block) => block.listItem === 'bullet')).toBe(true);
    const partners = result!.pairs.map((pair) => (pair.typeA?.code === 'INTJ' ? pair.typeB?.code : pair.typeA?.code));
    expect(new Set(partners).size).toBe(16);
    for (const pair of result!.pairs)
      expect(pair.sections?.map((section) => section.slug).sort(), pair.slug ?? '').toEqual(['challenges', 'communication', 'strengths']);
  });

  it('is null for an unknown type', async () => {
    expect(await run(reportContentQuery, { slug: 'abcd', sections })).toBeNull();
  });
});

describe('searchQuery', () => {
  /** Runs the search with `match` patterns as search.ts builds them (see searchTerms). */
  const search = async (term: string[]) => {
    const result = await run(searchQuery, { term });
    expectTypeOf(result).toEqualTypeOf<SearchQueryResult>();
    const rows = searchSchema.parse(result);
    // Best first; equal scores by title.
    expect(isSorted(rows, (a, b) => b._score - a._score || 0)).toBe(true);
    for (let i = 1; i < rows.length; i++) {
      if (rows[i - 1]!._score === rows[i]!._score) expect((rows[i - 1]!.title ?? '') <= (rows[i]!.title ?? ''), rows[i]!._id).toBe(true);
    }
    for (const row of rows) {
      expect(
        documentPath({ _type: row._type, slug: row.slug, landing: row.landing, testSlug: row.testSlug, href: row.href }),
        row._id,
      ).toMatch(/^\//);
    }
    return rows;
  };

  it('finds articles about introverts, each containing a word starting with "introvert"', async () => {
    const rows = await search(['introvert*']);
    const articles = rows.filter((row) => row._type === 'article');
    expect(articles.length).toBeGreaterThanOrEqual(3);
    expect(rows[0]?._type).toBe('article');
    expect(rows.map((row) => row.slug)).toContain('six-introvert-myths-worth-retiring');
    for (const row of rows) expect(searchableText(row._id), row._id).toMatch(/\bintrovert/i);
    // Title matches outrank body-only matches.
    expect(rows[0]?.title).toMatch(/introvert/i);
  });

  it('ranks the INTJ type first for "intj"', async () => {
    const rows = await search(['intj*']);
    expect(rows[0]).toMatchObject({ _type: 'personalityType', code: 'INTJ', slug: 'intj' });
    expect(rows.map((row) => row.slug)).toContain('intj-and-intj');
  });

  it('requires every word of a multi-word term', async () => {
    const rows = await search(['introvert*', 'myth*']);
    expect(rows[0]?.slug).toBe('six-introvert-myths-worth-retiring');
    for (const row of rows) {
      expect(searchableText(row._id), row._id).toMatch(/\bintrovert/i);
      expect(searchableText(row._id), row._id).toMatch(/\bmyth/i);
    }
    expect(rows.length).toBeLessThan((await search(['introvert*'])).length);
  });

  it('finds tools by their title and gives them the test they open', async () => {
    const rows = await search(['compass*']);
    expect(rows[0]).toMatchObject({ _type: 'tool', slug: 'work-style-compass', testSlug: 'work-style-compass', href: null });
  });

  it('caps the rows at 60 (search.ts ranks them and keeps 30)', async () => {
    const rows = await search(['the*']);
    expect(rows).toHaveLength(60);
  });

  it.each([[['xqzvkwjj*']], [['introvert*', 'xqzvkwjj*']]])('finds nothing for nonsense (%j)', async (term) => {
    await expect(search(term)).resolves.toEqual([]);
  });
});

describe('sitemapQuery', () => {
  it('lists every public document, each with its _updatedAt and a page path', async () => {
    const result = await run(sitemapQuery);
    expectTypeOf(result).toEqualTypeOf<SitemapQueryResult>();
    const rows = sitemapSchema.parse(result);

    expect([...new Set(rows.map((row) => row._type))].sort()).toEqual([...SITEMAP_TYPES]);
    expect(rows).toHaveLength(DOCS.filter((doc) => (SITEMAP_TYPES as readonly string[]).includes(doc._type)).length);
    for (const row of rows) {
      const path = documentPath({ _type: row._type, slug: row.slug, landing: row.landing, typeSlug: row.typeSlug });
      expect(path, `${row._type} ${row.slug}`).toMatch(/^\//);
    }
    // _updatedAt is the document's own (the sitemap's lastmod).
    const updated = new Set(DOCS.map((doc) => `${doc._type}|${slugOf(doc)}|${String(doc._updatedAt)}`));
    for (const row of rows.filter((entry) => entry._type !== 'typeArticle'))
      expect(updated.has(`${row._type}|${row.slug}|${row._updatedAt}`), `${row._type} ${row.slug}`).toBe(true);

    const paths = new Set(
      rows.map((row) => documentPath({ _type: row._type, slug: row.slug, landing: row.landing, typeSlug: row.typeSlug })),
    );
    for (const path of [
      '/theory',
      '/theory/type-families',
      '/free-personality-test',
      '/personality-type/intj',
      '/personality-type/intj/career',
      '/compatibility/intp-and-enfj',
      '/about-us',
      '/faq',
      '/tools/tests/work-style-compass',
      `/blog/category/${slugOf(docsOf('category')[0])}`,
      `/blog/author/${slugOf(docsOf('author')[0])}`,
      `/posts/${slugOf(docsOf('post')[0])}`,
      ...ARTICLES.map((doc) => (doc.landing === true ? `/blog/${slugOf(doc)}` : `/blog/article/${slugOf(doc)}`)),
    ]) {
      expect(paths.has(path), path).toBe(true);
    }
    // A type's introduction section shares the profile's path; every other row has its own.
    expect(paths.size).toBe(rows.length - 16);
  });
});

describe('single-document queries', () => {
  it.each([
    ['categoryQuery', categoryQuery],
    ['articleQuery', articleQuery],
    ['authorQuery', authorQuery],
    ['theoryArticleQuery', theoryArticleQuery],
    ['compatibilityQuery', compatibilityQuery],
    ['postQuery', postQuery],
    ['pageQuery', pageQuery],
    ['toolkitTestQuery', toolkitTestQuery],
  ] as const)('%s returns null for unknown slugs', async (_name, query) => {
    for (const slug of ['no-such-slug', '', 'INTRODUCTION', 'intj-and-xxxx']) {
      await expect(run(query, { slug }), slug).resolves.toBeNull();
    }
  });
});

// ---- The NDJSON parser and the local backend ----------------------------------------------------

describe('toolkitTestsQuery', () => {
  it('lists the seed toolkit tests per category and all of them for ""', async () => {
    const all = await run(toolkitTestsQuery, { category: '' });
    expect(all.map((test) => test.slug).sort()).toEqual([
      'habits-and-energy',
      'how-you-show-care',
      'pressure-and-you',
      'work-style-compass',
    ]);
    for (const category of ['personal-growth', 'relationships', 'career'] as const) {
      const tests = await run(toolkitTestsQuery, { category });
      expect(tests.length, category).toBe(category === 'personal-growth' ? 2 : 1);
      for (const test of tests) {
        expect(test.category).toBe(category);
        expect(test.questionCount).toBeGreaterThanOrEqual(12);
        expect(test.title).toBeTruthy();
      }
    }
    expect(await run(toolkitTestsQuery, { category: 'unknown' })).toEqual([]);
  });
});

describe('searchCorpusQuery and searchRevisionQuery', () => {
  it('returns every searchable document once, with its weighted texts and route fields', async () => {
    const rows = await run(searchCorpusQuery);
    const documents = parseNdjsonDataset(readFileSync(DATASET_PATH, 'utf8'));
    const searchable = documents.filter((doc) =>
      ['article', 'theoryArticle', 'personalityType', 'compatibility', 'post', 'tool'].includes(doc._type),
    );
    expect(rows.map((row) => row._id).sort()).toEqual(searchable.map((doc) => doc._id).sort());
    const intj = rows.find((row) => row._id === 'type-intj');
    expect(intj).toMatchObject({ code: 'INTJ', title: 'Mastermind', slug: 'intj', family: 'Analysts' });
    const pair = rows.find((row) => row._type === 'compatibility');
    expect(pair?.headings).toContain('Overview');
    expect(pair?.body?.length).toBeGreaterThan(100);
    const article = rows.find((row) => row._id === 'article-building-habits-that-fit-your-style');
    expect(article?.headings).toContain('Match the habit to your energy');
    expect(article?.body).toContain('habit');
    expect(article?.topic?.title).toBeTruthy();
  });

  it('gives the revision as the count of searchable documents and the newest _updatedAt', async () => {
    const documents = parseNdjsonDataset(readFileSync(DATASET_PATH, 'utf8'));
    const types = ['article', 'theoryArticle', 'personalityType', 'compatibility', 'post', 'tool', 'category', 'typeFamily', 'test'];
    const counted = documents.filter((doc) => types.includes(doc._type));
    const newest = counted
      .map((doc) => String(doc._updatedAt))
      .sort()
      .at(-1);
    await expect(run(searchRevisionQuery)).resolves.toEqual({ count: counted.length, updatedAt: newest });
  });
});

describe('toolkitTestQuery', () => {
  it('returns each seed test as a document the engine can run', async () => {
    for (const slug of ['habits-and-energy', 'how-you-show-care', 'work-style-compass']) {
      const document = await run(toolkitTestQuery, { slug });
      expect(document?._type).toBe('test');
      const definition = toDefinition(document);
      expect(definition.slug).toBe(slug);
      expect(validateTestDefinition(definition), slug).toEqual([]);
    }
    expect(await run(toolkitTestQuery, { slug: 'nope' })).toBeNull();
  });
});

describe('parseNdjsonDataset', () => {
  it('keeps published documents and skips drafts, system documents and blank lines', () => {
    const text = [
      JSON.stringify({ _id: 'a', _type: 'typeFamily', title: 'A' }),
      '',
      JSON.stringify({ _id: 'drafts.a', _type: 'typeFamily', title: 'A draft' }),
      '   ',
      JSON.stringify({ _id: 'lock', _type: 'system.lock' }),
      JSON.stringify({ _id: 'b', _type: 'personalityType' }),
      '',
    ].join('\n');
    expect(parseNdjsonDataset(text)).toEqual([
      { _id: 'a', _type: 'typeFamily', title: 'A' },
      { _id: 'b', _type: 'personalityType' },
    ]);
  });

  it('names the line of invalid JSON', () => {
    const text = [JSON.stringify({ _id: 'a', _type: 't' }), '', '{"_id": "b",', JSON.stringify({ _id: 'c', _type: 't' })].join('\n');
    expect(() => parseNdjsonDataset(text, 'seed.ndjson')).toThrow('seed.ndjson:3 is not valid JSON');
  });

  it.each([
    ['a document without _id', JSON.stringify({ _type: 't' })],
    ['a document without _type', JSON.stringify({ _id: 'x' })],
    ['a non-string _id', JSON.stringify({ _id: 1, _type: 't' })],
    ['a JSON array', '[1,2]'],
    ['JSON null', 'null'],
    ['a JSON string', '"doc"'],
  ])('names the line of %s', (_label, line) => {
    const text = [JSON.stringify({ _id: 'a', _type: 't' }), line].join('\n');
    expect(() => parseNdjsonDataset(text)).toThrow('dataset:2 is not a document with _id and _type');
  });

  it('parses the committed seed dataset', async () => {
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(DATASET_PATH, 'utf8');
    const documents = parseNdjsonDataset(text);
    // Every line is a published document, except the drafts (FORMAT.md "Drafts"), which are skipped.
    const lines = text.split('\n').filter((line) => line.trim());
    expect(documents).toHaveLength(lines.filter((line) => !line.startsWith('{"_id":"drafts.')).length);
    expect(documents.some((doc) => doc._id.startsWith('drafts.'))).toBe(false);
    const counts: Record<string, number> = {};
    for (const doc of documents) counts[doc._type] = (counts[doc._type] ?? 0) + 1;
    // The fixed catalogue exactly; the editorial content at least at the minimums of the brief.
    expect(counts).toMatchObject({
      siteSettings: 1,
      typeFamily: 4,
      personalityType: 16,
      typeArticle: 96,
      freeTest: 1,
      test: 4,
      compatibility: 136,
      page: 8,
      plan: 3,
    });
    for (const [type, min] of [
      ['article', 40],
      ['category', 5],
      ['author', 4],
      ['theoryArticle', 8],
      ['post', 10],
      ['testimonial', 1],
      ['faq', 1],
      ['tool', 3],
      ['sanity.imageAsset', 1],
    ] as const) {
      expect(counts[type] ?? 0, type).toBeGreaterThanOrEqual(min);
    }
  });
});

describe('createLocalBackend', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'typeatlas-backend-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is the local kind', () => {
    expect(createLocalBackend(path.join(dir, 'unused.ndjson')).kind).toBe('local');
  });

  it('rejects while the file is missing, then retries and succeeds once it exists', async () => {
    const file = path.join(dir, 'late.ndjson');
    const local = createLocalBackend(file);
    for (let attempt = 0; attempt < 2; attempt++) {
      const error = await local.fetch('count(*)', {}, {}).then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(ContentUnavailableError);
      expect((error as Error).cause).toMatchObject({ code: 'ENOENT' });
    }

    await writeFile(file, `${JSON.stringify({ _id: 'a', _type: 't' })}\n${JSON.stringify({ _id: 'drafts.a', _type: 't' })}\n`);
    await expect(local.fetch<number>('count(*)', {}, {})).resolves.toBe(1);
  });

  it('rejects with the line number when the file is malformed, and retries afterwards', async () => {
    const file = path.join(dir, 'broken.ndjson');
    await writeFile(file, `${JSON.stringify({ _id: 'a', _type: 't' })}\nnot json\n`);
    const local = createLocalBackend(file);
    await expect(local.fetch('count(*)', {}, {})).rejects.toThrow(`${file}:2 is not valid JSON`);

    await writeFile(file, `${JSON.stringify({ _id: 'a', _type: 't' })}\n${JSON.stringify({ _id: 'b', _type: 't' })}\n`);
    await expect(local.fetch<number>('count(*)', {}, {})).resolves.toBe(2);
  });

  it('serves the dataset from memory while the file is unchanged and re-reads it once it changes', async () => {
    const file = path.join(dir, 'once.ndjson');
    await writeFile(file, `${JSON.stringify({ _id: 'a', _type: 't', n: 1 })}\n`);
    const local = createLocalBackend(file);
    await expect(local.fetch<number>('count(*)', {}, {})).resolves.toBe(1);
    await expect(local.fetch<number>('count(*)', {}, {})).resolves.toBe(1);

    await writeFile(file, `${JSON.stringify({ _id: 'a', _type: 't', n: 1 })}\n${JSON.stringify({ _id: 'b', _type: 't', n: 2 })}\n`);
    await expect(local.fetch<number>('count(*)', {}, {})).resolves.toBe(2);
  });

  it('passes query parameters to GROQ', async () => {
    const file = path.join(dir, 'params.ndjson');
    await writeFile(file, ['a', 'b', 'c'].map((id, n) => JSON.stringify({ _id: id, _type: 't', n })).join('\n'));
    const local = createLocalBackend(file);
    await expect(local.fetch<string[]>('*[n >= $min] | order(n asc)._id', { min: 1 }, {})).resolves.toEqual(['b', 'c']);
  });
});
