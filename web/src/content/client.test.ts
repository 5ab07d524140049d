/**
 * The content backends: the embedded backend's reload-on-change and ContentUnavailableError,
 * the cloud backend's error wrapping, and the request-context marking used for 503 answers.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type * as FsPromises from 'node:fs/promises';
import { mkdtemp, readFile, rename, rm, unlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const sanityFetchMock = vi.hoisted(() => vi.fn());
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  return { ...actual, readFile: vi.fn(actual.readFile) };
});
vi.mock('next-sanity', () => ({ createClient: () => ({ fetch: sanityFetchMock }) }));

const {
  ContentUnavailableError,
  REQUEST_CONTEXT_KEY,
  applyPerspective,
  createLocalBackend,
  createSanityBackend,
  defaultSeedDatasetPath,
  isSanityOutage,
  markContentUnavailable,
} = await import('./client');
const { stegaFilter } = await import('./stega');

const doc = (id: string, extra: Record<string, unknown> = {}) => JSON.stringify({ _id: id, _type: 't', ...extra });
const ndjson = (...lines: string[]) => `${lines.join('\n')}\n`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'typeatlas-backend-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** How often the backend read `file` (readFile is wrapped in a spy). */
const readsOf = (file: string) => vi.mocked(readFile).mock.calls.filter(([name]) => name === file).length;

/** A fresh dataset file per test. */
let counter = 0;
async function datasetFile(text?: string): Promise<string> {
  const file = path.join(dir, `dataset-${++counter}.ndjson`);
  if (text !== undefined) await writeFile(file, text);
  return file;
}

