import Link from 'next/link';
import type { NavLink } from '@/content/site';
import { takeTestHref } from '@/features/quiz/links';
import styles from './Footer.module.css';

/** The copyright year of SPEC §2 ("Copyright line (year 2025)"). */
export const COPYRIGHT_YEAR = 2025;

/**
 * Site footer (SPEC §2): links from site settings, a "Take the test" link (utm_source=footer) and
 * the copyright line.
 */
export function Footer({ links, brandName, tagline }: { links: NavLink[]; brandName: string; tagline: string | null }) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.brand}>
          <p className={styles.name}>{brandName}</p>
          {tagline ? <p className={styles.tagline}>{tagline}</p> : null}
          <Link href={takeTestHref('footer')} className="button button-secondary">
            Take the test
          </Link>
        </div>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.key}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container">
        <p className={styles.copyright}>
          © {COPYRIGHT_YEAR} {brandName}. Personality types describe tendencies, not limits.
        </p>
      </div>
    </footer>
  );
}
