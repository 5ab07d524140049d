import Link from 'next/link';
import type { NavItem } from '@/content/site';
import { takeTestHref } from '@/features/quiz/links';
import { Logo } from './Logo';
import { NavMenu } from './NavMenu';
import styles from './Header.module.css';

/**
 * Site header (SPEC §2): logo, main navigation (with the Resources submenu), a "Log in" link and
 * the "Take the test" button; under 1024 px the navigation folds into a menu button.
 * @param navigation items from site settings
 * @param brandName shown as the logo's accessible name
 */
export function Header({ navigation, brandName }: { navigation: NavItem[]; brandName: string }) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo} aria-label={`${brandName} home`}>
          <Logo />
          <span aria-hidden="true">{brandName}</span>
        </Link>
        <NavMenu navigation={navigation} takeTestHref={takeTestHref('mobile_aside')}>
          <Link href="/login" className={styles.login}>
            Log in
          </Link>
          <Link href={takeTestHref('header')} className="button">
            Take the test
          </Link>
        </NavMenu>
      </div>
    </header>
  );
}