describe('createLocalBackend', () => {
  it('is the local kind and passes query parameters to GROQ', async () => {
    const local = createLocalBackend(await datasetFile(ndjson(doc('a', { n: 0 }), doc('b', { n: 1 }), doc('c', { n: 2 }))));
    expect(local.kind).toBe('local');
    await expect(local.fetch<string[]>('*[n >= $min] | order(n asc)._id', { min: 1 })).resolves.toEqual(['b', 'c']);
  });

  it('skips drafts', async () => {
    const local = createLocalBackend(await datasetFile(ndjson(doc('a'), doc('drafts.a'))));
    await expect(local.fetch<number>('count(*)')).resolves.toBe(1);
  });

  describe('perspectives', () => {
    const dataset = () =>
      ndjson(
        doc('a', { title: 'Published A', slug: 'a' }),
        doc('drafts.a', { title: 'Draft A', slug: 'a' }),
        doc('b', { title: 'Published B', slug: 'b' }),
        doc('drafts.new', { title: 'Unpublished', slug: 'new' }),
        doc('c', { author: { _ref: 'b' } }),
      );

    it('published (the default) hides every draft, edited and new alike', async () => {
      const local = createLocalBackend(await datasetFile(dataset()));
      await expect(local.fetch<string[]>('*[defined(title)] | order(_id)._id')).resolves.toEqual(['a', 'b']);
      await expect(local.fetch<string | null>('*[_id == "a"][0].title')).resolves.toBe('Published A');
      await expect(local.fetch<string | null>('*[slug == "new"][0].title', {}, { perspective: 'published' })).resolves.toBeNull();
      await expect(local.fetch<number>('count(*[_id in path("drafts.**")])')).resolves.toBe(0);
    });

    it('drafts overlays a draft on its published document, under the published _id', async () => {
      const local = createLocalBackend(await datasetFile(dataset()));
      await expect(local.fetch('*[_id == "a"][0]{_id, _originalId, title}', {}, { perspective: 'drafts' })).resolves.toEqual({
        _id: 'a',
        _originalId: 'drafts.a',
        title: 'Draft A',
      });
      await expect(local.fetch<number>('count(*[slug == "a"])', {}, { perspective: 'drafts' })).resolves.toBe(1);
      await expect(local.fetch<string | null>('*[_id == "b"][0].title', {}, { perspective: 'drafts' })).resolves.toBe('Published B');
    });

    it('drafts shows drafts never published, and references resolve to the overlay', async () => {
      const local = createLocalBackend(await datasetFile(dataset()));
      await expect(local.fetch('*[slug == "new"][0]{_id, _originalId, title}', {}, { perspective: 'drafts' })).resolves.toEqual({
        _id: 'new',
        _originalId: 'drafts.new',
        title: 'Unpublished',
      });
      await expect(local.fetch<string[]>('*[defined(title)] | order(_id)._id', {}, { perspective: 'drafts' })).resolves.toEqual([
        'a',
        'b',
        'new',
      ]);
    });

    it('switches per query on the same backend, in both directions', async () => {
      const local = createLocalBackend(await datasetFile(dataset()));
      const title = (perspective: 'published' | 'drafts') => local.fetch<string>('*[_id == "a"][0].title', {}, { perspective });
      await expect(title('drafts')).resolves.toBe('Draft A');
      await expect(title('published')).resolves.toBe('Published A');
      await expect(title('drafts')).resolves.toBe('Draft A');
      await expect(local.fetch<string>('*[_id == "a"][0].title')).resolves.toBe('Published A');
    });

    it('applyPerspective is pure and leaves published documents untouched', () => {
      const published = [{ _id: 'a', _type: 't', title: 'P' }];
      const drafts = [{ _id: 'drafts.a', _type: 't', title: 'D' }];
      expect(applyPerspective(published, drafts, 'published')).toEqual(published);
      expect(applyPerspective(published, drafts, 'drafts')).toEqual([{ _id: 'a', _type: 't', title: 'D', _originalId: 'drafts.a' }]);
      expect(published[0]).toEqual({ _id: 'a', _type: 't', title: 'P' });
      expect(drafts[0]?._id).toBe('drafts.a');
    });
  });

  it('throws ContentUnavailableError while the file is missing, then serves it once it exists', async () => {
    const file = await datasetFile();
    const local = createLocalBackend(file);
    const error = await local.fetch('count(*)').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentUnavailableError);
    expect(error).toMatchObject({ name: 'ContentUnavailableError', cause: { code: 'ENOENT' } });
    expect((error as Error).message).toContain(file);

    await writeFile(file, ndjson(doc('a')));
    await expect(local.fetch<number>('count(*)')).resolves.toBe(1);
  });

  it('throws ContentUnavailableError naming the line when the file is not valid NDJSON', async () => {
    const file = await datasetFile(ndjson(doc('a'), 'not json'));
    const local = createLocalBackend(file);
    await expect(local.fetch('count(*)')).rejects.toThrow(ContentUnavailableError);
    await expect(local.fetch('count(*)')).rejects.toThrow(`${file}:2 is not valid JSON`);
  });

  it.each([
    ['an empty file', ''],
    ['only blank lines', '\n\n'],
    ['only drafts', ndjson(doc('drafts.a'))],
  ])('treats %s as unavailable (an empty dataset would cache 404s)', async (_label, text) => {
    const local = createLocalBackend(await datasetFile(text));
    await expect(local.fetch('count(*)')).rejects.toThrow(/holds no published document/);
  });

  it('throws ContentUnavailableError when the path is a directory', async () => {
    const local = createLocalBackend(dir);
    await expect(local.fetch('count(*)')).rejects.toBeInstanceOf(ContentUnavailableError);
  });

  it('re-reads the dataset when the file changes (mtime), and only then', async () => {
    const file = await datasetFile(ndjson(doc('a', { title: 'Old' })));
    const local = createLocalBackend(file);
    await expect(local.fetch<string>('*[_id == "a"][0].title')).resolves.toBe('Old');

    await writeFile(file, ndjson(doc('a', { title: 'New' }), doc('b')));
    await expect(local.fetch<string>('*[_id == "a"][0].title')).resolves.toBe('New');
    await expect(local.fetch<number>('count(*)')).resolves.toBe(2);
  });

  it('reloads a replaced file even when its size and mtime are unchanged (inode)', async () => {
    const file = await datasetFile(ndjson(doc('a', { title: 'One' })));
    const local = createLocalBackend(file);
    await expect(local.fetch<string>('*[0].title')).resolves.toBe('One');

    const replacement = path.join(dir, 'replacement.ndjson');
    await writeFile(replacement, ndjson(doc('a', { title: 'Two' })));
    const when = new Date('2030-01-01T00:00:00Z');
    await utimes(replacement, when, when);
    await rename(replacement, file);
    await expect(local.fetch<string>('*[0].title')).resolves.toBe('Two');
  });

  it('reads an unchanged file once (one stat per fetch, no re-read)', async () => {
    const file = await datasetFile(ndjson(doc('a')));
    const local = createLocalBackend(file);
    await local.fetch('count(*)');
    await local.fetch('count(*)');
    await local.fetch('count(*)');
    expect(readsOf(file)).toBe(1);
  });

  it('never keeps serving an old dataset once the file turned invalid, and recovers when fixed', async () => {
    const file = await datasetFile(ndjson(doc('a')));
    const local = createLocalBackend(file);
    await expect(local.fetch<number>('count(*)')).resolves.toBe(1);

    await writeFile(file, '{ this is not json');
    await expect(local.fetch('count(*)')).rejects.toBeInstanceOf(ContentUnavailableError);
    await expect(local.fetch('count(*)')).rejects.toBeInstanceOf(ContentUnavailableError);

    await writeFile(file, ndjson(doc('a'), doc('b'), doc('c')));
    await expect(local.fetch<number>('count(*)')).resolves.toBe(3);
  });

  it('throws ContentUnavailableError once the file is deleted', async () => {
    const file = await datasetFile(ndjson(doc('a')));
    const local = createLocalBackend(file);
    await expect(local.fetch<number>('count(*)')).resolves.toBe(1);
    await unlink(file);
    await expect(local.fetch('count(*)')).rejects.toBeInstanceOf(ContentUnavailableError);
  });

  it("answers the file's identity as its revision: the same for an unchanged file, new after a write, the last one while the file is missing", async () => {
    const file = await datasetFile(ndjson(doc('a')));
    const first = await createLocalBackend(file).revision();
    const local = createLocalBackend(file);
    expect(await local.revision()).toBe(first); // another process (a rebuild) over the same file
    await writeFile(file, ndjson(doc('a'), doc('b')));
    const second = await local.revision();
    expect(second).not.toBe(first);
    await unlink(file);
    expect(await local.revision()).toBe(second); // an outage keeps the cached reads reachable
    expect(await createLocalBackend(file).revision()).toBe('');
  });

  it('shares one read between concurrent fetches of the same file version', async () => {
    const file = await datasetFile(ndjson(doc('a')));
    const local = createLocalBackend(file);
    await expect(Promise.all([local.fetch('count(*)'), local.fetch('count(*)'), local.fetch('count(*)')])).resolves.toEqual([1, 1, 1]);
    expect(readsOf(file)).toBe(1);
  });

  it('parses a broken file once per version (fails fast on every later fetch)', async () => {
    const file = await datasetFile('not json\n');
    const local = createLocalBackend(file);
    for (let i = 0; i < 3; i++) await expect(local.fetch('count(*)')).rejects.toBeInstanceOf(ContentUnavailableError);
    expect(readsOf(file)).toBe(1);
  });
});

