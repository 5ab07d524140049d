'use client';

import { usePathname } from 'next/navigation';

/** Scrolls the strip (never the page) so that the current entry is visible. */
function revealSideways(link: HTMLAnchorElement | null): void {
  const strip = link?.closest('nav');
  if (!link || !strip) return;
  const start = link.offsetLeft - strip.offsetLeft;
  if (start < strip.scrollLeft || start + link.offsetWidth > strip.scrollLeft + strip.clientWidth) {
    strip.scrollLeft = Math.max(0, start - 16);
  }
}

/** One entry of a SectionTabs strip. */
export interface SectionTab {
  /** A site path (`/personality-type/intj/career`) or an in-page anchor (`#strengths`). */
  href: string;
  label: string;
}

/** The strip's class names (SectionTabs.module.css), from ./SectionTabs.tsx: no class map ships (issue 25). */
export interface SectionTabsClasses {
  tabs: string;
  list: string;
  link: string;
}

/**
 * The client part of ./SectionTabs.tsx (same props, plus its `classes`): it follows the current
 * path (`usePathname`) so the current entry stays right on client-side navigation.
 */
export function SectionTabsNav({
  label,
  items,
  ordered = false,
  classes: styles,
}: {
  label: string;
  items: readonly SectionTab[];
  ordered?: boolean;
  classes: SectionTabsClasses;
}) {
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
