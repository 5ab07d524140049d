/**
 * The signed-in user's notifications (SPEC §4 "Notifications", §9 page size 25): a page of the
 * feed, the unread count and "panel opened" (last view date). What creates notifications is
 * decided in server/publish-notifications.ts (published content) and handlers/shared.ts (account
 * events).
 */
import 'server-only';
import { NOTIFICATIONS_PAGE_SIZE, isNotificationRead, type NotificationItem, type NotificationPage } from '@/lib/notifications';
import { countUnread, listNotifications } from '../repositories/notifications';
import { profileToUser, updateProfile } from '../repositories/users';
import { route } from '../route';
import * as schemas from '../schemas';
import { profileOf } from './shared';

/** GET /api/notifications[?before&afterId] — one {@link NotificationPage}, newest first; 400 'Invalid notifications cursor'. */
export const getNotifications = route(
  { sameOrigin: false, query: schemas.notificationsQuery, session: 'keeps' },
  async ({ query, session }) => {
    const profile = await profileOf(session);
    const cursor = 'before' in query ? { createdAt: Date.parse(query.before), id: query.afterId } : null;
    const page = await listNotifications({
      uid: session.uid,
      registeredAt: Date.parse(profile.createdAt),
      cursor,
      pageSize: NOTIFICATIONS_PAGE_SIZE,
    });
    const lastViewed = profile.lastNotificationViewDate ? Date.parse(profile.lastNotificationViewDate) : null;
    const answer: NotificationPage = {
      items: page.items.map((item): NotificationItem => ({
        id: item.id,
        type: item.type,
        title: item.title,
        slug: item.slug,
        createdAt: new Date(item.createdAt).toISOString(),
        isRead: isNotificationRead(item.createdAt, lastViewed),
      })),
      hasNext: page.hasNext,
      next: page.next ? { before: new Date(page.next.createdAt).toISOString(), afterId: page.next.id } : null,
    };
    return { body: answer, user: profileToUser(profile) };
  },
);

/** GET /api/notifications/unread-count — `{ count }` since the last view date, else the registration date (SPEC §9). */
export const getUnreadCount = route({ sameOrigin: false, session: 'keeps' }, async ({ session }) => {
  const profile = await profileOf(session);
  const since = Date.parse(profile.lastNotificationViewDate ?? profile.createdAt);
  return { body: { count: await countUnread(session.uid, since) }, user: profileToUser(profile) };
});

/** POST /api/notifications/view — sets the last notification view date to now → `{ user }`; the `user` cookie is rewritten. */
export const markNotificationsViewed = route({ sameOrigin: true, body: schemas.emptyBody, session: 'keeps' }, async ({ session }) => {
  await profileOf(session);
  const profile = (await updateProfile(session.uid, { lastNotificationViewDate: new Date() }))!;
  const user = profileToUser(profile);
  return { body: { user }, user, userChanged: true };
});