describe('createSanityBackend', () => {
  const config = { projectId: 'p', dataset: 'production', token: 't', apiVersion: '2025-10-01' };
  beforeEach(() => {
    sanityFetchMock.mockReset();
  });

  it('resolves with the client result for the query and params', async () => {
    sanityFetchMock.mockResolvedValue({ ok: true });
    await expect(createSanityBackend(config).fetch('*[_type == $t][0]', { t: 'x' })).resolves.toEqual({ ok: true });
    expect(sanityFetchMock).toHaveBeenCalledWith('*[_type == $t][0]', { t: 'x' }, { stega: false });
  });

  it('asks the Content Lake for the drafts perspective, uncached and without stega, in draft mode', async () => {
    sanityFetchMock.mockResolvedValue({ ok: true });
    await createSanityBackend(config).fetch('*[_id == $id][0]', { id: 'a' }, { perspective: 'drafts' });
    expect(sanityFetchMock).toHaveBeenCalledWith('*[_id == $id][0]', { id: 'a' }, { perspective: 'drafts', useCdn: false, stega: false });
  });

  it('with a studio URL, stega-encodes draft-mode reads only (issue 15: Visual Editing); published reads never', async () => {
    sanityFetchMock.mockResolvedValue({ ok: true });
    const backend = createSanityBackend(config, 'https://typeatlas.sanity.studio');
    await backend.fetch('*[_id == $id][0]', { id: 'a' }, { perspective: 'drafts' });
    expect(sanityFetchMock).toHaveBeenLastCalledWith(
      '*[_id == $id][0]',
      { id: 'a' },
      { perspective: 'drafts', useCdn: false, stega: { enabled: true, studioUrl: 'https://typeatlas.sanity.studio', filter: stegaFilter } },
    );
    await backend.fetch('*[_id == $id][0]', { id: 'a' });
    expect(sanityFetchMock).toHaveBeenLastCalledWith('*[_id == $id][0]', { id: 'a' }, { stega: false });
  });

  it.each([
    ['a network error', () => Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } })],
    ['a 503', () => Object.assign(new Error('Service Unavailable'), { statusCode: 503 })],
    ['a 502', () => Object.assign(new Error('Bad Gateway'), { statusCode: 502 })],
    ['a 429', () => Object.assign(new Error('Too Many Requests'), { statusCode: 429 })],
  ])('wraps %s in ContentUnavailableError', async (_label, makeError) => {
    const error = makeError();
    sanityFetchMock.mockRejectedValue(error);
    const caught = await createSanityBackend(config)
      .fetch('*')
      .catch((e: unknown) => e);
    expect(caught).toBeInstanceOf(ContentUnavailableError);
    expect((caught as Error).cause).toBe(error);
  });

  it("answers an empty revision (the Content Lake's changes arrive through the webhook's cache tags)", async () => {
    await expect(createSanityBackend(config).revision()).resolves.toBe('');
  });

  it('rethrows a rejected query (4xx) unchanged: a bug, not an outage', async () => {
    const error = Object.assign(new Error('expected "]"'), { statusCode: 400 });
    sanityFetchMock.mockRejectedValue(error);
    await expect(createSanityBackend(config).fetch('*[')).rejects.toBe(error);
  });
});

