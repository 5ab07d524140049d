import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  applyTagStates,
  decodeEntry,
  encodeEntry,
  isNotFoundEntry,
  LocalPageCache,
  mergeTagState,
  parseTagState,
  tagsManifest,
  tagsOf,
} from './cache-handler.mjs';

describe('encodeEntry / decodeEntry', () => {
  it('round-trips Buffers and Maps of Buffers, as Next page entries hold them', () => {
    const entry = {
      lastModified: 1_700_000_000_000,
      value: {
        kind: 'APP_PAGE',
        html: '<p>x</p>',
        rscData: Buffer.from([0, 1, 254, 255]),
        segmentData: new Map([['/_index', Buffer.from('seg')]]),
        headers: { 'x-next-cache-tags': 'a,b' },
      },
    };
    const decoded = decodeEntry(encodeEntry(entry));
    expect(Buffer.isBuffer(decoded.value.rscData)).toBe(true);
    expect([...decoded.value.rscData]).toEqual([0, 1, 254, 255]);
    expect(decoded.value.segmentData).toBeInstanceOf(Map);
    expect(decoded.value.segmentData.get('/_index').toString()).toBe('seg');
    expect(decoded.value.html).toBe('<p>x</p>');
  });

  it('leaves ordinary objects that merely have such keys alongside others alone', () => {
    expect(decodeEntry(encodeEntry({ a: { $buffer: 'eA==', other: 1 } }))).toEqual({ a: { $buffer: 'eA==', other: 1 } });
  });
});

describe('tagsOf', () => {
  it('collects stored tags, the page cache-tags header and the lookup tags, once each', () => {
    const entry = { tags: ['article', 'id:a1'], value: { headers: { 'x-next-cache-tags': 'article,_N_T_/blog' } } };
    expect(tagsOf(entry, { tags: ['id:a1', 'listing'], softTags: ['_N_T_/layout'] })).toEqual([
      'article',
      'id:a1',
      '_N_T_/blog',
      'listing',
      '_N_T_/layout',
    ]);
  });

  it('works without an entry (a miss still learns the lookup tags)', () => {
    expect(tagsOf(null, { tags: ['x'] })).toEqual(['x']);
    expect(tagsOf(undefined, undefined)).toEqual([]);
  });
});

describe('tag states', () => {
  it('merges field by field, latest wins, ignoring non-numbers', () => {
    expect(mergeTagState({ stale: 5, expired: 50 }, { stale: 9 })).toEqual({ stale: 9, expired: 50 });
    expect(mergeTagState(undefined, { expired: Number.NaN, stale: 3 })).toEqual({ stale: 3 });
    expect(mergeTagState(undefined, undefined)).toEqual({});
  });

  it('parses stored states and refuses malformed ones', () => {
    expect(parseTagState('{"stale":12,"expired":99}')).toEqual({ stale: 12, expired: 99 });
    expect(parseTagState('{"stale":"12"}')).toBeUndefined();
    expect(parseTagState('not json')).toBeUndefined();
    expect(parseTagState(null)).toBeUndefined();
  });

  it("writes shared states into Next's tag manifest without moving a later local state back", () => {
    tagsManifest.set('unit:local-later', { stale: 500 });
    applyTagStates(['unit:new', 'unit:local-later', 'unit:none'], ['{"stale":100,"expired":200}', '{"stale":300}', null]);
    expect(tagsManifest.get('unit:new')).toEqual({ stale: 100, expired: 200 });
    expect(tagsManifest.get('unit:local-later')).toEqual({ stale: 500 });
    expect(tagsManifest.has('unit:none')).toBe(false);
  });
});

describe('isNotFoundEntry', () => {
  it('is true for a 404 page or route-handler entry, except the not-found page itself', () => {
    expect(isNotFoundEntry('/posts/x', { kind: 'APP_PAGE', status: 404 })).toBe(true);
    expect(isNotFoundEntry('/sitemaps/x.xml', { kind: 'APP_ROUTE', status: 404 })).toBe(true);
    expect(isNotFoundEntry('/posts/x', { kind: 'APP_PAGE', status: 200 })).toBe(false);
    expect(isNotFoundEntry('/posts/x', { kind: 'APP_PAGE' })).toBe(false);
    expect(isNotFoundEntry('/posts/x', { kind: 'FETCH', status: 404 })).toBe(false);
    expect(isNotFoundEntry('/posts/x', null)).toBe(false);
    expect(isNotFoundEntry('/_not-found', { kind: 'APP_PAGE', status: 404 })).toBe(false);
  });
});

describe('LocalPageCache', () => {
  it("removes a page's files when it is stored as a 404, and stays inside the cache folder", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'typeatlas-page-cache-'));
    try {
      const app = join(dir, 'app');
      mkdirSync(join(app, 'posts', 'gone.segments'), { recursive: true });
      const files = ['posts/gone.html', 'posts/gone.rsc', 'posts/gone.meta', 'posts/gone.segments/_index.segment.rsc', 'posts/kept.html'];
      for (const file of files) writeFileSync(join(app, file), 'x');
      writeFileSync(join(dir, 'outside.html'), 'x');
      const cache = new LocalPageCache({ fs: {}, serverDistDir: dir, flushToDisk: true });
      await cache.set('/posts/gone', { kind: 'APP_PAGE', status: 404, html: '', headers: {} }, {});
      expect(files.filter((file) => existsSync(join(app, file)))).toEqual(['posts/kept.html']);
      await cache.set('/../outside', { kind: 'APP_PAGE', status: 404, html: '', headers: {} }, {});
      expect(existsSync(join(dir, 'outside.html'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
