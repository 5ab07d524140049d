'use client';

import { usePathname } from 'next/navigation';
import styles from './SectionTabs.module.css';

/** Scrolls the strip (never the page) so that the current entry is visible. */
function revealSideways(link: HTMLAnchorElement | null): void {
  const strip = link?.closest('nav');
  if (!link || !strip) return;
  const start = link.offsetLeft - strip.offsetLeft;
  if (start < strip.scrollLeft || start + link.offsetWidth > strip.scrollLeft + strip.clientWidth) {
    strip.scrollLeft = Math.max(0, start - 16);
  }
}

/** One entry of a {@link SectionTabs} strip. */
export interface SectionTab {
  /** A site path (`/personality-type/intj/career`) or an in-page anchor (`#strengths`). */
  href: string;
  label: string;
}

/**
 * A page's section navigation as a horizontal strip — the content of the header's append area
 * (SPEC §2), e.g. a type profile's sections or a theory article's reading order. A navigation
 * landmark named `label`; the entry whose path is the current page is `aria-current="page"`
 * (kept right on client-side navigation). Scrolls sideways when it does not fit; the current entry
 * is scrolled into view on load.
 * @param label the landmark's accessible name, e.g. "Mastermind profile sections"
 * @param items the entries in order
 * @param ordered an ordered list (a reading order) instead of a plain list
 */
export function SectionTabs({ label, items, ordered = false }: { label: string; items: readonly SectionTab[]; ordered?: boolean }) {
  const pathname = usePathname();
  const List = ordered ? 'ol' : 'ul';
  return (
    <nav aria-label={label} className={`container ${styles.tabs}`}>
      <List className={styles.list}>
        {items.map((item) => {
          const current = !item.href.startsWith('#') && item.href === pathname;
          return (
            <li key={item.href}>
              <a
                href={item.href}
                className={styles.link}
                aria-current={current ? 'page' : undefined}
                ref={current ? revealSideways : undefined}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
