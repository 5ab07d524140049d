'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import type { NavItem } from '@/content/site';
import type { HeaderClasses } from './header-classes';

/** Whether `href` is the current section: the path itself or a path below it. */
export function isCurrentSection(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

export interface NavListProps {
  /** Items from site settings (SPEC §2: Personalities, Premium, Toolkits, Resources, Compatibility). */
  navigation: NavItem[];
  /** Accessible name of the navigation landmark ("Main"). */
  label: string;
  /** `bar`: the desktop header row (≥ 1024 px); `drawer`: the stacked list in the mobile drawer. */
  variant: 'bar' | 'drawer';
  /** Header.module.css class names (./header-classes.ts). */
  classes: HeaderClasses;
}

/**
 * The main navigation (SPEC §2 Header). Items with children (Resources → Blog, Theory) are
 * disclosure buttons (`aria-expanded`/`aria-controls`) that show their submenu; one submenu is
 * open at a time. A submenu closes on route change, on Escape (focus returns to its button) and,
 * in the bar, on a click elsewhere. The current section's link has `aria-current="page"`.
 */
export function NavList({ navigation, label, variant, classes: styles }: NavListProps) {
  const [submenu, setSubmenu] = useState<string | null>(null);
  const pathname = usePathname();
  const idPrefix = useId();
  const navRef = useRef<HTMLElement>(null);

  // Close any submenu when the URL changes (state reset during render, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setSubmenu(null);
  }

  useEffect(() => {
    if (submenu === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const nav = navRef.current;
      // In the drawer, Escape closes the whole drawer (the dialog's own cancel); in the bar it
      // closes the submenu and gives focus back to its button.
      if (variant === 'bar' && nav?.contains(document.activeElement)) {
        nav.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(`${idPrefix}-${submenu}`)}"]`)?.focus({ preventScroll: true });
      }
      setSubmenu(null);
    };
    const onClick = (event: MouseEvent) => {
      if (variant === 'bar' && navRef.current && !navRef.current.contains(event.target as Node)) setSubmenu(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [submenu, variant, idPrefix]);

  return (
    <nav ref={navRef} aria-label={label} className={variant === 'bar' ? styles.barNav : styles.drawerNav}>
      <ul className={styles.navList}>
        {navigation.map((item) =>
          item.children.length > 0 ? (
            <li key={item.key} className={styles.hasSubmenu}>
              <button
                type="button"
                className={styles.navLink}
                aria-expanded={submenu === item.key}
                aria-controls={`${idPrefix}-${item.key}`}
                onClick={() => setSubmenu((current) => (current === item.key ? null : item.key))}
              >
                {item.label}
                <span className={styles.caret} aria-hidden="true" />
              </button>
              <ul id={`${idPrefix}-${item.key}`} className={styles.submenu} hidden={submenu !== item.key}>
                {item.children.map((child) => (
                  <li key={child.key}>
                    <a
                      href={child.href}
                      className={styles.submenuLink}
                      aria-current={isCurrentSection(pathname, child.href) ? 'page' : undefined}
                    >
                      {child.label}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={item.key}>
              <a
                href={item.href ?? '/'}
                className={styles.navLink}
                aria-current={item.href && isCurrentSection(pathname, item.href) ? 'page' : undefined}
              >
                {item.label}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
