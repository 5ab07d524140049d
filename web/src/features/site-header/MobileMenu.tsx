'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { Drawer, type DrawerSecondary } from '@/components/drawer/Drawer';
import { SearchForm, type SearchFormLabels } from '@/components/search-modal/SearchForm';
import type { NavItem } from '@/content/site';
import type { AccountMenuLabels } from '@/features/account-menu/AccountMenu';
import { Avatar } from '@/features/account-menu/Avatar';
import { HubBanner, type HubBannerLabels } from '@/features/account-menu/HubBanner';
import type { HubTarget } from '@/features/account-menu/hub';
import { signOut } from '@/features/auth/session-client';
import { useSessionUser } from '@/features/auth/useSession';
import { NotificationsPanel, type NotificationsPanelLabels } from '@/features/notifications/NotificationsPanel';
import type { PluralTemplates } from '@/features/notifications/relative-time';
import { UnreadBadge } from '@/features/notifications/UnreadBadge';
import { useUnreadCount } from '@/features/notifications/useNotifications';
import { ROUTES } from '@/lib/routes';
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

/** Matches the desktop layout, where the drawer has no place (SPEC §9: lg 1024). */
const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * The menu button shown under 1024 px and the slide-in drawer it opens (SPEC §2 Mobile). The
 * drawer's primary panel holds, in SPEC order: the search field (it submits like the search
 * modal); for signed-in users "Your profile" (with the avatar), the 'From Insights to Action'
 * banner (English pages, dismissible for the current view), the Notifications button (with the
 * unread badge; it switches to the secondary panel holding the notification panel) and Settings;
 * the main navigation with the Resources submenu; "Log in" — "Log out" when signed in — and the
 * "Take the test" button. The static HTML is the visitor view; the signed-in parts appear after
 * hydration. Signed in, the menu button shows a dot while notifications are unread.
 * The drawer closes when the URL changes, on Escape, on Log out and when the window grows to the
 * desktop layout; focus then returns to the menu button.
 */
export function MobileMenu({ navigation, labels, search, takeTestHref, account }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const { user } = useSessionUser();
  const unread = useUnreadCount(user?.uid ?? null);
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

  const secondary: DrawerSecondary | undefined = user
    ? {
        label: account.account.notifications,
        badge: <UnreadBadge count={unread} labels={account.badge} />,
        title: account.account.notifications,
        backLabel: account.back,
        content: <NotificationsPanel uid={user.uid} labels={account.panel} />,
      }
    : undefined;

  const logOut = () => {
    setOpen(false);
    void signOut();
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
        {user ? <UnreadBadge count={unread} labels={account.badge} variant="dot" /> : null}
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
        {(secondarySwitch) => (
          <>
            <SearchForm labels={search} />
            {user ? (
              <Link href={ROUTES.profile} className={styles.drawerProfile}>
                <Avatar user={user} size={40} />
                <span>{account.account.profile}</span>
              </Link>
            ) : null}
            {user ? <HubBanner key={pathname} labels={account.hubBanner} target={account.hub} /> : null}
            {secondarySwitch}
            {user ? (
              <Link href={ROUTES.profileSettings} className={styles.drawerLink}>
                {account.account.settings}
              </Link>
            ) : null}
            <NavList navigation={navigation} label={labels.mainNavigation} variant="drawer" />
            <div className={styles.drawerActions}>
              {user ? (
                <button type="button" className={`${styles.login} ${styles.logOut}`} onClick={logOut}>
                  {account.account.logOut}
                </button>
              ) : (
                <Link href={ROUTES.login} className={styles.login}>
                  {labels.logIn}
                </Link>
              )}
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
