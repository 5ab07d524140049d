'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { DrawerSecondary } from '@/components/drawer/Drawer';
import { useOnDemand } from '@/components/islands/useOnDemand';
import type { SearchFormLabels } from '@/components/search-modal/SearchForm';
import type { NavItem } from '@/content/site';
import type { AccountMenuLabels } from '@/features/account-menu/AccountMenu';
import type { HubBannerLabels } from '@/features/account-menu/HubBanner';
import type { HubTarget } from '@/features/account-menu/hub';
import { useAccountUiWanted } from '@/features/auth/useUserCookiePresent';
import type { NotificationsPanelLabels } from '@/features/notifications/NotificationsPanel';
import type { PluralTemplates } from '@/features/notifications/relative-time';
import type { HeaderClasses } from './header-classes';

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
  /** Header.module.css class names (./header-classes.ts) of the button; the drawer imports the module itself. */
  classes: HeaderClasses;
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

/** The drawer's code (dialog, search form, navigation, router use): its own chunk, loaded on intent (issue 25). */
const loadDrawer = () => import('./MobileDrawer');

const SignedInMobileMenu = lazy(() => import('./SignedInMobileMenu').then((module) => ({ default: module.SignedInMobileMenu })));

/**
 * The menu button shown under 1024 px (SPEC §2 Mobile), an island of a few hundred bytes: the
 * slide-in drawer it opens (./MobileDrawer.tsx) is imported on the button's first pointerdown,
 * focus or hover, not with the page (issue 25). A tap shows the pressed look at pointerdown
 * (`data-pressed`, set without a render: islands/useOnDemand.ts markPressed) and the import starts
 * after that frame. A click (Enter and Space included) opens at once:
 * the button turns `aria-expanded="true"` and, until the drawer's code has arrived, `aria-busy` with
 * a pressed look (`data-state="opening"`) — the visible answer to a tap within a frame — and the
 * drawer then slides in with focus inside. The static HTML is the visitor view; for a visitor with
 * a `user` cookie SignedInMobileMenu (loaded only then) adds the signed-in parts to the drawer and
 * an unread dot to this button (portalled into its slot). The drawer closes when the URL changes,
 * on Escape, on Log out and when the window grows to the desktop layout; focus then returns here.
 */
export function MobileMenu(props: MobileMenuProps) {
  const styles = props.classes;
  const wanted = useAccountUiWanted();
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const [dotSlot, setDotSlot] = useState<HTMLSpanElement | null>(null);
  const { loaded, preload, triggerProps } = useOnDemand(loadDrawer);
  const close = useCallback(() => setOpen(false), []);

  // Close the drawer when the URL changes (state reset during render, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  // Signed in: the drawer comes with the account code anyway (SignedInMobileMenu imports it).
  useEffect(() => {
    if (wanted) void preload();
  }, [wanted, preload]);

  const Drawer = loaded?.MobileDrawer;
  const drawerProps = { ...props, id: drawerId, open, onClose: close, returnFocusRef: buttonRef };
  const visitorDrawer = Drawer ? <Drawer {...drawerProps} /> : null;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        {...triggerProps({ open, controls: drawerId, onOpen: () => setOpen(true) })}
      >
        <span className={styles.menuIcon} aria-hidden="true" />
        <span className="visually-hidden">{props.labels.openMenu}</span>
        <span ref={setDotSlot} className={styles.dotSlot} />
      </button>
      {wanted ? (
        <Suspense fallback={visitorDrawer}>
          <SignedInMobileMenu {...drawerProps} dotSlot={dotSlot} />
        </Suspense>
      ) : (
        visitorDrawer
      )}
    </>
  );
}
