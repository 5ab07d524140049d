'use client';

/**
 * Every client island of the page chrome as ONE client module (issue 25): the header's scroll frame,
 * navigation, "Your result" link, search and menu buttons and account slot, the footer's
 * accessibility button and the route memory. The server components (Header.tsx, PageChrome) take
 * them from here, so a page references one client module for its chrome instead of eight, and the
 * browser loads them in one chunk — fewer files, and gzip sees their shared code once. The dialogs
 * they open stay in chunks of their own, loaded on the first tap, focus or hover.
 * Named re-exports only ('use client' allows no `export *`); import these components from here in
 * server components, from their own files inside client code.
 */
export { AccessibilityButton } from '@/components/accessibility/AccessibilityButton';
export { SearchModal } from '@/components/search-modal/SearchModal';
export { AccountMenuSlot } from '@/features/account-menu/AccountMenuSlot';
export { RouteMemory } from '@/features/auth/RouteMemory';
export { HeaderFrame } from './HeaderFrame';
export { MobileMenu } from './MobileMenu';
export { NavList } from './NavList';
export { YourResultLink } from './YourResultLink';
