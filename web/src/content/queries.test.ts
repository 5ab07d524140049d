/**
 * Integration tests: every GROQ query of `queries.ts` evaluated with groq-js (the embedded
 * `local` backend) against the committed seed dataset, checked against the TypeGen result types
 * (compile time) and against strict runtime schemas whose output type is tied to those types.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { toDefinition } from '@typeatlas/schemas/test-definition';
import { parseFreeTestDefinition } from '@/features/quiz/definition';
import { validateTestDefinition } from '@/features/test-engine';
import { createLocalBackend, parseNdjsonDataset, type QueryParams } from './client';
import type { QueryResult } from './fetch';
import type {
  AllTypesQueryResult,
  BlockContent,
  FamiliesWithTypesQueryResult,
  FreeTestQueryResult,
  Seo,
  SiteSettingsQueryResult,
  TypeProfileQueryResult,
  TypeSectionPathsQueryResult,
} from './generated/sanity.types';
import * as queries from './queries';
import {
  allTypesQuery,
  familiesWithTypesQuery,
  freeTestQuery,
  siteSettingsQuery,
  typeProfileQuery,
  toolkitTestQuery,
  toolkitTestsQuery,
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
  { slug: 'analysts', colour: 'red', types: [['INTP', 'Architect'], ['ENTJ', 'Commander'], ['INTJ', 'Mastermind'], ['ENTP', 'Visionary']] },
  { slug: 'diplomats', colour: 'mint', types: [['INFJ', 'Counselor'], ['INFP', 'Mediator'], ['ENFJ', 'Teacher'], ['ENFP', 'Champion']] },
  { slug: 'sentinels', colour: 'blue', types: [['ISTJ', 'Logistician'], ['ISFJ', 'Defender'], ['ESTJ', 'Executive'], ['ESFJ', 'Consul']] },
  { slug: 'explorers', colour: 'orange', types: [['ISTP', 'Virtuoso'], ['ISFP', 'Adventurer'], ['ESTP', 'Entrepreneur'], ['ESFP', 'Entertainer']] },
] as const;

const ALL_TYPES = FAMILY_TABLE.flatMap((family) =>
  family.types.map(([code, title]) => ({ code, title, slug: code.toLowerCase(), family: family.slug, colour: family.colour })),
);

const SECTIONS = ['introduction', 'strengths', 'weaknesses', 'relationships', 'career', 'personal-growth'] as const;

// ---- Strict runtime schemas whose output types must be assignable to the TypeGen types ----------

const seoSchema: z.ZodType<Seo> = z.strictObject({
  _type: z.literal('seo'),
  seo_title: z.string().min(1).optional(),
  meta_description: z.string().min(1).optional(),
  focus_keyword: z.string().min(1).optional(),
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
  seo: seoSchema,
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
  sections: z.array(z.strictObject({ title: z.string().min(1), slug: z.string().min(1) })),
  article: z
    .strictObject({
      _id: z.string().min(1),
      _updatedAt: z.iso.datetime(),
      title: z.string().min(1),
      slug: z.string().min(1),
      body: blockContentSchema,
      seo: seoSchema,
    })
    .nullable(),
});

const typeSectionPathsSchema: z.ZodType<TypeSectionPathsQueryResult> = z.array(
  z.strictObject({ slug: typeSlugSchema, article: z.string().min(1) }),
);

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
  seo: seoSchema,
});

/** Plain text of a Portable Text block. */
const blockText = (block: BlockContent[number]): string => (block._type === 'block' ? (block.children ?? []).map((span) => span.text ?? '').join('') : '');

// ---- Coverage: every exported query has a test below --------------------------------------------

/** Fails to compile, and the runtime check fails, when `queries.ts` gains or loses an export. */
const TESTED_QUERIES: Record<keyof typeof queries, true> = {
  siteSettingsQuery: true,
  familiesWithTypesQuery: true,
  allTypesQuery: true,
  typeProfileQuery: true,
  typeSectionPathsQuery: true,
  freeTestQuery: true,
  toolkitTestsQuery: true,
  toolkitTestQuery: true,
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
    expectTypeOf<QueryResult<typeof typeSectionPathsQuery>>().toEqualTypeOf<TypeSectionPathsQueryResult>();
    expectTypeOf<QueryResult<typeof freeTestQuery>>().toEqualTypeOf<FreeTestQueryResult>();
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
      expect(family.types.map((type) => [type.code, type.title]), family.slug ?? '').toEqual(expected.types.map(([code, title]) => [code, title]));
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
    expect(types.map((type) => ({ code: type.code, title: type.title, slug: type.slug, family: type.family?.slug, colour: type.family?.colour }))).toEqual(
      expected.map(({ code, title, slug, family, colour }) => ({ code, title, slug, family, colour })),
    );
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
      expect(items.some((item) => item.reverse), key).toBe(true);
      expect(items.some((item) => !item.reverse), key).toBe(true);
    }
    expect(new Set(definition.items.map((item) => item.id)).size).toBe(definition.items.length);
  });
});

// ---- The NDJSON parser and the local backend ----------------------------------------------------

describe('toolkitTestsQuery', () => {
  it('lists the seed toolkit tests per category and all of them for ""', async () => {
    const all = await run(toolkitTestsQuery, { category: '' });
    expect(all.map((test) => test.slug).sort()).toEqual(['habits-and-energy', 'how-you-show-care', 'work-style-compass']);
    for (const category of ['personal-growth', 'relationships', 'career'] as const) {
      const tests = await run(toolkitTestsQuery, { category });
      expect(tests.length, category).toBe(1);
      expect(tests[0]?.category).toBe(category);
      expect(tests[0]?.questionCount).toBeGreaterThanOrEqual(12);
      expect(tests[0]?.title).toBeTruthy();
    }
    expect(await run(toolkitTestsQuery, { category: 'unknown' })).toEqual([]);
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
    const documents = parseNdjsonDataset(await readFile(DATASET_PATH, 'utf8'));
    expect(documents).toHaveLength(121);
    expect(documents.some((doc) => doc._id.startsWith('drafts.'))).toBe(false);
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
    await expect(local.fetch('count(*)', {}, {})).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(local.fetch('count(*)', {}, {})).rejects.toMatchObject({ code: 'ENOENT' });

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

  it('loads the dataset once and then serves queries from memory', async () => {
    const file = path.join(dir, 'once.ndjson');
    await writeFile(file, `${JSON.stringify({ _id: 'a', _type: 't', n: 1 })}\n`);
    const local = createLocalBackend(file);
    await expect(local.fetch<number>('count(*)', {}, {})).resolves.toBe(1);

    await writeFile(file, `${JSON.stringify({ _id: 'a', _type: 't', n: 1 })}\n${JSON.stringify({ _id: 'b', _type: 't', n: 2 })}\n`);
    await expect(local.fetch<number>('count(*)', {}, {})).resolves.toBe(1);
  });

  it('passes query parameters to GROQ', async () => {
    const file = path.join(dir, 'params.ndjson');
    await writeFile(file, ['a', 'b', 'c'].map((id, n) => JSON.stringify({ _id: id, _type: 't', n })).join('\n'));
    const local = createLocalBackend(file);
    await expect(local.fetch<string[]>('*[n >= $min] | order(n asc)._id', { min: 1 }, {})).resolves.toEqual(['b', 'c']);
  });
});
