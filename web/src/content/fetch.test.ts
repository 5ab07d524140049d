/**
 * sanityFetch: every read goes through `unstable_cache` with the caller's tags, the one-hour
 * fallback and a key of backend + content revision + query + params (an edited dataset is never
 * served from entries of the old one, even across rebuilds); a ContentUnavailableError marks the request;
 * only cache tags made by ./revalidate.ts type-check.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Client from './client';
import { type CacheTag, documentTags, typeTags } from './revalidate';

type CacheCall = { keyParts: string[]; options: { tags?: string[]; revalidate?: number | false } };
const cacheCalls = vi.hoisted(() => [] as CacheCall[]);
/** When set, `unstable_cache` behaves like Next's data cache: one stored value per key, kept across "builds". */
const dataCache = vi.hoisted(() => ({ entries: null as Map<string, unknown> | null }));
vi.mock('next/cache', () => ({
  unstable_cache: (cb: () => Promise<unknown>, keyParts: string[], options: CacheCall['options']) => {
    cacheCalls.push({ keyParts, options });
    const entries = dataCache.entries;
    if (!entries) return cb;
    const key = JSON.stringify(keyParts);
    return async () => {
      if (!entries.has(key)) entries.set(key, await cb());
      return entries.get(key);
    };
  },
}));

const backendFetch = vi.hoisted(() => vi.fn());
const backendRevision = vi.hoisted(() => vi.fn(async () => 'r1'));
/** A real backend to use instead of the mocked one (the rebuild test). */
const realBackend = vi.hoisted(() => ({ current: null as Client.ContentBackend | null }));
vi.mock('./client', async (importOriginal) => {
  const actual = await importOriginal<typeof Client>();
  return { ...actual, contentBackend: () => realBackend.current ?? { kind: 'local', fetch: backendFetch, revision: backendRevision } };
});

const draft = vi.hoisted(() => ({ enabled: false }));
vi.mock('./draft-mode', () => ({ isDraftMode: async () => draft.enabled }));

const { REVALIDATE_SECONDS, sanityFetch } = await import('./fetch');
const { ContentUnavailableError, REQUEST_CONTEXT_KEY, createLocalBackend } = await import('./client');

beforeEach(() => {
  cacheCalls.length = 0;
  backendFetch.mockReset();
  backendRevision.mockReset();
  backendRevision.mockResolvedValue('r1');
  draft.enabled = false;
  dataCache.entries = null;
  realBackend.current = null;
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

  it("keys the cache by the backend's content revision: a read of one revision is never served for another", async () => {
    backendFetch.mockResolvedValue(null);
    await sanityFetch({ query: 'q1' });
    await sanityFetch({ query: 'q1' });
    backendRevision.mockResolvedValue('r2');
    await sanityFetch({ query: 'q1' });
    const keys = cacheCalls.map((call) => JSON.stringify(call.keyParts));
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[2]).toContain('r2');
  });

  it('shows an edited seed dataset after a rebuild although the data cache outlived it (.next/cache/fetch-cache)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'typeatlas-fetch-'));
    try {
      const file = path.join(dir, 'dataset.ndjson');
      await writeFile(file, `${JSON.stringify({ _id: 'theory', _type: 'page', title: 'information' })}\n`);
      dataCache.entries = new Map();
      const query = '*[_id == "theory"][0].title';
      // First build: a fresh process reads the dataset and fills the data cache.
      realBackend.current = createLocalBackend(file);
      await expect(sanityFetch({ query })).resolves.toBe('information');
      // The seed document is edited; the next build starts a new process over the same data cache.
      await writeFile(file, `${JSON.stringify({ _id: 'theory', _type: 'page', title: 'information: Sensing and Intuition' })}\n`);
      realBackend.current = createLocalBackend(file);
      await expect(sanityFetch({ query })).resolves.toBe('information: Sensing and Intuition');
      // Unchanged dataset, another build: served from the data cache (the same key), not read again.
      const entries = dataCache.entries.size;
      realBackend.current = createLocalBackend(file);
      await expect(sanityFetch({ query })).resolves.toBe('information: Sensing and Intuition');
      expect(dataCache.entries.size).toBe(entries);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
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
