import Link from 'next/link';
import type { DrawerSecondary } from '@/components/drawer/Drawer';
import { SearchModal, type SearchModalLabels } from '@/components/search-modal/SearchModal';
import type { NavItem } from '@/content/site';
import { takeTestHref } from '@/features/quiz/links';
import { getT } from '@/i18n';
import { HeaderFrame } from './HeaderFrame';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { NavList } from './NavList';
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

export interface HeaderProps {
  /** Items from site settings. */
  navigation: NavItem[];
  /** Shown next to the logo and in the logo link's name ("{brand} home"). */
  brandName: string;
  /** The mobile drawer's secondary panel (notifications for signed-in users, a later issue). */
  drawerSecondary?: DrawerSecondary;
}

/**
 * Site header (SPEC §2 Header). A server component: it translates every text (chrome.json) and
 * renders the server parts, and hands them as slots to HeaderFrame, the client part that picks
 * the page's variant and handles scrolling.
 * - `default` variant: logo; main navigation (Resources submenu); a search button opening the
 *   "Looking for something?" modal; "Log in"; "Take the test" (utm_source=header). Under
 *   1024 px the navigation, Log in and the button move into the slide-in drawer behind the menu
 *   button ("Take the test" there has utm_source=mobile_aside); the search button stays.
 * - `short` variant (declared per page in page-options.ts): logo and a Support link to /faq.
 */
export function Header({ navigation, brandName, drawerSecondary }: HeaderProps) {
  const t = getT('chrome');
  const search = searchLabels();
  const mainNavigation = t('header.mainNavigation');
  return (
    <HeaderFrame
      logo={
        <Link href="/" className={styles.logo} aria-label={getT('common')('brandHome', { brand: brandName })}>
          <Logo />
          <span aria-hidden="true">{brandName}</span>
        </Link>
      }
      short={
        <Link href="/faq" className={styles.support}>
          {t('header.support')}
        </Link>
      }
      full={
        <>
          <NavList navigation={navigation} label={mainNavigation} variant="bar" />
          <div className={styles.actions}>
            <SearchModal labels={search} />
            <Link href="/login" className={`${styles.login} ${styles.desktopOnly}`}>
              {t('header.logIn')}
            </Link>
            <Link href={takeTestHref('header')} className={`button ${styles.desktopOnly}`}>
              {t('header.takeTest')}
            </Link>
            <MobileMenu
              navigation={navigation}
              search={search}
              takeTestHref={takeTestHref('mobile_aside')}
              secondary={drawerSecondary}
              labels={{
                openMenu: t('header.openMenu'),
                closeMenu: t('header.closeMenu'),
                menu: t('header.menu'),
                mainNavigation,
                logIn: t('header.logIn'),
                takeTest: t('header.takeTest'),
              }}
            />
          </div>
        </>
      }
    />
  );
}
