'use client';

import { type RefObject, useEffect } from 'react';
import { Drawer } from '@/components/drawer/Drawer';
import { searchFormClasses } from '@/components/search-modal/search-button-classes';
import { SearchForm } from '@/components/search-modal/SearchForm';
import { ROUTES } from '@/lib/routes';
import type { MobileMenuProps, SignedInDrawerParts } from './MobileMenu';
import { NavList } from './NavList';
import { YourResultLink } from './YourResultLink';
import styles from './Header.module.css';

/** Matches the desktop layout, where the drawer has no place (SPEC §9: lg 1024). */
const DESKTOP_QUERY = '(min-width: 1024px)';

/** What the menu button (./MobileMenu.tsx) hands the drawer it opens. */
export interface MobileDrawerProps extends MobileMenuProps {
  /** Id of the dialog (the menu button's `aria-controls`). */
  id: string;
  open: boolean;
  /** Called when the drawer closes itself (Escape, close button, backdrop, Log out, desktop width). */
  onClose: () => void;
  /** Focus goes back here on close (the menu button). */
  returnFocusRef: RefObject<HTMLElement | null>;
  /** The signed-in parts (SignedInMobileMenu); absent: the visitor view. */
  signedIn?: SignedInDrawerParts;
}

/**
 * The slide-in drawer of the mobile menu (SPEC §2 Mobile), loaded on demand by the menu button
 * (./MobileMenu.tsx; issue 25) — keep it out of any static import graph. Its primary panel holds,
 * in SPEC order: the search field (it submits like the search modal); for signed-in users "Your
 * profile" (with the avatar), the 'From Insights to Action' banner (English pages, dismissible for
 * the current view), the Notifications button (with the unread badge; it switches to the secondary
 * panel holding the notification panel) and Settings; the main navigation with the Resources
 * submenu; "Log in" — "Log out" when signed in — "Your result" while a free-test result is stored
 * in this browser, and the "Take the test" button. It closes on Escape, on Log out and when the
 * window grows to the desktop layout; focus then returns to the menu button (the button closes it
 * on a URL change).
 */
export function MobileDrawer({ id, open, onClose, returnFocusRef, navigation, labels, search, takeTestHref, signedIn }: MobileDrawerProps) {
  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (desktop.matches) onClose();
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open, onClose]);

  const logOut = () => {
    onClose();
    signedIn?.onLogOut();
  };

  return (
    <Drawer
      id={id}
      open={open}
      onClose={onClose}
      label={labels.menu}
      closeLabel={labels.closeMenu}
      returnFocusRef={returnFocusRef}
      secondary={signedIn?.secondary}
    >
      {(secondarySwitch) => (
        <>
          <SearchForm labels={search} classes={searchFormClasses()} searchRoot={ROUTES.search} />
          {signedIn?.profileLink}
          {signedIn?.hubBanner}
          {secondarySwitch}
          {signedIn?.settingsLink}
          <NavList navigation={navigation} label={labels.mainNavigation} variant="drawer" classes={styles} />
          <div className={styles.drawerActions}>
            {signedIn ? (
              <button type="button" className={`${styles.login} ${styles.logOut}`} onClick={logOut}>
                {signedIn.logOutLabel}
              </button>
            ) : (
              <a href={ROUTES.login} className={styles.login}>
                {labels.logIn}
              </a>
            )}
            <YourResultLink label={labels.yourResult} href={ROUTES.freeTestResult} className={styles.login} classes={styles} />
            <a href={takeTestHref} className="button">
              {labels.takeTest}
            </a>
          </div>
        </>
      )}
    </Drawer>
  );
}
