'use client';

import { usePathname } from 'next/navigation';
import {
  type FocusEvent as ReactFocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { signOut } from '@/features/auth/session-client';
import { useSessionUser } from '@/features/auth/useSession';
import type { SessionUser } from '@/lib/session-user';
import { NotificationsPanel, type NotificationsPanelLabels } from '@/features/notifications/NotificationsPanel';
import type { PluralTemplates } from '@/features/notifications/relative-time';
import { UnreadBadge } from '@/features/notifications/UnreadBadge';
import { useUnreadCount } from '@/features/notifications/useNotifications';
import { ROUTES } from '@/lib/routes';
import { Avatar } from './Avatar';
import { initialMenuIndex, menuFocusIndex } from './menu-keys';
import styles from './AccountMenu.module.css';

/** The translated texts of the account menu (chrome.json `account.*`). */
export interface AccountMenuLabels {
  /** Accessible name of the avatar button: 'Account menu'. */
  button: string;
  /** Accessible name of the menu: 'Account'. */
  menu: string;
  profile: string;
  notifications: string;
  settings: string;
  contact: string;
  logOut: string;
  /** The button that goes from the notifications panel back to the menu. */
  back: string;
}

export interface AccountMenuProps {
  /** What visitors see (the server-rendered "Log in" link); also the static HTML. */
  visitor: ReactNode;
  labels: AccountMenuLabels;
  panel: NotificationsPanelLabels;
  /** notifications.json `badge` templates. */
  badge: PluralTemplates;
  /** Class of the wrapper (e.g. desktop-only). */
  className?: string;
}

/**
 * The header's account area (SPEC §2 Header). The static HTML is the visitor view (`visitor`:
 * "Log in"); after hydration, when the `user` cookie names a signed-in user, an avatar button
 * replaces it. After signing out here, focus moves to the "Log in" link that comes back.
 */
export function AccountMenu({ visitor, labels, panel, badge, className }: AccountMenuProps) {
  const { user } = useSessionUser();
  const wrapperRef = useRef<HTMLDivElement>(null);
  /** Set when "Log out" is chosen here: the "Log in" link gets focus once the user is gone. */
  const focusVisitor = useRef(false);

  useEffect(() => {
    if (!focusVisitor.current || user) return;
    focusVisitor.current = false;
    wrapperRef.current?.querySelector<HTMLElement>('a[href], button')?.focus({ preventScroll: true });
  }, [user]);

  return (
    <div ref={wrapperRef} className={className}>
      {user ? (
        <AccountDropdown user={user} labels={labels} panel={panel} badge={badge} onSigningOut={() => (focusVisitor.current = true)} />
      ) : (
        visitor
      )}
    </div>
  );
}

type View = 'menu' | 'notifications';

/** Your profile, Notifications, Settings, Contact us, Log out. */
const MENU_ITEM_COUNT = 5;
/** Index of the Notifications item (focus goes back to it from the panel). */
const NOTIFICATIONS_ITEM = 1;

interface AccountDropdownProps {
  user: SessionUser;
  labels: AccountMenuLabels;
  panel: NotificationsPanelLabels;
  badge: PluralTemplates;
  /** Called when "Log out" is chosen, before signing out. */
  onSigningOut: () => void;
}

/**
 * The dropdown's state and handlers (see {@link AccountDropdown} for the behaviour): open/closed,
 * the menu or the notifications view, focus on opening and on switching views, closing on a route
 * change, an outside pointerdown, focus leaving or Escape, and Log out.
 * @param onSigningOut called when Log out is chosen, before the sign-out call
 */
function useAccountDropdown(onSigningOut: () => void) {
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>('menu');
  const pathname = usePathname();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  /** Which item to focus once the menu is rendered (null: leave focus alone). */
  const pendingFocus = useRef<number | null>(null);

  // Close on route change (state reset during render, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
    setView('menu');
  }

  const items = () => menuItems(menuRef.current);
  useFocusOnView(open, view, pendingFocus, menuRef, backRef);

  useCloseOnPointerOutside(open, rootRef, () => {
    setOpen(false);
    setView('menu');
  });

  function openMenu(key: string | null) {
    pendingFocus.current = initialMenuIndex(key, MENU_ITEM_COUNT);
    setView('menu');
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    setView('menu');
    pendingFocus.current = null;
    if (returnFocus) buttonRef.current?.focus({ preventScroll: true });
  }

  const onButtonKeyDown = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key);
    }
  };

  const onMenuKeyDown = (event: ReactKeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Tab') {
      close(false);
      return;
    }
    const list = items();
    const next = menuFocusIndex(event.key, list.indexOf(document.activeElement as HTMLElement), list.length);
    if (next === null) return;
    event.preventDefault();
    list[next]?.focus({ preventScroll: true });
  };

  const onPopupKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    close(true);
  };

  const onRootBlur = (event: ReactFocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !rootRef.current?.contains(next)) close(false);
  };

  const showNotifications = () => setView('notifications');
  const showMenu = () => {
    pendingFocus.current = NOTIFICATIONS_ITEM;
    setView('menu');
  };

  const { signingOut, logOut } = useLogOut(() => {
    close(false);
    onSigningOut();
  });

  return {
    open,
    view,
    signingOut,
    refs: { rootRef, buttonRef, menuRef, backRef },
    openMenu,
    close,
    onButtonKeyDown,
    onMenuKeyDown,
    onPopupKeyDown,
    onRootBlur,
    showNotifications,
    showMenu,
    logOut,
  };
}

