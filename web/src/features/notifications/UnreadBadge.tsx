import { badgeText, unreadText } from './badge';
import type { PluralTemplates } from './relative-time';
import styles from './UnreadBadge.module.css';

export interface UnreadBadgeProps {
  /** Unread notifications; nothing is rendered at 0. */
  count: number;
  /** notifications.json `badge`: '{{count}} unread notification(s)'. */
  labels: PluralTemplates;
  /** `dot`: a small marker for tight spots (the menu button); `pill` (default): the number. */
  variant?: 'pill' | 'dot';
}

/**
 * The unread-count badge (SPEC §2 "Notifications (with unread count badge)"): the number (99+
 * above 99) in a pill, hidden at 0; screen readers get '{n} unread notifications' instead of the
 * bare number. Renders inside the control it annotates, so it becomes part of its name.
 */
export function UnreadBadge({ count, labels, variant = 'pill' }: UnreadBadgeProps) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className={variant === 'dot' ? styles.dot : styles.pill} data-unread-count={Math.floor(count)}>
      <span aria-hidden="true">{variant === 'dot' ? '' : text}</span>
      <span className="visually-hidden">{`, ${unreadText(labels, count)}`}</span>
    </span>
  );
}
