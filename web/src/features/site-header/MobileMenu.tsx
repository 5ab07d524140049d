'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Drawer, type DrawerSecondary } from '@/components/drawer/Drawer';
import { SearchForm, type SearchFormLabels } from '@/components/search-modal/SearchForm';
import type { NavItem } from '@/content/site';
import type { AccountMenuLabels } from '@/features/account-menu/AccountMenu';
import type { HubBannerLabels } from '@/features/account-menu/HubBanner';
import type { HubTarget } from '@/features/account-menu/hub';
import { useAccountUiWanted } from '@/features/auth/useUserCookiePresent';
import type { NotificationsPanelLabels } from '@/features/notifications/NotificationsPanel';
import type { PluralTemplates } from '@/features/notifications/relative-time';
import { ROUTES } from '@/lib/routes';
import { NavList } from './NavList';
import { YourResultLink } from './YourResultLink';
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
  /** The link back to a stored free-test result (issue 24 §5). */
  yourResult: string;
}

/** The texts of the signed-in parts of the drawer. */
export interface MobileAccountLabels {
  /** Your profile, Notifications, Settings, Log out (chrome.json `account.*`). */
  account: AccountMenuLabels;
  panel: NotificationsPanelLabels;
  /** notifications.json `badge` templates. */
  badge: PluralTemplates;
  /** The secondary panel's back button. */
  back: string;
  hubBanner: HubBannerLabels;
  /** Where the banner leads (SPEC §9). */
  hub: HubTarget;
}

export interface MobileMenuProps {
  navigation: NavItem[];
  labels: MobileMenuLabels;
  search: SearchFormLabels;
  /** The drawer's "Take the test" link (SPEC §2: utm_source=mobile_aside). */
  takeTestHref: string;
  account: MobileAccountLabels;
}

/**
 * The signed-in parts of the drawer, built by SignedInMobileMenu (loaded only when a `user` cookie
 * exists) from the session user and the unread count.
 */
export interface SignedInDrawerParts {
  /** The unread dot on the menu button. */
  dot: ReactNode;
  /** The Notifications entry and its panel. */
  secondary: DrawerSecondary;
  /** "Your profile" with the avatar. */
  profileLink: ReactNode;
  /** The 'From Insights to Action' banner. */
  hubBanner: ReactNode;
  /** "Settings". */
  settingsLink: ReactNode;
  logOutLabel: string;
  /** Signs out (the drawer closes first). */
  onLogOut: () => void;
}

const SignedInMobileMenu = lazy(() => import('./SignedInMobileMenu').then((module) => ({ default: module.SignedInMobileMenu })));

/** Matches the desktop layout, where the drawer has no place (SPEC §9: lg 1024). */
const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * The menu button shown under 1024 px and the slide-in drawer it opens (SPEC §2 Mobile). The
 * drawer's primary panel holds, in SPEC order: the search field (it submits like the search
 * modal); for signed-in users "Your profile" (with the avatar), the 'From Insights to Action'
 * banner (English pages, dismissible for the current view), the Notifications button (with the
 * unread badge; it switches to the secondary panel holding the notification panel) and Settings;
 * the main navigation with the Resources submenu; "Log in" — "Log out" when signed in — "Your
 * result" while a free-test result is stored in this browser, and the "Take the test" button. The static HTML is the visitor view; the signed-in parts appear after
 * hydration, from SignedInMobileMenu, which only a visitor with a `user` cookie downloads. Signed in, the menu button shows a dot while notifications are unread.
 * The drawer closes when the URL changes, on Escape, on Log out and when the window grows to the
 * desktop layout; focus then returns to the menu button.
 */
export function MobileMenu(props: MobileMenuProps) {
  const wanted = useAccountUiWanted();
  const visitor = <MobileMenuView {...props} />;
  if (!wanted) return visitor;
  return (
    <Suspense fallback={visitor}>
      <SignedInMobileMenu {...props} />
    </Suspense>
  );
}

/**
 * The menu button and drawer; `signedIn` adds the signed-in parts (absent: the visitor view).
 * @param props the menu's props and, when signed in, the parts SignedInMobileMenu builds
 */
export function MobileMenuView({ navigation, labels, search, takeTestHref, signedIn }: MobileMenuProps & { signedIn?: SignedInDrawerParts }) {
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

  const logOut = () => {
    setOpen(false);
    signedIn?.onLogOut();
  };

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
        {signedIn?.dot}
      </button>
      <Drawer
        id={drawerId}
        open={open}
        onClose={() => setOpen(false)}
        label={labels.menu}
        closeLabel={labels.closeMenu}
        returnFocusRef={buttonRef}
        secondary={signedIn?.secondary}
      >
        {(secondarySwitch) => (
          <>
            <SearchForm labels={search} />
            {signedIn?.profileLink}
            {signedIn?.hubBanner}
            {secondarySwitch}
            {signedIn?.settingsLink}
            <NavList navigation={navigation} label={labels.mainNavigation} variant="drawer" />
            <div className={styles.drawerActions}>
              {signedIn ? (
                <button type="button" className={`${styles.login} ${styles.logOut}`} onClick={logOut}>
                  {signedIn.logOutLabel}
                </button>
              ) : (
                <Link href={ROUTES.login} className={styles.login}>
                  {labels.logIn}
                </Link>
              )}
              <YourResultLink label={labels.yourResult} className={styles.login} />
              <Link href={takeTestHref} className="button">
                {labels.takeTest}
              </Link>
            </div>
          </>
        )}
      </Drawer>
    </>
  );
}
