'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { Drawer, type DrawerSecondary } from '@/components/drawer/Drawer';
import { SearchForm, type SearchFormLabels } from '@/components/search-modal/SearchForm';
import type { NavItem } from '@/content/site';
import { NavList } from './NavList';
import styles from './Header.module.css';

/** The translated texts of the mobile menu (from chrome.json `header.*`). */
export interface MobileMenuLabels {
  openMenu: string;
  closeMenu: string;
  /** Accessible name of the drawer dialog. */
  menu: string;
  mainNavigation: string;
  logIn: string;
  takeTest: string;
}

export interface MobileMenuProps {
  navigation: NavItem[];
  labels: MobileMenuLabels;
  search: SearchFormLabels;
  /** The drawer's "Take the test" link (SPEC §2: utm_source=mobile_aside). */
  takeTestHref: string;
  /** The drawer's secondary panel (notifications for signed-in users, a later issue). */
  secondary?: DrawerSecondary;
}

/** Matches the desktop layout, where the drawer has no place (SPEC §9: lg 1024). */
const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * The menu button shown under 1024 px and the slide-in drawer it opens (SPEC §2 Mobile). The
 * drawer's primary panel holds the search field (it submits like the search modal), the main
 * navigation with the Resources submenu, the Log in link and the "Take the test" button; a
 * `secondary` panel appears only when given. The drawer closes when the URL changes, on Escape,
 * and when the window grows to the desktop layout; focus then returns to the menu button.
 */
export function MobileMenu({ navigation, labels, search, takeTestHref, secondary }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();

  // Close the drawer when the URL changes (state reset during render, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (desktop.matches) setOpen(false);
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen(true)}
      >
        <span className={styles.menuIcon} aria-hidden="true" />
        <span className="visually-hidden">{labels.openMenu}</span>
      </button>
      <Drawer
        id={drawerId}
        open={open}
        onClose={() => setOpen(false)}
        label={labels.menu}
        closeLabel={labels.closeMenu}
        returnFocusRef={buttonRef}
        secondary={secondary}
      >
        <SearchForm labels={search} />
        <NavList navigation={navigation} label={labels.mainNavigation} variant="drawer" />
        <div className={styles.drawerActions}>
          <Link href="/login" className={styles.login}>
            {labels.logIn}
          </Link>
          <Link href={takeTestHref} className="button">
            {labels.takeTest}
          </Link>
        </div>
      </Drawer>
    </>
  );
}
