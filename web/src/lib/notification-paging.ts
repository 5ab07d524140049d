/**
 * Keyset paging of notifications with range filters only (no query cursors: the local Firestore
 * server ignores startAfter, STACK.md). Pure: the two reads are injected.
 *
 * Order: createdAt descending, then id ascending. A cursor is the last item shown,
 * `{ createdAt, id }`; the next page holds the items strictly after it in that order, i.e. those
 * with the same createdAt and a greater id, then everything older. Ties at the page's lower
 * boundary are read as a whole group (a `limit` could cut a tie group at an arbitrary member), so
 * no notification is skipped or repeated even when many share one createdAt.
 */
import type { NotificationType } from './notifications';

/** A notification as read from the store; createdAt in epoch ms. */
export interface StoredNotification {
  id: string;
  type: NotificationType;
  title: string;
  slug: string;
  createdAt: number;
  userId: string;
}

/** The last item of the previous page. */
export interface NotificationCursor {
  /** epoch ms */
  createdAt: number;
  id: string;
}

/** The reads a page needs. */
export interface KeysetSource {
  /** Every notification with exactly this createdAt (epoch ms). */
  equalTo(createdAt: number): Promise<StoredNotification[]>;
  /** Up to `limit` notifications older than `createdAt` (null = no upper bound), newest first. */
  olderThan(createdAt: number | null, limit: number): Promise<StoredNotification[]>;
}

/** Sort order of the feed: newest first, ties by id. */
export function compareFeed(a: StoredNotification, b: StoredNotification): number {
  return b.createdAt - a.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Reads one page.
 * @param options the previous page's cursor (null for the first page), the page size (≥ 1) and the reads
 * @returns up to `pageSize` items, whether more exist, and the cursor of this page's last item
 * @throws RangeError for a page size below 1
 */
export async function keysetPage(options: { cursor: NotificationCursor | null; pageSize: number } & KeysetSource): Promise<{
  items: StoredNotification[];
  hasNext: boolean;
  next: NotificationCursor | null;
}> {
  const { cursor, pageSize } = options;
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError('pageSize must be a positive integer');
  const ties = cursor ? (await options.equalTo(cursor.createdAt)).filter((item) => item.id > cursor.id) : [];
  let older = await options.olderThan(cursor ? cursor.createdAt : null, pageSize + 1);
  const truncated = older.length > pageSize;
  if (truncated) {
    // The last group may be cut anywhere by the limit: replace it with the whole group.
    const boundary = older[older.length - 1]!.createdAt;
    older = [...older.filter((item) => item.createdAt !== boundary), ...(await options.equalTo(boundary))];
  }
  const seen = new Set<string>();
  const candidates = [...ties, ...older].filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true))).sort(compareFeed);
  const items = candidates.slice(0, pageSize);
  const hasNext = truncated || candidates.length > pageSize;
  const last = items[items.length - 1];
  return { items, hasNext, next: hasNext && last ? { createdAt: last.createdAt, id: last.id } : null };
}
