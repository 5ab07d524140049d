/**
 * Notification shapes shared by the server and the panel (SPEC §3 "Notification", §9 texts). Pure.
 */

/** SPEC §3 notification types. */
export const NOTIFICATION_TYPES = [
  'blogPost',
  'tool',
  'change-rate',
  'password-change',
  'email-change',
  'signup',
  'second-premium',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** SPEC §9 notification texts, word for word, by type. */
export const NOTIFICATION_TITLES: Readonly<Record<NotificationType, string>> = {
  blogPost: 'New article is available',
  tool: 'New test is available',
  'change-rate': 'The rate has been changed successfully.',
  'password-change': 'The password has been changed successfully',
  'email-change': 'The email has been changed successfully',
  signup: 'Your profile has been created. Share it with friends!',
  // Not in SPEC §9 (issue 23, rule 1 of server/billing/rules.ts): a second Premium paid in another tab is refunded.
  'second-premium': 'You already have Premium, so your second payment was cancelled and refunded.',
};

/** SPEC §9: notifications page size. */
export const NOTIFICATIONS_PAGE_SIZE = 25;

/** One notification as the panel receives it (GET /api/notifications). */
export interface NotificationItem {
  id: string;
  type: NotificationType;
  title: string;
  /** Site path the notification links to ('' = none), e.g. '/blog/article/x' or '/profile'. */
  slug: string;
  /** ISO 8601. */
  createdAt: string;
  /** SPEC §3: true when createdAt is earlier than the user's lastNotificationViewDate. */
  isRead: boolean;
}

/** A page of notifications; pass `next` back as `before`/`afterId` for the following page. */
export interface NotificationPage {
  items: NotificationItem[];
  hasNext: boolean;
  next: { before: string; afterId: string } | null;
}

/**
 * SPEC §3: a notification is read when it was created before the last view of the panel.
 * @param createdAt epoch ms
 * @param lastViewedAt epoch ms, or null when the panel was never opened
 */
export function isNotificationRead(createdAt: number, lastViewedAt: number | null): boolean {
  return lastViewedAt !== null && createdAt < lastViewedAt;
}
