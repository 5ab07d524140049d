/**
 * Keyboard movement inside the account menu (WAI-ARIA menu button pattern). Pure.
 */

/**
 * The index of the menu item to focus after `key`.
 * - ArrowDown / ArrowUp: next / previous item, wrapping around;
 * - Home / End: first / last item.
 * @param key `KeyboardEvent.key`
 * @param current index of the focused item (-1 when none is focused)
 * @param count number of items (≥ 0)
 * @returns the new index, or null when the key does not move focus (or there are no items)
 */
export function menuFocusIndex(key: string, current: number, count: number): number | null {
  if (count < 1) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Which item to focus when the menu opens from its button.
 * @param key the key that opened it (`'ArrowUp'` → last item), or null for a click / Enter / Space
 * @param count number of items
 */
export function initialMenuIndex(key: string | null, count: number): number {
  return key === 'ArrowUp' ? Math.max(0, count - 1) : 0;
}
