/**
 * Search relevance (issue 27 "Search that finds what people type"): what people type — plurals,
 * typos, type words, topic words, prefixes — and the first result each must bring, over the seed
 * dataset through the embedded backend (groq-js), with `sanityFetch` replaced by the backend (no
 * Next cache or environment involved). Each row names the expected first hit's page path, so a
 * wrong route (routes.ts `documentPath`) fails here too.
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalBackend, type QueryParams } from './client';
import { resetSearchIndex, search } from './search';

const sanityFetch = vi.hoisted(() => vi.fn());
vi.mock('./fetch', () => ({ sanityFetch }));

const DATASET_PATH = fileURLToPath(new URL('../../../studio/seed/dataset.ndjson', import.meta.url));
const backend = createLocalBackend(DATASET_PATH);

beforeAll(() => {
  resetSearchIndex();
  sanityFetch.mockImplementation(({ query, params }: { query: string; params?: QueryParams }) => backend.fetch(query, params));
});

/** [what is typed, kind of query, the path of the expected first hit]. */
const CASES: ReadonlyArray<readonly [string, string, string]> = [
  ['introvert', 'topic word', '/blog/article/six-introvert-myths-worth-retiring'],
  ['introverts', 'plural', '/blog/article/six-introvert-myths-worth-retiring'],
  ['introvet', 'typo', '/blog/article/six-introvert-myths-worth-retiring'],
  ['introv', 'prefix', '/theory/energy-extraversion-introversion'],
  ['INTJ', 'type code', '/personality-type/intj'],
  ['enfp', 'type code, lower case', '/personality-type/enfp'],
  ['architect', 'type name', '/personality-type/intp'],
  ['architects', 'type name, plural', '/personality-type/intp'],
  ['mastermind', 'type name', '/personality-type/intj'],
  ['champions', 'type name, plural', '/personality-type/enfp'],
  ['intj enfp', 'two type codes', '/compatibility/intj-and-enfp'],
  ['intj vs enfp', 'two type codes with a filler word', '/compatibility/intj-and-enfp'],
  ['extravert', 'type word', '/blog/article/rest-that-restores-introverts-and-extraverts'],
  ['extrovert', 'type word, other spelling', '/blog/article/rest-that-restores-introverts-and-extraverts'],
  ['judging', 'type word', '/theory/structure-judging-perceiving'],
  ['perceiving', 'type word', '/theory/structure-judging-perceiving'],
  ['thinking', 'type word', '/theory/decisions-thinking-feeling'],
  ['type families', 'topic words', '/theory/type-families'],
  ['romance', 'popular topic', '/blog/article/details-or-big-picture-storytelling'],
  ['core theory', 'popular topic', '/theory/limits-of-type-theory'],
  ['preference pairs', 'theory words', '/theory/preference-pairs'],
  ['compass', 'tool', '/tools/tests/work-style-compass'],
  ['work style', 'tool, two words', '/tools/tests/work-style-compass'],
  ['career guide mastermind', 'tool by its words', '/personality-type/intj/career'],
  ['habits', 'plural', '/blog/article/building-habits-that-fit-your-style'],
  ['habit', 'singular of a title plural', '/blog/article/building-habits-that-fit-your-style'],
  ['habbits', 'typo', '/blog/article/building-habits-that-fit-your-style'],
  ['conflicts', 'plural of a body word', '/blog/article/disagreeing-well-across-thinking-and-feeling'],
  ['feedback', 'topic word', '/blog/article/giving-feedback-that-lands'],
  ['critisism', 'typo', '/blog/article/taking-criticism-without-losing-your-footing'],
  ['friendships', 'plural', '/blog/article/keeping-friendships-going-when-life-gets-busy'],
  ['friendship', 'singular of a title plural', '/blog/article/keeping-friendships-going-when-life-gets-busy'],
  ['interview', 'singular of a title plural', '/blog/article/job-interviews-for-introverts'],
  ['meetings', 'title word', '/blog/article/meetings-that-work-for-every-type'],
  ['illustration', 'post, singular', '/posts/behind-the-type-illustrations'],
  ['relashionship', 'typo (a tool linking to its category)', '/blog/category/relationships'],
  ['storytelling', 'title word', '/blog/article/details-or-big-picture-storytelling'],
];

describe('search relevance on the seed', () => {
  it('has at least 30 queries', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(CASES)('%j (%s) brings %s first', async (query, _kind, path) => {
    const hits = await search(query);
    expect(
      hits[0]?.path,
      hits
        .slice(0, 3)
        .map((hit) => hit.path)
        .join(', '),
    ).toBe(path);
  });

  it('brings up the introverted type profiles for "introvert", and only those', async () => {
    const types = (await search('introvert')).filter((hit) => hit.type === 'personalityType');
    expect(types.length).toBeGreaterThan(0);
    for (const hit of types) expect(hit.title, hit.path).toMatch(/^I[NS][TF][JP] · /);
  });

  it('finds every kind of page, each at its own route', async () => {
    const kinds = new Map<string, string>();
    for (const query of ['introvert', 'intj', 'compass', 'illustration', 'core theory']) {
      for (const hit of await search(query)) kinds.set(hit.type, hit.path);
    }
    expect([...kinds.keys()].sort()).toEqual(['article', 'compatibility', 'personalityType', 'post', 'theoryArticle', 'tool']);
  });
});
