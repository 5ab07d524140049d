import { type SectionTab, SectionTabsNav } from './SectionTabsNav';
import styles from './SectionTabs.module.css';

export type { SectionTab };

/**
 * A page's section navigation as a horizontal strip — the content of the header's append area
 * (SPEC §2), e.g. a type profile's sections or a theory article's reading order. A navigation
 * landmark named `label`; the entry whose path is the current page is `aria-current="page"`
 * (kept right on client-side navigation). Scrolls sideways when it does not fit; the current entry
 * is scrolled into view on load. A server component: its class names go to the client part
 * (./SectionTabsNav.tsx) as a prop, so the CSS module's class map stays off the first load (issue 25).
 * @param label the landmark's accessible name, e.g. "Mastermind profile sections"
 * @param items the entries in order
 * @param ordered an ordered list (a reading order) instead of a plain list
 */
export function SectionTabs({ label, items, ordered = false }: { label: string; items: readonly SectionTab[]; ordered?: boolean }) {
  return (
    <SectionTabsNav
      label={label}
      items={items}
      ordered={ordered}
      classes={{ tabs: styles.tabs ?? '', list: styles.list ?? '', link: styles.link ?? '' }}
    />
  );
}
