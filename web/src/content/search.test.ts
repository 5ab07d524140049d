/**
 * Site search (SPEC §2 `/search/{term}`): `searchTerms` turns the URL segment into GROQ `match`
 * patterns; `search` runs searchQuery (here against the seed dataset through the embedded backend,
 * with `sanityFetch` replaced so no Next cache or environment is involved) and maps rows to hits.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ClientModule from './client';
import { createLocalBackend, parseNdjsonDataset, type QueryParams } from './client';
import { searchCorpusQuery, searchQuery, searchRevisionQuery } from './queries';
import {
  MAX_SEARCH_TERM_LENGTH,
  type RankableRow,
  matchesTerms,
  rankSearchRows,
  resetSearchIndex,
  search,
  searchTerms,
  searchTier,
  searchWithGroq,
} from './search';

const sanityFetch = vi.hoisted(() => vi.fn());
vi.mock('./fetch', () => ({ sanityFetch }));
const backendKind = vi.hoisted(() => ({ kind: 'local' as 'local' | 'sanity' }));
vi.mock('./client', async (importOriginal) => ({ ...(await importOriginal<typeof ClientModule>()), contentBackend: () => backendKind }));

const DATASET_PATH = fileURLToPath(new URL('../../../studio/seed/dataset.ndjson', import.meta.url));
const backend = createLocalBackend(DATASET_PATH);
const DOCUMENTS = parseNdjsonDataset(readFileSync(DATASET_PATH, 'utf8'));
const BY_ID = new Map(DOCUMENTS.map((doc) => [doc._id, doc]));
/** The slug of an article's primary (first) category. */
const primaryCategory = (id: string) => {
  const ref = (BY_ID.get(id)?.categories as { _ref: string }[] | undefined)?.[0]?._ref;
  return (BY_ID.get(ref ?? '')?.slug as { current: string } | undefined)?.current;
};
/** Plain text of a document's Portable Text body. */
const bodyText = (id: string) =>
  ((BY_ID.get(id)?.body as { children?: { text?: string }[] }[] | undefined) ?? [])
    .flatMap((block) => block.children ?? [])
    .map((span) => span.text ?? '')
    .join(' ');

beforeEach(() => {
  sanityFetch.mockReset();
  sanityFetch.mockImplementation(({ query, params }: { query: string; params?: QueryParams }) => backend.fetch(query, params));
});

