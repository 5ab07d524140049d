/**
 * The unread-count badge's texts (SPEC §2 "Notifications (with unread count badge)"). Pure.
 */
import { type PluralTemplates, pluralize } from './relative-time';

/** Counts above this show as `99+`. */
export const BADGE_MAX = 99;

/**
 * The number shown in the badge.
 * @param count unread notifications
 * @returns '' when there is nothing to show (0, negative, not a number: the badge is hidden),
 *   the count up to {@link BADGE_MAX}, else '99+'
 */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count < 1) return '';
  const whole = Math.floor(count);
  return whole > BADGE_MAX ? `${BADGE_MAX}+` : String(whole);
}

/**
 * The badge's accessible text, e.g. '3 unread notifications' (singular for 1, SPEC §5).
 * @param templates notifications.json `badge`
 * @param count unread notifications (≥ 1; the badge is hidden otherwise)
 */
export function unreadText(templates: PluralTemplates, count: number): string {
  return pluralize(templates, Math.floor(count));
}
