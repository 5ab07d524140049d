import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareFeed, keysetPage, type KeysetSource, type NotificationCursor, type StoredNotification } from './notification-paging';

function notification(id: string, createdAt: number): StoredNotification {
  return { id, type: 'blogPost', title: id, slug: `/blog/article/${id}`, createdAt, userId: '' };
}

/**
 * An in-memory store with the two range reads; `tieOrder` decides how a store orders items with
 * equal createdAt within `olderThan` (the limit may cut such a group anywhere).
 */
function memorySource(
  items: StoredNotification[],
  tieOrder: (a: StoredNotification, b: StoredNotification) => number = () => 0,
): KeysetSource & { reads: number } {
  const source = {
    reads: 0,
    async equalTo(createdAt: number) {
      source.reads += 1;
      return items.filter((item) => item.createdAt === createdAt);
    },
    async olderThan(createdAt: number | null, limit: number) {
      source.reads += 1;
      return items
        .filter((item) => createdAt === null || item.createdAt < createdAt)
        .sort((a, b) => b.createdAt - a.createdAt || tieOrder(a, b))
        .slice(0, limit);
    },
  };
  return source;
}

async function walkAll(source: KeysetSource, pageSize: number) {
  const pages: StoredNotification[][] = [];
  let cursor: NotificationCursor | null = null;
  for (let guard = 0; guard < 10_000; guard += 1) {
    const page = await keysetPage({ cursor, pageSize, ...source });
    pages.push(page.items);
    expect(page.items.length).toBeLessThanOrEqual(pageSize);
    expect(page.hasNext).toBe(page.next !== null);
    if (!page.next) return pages;
    expect(page.items.length).toBe(pageSize);
    expect(page.next).toEqual({ createdAt: page.items.at(-1)!.createdAt, id: page.items.at(-1)!.id });
    cursor = page.next;
  }
  throw new Error('paging did not end');
}

describe('keysetPage', () => {
  it('pages 60 items with tie groups across the boundaries, 25 per page', async () => {
    const items: StoredNotification[] = [];
    for (let index = 0; index < 60; index += 1)
      items.push(notification(`id-${String(index).padStart(2, '0')}`, 1_000 - (index >= 20 && index < 30 ? 20 : index)));
    const pages = await walkAll(memorySource(items), 25);
    expect(pages.map((page) => page.length)).toEqual([25, 25, 10]);
    expect(pages.flat()).toEqual([...items].sort(compareFeed));
  });

  it('handles a tie group larger than a page', async () => {
    const items = Array.from({ length: 23 }, (_, index) => notification(`t${String(index).padStart(2, '0')}`, 500));
    items.push(notification('newest', 900), notification('oldest', 100));
    const pages = await walkAll(
      memorySource(items, (a, b) => (a.id < b.id ? 1 : -1)),
      5,
    );
    expect(pages.flat().map((item) => item.id)).toEqual([...items].sort(compareFeed).map((item) => item.id));
  });

  it('answers an empty last page correctly: no next when exactly one page of items exists', async () => {
    const items = Array.from({ length: 25 }, (_, index) => notification(`n${index}`, 1_000 + index));
    const page = await keysetPage({ cursor: null, pageSize: 25, ...memorySource(items) });
    expect(page.items).toHaveLength(25);
    expect(page).toMatchObject({ hasNext: false, next: null });
    expect(await keysetPage({ cursor: null, pageSize: 25, ...memorySource([]) })).toEqual({ items: [], hasNext: false, next: null });
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses page size %s', async (pageSize) => {
    await expect(keysetPage({ cursor: null, pageSize, ...memorySource([]) })).rejects.toThrow(RangeError);
  });

  it('property: for random createdAt with many ties and random page sizes, the pages concatenate to the sorted list', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6, unit: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', '0', '1', '-', '_') }), {
          minLength: 0,
          maxLength: 80,
        }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 30 }),
        fc.infiniteStream(fc.integer({ min: 0, max: 1_000 })),
        fc.boolean(),
        async (ids, distinctTimes, pageSize, times, reverseTies) => {
          const items = ids.map((id) => notification(id, 1_700_000_000_000 + (times.next().value % distinctTimes) * 1_000));
          const source = memorySource(items, reverseTies ? (a, b) => (a.id < b.id ? 1 : -1) : (a, b) => (a.id < b.id ? -1 : 1));
          const pages = await walkAll(source, pageSize);
          const walked = pages.flat();
          expect(walked.map((item) => item.id)).toEqual([...items].sort(compareFeed).map((item) => item.id));
          expect(new Set(walked.map((item) => item.id)).size).toBe(items.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
