/**
 * sanityFetch: every read goes through `unstable_cache` with the caller's tags, the one-hour
 * fallback and a key of backend + query + params; a ContentUnavailableError marks the request;
 * only cache tags made by ./revalidate.ts type-check.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Client from './client';
import { type CacheTag, documentTags, typeTags } from './revalidate';

type CacheCall = { keyParts: string[]; options: { tags?: string[]; revalidate?: number | false } };
const cacheCalls = vi.hoisted(() => [] as CacheCall[]);
vi.mock('next/cache', () => ({
  unstable_cache: (cb: () => Promise<unknown>, keyParts: string[], options: CacheCall['options']) => {
    cacheCalls.push({ keyParts, options });
    return cb;
  },
}));

const backendFetch = vi.hoisted(() => vi.fn());
vi.mock('./client', async (importOriginal) => {
  const actual = await importOriginal<typeof Client>();
  return { ...actual, contentBackend: () => ({ kind: 'local', fetch: backendFetch }) };
});

const draft = vi.hoisted(() => ({ enabled: false }));
vi.mock('./draft-mode', () => ({ isDraftMode: async () => draft.enabled }));

const { REVALIDATE_SECONDS, sanityFetch } = await import('./fetch');
const { ContentUnavailableError, REQUEST_CONTEXT_KEY } = await import('./client');

beforeEach(() => {
  cacheCalls.length = 0;
  backendFetch.mockReset();
  draft.enabled = false;
});

describe('sanityFetch in draft mode', () => {
  it('reads the drafts perspective and never goes through the data cache', async () => {
    draft.enabled = true;
    backendFetch.mockResolvedValue(['draft']);
    await expect(sanityFetch({ query: '*[_type == "article"]', tags: typeTags('article') })).resolves.toEqual(['draft']);
    expect(backendFetch).toHaveBeenCalledWith('*[_type == "article"]', {}, { perspective: 'drafts' });
    expect(cacheCalls).toHaveLength(0);
  });

  it('reads the published perspective through the data cache otherwise', async () => {
    backendFetch.mockResolvedValue(['published']);
    await sanityFetch({ query: '*[_type == "article"]', tags: typeTags('article') });
    expect(backendFetch).toHaveBeenCalledWith('*[_type == "article"]', {});
    expect(cacheCalls).toHaveLength(1);
  });
});

describe('sanityFetch', () => {
  it('wraps the backend call in unstable_cache with the tags and the one-hour fallback', async () => {
    backendFetch.mockResolvedValue(['a']);
    await expect(
      sanityFetch({ query: '*[_type == $t]', params: { t: 'article' }, tags: typeTags('article', 'author', 'article') }),
    ).resolves.toEqual(['a']);
    expect(REVALIDATE_SECONDS).toBe(3600);
    expect(cacheCalls).toHaveLength(1);
    expect(cacheCalls[0]?.options).toEqual({ tags: ['article', 'author'], revalidate: 3600 });
    expect(backendFetch).toHaveBeenCalledWith('*[_type == $t]', { t: 'article' });
  });

  it('keys the cache by query and params (param order does not matter)', async () => {
    backendFetch.mockResolvedValue(null);
    await sanityFetch({ query: 'q1', params: { a: 1, b: 'x' } });
    await sanityFetch({ query: 'q1', params: { b: 'x', a: 1 } });
    await sanityFetch({ query: 'q1', params: { a: 2, b: 'x' } });
    await sanityFetch({ query: 'q2', params: { a: 1, b: 'x' } });
    const keys = cacheCalls.map((call) => JSON.stringify(call.keyParts));
    expect(keys[0]).toBe(keys[1]);
    expect(new Set(keys).size).toBe(3);
  });

  it('drops empty and over-long tags (Next would warn and ignore them)', async () => {
    backendFetch.mockResolvedValue(null);
    await sanityFetch({ query: 'q', tags: ['' as CacheTag, ...documentTags('personalityType', 'x'.repeat(300))] });
    expect(cacheCalls[0]?.options.tags).toEqual(['personalityType']);
  });

  it('accepts only cache tags made by ./revalidate.ts (a hand-written tag does not type-check)', async () => {
    backendFetch.mockResolvedValue(null);
    // @ts-expect-error -- a string array is not CacheTag[]: tags come from documentTags/typeTags/LISTING_TAGS
    await sanityFetch({ query: 'q', tags: ['article:Hello-World'] });
    // @ts-expect-error -- the helpers take document types only
    typeTags('sitemap');
    expect(cacheCalls).toHaveLength(1);
  });

  describe('when the content source is down', () => {
    const globals = globalThis as Record<symbol, unknown>;
    afterEach(() => {
      delete globals[REQUEST_CONTEXT_KEY];
    });

    it('rethrows ContentUnavailableError and marks the request context (→ 503)', async () => {
      const storage = new AsyncLocalStorage<{ contentUnavailable: boolean }>();
      globals[REQUEST_CONTEXT_KEY] = storage;
      const context = { contentUnavailable: false };
      backendFetch.mockRejectedValue(new ContentUnavailableError('down'));
      await storage.run(context, () => expect(sanityFetch({ query: 'q' })).rejects.toBeInstanceOf(ContentUnavailableError));
      expect(context.contentUnavailable).toBe(true);
    });

    it('does not mark the request for other errors (they stay 500)', async () => {
      const storage = new AsyncLocalStorage<{ contentUnavailable: boolean }>();
      globals[REQUEST_CONTEXT_KEY] = storage;
      const context = { contentUnavailable: false };
      backendFetch.mockRejectedValue(new Error('query bug'));
      await storage.run(context, () => expect(sanityFetch({ query: 'q' })).rejects.toThrow('query bug'));
      expect(context.contentUnavailable).toBe(false);
    });
  });
});
