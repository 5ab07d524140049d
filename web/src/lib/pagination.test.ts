import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE, pageCount, pageLinks, pageSlice, parsePageParam, resolvePage } from './pagination';

describe('pagination', () => {
  it('parses only canonical positive integers', () => {
    expect(parsePageParam('1')).toBe(1);
    expect(parsePageParam('12')).toBe(12);
    for (const raw of ['0', '01', '-1', '1.0', 'abc', '', undefined, '1e3', ' 2', '9999999']) expect(parsePageParam(raw)).toBeNull();
  });

  it('counts pages with at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(BLOG_PAGE_SIZE)).toBe(1);
    expect(pageCount(BLOG_PAGE_SIZE + 1)).toBe(2);
    expect(pageCount(40, 12)).toBe(4);
  });

  it('slices pages without overlap or gaps', () => {
    expect(pageSlice(1, 12)).toEqual({ start: 0, end: 12 });
    expect(pageSlice(2, 12)).toEqual({ start: 12, end: 24 });
  });

  it('links page 2 back to the base path (SPEC §2)', () => {
    expect(pageLinks('/blog', 1, 4)).toEqual({ prev: null, next: '/blog/page/2' });
    expect(pageLinks('/blog', 2, 4)).toEqual({ prev: '/blog', next: '/blog/page/3' });
    expect(pageLinks('/blog', 4, 4)).toEqual({ prev: '/blog/page/3', next: null });
    expect(pageLinks('/blog/category/x', 2, 2)).toEqual({ prev: '/blog/category/x', next: null });
  });

  it('redirects /page/1, 404s out-of-range and malformed pages', () => {
    expect(resolvePage(1, 4, true)).toEqual({ kind: 'redirect', to: 1 });
    expect(resolvePage(1, 4, false)).toEqual({ kind: 'ok', page: 1 });
    expect(resolvePage(4, 4, true)).toEqual({ kind: 'ok', page: 4 });
    expect(resolvePage(5, 4, true)).toEqual({ kind: 'not-found' });
    expect(resolvePage(null, 4, true)).toEqual({ kind: 'not-found' });
  });
});
