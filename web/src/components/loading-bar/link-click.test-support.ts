import type { LinkClick } from './route-change';

/**
 * A plain primary-button click on a link to `/personality-types` (no modifier keys, no target, no
 * download), with `overrides` — the LinkClick fixture of route-change.test.ts and
 * link-navigation.test.ts. Test support only.
 */
export function linkClick(overrides: Partial<LinkClick> = {}): LinkClick {
  return {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    target: '',
    download: false,
    href: '/personality-types',
    ...overrides,
  };
}