describe('isSanityOutage', () => {
  it.each([
    [{ name: 'TypeError', message: 'fetch failed' }, true],
    [{ statusCode: 500 }, true],
    [{ statusCode: 504 }, true],
    [{ statusCode: 408 }, true],
    [{ statusCode: 429 }, true],
    [{ statusCode: 400 }, false],
    [{ statusCode: 401 }, false],
    [{ statusCode: 404 }, false],
  ])('%j → %s', (error, outage) => {
    expect(isSanityOutage(error)).toBe(outage);
  });
});

describe('markContentUnavailable', () => {
  const globals = globalThis as Record<symbol, unknown>;
  afterEach(() => {
    delete globals[REQUEST_CONTEXT_KEY];
  });

  it('is a no-op without the custom server (no storage) or outside a request', () => {
    expect(markContentUnavailable()).toBe(false);
    globals[REQUEST_CONTEXT_KEY] = new AsyncLocalStorage();
    expect(markContentUnavailable()).toBe(false);
  });

  it('marks the store of the current request only, across awaits', async () => {
    const storage = new AsyncLocalStorage<{ contentUnavailable: boolean }>();
    globals[REQUEST_CONTEXT_KEY] = storage;
    expect(REQUEST_CONTEXT_KEY).toBe(Symbol.for('typeatlas.requestContext'));
    const failing = { contentUnavailable: false };
    const healthy = { contentUnavailable: false };
    await Promise.all([
      storage.run(failing, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        expect(markContentUnavailable()).toBe(true);
      }),
      storage.run(healthy, async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
      }),
    ]);
    expect(failing.contentUnavailable).toBe(true);
    expect(healthy.contentUnavailable).toBe(false);
  });
});

describe('defaultSeedDatasetPath', () => {
  const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
  const seed = path.join(repoRoot, 'studio', 'seed', 'dataset.ndjson');

  it('finds the seed dataset from web/, from the repository root and from a folder below web/', () => {
    expect(defaultSeedDatasetPath(path.join(repoRoot, 'web'))).toBe(seed);
    expect(defaultSeedDatasetPath(repoRoot)).toBe(seed);
    expect(defaultSeedDatasetPath(path.join(repoRoot, 'web', 'src', 'content'))).toBe(seed);
  });

  it('falls back to ../studio/seed from a folder with no seed dataset above it', () => {
    expect(defaultSeedDatasetPath('/nonexistent/app')).toBe(path.resolve('/nonexistent/studio/seed/dataset.ndjson'));
  });
});
