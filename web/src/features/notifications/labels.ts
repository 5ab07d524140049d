/**
 * Server-side builders of the notification texts for client components (notifications.json).
 * Import only from server components: it pulls in i18next.
 */
import { getT } from '@/i18n';
import type { NotificationsPanelLabels } from './NotificationsPanel';
import type { PluralTemplates, RelativeTimeLabels } from './relative-time';

/** The relative-time templates (notifications.json `time`), filled in the browser. */
export function relativeTimeLabels(): RelativeTimeLabels {
  const t = getT('notifications');
  return {
    justNow: t('time.justNow'),
    minutes: { one: t('time.minutes.one'), other: t('time.minutes.other') },
    hours: { one: t('time.hours.one'), other: t('time.hours.other') },
    days: { one: t('time.days.one'), other: t('time.days.other') },
    weeks: { one: t('time.weeks.one'), other: t('time.weeks.other') },
    months: { one: t('time.months.one'), other: t('time.months.other') },
    years: { one: t('time.years.one'), other: t('time.years.other') },
  };
}

/** The texts of {@link NotificationsPanel} (SPEC §2 and §8 texts word for word). */
export function notificationsPanelLabels(): NotificationsPanelLabels {
  const t = getT('notifications');
  return {
    list: t('panel.list'),
    loading: t('panel.loading'),
    empty: t('panel.empty'),
    error: t('panel.error'),
    retry: t('panel.retry'),
    more: t('panel.more'),
    unread: t('panel.unread'),
    time: relativeTimeLabels(),
  };
}

/** The badge's accessible-text templates ('{{count}} unread notification(s)'). */
export function unreadBadgeLabels(): PluralTemplates {
  const t = getT('notifications');
  return { one: t('badge.one'), other: t('badge.other') };
}
