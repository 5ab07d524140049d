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
 *
 * The section tabs' strip (components/section-tabs/SectionTabsNav.tsx) is re-exported too, though
 * only the (reading) pages show it: Next renders app/global-not-found.tsx's client chunk on every page
 * (`experimental.globalNotFound`), and with the strip in this module every route group's chrome is the
 * same set of modules, so Turbopack makes one chrome chunk for all of them instead of a second,
 * near-identical one on the pages with tabs (+3.8 KB gzip measured, issue 25).
 */
export { AccessibilityButton } from '@/components/accessibility/AccessibilityButton';
export { SectionTabsNav } from '@/components/section-tabs/SectionTabsNav';
export { SearchModal } from '@/components/search-modal/SearchModal';
export { AccountMenuSlot } from '@/features/account-menu/AccountMenuSlot';
export { RouteMemory } from '@/features/auth/RouteMemory';
export { HeaderFrame } from './HeaderFrame';
export { MobileMenu } from './MobileMenu';
export { NavList } from './NavList';
export { YourResultLink } from './YourResultLink';
