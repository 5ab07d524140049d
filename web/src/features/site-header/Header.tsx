import type { ReactNode } from 'react';
import type { SearchModalLabels } from '@/components/search-modal/SearchModal';
import { searchButtonClasses } from '@/components/search-modal/search-button-classes';
import type { NavItem } from '@/content/site';
import type { AccountMenuLabels } from '@/features/account-menu/AccountMenu';
import { hubBannerLabels, siteHubTarget } from '@/features/account-menu/hub-banner-page';
import { notificationsPanelLabels, unreadBadgeLabels } from '@/features/notifications/labels';
import { ROUTES, takeTestHref } from '@/lib/routes';
import { getT } from '@/i18n';
import { AccountMenuSlot, HeaderFrame, MobileMenu, NavList, SearchModal, YourResultLink } from './chrome-islands';
import type { HeaderVariant } from './HeaderFrame';
import { headerClasses } from './header-classes';
import { Logo } from './Logo';
import styles from './Header.module.css';

/** The translated texts of the search modal and the drawer's search field. */
function searchLabels(): SearchModalLabels {
  const t = getT('chrome');
  return {
    open: t('search.open'),
    title: t('search.title'),
    close: t('search.close'),
    field: t('search.field'),
    placeholder: t('search.placeholder'),
    submit: t('search.submit'),
    loading: t('search.loading'),
    empty: t('search.empty'),
  };
}

/** The translated texts of the account menu and the drawer's signed-in links (chrome.json `account.*`). */
function accountLabels(): AccountMenuLabels {
  const t = getT('chrome');
  return {
    button: t('account.button'),
    menu: t('account.menu'),
    profile: t('account.profile'),
    notifications: t('account.notifications'),
    settings: t('account.settings'),
    contact: t('account.contact'),
    logOut: t('account.logOut'),
    back: t('account.back'),
  };
}

export interface HeaderProps {
  /** Items from site settings. */
  navigation: NavItem[];
  /** Shown next to the logo and in the logo link's name ("{brand} home"). */
  brandName: string;
  /** `default` (the full header) or `short` (logo and Support), declared by the page's layout. */
  variant?: HeaderVariant;
  /**
   * The page's append area, docked under the bar (e.g. a profile's section tabs). A header with an
   * append area hides on scroll down and reappears on scroll up (SPEC §2).
   */
  append?: ReactNode;
}

/**
 * Site header (SPEC §2 Header). A server component: it translates every text (chrome.json) and
 * renders the server parts, and hands them as slots to HeaderFrame, the client part that picks
 * the page's variant and handles scrolling.
 * - `default` variant: logo; main navigation (Resources submenu); a search button opening the
 *   "Looking for something?" modal, preceded by "Your result" while this browser holds a
 *   free-test result (YourResultLink, issue 24 §5; its own item before the actions, so they never
 *   move); "Log in"; "Take the test" (utm_source=header). Under
 *   1024 px the navigation, Log in and the button move into the slide-in drawer behind the menu
 *   button ("Take the test" there has utm_source=mobile_aside); the search button stays.
 * - Signed in (known after hydration; the static HTML is the visitor view): the avatar dropdown
 *   (AccountMenu) replaces "Log in", and the drawer gets the profile links, the notifications
 *   panel and "Log out" (MobileMenu).
 * - `short` variant: logo and a Support link to /faq.
 * The variant and the append area are declared by the page's layout (features/page-chrome).
 */
export function Header({ navigation, brandName, variant = 'default', append }: HeaderProps) {
  const t = getT('chrome');
  const search = searchLabels();
  const mainNavigation = t('header.mainNavigation');
  const account = accountLabels();
  const panel = notificationsPanelLabels();
  const badge = unreadBadgeLabels();
  const classes = headerClasses();
  return (
    <HeaderFrame
      classes={classes}
      variant={variant}
      append={append}
      logo={
        <a href={ROUTES.home} className={styles.logo} aria-label={getT('common')('brandHome', { brand: brandName })}>
          <Logo />
          <span aria-hidden="true">{brandName}</span>
        </a>
      }
      short={
        <a href={ROUTES.faq} className={styles.support}>
          {t('header.support')}
        </a>
      }
      full={
        <>
          <NavList navigation={navigation} label={mainNavigation} variant="bar" classes={classes} />
          <YourResultLink
            label={t('header.yourResult')}
            href={ROUTES.freeTestResult}
            className={`${styles.login} ${styles.barResult}`}
            classes={classes}
          />
          <div className={styles.actions}>
            <SearchModal labels={search} classes={searchButtonClasses()} />
            <AccountMenuSlot
              className={styles.desktopOnly}
              visitor={
                <a href={ROUTES.login} className={styles.login}>
                  {t('header.logIn')}
                </a>
              }
              labels={account}
              panel={panel}
              badge={badge}
            />
            <a href={takeTestHref('header')} className={`button ${styles.desktopOnly}`}>
              {t('header.takeTest')}
            </a>
            <MobileMenu
              classes={classes}
              navigation={navigation}
              search={search}
              takeTestHref={takeTestHref('mobile_aside')}
              account={{
                account,
                panel,
                badge,
                back: getT('notifications')('panel.back'),
                hubBanner: hubBannerLabels(),
                hub: siteHubTarget(),
              }}
              labels={{
                openMenu: t('header.openMenu'),
                closeMenu: t('header.closeMenu'),
                menu: t('header.menu'),
                mainNavigation,
                logIn: t('header.logIn'),
                takeTest: t('header.takeTest'),
                yourResult: t('header.yourResult'),
              }}
            />
          </div>
        </>
      }
    />
  );
}