describe('searchTerms', () => {
  it('lower-cases words and makes each a prefix pattern', () => {
    expect(searchTerms('Introvert')).toEqual(['introvert*']);
    expect(searchTerms('INTJ Career')).toEqual(['intj*', 'career*']);
    expect(searchTerms('introv')).toEqual(['introv*']);
  });

  it('turns hyphens and underscores into word breaks (the URL form "core-theory")', () => {
    expect(searchTerms('core-theory')).toEqual(['core*', 'theory*']);
    expect(searchTerms('a-little-fun')).toEqual(['a*', 'little*', 'fun*']);
    expect(searchTerms('personal_growth')).toEqual(['personal*', 'growth*']);
    expect(searchTerms('--core---theory--')).toEqual(['core*', 'theory*']);
  });

  it('splits on any whitespace and ignores repeated blanks', () => {
    expect(searchTerms('  intj \t vs\n\nenfp  ')).toEqual(['intj*', 'vs*', 'enfp*']);
  });

  it('strips the wildcard and other match-pattern characters from words', () => {
    expect(searchTerms('intj*')).toEqual(['intj*']);
    expect(searchTerms('*intj* **')).toEqual(['intj*']);
    expect(searchTerms('"quoted" words')).toEqual(['quoted*', 'words*']);
    expect(searchTerms('what?! (really) [x] {y} <z>')).toEqual(['what*', 'really*', 'x*', 'y*', 'z*']);
    expect(searchTerms('a.b, c;d: e/f \\g |h +i ~j ^k')).toEqual(['ab*', 'cd*', 'ef*', 'g*', 'h*', 'i*', 'j*', 'k*']);
    expect(searchTerms('$l %m &n =o @p #q `r`')).toEqual(['l*', 'm*', 'n*', 'o*', 'p*', 'q*', 'r*']);
    // Nothing that GROQ's match would read as syntax survives.
    for (const input of ['a*b', 'x"y', 'p(q)', 'a\\b', 'c|d', 'e&f']) {
      for (const word of searchTerms(input)) expect(word.slice(0, -1), input).toMatch(/^[\p{L}\p{N}']+$/u);
    }
  });

  it('keeps letters of any script, digits and apostrophes inside words', () => {
    expect(searchTerms('Café ÜBER naïve')).toEqual(['café*', 'über*', 'naïve*']);
    expect(searchTerms('16 types')).toEqual(['16*', 'types*']);
    expect(searchTerms("don't")).toEqual(["don't*"]);
  });

  it('keeps at most 8 words', () => {
    expect(searchTerms('one two three four five six seven eight nine ten')).toEqual([
      'one*',
      'two*',
      'three*',
      'four*',
      'five*',
      'six*',
      'seven*',
      'eight*',
    ]);
    // Words that are stripped to nothing do not count towards the eight.
    expect(searchTerms('* " ! one two three four five six seven eight nine')).toHaveLength(8);
    expect(searchTerms('* " ! one two three four five six seven eight nine')[0]).toBe('one*');
  });

  it(`reads at most ${MAX_SEARCH_TERM_LENGTH} characters of input`, () => {
    expect(MAX_SEARCH_TERM_LENGTH).toBe(100);
    expect(searchTerms('a'.repeat(150))).toEqual([`${'a'.repeat(100)}*`]);
    // The input is cut before it is split: the word starting at character 101 is gone.
    expect(searchTerms(`${'a'.repeat(99)} bcd`)).toEqual([`${'a'.repeat(99)}*`]);
    expect(searchTerms(`${'a'.repeat(98)} bcd`)).toEqual([`${'a'.repeat(98)}*`, 'b*']);
  });

  it.each(['', '   ', '\n\t', '*', '***', '-', '---', '"', '?!.,;:', '* - " _'])('returns [] for %j', (input) => {
    expect(searchTerms(input)).toEqual([]);
  });
});

describe('ranking (rankSearchRows)', () => {
  const row = (extra: Partial<RankableRow> & { _id: string; _score?: number }): RankableRow & { _id: string } => ({
    title: null,
    ...extra,
  });

  it('matches word prefixes, every term somewhere in the texts', () => {
    expect(matchesTerms(['Planners in love'], ['lov*'])).toBe(true);
    expect(matchesTerms(['Core ideas', 'type theory'], ['core*', 'theory*'])).toBe(true);
    expect(matchesTerms(['Core ideas'], ['core*', 'theory*'])).toBe(false);
    expect(matchesTerms(['glove'], ['love*'])).toBe(false);
    expect(matchesTerms([null, undefined], ['a*'])).toBe(false);
    expect(matchesTerms(['anything'], [])).toBe(false);
  });

  it('puts a title or SEO synonym match above body-only matches, whatever their scores', () => {
    const rows = [
      row({ _id: 'body', _score: 40, title: 'Something else' }),
      row({ _id: 'synonym', _score: 4, title: 'Other', synonyms: ['romance', 'love'] }),
      row({ _id: 'keyword', _score: 3, title: 'Other', keyword: 'romance habits' }),
      row({ _id: 'title', _score: 6, title: 'Romance and routines' }),
    ];
    expect(rankSearchRows(rows, ['romance*']).map((r) => r._id)).toEqual(['synonym', 'keyword', 'title', 'body']);
    expect(searchTier(rows[0]!, ['romance*'])).toBe(1);
    expect(searchTier(row({ _id: 'code', title: 'Mastermind', code: 'INTJ' }), ['intj*'])).toBe(2);
  });

  it("puts the topic's own content first, and keeps the query's order inside a tier", () => {
    const relationships = { title: 'Relationships', synonyms: ['romance', 'love'] };
    const rows = [
      row({
        _id: 'secondary',
        _score: 9,
        title: 'Feedback at work',
        synonyms: ['romance'],
        topic: { title: 'Work and career', synonyms: ['career'] },
      }),
      row({ _id: 'primary-b', _score: 5, title: 'B', topic: relationships }),
      row({ _id: 'body', _score: 20, title: 'C' }),
      row({ _id: 'primary-a', _score: 5, title: 'A', topic: relationships }),
    ];
    expect(rankSearchRows(rows, ['romance*']).map((r) => r._id)).toEqual(['primary-b', 'primary-a', 'secondary', 'body']);
  });

  it('keeps at most 30 rows and does not modify its input', () => {
    const rows = Array.from({ length: 45 }, (_, i) => row({ _id: String(i), title: i % 2 ? 'love' : 'x' }));
    const copy = structuredClone(rows);
    const ranked = rankSearchRows(rows, ['love*']);
    expect(ranked).toHaveLength(30);
    expect(ranked.slice(0, 22).every((r) => r.title === 'love')).toBe(true);
    expect(rows).toEqual(copy);
  });
});

describe('search ranking on the seed', () => {
  it('"romance" returns a relationships article first, and every topic hit before the others', async () => {
    const hits = await search('romance');
    expect(hits.length).toBeGreaterThan(3);
    expect(hits[0]?.type).toBe('article');
    expect(primaryCategory(hits[0]!.id)).toBe('relationships');
    const tiers = hits.map((hit) => (hit.type === 'article' && primaryCategory(hit.id) === 'relationships' ? 1 : 0));
    expect(tiers, 'relationships articles come before anything else').toEqual([...tiers].sort((a, b) => b - a));
  });

  it('"core theory" (and its URL form "core-theory") returns a theory article first', async () => {
    for (const term of ['core theory', 'core-theory']) {
      const hits = await search(term);
      expect(hits[0]?.type, term).toBe('theoryArticle');
    }
  });

  it('ranks every title match for "introvert" above the body-only matches', async () => {
    const hits = await search('introvert');
    const titled = hits.map((hit) => /introvert/i.test(hit.title));
    expect(titled.some(Boolean) && titled.some((t) => !t)).toBe(true);
    const firstBodyOnly = titled.indexOf(false);
    const bodyOnly = hits.slice(firstBodyOnly).filter((hit) => !/introvert/i.test(hit.title));
    expect(titled.slice(0, firstBodyOnly).every(Boolean)).toBe(true);
    expect(titled.slice(firstBodyOnly).some(Boolean), 'no title match after the first body-only match').toBe(false);
    expect(bodyOnly.some((hit) => /introvert/i.test(bodyText(hit.id)))).toBe(true);
  });
});

describe('search', () => {
  it('returns [] for an empty term without querying', async () => {
    await expect(search('')).resolves.toEqual([]);
    await expect(search(' *** ')).resolves.toEqual([]);
    expect(sanityFetch).not.toHaveBeenCalled();
  });

  const SEARCH_TAGS = ['article', 'category', 'compatibility', 'personalityType', 'post', 'test', 'theoryArticle', 'tool', 'typeFamily'];
  type Call = { query: string; params?: QueryParams; tags: string[] };

  it('reads the corpus revision and builds the index once per revision, both with the search tags', async () => {
    resetSearchIndex();
    await search('Core-Theory');
    await search('introvert');
    const calls = sanityFetch.mock.calls.map(([call]) => call as Call);
    expect(calls.map((call) => call.query)).toEqual([searchRevisionQuery, searchCorpusQuery, searchRevisionQuery]);
    for (const call of calls) expect([...call.tags].sort()).toEqual(SEARCH_TAGS);
  });

  it('rebuilds the index when the revision changes (the webhook revalidated a search tag)', async () => {
    resetSearchIndex();
    await search('introvert');
    const revision = await backend.fetch<{ count: number; updatedAt: string | null }>(searchRevisionQuery, {});
    sanityFetch.mockImplementation(({ query, params }: { query: string; params?: QueryParams }) =>
      query === searchRevisionQuery
        ? Promise.resolve({ ...revision, count: revision.count + 1 })
        : query === searchCorpusQuery
          ? Promise.resolve([])
          : backend.fetch(query, params),
    );
    await expect(search('introvert')).resolves.toEqual([]);
    expect(sanityFetch.mock.calls.filter(([call]) => (call as Call).query === searchCorpusQuery)).toHaveLength(2);
  });

  it('forgets a failed build, so the next search retries', async () => {
    resetSearchIndex();
    sanityFetch.mockImplementation(({ query, params }: { query: string; params?: QueryParams }) =>
      query === searchCorpusQuery ? Promise.reject(new Error('down')) : backend.fetch(query, params),
    );
    await expect(search('introvert')).rejects.toThrow('down');
    sanityFetch.mockImplementation(({ query, params }: { query: string; params?: QueryParams }) => backend.fetch(query, params));
    expect((await search('introvert')).length).toBeGreaterThan(0);
  });

  it('answers with the GROQ search in cloud mode while the index is cold, then from the index', async () => {
    resetSearchIndex();
    backendKind.kind = 'sanity';
    try {
      const cold = await search('introvert');
      const queries = () => sanityFetch.mock.calls.map(([call]) => (call as Call).query);
      expect(queries()).toEqual([searchRevisionQuery, searchCorpusQuery, searchQuery]);
      expect(cold[0]?.path).toBe('/blog/article/six-introvert-myths-worth-retiring');
      await vi.waitFor(async () => {
        sanityFetch.mockClear();
        await search('introverts');
        expect(queries()).toEqual([searchRevisionQuery]);
      });
    } finally {
      backendKind.kind = 'local';
    }
  });

  it('searchWithGroq runs searchQuery with the match patterns and the search tags', async () => {
    await searchWithGroq(searchTerms('Core-Theory'));
    expect(sanityFetch).toHaveBeenCalledTimes(1);
    const [call] = sanityFetch.mock.calls[0] as [Call];
    expect(call.query).toBe(searchQuery);
    expect(call.params).toEqual({ term: ['core*', 'theory*'] });
    expect([...call.tags].sort()).toEqual(SEARCH_TAGS);
  });

  it('finds articles about introverts, with their page paths', async () => {
    const hits = await search('introvert');
    expect(hits.length).toBeGreaterThanOrEqual(3);
    expect(hits[0]).toMatchObject({ type: 'article', path: '/blog/article/six-introvert-myths-worth-retiring' });
    for (const hit of hits) {
      expect(hit.path, hit.id).toMatch(/^\/(?!\/)/);
      expect(hit.title.length, hit.id).toBeGreaterThan(0);
    }
    expect(new Set(hits.map((hit) => hit.id)).size).toBe(hits.length);
  });

  it('ranks the INTJ profile first for "intj" and titles it with its code', async () => {
    const hits = await search('INTJ');
    expect(hits[0]).toEqual({
      id: 'type-intj',
      type: 'personalityType',
      title: 'INTJ · Mastermind',
      text: expect.stringContaining('Mastermind'),
      path: '/personality-type/intj',
    });
    expect(hits.map((hit) => hit.path)).toContain('/compatibility/intj-and-intj');
  });

  it('links tools to the toolkit test they open, or to their own path', async () => {
    const compass = await search('compass');
    expect(compass[0]).toMatchObject({ type: 'tool', title: 'Work style compass', path: '/tools/tests/work-style-compass' });
    const guide = await search('career guide mastermind');
    expect(guide.map((hit) => hit.path)).toContain('/personality-type/intj/career');
  });

  it('links landing articles to /blog/{slug}', async () => {
    const documents = parseNdjsonDataset(readFileSync(DATASET_PATH, 'utf8'));
    const landing = documents.find((doc) => doc._type === 'article' && doc.landing === true);
    const title = String(landing?.title);
    const hits = await search(title);
    const slug = (landing?.slug as { current: string }).current;
    expect(hits.find((hit) => hit.id === landing?._id)?.path).toBe(`/blog/${slug}`);
  });

  it('finds nothing for nonsense', async () => {
    await expect(search('xqzvkwjj')).resolves.toEqual([]);
    await expect(search('introvert xqzvkwjj')).resolves.toEqual([]);
  });

  it('searchWithGroq drops rows without a public page and keeps the order of the query', async () => {
    const row = (extra: Record<string, unknown>) => ({
      _score: 1,
      title: 'T',
      code: null,
      slug: null,
      landing: null,
      text: null,
      testSlug: null,
      href: null,
      ...extra,
    });
    sanityFetch.mockResolvedValueOnce([
      row({ _id: 'tool-ext', _type: 'tool', title: 'External', href: 'https://example.com' }),
      row({ _id: 'post-a', _type: 'post', slug: 'a', text: 'About a' }),
      row({ _id: 'article-noslug', _type: 'article' }),
      row({ _id: 'tool-proto', _type: 'tool', href: '//evil.example' }),
      row({ _id: 'type-enfp', _type: 'personalityType', slug: 'enfp', code: 'ENFP', title: 'Champion' }),
      row({ _id: 'article-untitled', _type: 'article', slug: 'x', title: null }),
    ]);
    await expect(searchWithGroq(['anything*'])).resolves.toEqual([
      { id: 'post-a', type: 'post', title: 'T', text: 'About a', path: '/posts/a' },
      { id: 'type-enfp', type: 'personalityType', title: 'ENFP · Champion', text: null, path: '/personality-type/enfp' },
    ]);
  });
});
