/**
 * Cache tags: the helpers, the webhook's tags, and every content read against them — a slug read
 * in any letter case carries the tag the webhook revalidates, and no read carries a tag the
 * webhook never revalidates.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type CacheTag,
  type DocumentType,
  LISTING_TAGS,
  REVALIDATE_PROFILE,
  documentTags,
  idTag,
  isTagSafe,
  typeTags,
  webhookTags,
} from './revalidate';

const sanityFetch = vi.hoisted(() => vi.fn());
vi.mock('./fetch', () => ({ sanityFetch }));

const { getArticle, getAuthor, getBlogPage, getBlogPaths, getCategories, getCategory } = await import('./blog');
const { getCompatibility, getCompatibilityIndex, getPost, getPosts, getTheoryArticle, getTheoryList } = await import('./library');
const { getFaqs, getPage, getTestimonials, getTools } = await import('./pages');
const { getToolkitTest, getToolkitTests } = await import('./toolkit');
const { getAllTypes, getFamiliesWithTypes, getTypeProfile, getTypeSectionPaths } = await import('./types');
const { getSiteSettings } = await import('./site');
const { getFreeTest } = await import('./free-test');
const { getSitemapEntries } = await import('./sitemap');
const { search } = await import('./search');

/** The tags of the last `sanityFetch` call. */
function lastTags(): CacheTag[] {
  const call = sanityFetch.mock.calls.at(-1) as [{ tags?: CacheTag[] }] | undefined;
  return call?.[0].tags ?? [];
}

beforeEach(() => {
  sanityFetch.mockReset();
  // Nothing found: only the tags of the call matter here (readers that expect a list then throw).
  sanityFetch.mockResolvedValue(null);
});

describe('typeTags and documentTags', () => {
  it('tags a list read with its types only', () => {
    expect(typeTags('article', 'author')).toEqual(['article', 'author']);
    expect(documentTags('article')).toEqual(['article']);
    expect(documentTags('article', null)).toEqual(['article']);
    expect(documentTags('article', '  ')).toEqual(['article']);
  });

  it('adds {type}:{slug} in lower case for a single-document read', () => {
    expect(documentTags('personalityType', 'INTJ')).toEqual(['personalityType', 'personalityType:intj']);
    expect(documentTags('article', ' Hello-World ')).toEqual(['article', 'article:hello-world']);
  });

  it('names the shared listing tag sets', () => {
    expect(LISTING_TAGS.blog).toEqual(['article', 'author', 'category']);
    expect([...LISTING_TAGS.search].sort()).toEqual([
      'article',
      'category',
      'compatibility',
      'personalityType',
      'post',
      'test',
      'theoryArticle',
      'tool',
      'typeFamily',
    ]);
  });
});

describe('webhookTags', () => {
  it('revalidates the type, the slug tag and the id tag', () => {
    expect(webhookTags({ _id: 'type-intj', _type: 'personalityType', slug: 'INTJ' })).toEqual([
      'personalityType',
      'personalityType:intj',
      'id:type-intj',
    ]);
  });

  it('leaves out the slug tag when the document has none', () => {
    expect(webhookTags({ _id: 'siteSettings', _type: 'siteSettings', slug: null })).toEqual(['siteSettings', 'id:siteSettings']);
    expect(webhookTags({ _id: 'x', _type: 'author' })).toEqual(['author', 'id:x']);
  });

  it('strips the drafts. and versions.{release}. prefixes from the id tag', () => {
    expect(idTag('drafts.article-1')).toBe('id:article-1');
    expect(idTag('versions.rSpring.article-1')).toBe('id:article-1');
    expect(idTag('animal.mammal.dog')).toBe('id:animal.mammal.dog');
    expect(webhookTags({ _id: 'drafts.article-1', _type: 'article', slug: 'a' })).toContain('id:article-1');
  });

  it('leaves out a slug tag no cache tag can carry: lone surrogates, control characters, over 256 characters', () => {
    for (const slug of ['intj-\ud800', '\udc00', 'in\u0000tj', 'a\nb', 'x'.repeat(260)]) {
      expect(webhookTags({ _id: 'p', _type: 'post', slug }), JSON.stringify(slug.slice(0, 20))).toEqual(['post', 'id:p']);
      expect(documentTags('post', slug)).toEqual(['post']);
    }
    expect(isTagSafe('Ünïcödé-😀')).toBe(true);
    expect(isTagSafe('😀'.slice(0, 1))).toBe(false);
  });

  it('matches the tags readers use (documentTags)', () => {
    const tags = webhookTags({ _id: 'p', _type: 'personalityType', slug: 'Infp' });
    for (const tag of documentTags('personalityType', 'INFP')) expect(tags).toContain(tag);
  });

  it('uses the max profile (stale-while-revalidate)', () => {
    expect(REVALIDATE_PROFILE).toBe('max');
  });
});

/** Every single-document read by slug, with the document type whose webhook must reach it. */
const SLUG_READS: Array<[DocumentType, (slug: string) => Promise<unknown>]> = [
  ['article', getArticle],
  ['author', getAuthor],
  ['category', getCategory],
  ['theoryArticle', getTheoryArticle],
  ['compatibility', getCompatibility],
  ['post', getPost],
  ['page', (slug) => getPage(slug as Parameters<typeof getPage>[0])],
  ['test', getToolkitTest],
  ['personalityType', (slug) => getTypeProfile(slug)],
];

describe('content reads by slug', () => {
  describe.each(SLUG_READS)('%s', (type, read) => {
    it.each(['about-us', 'About-Us', 'ABOUT-US', ' aBoUt-uS '])('read as %j carries the tag the webhook revalidates', async (slug) => {
      await read(slug);
      const revalidated = webhookTags({ _id: 'doc', _type: type, slug: 'About-Us' });
      expect(revalidated).toContain(`${type}:about-us`);
      expect(lastTags()).toContain(`${type}:about-us`);
      expect(lastTags()).toContain(type);
    });
  });
});

describe('every content read', () => {
  const READS: Array<[string, () => Promise<unknown>]> = [
    ['getBlogPage', () => getBlogPage(1, 'relationships')],
    ['getBlogPaths', getBlogPaths],
    ['getCategories', getCategories],
    ['getTheoryList', getTheoryList],
    ['getCompatibilityIndex', getCompatibilityIndex],
    ['getPosts', getPosts],
    ['getFaqs', getFaqs],
    ['getTestimonials', getTestimonials],
    ['getTools', () => getTools('career')],
    ['getToolkitTests', () => getToolkitTests('career')],
    ['getFamiliesWithTypes', getFamiliesWithTypes],
    ['getAllTypes', getAllTypes],
    ['getTypeSectionPaths', getTypeSectionPaths],
    ['getSiteSettings', getSiteSettings],
    ['getFreeTest', getFreeTest],
    ['getSitemapEntries', getSitemapEntries],
    ['search', () => search('core theory')],
    ...SLUG_READS.map(([type, read]): [string, () => Promise<unknown>] => [`${type} by slug`, () => read('Some-Slug')]),
  ];

  it.each(READS)('%s tags only what some webhook delivery revalidates', async (_name, read) => {
    await read().catch(() => undefined);
    const tags = lastTags();
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) {
      const [type, slug] = tag.split(':') as [string, string | undefined];
      expect(webhookTags({ _id: 'doc', _type: type, slug }), tag).toContain(tag);
    }
  });
});
