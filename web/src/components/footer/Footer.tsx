import type { ReactNode } from 'react';
import type { AccessibilityButtonLabels } from '@/components/accessibility/AccessibilityButton';
import type { NavLink } from '@/content/site';
import { getT } from '@/i18n';
import { footerHref, takeTestHref } from '@/lib/routes';
import styles from './Footer.module.css';

/** The copyright year of SPEC §2 ("Copyright line (year 2025)"). */
export const COPYRIGHT_YEAR = 2025;

/** The translated texts of the footer's accessibility button and widget (chrome.json `accessibility.*`). */
export function accessibilityLabels(): AccessibilityButtonLabels {
  const t = getT('chrome');
  return {
    button: t('accessibility.button'),
    loading: t('accessibility.loading'),
    widget: {
      title: t('accessibility.title'),
      description: t('accessibility.description'),
      close: t('accessibility.close'),
      reset: t('accessibility.reset'),
      options: {
        largeText: t('accessibility.options.largeText'),
        highContrast: t('accessibility.options.highContrast'),
        underlineLinks: t('accessibility.options.underlineLinks'),
        reduceMotion: t('accessibility.options.reduceMotion'),
      },
    },
  };
}

/**
 * `default`: the full footer. `focused`: a distraction-free page (test taking) whose footer keeps
 * only the copyright line and the accessibility button.
 */
export type FooterVariant = 'default' | 'focused';

export interface FooterProps {
  /** Links from site settings. */
  links: NavLink[];
  brandName: string;
  tagline: string | null;
  /** Declared by the page's layout (features/page-chrome); `default` unless given. */
  variant?: FooterVariant;
  /**
   * The accessibility menu button (components/accessibility/AccessibilityButton with
   * {@link accessibilityLabels}), passed in by PageChrome, which takes it from the chrome's one
   * client module (features/site-header/chrome-islands.ts, issue 25).
   */
  accessibility: ReactNode;
}

/**
 * Site footer (SPEC §2 Footer): the brand with its tagline and a "Take the test" link
 * (utm_source=footer), the links from site settings (links to tests get utm_source=footer too), the copyright line (year 2025) and the
 * accessibility menu button, whose widget loads on first click (AccessibilityButton).
 * The `focused` variant (test taking) shows only the copyright line and the accessibility button.
 * Texts come from chrome.json.
 */
export function Footer({ links, brandName, tagline, variant = 'default', accessibility }: FooterProps) {
  const t = getT('chrome');
  return (
    <footer className={styles.footer}>
      {variant === 'focused' ? null : (
        <div className={`container ${styles.inner}`}>
          <div className={styles.brand}>
            <p className={styles.name}>{brandName}</p>
            {tagline ? <p className={styles.tagline}>{tagline}</p> : null}
            <a href={takeTestHref('footer')} className="button button-secondary">
              {t('footer.takeTest')}
            </a>
          </div>
          <nav aria-label={t('footer.navigation')}>
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={link.key}>
                  <a href={footerHref(link.href)}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      )}
      <div className={`container ${styles.bottom}`}>
        <p className={styles.copyright}>{t('footer.copyright', { year: COPYRIGHT_YEAR, brand: brandName })}</p>
        {accessibility}
      </div>
    </footer>
  );
}
