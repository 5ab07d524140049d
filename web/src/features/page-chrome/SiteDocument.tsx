/**
 * The document around every page (`<html>`, `<head>` boot scripts, `<body>` with the skip link,
 * draft-mode banner, the root layout's client islands and the site's JSON-LD) and the site-wide
 * metadata, shared by the root layout (app/layout.tsx) and the 404 page of unknown paths
 * (app/global-not-found.tsx), which Next renders without the root layout.
 */
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { preferencesBootScript } from '@/components/accessibility/preferences';
import { signedInBootScript } from '@/lib/signed-in-hint';
import { serverEnv } from '@/config/env';
import { getSiteSettings } from '@/content/site';
import { DocumentIslands } from '@/features/page-chrome/DocumentIslands';
import { JsonLd } from '@/components/seo/JsonLd';
import { DraftModeBanner } from '@/components/draft-mode/DraftModeBanner';
import { isDraftMode, visualEditingEnabled } from '@/content/draft-mode';
import { DraftModeVisualEditing } from '@/content/draft-mode-visual-editing';
import { OG_LOCALE } from '@/lib/metadata';
import { DRAFT_MODE_ROUTES } from '@/lib/routes';
import { siteStructuredData } from '@/lib/structured-data';
import { getT } from '@/i18n';
import { brandedTitle, brandTitleSuffix } from '@typeatlas/schemas/seo-checks';

/**
 * The site-wide metadata (from the site settings, a cached content read): metadataBase, the branded
 * default title and the title template (SPEC §2: titles carry the brand suffix), description,
 * application name, Open Graph site name and locale, the apple-touch icon. app/icon.svg is linked
 * by Next itself; /favicon.ico and /apple-touch-icon.png (web/public, rendered from icon.svg)
 * answer the browsers and home screens that ask for those names.
 */
export async function siteMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings();
  return {
    metadataBase: new URL(serverEnv().siteUrl),
    title: { default: brandedTitle(settings.seo.title, settings.brandName), template: `%s${brandTitleSuffix(settings.brandName)}` },
    description: settings.seo.description,
    applicationName: settings.brandName,
    openGraph: { siteName: settings.brandName, locale: OG_LOCALE },
    icons: { apple: '/apple-touch-icon.png' },
  };
}

/**
 * A page title with the brand suffix, for a page outside the root layout's title template
 * (app/global-not-found.tsx), e.g. "Page not found | TypeAtlas".
 * @param title the page's own title
 */
export async function brandSuffixedTitle(title: string): Promise<string> {
  const settings = await getSiteSettings();
  return `${title}${brandTitleSuffix(settings.brandName)}`;
}

/** The site-wide viewport: white theme colour, device width, initial scale 1. */
export const siteViewport: Viewport = { themeColor: '#ffffff', width: 'device-width', initialScale: 1 };

/**
 * The document: skip link, route-change loading bar, the page (`children`; a route group layout
 * renders the header, `<main id="main">` and the footer — features/page-chrome), analytics,
 * campaign tracking, the session's token refresh (the bar and these three are one client module,
 * DocumentIslands.tsx) and the site's JSON-LD; in draft mode, the "Preview — drafts" banner above
 * everything and, in cloud mode, Visual Editing (content/draft-mode-visual-editing.tsx, its code
 * loaded on demand). The inline head scripts apply stored accessibility preferences and the
 * signed-in hint (lib/signed-in-hint.ts; CSS shows the mobile hub banner with it) as classes on
 * <html> before the first paint, hence `suppressHydrationWarning` on <html>. web/server-security.ts
 * trusts both scripts' exact text. The stylesheets are imported by the app files that render it.
 * @param props.children the page, inside its chrome
 */
export async function SiteDocument({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings();
  // Static generation sees `false` (no request); only a draft-mode request renders the banner.
  const draft = await isDraftMode();
  const chrome = getT('chrome');
  return (
    <html lang="en" suppressHydrationWarning>
      {/* The App Router's document head (this renders the root layout's and global-not-found's <html>); next/head is for the Pages Router. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: preferencesBootScript() }} />
        <script dangerouslySetInnerHTML={{ __html: signedInBootScript() }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {getT('common')('skipToContent')}
        </a>
        {draft && (
          <DraftModeBanner
            label={chrome('draftMode.label')}
            title={chrome('draftMode.title')}
            text={chrome('draftMode.text')}
            exitLabel={chrome('draftMode.exit')}
            exitHref={DRAFT_MODE_ROUTES.disable}
          />
        )}
        <DocumentIslands loadingLabel={chrome('loadingBar.loading')}>{children}</DocumentIslands>
        <JsonLd data={siteStructuredData(serverEnv().siteUrl, settings.brandName, settings.seo.description)} />
        {/* Cloud mode: the Presentation tool's overlays and live updates (issue 15); never for visitors. */}
        {draft && visualEditingEnabled() && <DraftModeVisualEditing />}
      </body>
    </html>
  );
}
