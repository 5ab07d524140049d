'use client';

import { usePathname } from 'next/navigation';
import { createPortal } from 'react-dom';
import { Avatar } from '@/features/account-menu/Avatar';
import { HubBanner } from '@/features/account-menu/HubBanner';
import { HubBannerControls } from '@/features/account-menu/HubBannerControls';
import { signOut } from '@/features/auth/session-client';
import { useSessionUser } from '@/features/auth/useSession';
import { NotificationsPanel } from '@/features/notifications/NotificationsPanel';
import { UnreadBadge } from '@/features/notifications/UnreadBadge';
import { useUnreadCount } from '@/features/notifications/useNotifications';
import { ROUTES } from '@/lib/routes';
import { MobileDrawer, type MobileDrawerProps } from './MobileDrawer';
import type { SignedInDrawerParts } from './MobileMenu';
import styles from './Header.module.css';

/**
 * The mobile drawer for a visitor with a `user` cookie, loaded on demand by MobileMenu: reads the
 * session user (zod-validated cookie) and the unread count, and hands the drawer its signed-in
 * parts — "Your profile" with the avatar, the hub banner, Notifications (secondary panel with the
 * notifications panel and unread badge), Settings, "Log out", and the unread dot on the menu
 * button (portalled into the button's `dotSlot`). When the cookie turns out invalid or the user
 * signs out, it renders the visitor view.
 */
export function SignedInMobileMenu({ dotSlot, ...props }: MobileDrawerProps & { dotSlot: HTMLElement | null }) {
  const { account } = props;
  const pathname = usePathname();
  const { user } = useSessionUser();
  const unread = useUnreadCount(user?.uid ?? null);
  const signedIn: SignedInDrawerParts | undefined = user
    ? {
        dot: <UnreadBadge count={unread} labels={account.badge} variant="dot" />,
        secondary: {
          label: account.account.notifications,
          badge: <UnreadBadge count={unread} labels={account.badge} />,
          title: account.account.notifications,
          backLabel: account.back,
          content: <NotificationsPanel uid={user.uid} labels={account.panel} />,
        },
        profileLink: (
          <a href={ROUTES.profile} className={styles.drawerProfile}>
            <Avatar user={user} size={40} />
            <span>{account.account.profile}</span>
          </a>
        ),
        hubBanner: (
          <HubBanner
            key={pathname}
            labels={account.hubBanner}
            target={account.hub}
            placement="drawer"
            controls={<HubBannerControls placement="drawer" target={account.hub} />}
          />
        ),
        settingsLink: (
          <a href={ROUTES.profileSettings} className={styles.drawerLink}>
            {account.account.settings}
          </a>
        ),
        logOutLabel: account.account.logOut,
        onLogOut: () => void signOut(),
      }
    : undefined;
  return (
    <>
      <MobileDrawer {...props} signedIn={signedIn} />
      {signedIn && dotSlot ? createPortal(signedIn.dot, dotSlot) : null}
    </>
  );
}
