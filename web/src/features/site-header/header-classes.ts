/**
 * The header's CSS module class names that its client islands use (HeaderFrame, NavList,
 * MobileMenu, YourResultLink), handed to them as a prop by the server components (Header.tsx) and
 * by the lazily loaded drawer (MobileDrawer.tsx), so the module's class map (every class of
 * Header.module.css) stays out of the page's first-load JavaScript (issue 25).
 */
import styles from './Header.module.css';

/** Class names by the module's class (a CSS module's map, e.g. `classes.navLink`). */
export type HeaderClasses = Readonly<Record<string, string>>;

/** The classes of Header.module.css the islands use. */
export function headerClasses(): HeaderClasses {
  const keys = [
    'header',
    'filled',
    'hidden',
    'bar',
    'append',
    'barNav',
    'drawerNav',
    'navList',
    'hasSubmenu',
    'navLink',
    'caret',
    'submenu',
    'submenuLink',
    'menuButton',
    'menuIcon',
    'dotSlot',
    'resultFull',
    'resultShort',
  ] as const;
  return Object.fromEntries(keys.map((key) => [key, styles[key] ?? '']));
}
