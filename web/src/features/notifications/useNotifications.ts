'use client';

/**
 * Client data of the notifications (SPEC §4 Notifications, §8, §9) through SWR:
 * - {@link useUnreadCount}: the badge's count, fetched once after the user is known;
 * - {@link useNotificationPages}: the panel's pages, newest first, with More;
 * - {@link useMarkViewedOnFirstOpen}: the first open per page load marks everything seen.
 * Keys carry the uid, so another account never sees a cached answer of the previous one.
 */
import { useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { api } from '@/lib/api-client';
import { notifySessionChanged } from '@/features/auth/session-client';
import { ERROR_TEXTS } from '@/lib/api-errors';
import type { NotificationPage } from '@/lib/notifications';

/** GET /api/notifications/unread-count answer. */
interface UnreadCount {
  count: number;
}

/** SWR key of the unread count of `uid` (null = no user, nothing fetched). */
export function unreadCountKey(uid: string | null): readonly ['notifications/unread-count', string] | null {
  return uid ? ['notifications/unread-count', uid] : null;
}

/** SPEC §8: an unread-count failure is only logged as a warning (no badge). */
async function fetchUnreadCount(): Promise<UnreadCount> {
  try {
    return await api.get<UnreadCount>('/api/notifications/unread-count');
  } catch (error) {
    console.warn(ERROR_TEXTS.notifications, error);
    throw error;
  }
}

/**
 * The unread notifications of the signed-in user (GET /api/notifications/unread-count; since the
 * last view date, else the registration date — the server decides). Fetched once per user and
 * page load: no revalidation on focus, reconnect or remount, no retries.
 * @param uid the signed-in user's uid, or null while nobody is (known to be) signed in
 * @returns the count; 0 while loading, on failure and without a user (the badge is hidden at 0)
 */
export function useUnreadCount(uid: string | null): number {
  const { data } = useSWR(unreadCountKey(uid), fetchUnreadCount, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  return typeof data?.count === 'number' ? data.count : 0;
}

type PageKey = readonly ['notifications/page', string, string, string];

/** The query string of a page after the given cursor ('' for the first page). */
function pageUrl([, , before, afterId]: PageKey): string {
  if (!before) return '/api/notifications';
  return `/api/notifications?${new URLSearchParams({ before, afterId }).toString()}`;
}

/** SPEC §8: list failures are labelled 'Failed to fetch notifications batch' and shown as 'Something went wrong...'. */
async function fetchPage(key: PageKey): Promise<NotificationPage> {
  try {
    return await api.get<NotificationPage>(pageUrl(key));
  } catch (error) {
    console.error(ERROR_TEXTS.notificationsBatch, error);
    throw error;
  }
}

/**
 * The notification pages of the signed-in user (GET /api/notifications, 25 per page, newest
 * first); `loadMore()` fetches the page after the last one with `?before=&afterId=` from its
 * `next`. Read/unread flags are as the server computed them when the page was fetched.
 * @param uid the signed-in user's uid, or null (nothing fetched)
 * @returns pages, the first failure (`error`), loading flags, `loadMore` and `retry`
 */
export function useNotificationPages(uid: string | null) {
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<
    NotificationPage,
    unknown,
    (index: number, previous: NotificationPage | null) => PageKey | null
  >(
    (index, previous) => {
      if (!uid) return null;
      if (index === 0) return ['notifications/page', uid, '', ''];
      if (!previous?.hasNext || !previous.next) return null;
      return ['notifications/page', uid, previous.next.before, previous.next.afterId];
    },
    fetchPage,
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
      revalidateFirstPage: false,
      revalidateOnMount: true,
    },
  );
  const pages = data ?? [];
  const items = pages.flatMap((page) => page.items);
  const last = pages[pages.length - 1];
  const loadingMore = !error && size > pages.length && pages.length > 0;
  return {
    items,
    /** Whether another page exists after the loaded ones. */
    hasNext: Boolean(last?.hasNext && last.next),
    error: error as unknown,
    /** True until the first page arrives (or fails). */
    loading: isLoading,
    loadingMore,
    /** True once the first page has arrived or failed. */
    settled: pages.length > 0 || Boolean(error),
    /** True once the first page has arrived. */
    loaded: pages.length > 0,
    validating: isValidating,
    loadMore: () => void setSize((current) => current + 1),
    retry: () => void mutate(),
  };
}

/** Users whose panel was already opened during this page load. */
const viewedThisLoad = new Set<string>();

/**
 * On the first open of the panel per page load (SPEC §4): once the first page has been shown
 * (fetched before the update, so it still shows what was unread; a failed load marks nothing, so
 * a retry still shows them as unread), POST /api/notifications/view — a failure is silently
 * ignored (SPEC §8) — and set the badge to 0 locally; after success the server has rewritten the
 * `user` cookie (new lastNotificationViewDate), so session listeners are notified.
 * @param uid the signed-in user's uid, or null
 * @param ready true once the panel's first page has loaded
 */
export function useMarkViewedOnFirstOpen(uid: string | null, ready: boolean): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (!uid || !ready || viewedThisLoad.has(uid)) return;
    viewedThisLoad.add(uid);
    void mutate(unreadCountKey(uid), { count: 0 } satisfies UnreadCount, { revalidate: false });
    api.post('/api/notifications/view', {}).then(
      () => notifySessionChanged(),
      () => undefined,
    );
  }, [uid, ready, mutate]);
}
