'use client';

import { useEffect, useRef, useState } from 'react';
import { notificationHref } from './href';
import { formatRelativeTime, type RelativeTimeLabels } from './relative-time';
import { useMarkViewedOnFirstOpen, useNotificationPages } from './useNotifications';
import styles from './NotificationsPanel.module.css';

/** The translated texts of the panel (notifications.json `panel.*` and `time`). */
export interface NotificationsPanelLabels {
  /** Accessible name of the list. */
  list: string;
  /** SPEC §2: 'Loading ...' */
  loading: string;
  /** SPEC §2: 'You have no more notifications' */
  empty: string;
  /** SPEC §8: 'Something went wrong...' */
  error: string;
  /** The retry button after a failure. */
  retry: string;
  /** SPEC §2: the More button. */
  more: string;
  /** Visually hidden text of the unread indicator. */
  unread: string;
  time: RelativeTimeLabels;
}

export interface NotificationsPanelProps {
  /** The signed-in user's uid (the panel is only shown to signed-in users). */
  uid: string;
  labels: NotificationsPanelLabels;
  /** Called when a notification's link is followed (e.g. to close the dropdown). */
  onNavigate?: () => void;
}

/**
 * The notification panel (SPEC §2 "Notification panel", §4, §8, §9), shared by the avatar dropdown
 * and the drawer's secondary panel; mount it only while it is shown, since mounting it opens it.
 * - lists the user's notifications newest first (GET /api/notifications, 25 per page); More loads
 *   the next page and disappears when there is none; focus then moves to the first new item;
 * - each item: read/unread indicator (a dot and the visually hidden text 'Unread'), the title —
 *   a link when the notification has a site path — and the relative time in `<time dateTime>`;
 * - 'Loading ...' while the first page loads, 'You have no more notifications' when empty,
 *   'Something went wrong...' with a retry button when a page fails;
 * - the first open per page load marks everything seen once the first page is shown (see
 *   useMarkViewedOnFirstOpen): the badge goes to 0, while this list keeps showing the unread
 *   state it was fetched with (More does not refetch the first page; reopening does).
 */
export function NotificationsPanel({ uid, labels, onNavigate }: NotificationsPanelProps) {
  const { items, hasNext, error, loading, loadingMore, settled, loaded, loadMore, retry } = useNotificationPages(uid);
  useMarkViewedOnFirstOpen(uid, loaded);
  const [now] = useState(() => Date.now());
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  // After More, focus the first item of the new page (the button may be gone by now).
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || loadingMore) return;
    focusFrom.current = null;
    if (items.length > from) listRef.current?.querySelectorAll<HTMLElement>(':scope > li')[from]?.focus({ preventScroll: false });
  }, [items.length, loadingMore]);

  const onMore = () => {
    if (loadingMore) return;
    focusFrom.current = items.length;
    loadMore();
  };

  return (
    <div className={styles.panel}>
      <p role="status" className={loading || loadingMore ? styles.status : 'visually-hidden'}>
        {loading || loadingMore ? labels.loading : ''}
      </p>
      {items.length > 0 ? (
        <ul ref={listRef} className={styles.list} aria-label={labels.list}>
          {items.map((item) => {
            const href = notificationHref(item.slug);
            return (
              <li
                key={item.id}
                className={item.isRead ? styles.item : `${styles.item} ${styles.unread}`}
                tabIndex={-1}
                data-read={item.isRead}
              >
                {item.isRead ? null : (
                  <span className={styles.dot}>
                    <span className="visually-hidden">{labels.unread}</span>
                  </span>
                )}
                <span className={styles.body}>
                  {href ? (
                    <a href={href} className={styles.title} onClick={onNavigate}>
                      {item.title}
                    </a>
                  ) : (
                    <span className={styles.title}>{item.title}</span>
                  )}
                  <time className={styles.time} dateTime={item.createdAt}>
                    {formatRelativeTime(item.createdAt, now, labels.time)}
                  </time>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {settled && !error && items.length === 0 ? <p className={styles.empty}>{labels.empty}</p> : null}
      {error && !loadingMore ? (
        <div role="alert" className={styles.error}>
          <p>{labels.error}</p>
          <button type="button" className="button button-secondary" onClick={retry}>
            {labels.retry}
          </button>
        </div>
      ) : null}
      {hasNext && !error ? (
        <button type="button" className={`button button-secondary ${styles.more}`} aria-disabled={loadingMore} onClick={onMore}>
          {labels.more}
        </button>
      ) : null}
    </div>
  );
}
