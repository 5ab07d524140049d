/**
 * The chrome around a page — SPEC §2 "Pages may declare their own header options, layout, a
 * skip-route-change flag and an access rule" — declared by the layout of each route group
 * (app/(site), (reading), (focus), (account), (guest)), so a page's chrome sits beside it.
 */
import type { ReactNode } from 'react';
import { accessibilityButtonClasses } from '@/components/accessibility/button-classes';
import { accessibilityLabels, Footer, type FooterVariant } from '@/components/footer/Footer';
import { SkipRouteChange } from '@/components/loading-bar/SkipRouteChange';
import { getSiteSettings } from '@/content/site';
import { PageHubBanner } from '@/features/account-menu';
import { AccessibilityButton, RouteMemory } from '@/features/site-header/chrome-islands';
import { Header } from '@/features/site-header/Header';
import type { HeaderVariant } from '@/features/site-header/HeaderFrame';

export interface PageChromeProps {
  /** `default` (full header) or `short` (logo and Support: test taking). */
  header?: HeaderVariant;
  /**
   * The append area under the header bar (e.g. a profile's section tabs); with one the header
   * hides on scroll down and reappears on scroll up (SPEC §2).
   */
  append?: ReactNode;
  /** `default` or `focused` (the footer keeps only the copyright line and accessibility button). */
  layout?: FooterVariant;
  /**
   * Remember the route as the last visited one (SPEC §3 `lastRoute`). False for pages with an
   * access rule, so 'nonauth' never sends anyone to one of them.
   */
  rememberRoute?: boolean;
  /** SPEC §2 skip-route-change flag: query changes of these pages show no loading bar. */
  skipRouteChange?: boolean;
  children: ReactNode;
}

/**
 * Header (variant, append area), `<main id="main">` (the skip link's target) opening with the
 * mobile hub banner on default-header pages (SPEC §1; displayed only for signed-in visitors under
 * 1024 px, features/account-menu HubBanner), footer (variant) and the per-page flags. Site settings (navigation, footer links, brand) are a cached content read.
 */
export async function PageChrome({
  header = 'default',
  append,
  layout = 'default',
  rememberRoute = true,
  skipRouteChange = false,
  children,
}: PageChromeProps) {
  const settings = await getSiteSettings();
  return (
    <>
      <Header navigation={settings.navigation} brandName={settings.brandName} variant={header} append={append} />
      <main id="main">
        {header === 'default' ? <PageHubBanner /> : null}
        {children}
      </main>
      <Footer
        links={settings.footerLinks}
        brandName={settings.brandName}
        tagline={settings.tagline}
        variant={layout}
        accessibility={<AccessibilityButton labels={accessibilityLabels()} classes={accessibilityButtonClasses()} />}
      />
      {rememberRoute ? <RouteMemory /> : null}
      {skipRouteChange ? <SkipRouteChange /> : null}
    </>
  );
}
