'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import {
  type FocusEvent as ReactFocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
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
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>('menu');
  const [signingOut, setSigningOut] = useState(false);
  const unread = useUnreadCount(user.uid);
  const pathname = usePathname();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  /** Which item to focus once the menu is rendered (null: leave focus alone). */
  const pendingFocus = useRef<number | null>(null);
  const popupId = useId();
  const headingId = useId();

  // Close on route change (state reset during render, not in an effect).
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
    setView('menu');
  }

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    if (view === 'menu' && pendingFocus.current !== null) {
      items()[pendingFocus.current]?.focus({ preventScroll: true });
      pendingFocus.current = null;
    } else if (view === 'notifications') {
      backRef.current?.focus({ preventScroll: true });
    }
  }, [open, view]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      setOpen(false);
      setView('menu');
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

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

  const logOut = async () => {
    if (signingOut) return;
    setSigningOut(true);
    close(false);
    onSigningOut();
    try {
      await signOut();
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <div ref={rootRef} className={styles.root} onBlur={onRootBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => (open ? close(false) : openMenu(null))}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar user={user} size={40} />
        <span className="visually-hidden">{labels.button}</span>
        <span className={styles.buttonBadge}>
          <UnreadBadge count={unread} labels={badge} />
        </span>
      </button>
      <div id={popupId} className={styles.popup} hidden={!open} onKeyDown={onPopupKeyDown}>
        {open && view === 'menu' ? (
          <ul ref={menuRef} role="menu" aria-label={labels.menu} className={styles.menu} onKeyDown={onMenuKeyDown}>
            <li role="none">
              <Link role="menuitem" tabIndex={-1} href={ROUTES.profile} className={styles.item} onClick={() => close(false)}>
                {labels.profile}
              </Link>
            </li>
            <li role="none">
              <button role="menuitem" tabIndex={-1} type="button" className={styles.item} onClick={showNotifications}>
                <span>{labels.notifications}</span>
                <UnreadBadge count={unread} labels={badge} />
              </button>
            </li>
            <li role="none">
              <Link role="menuitem" tabIndex={-1} href={ROUTES.profileSettings} className={styles.item} onClick={() => close(false)}>
                {labels.settings}
              </Link>
            </li>
            <li role="none">
              <Link role="menuitem" tabIndex={-1} href={ROUTES.contact} className={styles.item} onClick={() => close(false)}>
                {labels.contact}
              </Link>
            </li>
            <li role="none" className={styles.separated}>
              <button
                role="menuitem"
                tabIndex={-1}
                type="button"
                className={styles.item}
                aria-disabled={signingOut}
                onClick={() => void logOut()}
              >
                {labels.logOut}
              </button>
            </li>
          </ul>
        ) : null}
        {open && view === 'notifications' ? (
          <section className={styles.notifications} aria-labelledby={headingId}>
            <div className={styles.notificationsHead}>
              <button ref={backRef} type="button" className={styles.back} onClick={showMenu}>
                <span className={styles.backIcon} aria-hidden="true" />
                {labels.back}
              </button>
              <h2 id={headingId} className={styles.heading}>
                {labels.notifications}
              </h2>
            </div>
            <NotificationsPanel uid={user.uid} labels={panel} onNavigate={() => close(false)} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
