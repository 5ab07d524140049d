import type { Metadata } from 'next';
import { NotFoundScreen, notFoundMetadata } from '@/components/error-screen/NotFoundScreen';
import { PageChrome } from '@/features/page-chrome/PageChrome';
import { brandSuffixedTitle, SiteDocument, siteMetadata, siteViewport } from '@/features/page-chrome/SiteDocument';
import { getT } from '@/i18n';
import '@/styles/globals.css';
import '@/components/accessibility/accessibility.css';

/** The site-wide metadata with the 404's own branded title and noindex. */
export async function generateMetadata(): Promise<Metadata> {
  return {
    ...(await siteMetadata()),
    ...notFoundMetadata(),
    title: await brandSuffixedTitle(getT('notfound')('metaTitle')),
  };
}

export const viewport = siteViewport;

/**
 * The 404 page of unknown paths (status 404; `experimental.globalNotFound` in next.config.ts): Next
 * renders it INSTEAD of the root layout, so it brings the whole document (SiteDocument) and the
 * default chrome. It used to be app/not-found.tsx inside the root layout, whose element the layout
 * router then carried in every page's flight data (~9 KB raw each, issue 25). `notFound()` inside a
 * group renders the group's own not-found.tsx.
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <PageChrome>
        <NotFoundScreen />
      </PageChrome>
    </SiteDocument>
  );
}
