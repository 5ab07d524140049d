'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { NavItem } from '@/content/site';
import styles from './Header.module.css';

/**
 * Main navigation with a keyboard-accessible submenu (disclosure pattern) and, under 1024 px, a
 * menu button that shows the navigation as a panel. Closes on route change and on Escape.
 * @param navigation items from site settings
 * @param children the account/test actions shown after the navigation
 * @param takeTestHref the mobile panel's "Take the test" link (utm_source=mobile_aside)
 */
export function NavMenu({ navigation, children, takeTestHref }: { navigation: NavItem[]; children: ReactNode; takeTestHref: string }) {
  const [open, setOpen] = useState(false);
  const [submenu, setSubmenu] = useState<string | null>(null);
  const pathname = usePathname();
  const panelId = useId();
  const navRef = useRef<HTMLDivElement>(null);

  // Close the menu and any submenu when the URL changes (state reset during render, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
    setSubmenu(null);
  }

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setSubmenu(null);
        setOpen(false);
      }
    };
    const onClick = (event: MouseEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setSubmenu(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, []);

  return (
    <div className={styles.navWrap} ref={navRef}>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.menuIcon} aria-hidden="true" />
        <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
      </button>
      <div id={panelId} className={styles.panel} data-open={open}>
        <nav aria-label="Main">
          <ul className={styles.navList}>
            {navigation.map((item) =>
              item.children.length > 0 ? (
                <li key={item.key} className={styles.hasSubmenu}>
                  <button
                    type="button"
                    className={styles.navLink}
                    aria-expanded={submenu === item.key}
                    aria-controls={`${panelId}-${item.key}`}
                    onClick={() => setSubmenu((current) => (current === item.key ? null : item.key))}
                  >
                    {item.label}
                    <span className={styles.caret} aria-hidden="true" />
                  </button>
                  <ul id={`${panelId}-${item.key}`} className={styles.submenu} hidden={submenu !== item.key}>
                    {item.children.map((child) => (
                      <li key={child.key}>
                        <Link href={child.href} className={styles.submenuLink}>
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.key}>
                  <Link
                    href={item.href ?? '/'}
                    className={styles.navLink}
                    aria-current={item.href && pathname.startsWith(item.href) ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className={styles.actions}>{children}</div>
        <Link href={takeTestHref} className={`button ${styles.mobileCta}`}>
          Take the test
        </Link>
      </div>
    </div>
  );
}
