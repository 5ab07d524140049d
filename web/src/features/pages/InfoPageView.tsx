import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { PortableTextBody } from '@/content/PortableTextBody';
import type { LoadedInfoPage } from './info-page';
import styles from './InfoPage.module.css';

/**
 * An informational page (SPEC §2: about-us, contact, testimonials, terms-conditions, privacy,
 * faq): breadcrumbs (Home / title, with BreadcrumbList JSON-LD), the title as h1, the intro as
 * lead, the Portable Text body, then page-specific content (`children`: testimonials, FAQ).
 * @param page the loaded page document (see info-page.ts)
 * @param children rendered after the body
 */
export function InfoPageView({ page, children }: { page: LoadedInfoPage; children?: ReactNode }) {
  return (
    <article className={`container ${styles.page}`}>
      <Breadcrumbs crumbs={[{ name: page.title, path: page.path }]} />
      <header className={styles.head}>
        <h1 className={styles.title}>{page.title}</h1>
        {page.intro ? <p className={styles.lead}>{page.intro}</p> : null}
      </header>
      <PortableTextBody value={page.body} className={styles.body} />
      {children}
    </article>
  );
}