/**
 * The avatar button and its dropdown (WAI-ARIA menu button pattern; SPEC §2 "an avatar dropdown
 * with Your profile, Notifications (with unread count badge), Settings, Contact us, Log out").
 * - The button has `aria-haspopup="menu"`, `aria-expanded`, `aria-controls`; click, Enter, Space
 *   or ArrowDown open the menu on its first item, ArrowUp on its last.
 * - In the menu, ArrowUp/ArrowDown move (wrapping), Home/End jump; Tab leaves and closes it.
 * - Escape closes the dropdown from anywhere inside and returns focus to the button; a click
 *   outside, focus leaving it, or a route change close it too.
 * - "Notifications" (with the unread badge) turns the dropdown into the notifications panel,
 *   with a Back button to the menu; "Log out" signs out (SPEC §4) and stays on the page (the
 *   session guard leaves pages that need a session).
 * - The unread count is fetched once after the user is known; the badge is hidden at 0.
 */
function AccountDropdown({ user, labels, panel, badge, onSigningOut }: AccountDropdownProps) {
  const unread = useUnreadCount(user.uid);
  const popupId = useId();
  const dropdown = useAccountDropdown(onSigningOut);
  const { open, view, close } = dropdown;
  const { rootRef, buttonRef, menuRef, backRef } = dropdown.refs;

  return (
    <div ref={rootRef} className={styles.root} onBlur={dropdown.onRootBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => (open ? close(false) : dropdown.openMenu(null))}
        onKeyDown={dropdown.onButtonKeyDown}
      >
        <Avatar user={user} size={40} />
        <span className="visually-hidden">{labels.button}</span>
        <span className={styles.buttonBadge}>
          <UnreadBadge count={unread} labels={badge} />
        </span>
      </button>
      <div id={popupId} className={styles.popup} hidden={!open} onKeyDown={dropdown.onPopupKeyDown}>
        {open && view === 'menu' ? (
          <AccountMenuList
            listRef={menuRef}
            labels={labels}
            unread={unread}
            badge={badge}
            signingOut={dropdown.signingOut}
            onKeyDown={dropdown.onMenuKeyDown}
            onNavigate={() => close(false)}
            onNotifications={dropdown.showNotifications}
            onLogOut={() => void dropdown.logOut()}
          />
        ) : null}
        {open && view === 'notifications' ? (
          <NotificationsView
            backRef={backRef}
            uid={user.uid}
            labels={labels}
            panel={panel}
            onBack={dropdown.showMenu}
            onNavigate={() => close(false)}
          />
        ) : null}
      </div>
    </div>
  );
}

/**
 * Closes an open popup when a pointer goes down outside `root` (not on it or inside it).
 * @param onOutside called for such a pointerdown while `open`
 */
