import type { ReactNode } from 'react';
import { SiteDocument, siteMetadata, siteViewport } from '@/features/page-chrome/SiteDocument';
import '@/styles/globals.css';
import '@/components/accessibility/accessibility.css';

export const generateMetadata = siteMetadata;

export const viewport = siteViewport;

/**
 * The document around every page (features/page-chrome/SiteDocument.tsx: boot scripts, skip link,
 * draft-mode banner, the root client islands, JSON-LD). Unknown paths get app/global-not-found.tsx,
 * which Next renders without this layout; the root segment's not-found boundary (for `notFound()`
 * outside a route group — no page does that: each group has its own not-found.tsx) is Next's
 * built-in one, so no page's flight data carries a second copy of the chrome (issue 25).
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