function useCloseOnPointerOutside(open: boolean, root: RefObject<HTMLElement | null>, onOutside: () => void): void {
  const latest = useRef(onOutside);
  useEffect(() => {
    latest.current = onOutside;
  });
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) latest.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, root]);
}

/** The menu of the dropdown: Profile, Notifications (with the unread badge), Settings, Contact, Log out. */
function AccountMenuList({
  listRef,
  labels,
  unread,
  badge,
  signingOut,
  onKeyDown,
  onNavigate,
  onNotifications,
  onLogOut,
}: {
  listRef: RefObject<HTMLUListElement | null>;
  labels: AccountMenuLabels;
  unread: number;
  badge: PluralTemplates;
  signingOut: boolean;
  onKeyDown: (event: ReactKeyboardEvent<HTMLUListElement>) => void;
  /** A link was followed (closes the dropdown). */
  onNavigate: () => void;
  onNotifications: () => void;
  onLogOut: () => void;
}) {
  const link = (href: string, label: string) => (
    <li role="none">
      <a role="menuitem" tabIndex={-1} href={href} className={styles.item} onClick={onNavigate}>
        {label}
      </a>
    </li>
  );
  return (
    <ul ref={listRef} role="menu" aria-label={labels.menu} className={styles.menu} onKeyDown={onKeyDown}>
      {link(ROUTES.profile, labels.profile)}
      <li role="none">
        <button role="menuitem" tabIndex={-1} type="button" className={styles.item} onClick={onNotifications}>
          <span>{labels.notifications}</span>
          <UnreadBadge count={unread} labels={badge} />
        </button>
      </li>
      {link(ROUTES.profileSettings, labels.settings)}
      {link(ROUTES.contact, labels.contact)}
      <li role="none" className={styles.separated}>
        <button role="menuitem" tabIndex={-1} type="button" className={styles.item} aria-disabled={signingOut} onClick={onLogOut}>
          {labels.logOut}
        </button>
      </li>
    </ul>
  );
}

/** The dropdown's notifications view: a Back button to the menu, the heading and the panel. */
function NotificationsView({
  backRef,
  uid,
  labels,
  panel,
  onBack,
  onNavigate,
}: {
  backRef: RefObject<HTMLButtonElement | null>;
  uid: string;
  labels: AccountMenuLabels;
  panel: NotificationsPanelLabels;
  onBack: () => void;
  onNavigate: () => void;
}) {
  const headingId = useId();
  return (
    <section className={styles.notifications} aria-labelledby={headingId}>
      <div className={styles.notificationsHead}>
        <button ref={backRef} type="button" className={styles.back} onClick={onBack}>
          <span className={styles.backIcon} aria-hidden="true" />
          {labels.back}
        </button>
        <h2 id={headingId} className={styles.heading}>
          {labels.notifications}
        </h2>
      </div>
      <NotificationsPanel uid={uid} labels={panel} onNavigate={onNavigate} />
    </section>
  );
}

/** The menu's items, in order (none while the menu is not rendered). */
function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}

/**
 * Focus after the dropdown renders a view: the menu item asked for (`pendingFocus`, then cleared),
 * or the Back button of the notifications view.
 */
function useFocusOnView(
  open: boolean,
  view: View,
  pendingFocusRef: RefObject<number | null>,
  menuRef: RefObject<HTMLUListElement | null>,
  backRef: RefObject<HTMLButtonElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    if (view === 'menu' && pendingFocusRef.current !== null) {
      menuItems(menuRef.current)[pendingFocusRef.current]?.focus({ preventScroll: true });
      pendingFocusRef.current = null;
    } else if (view === 'notifications') {
      backRef.current?.focus({ preventScroll: true });
    }
  }, [open, view, pendingFocusRef, menuRef, backRef]);
}

/**
 * Log out (SPEC §4): once at a time; `before` runs first (closing the dropdown), then the sign-out call.
 * @returns `signingOut` while the call runs, and `logOut()`
 */
function useLogOut(before: () => void): { signingOut: boolean; logOut: () => Promise<void> } {
  const [signingOut, setSigningOut] = useState(false);
  const logOut = async () => {
    if (signingOut) return;
    setSigningOut(true);
    before();
    try {
      await signOut();
    } finally {
      setSigningOut(false);
    }
  };
  return { signingOut, logOut };
}
