/**
 * The chrome around a page — SPEC §2 "Pages may declare their own header options, layout, a
 * skip-route-change flag and an access rule" — declared by the layout of each route group
 * (app/(site), (reading), (focus), (account), (guest)), so a page's chrome sits beside it.
 */
import { Activity, type ReactNode } from 'react';
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
 *
 * The header, the page's content and the footer are each an `<Activity>` boundary (always
 * visible; issue 25). Its server markup is only a pair of comments in the same HTML (`<!--&-->`,
 * nothing streamed or moved: unlike a `<Suspense>` boundary, which React's server renderer moves
 * to the end of the document once the page passes ~12.8 KB), and in the browser React hydrates a
 * dehydrated Activity boundary later, at offscreen priority, in time slices that yield to the
 * browser, instead of inside the one long task that hydrates the root. A tap on a part not yet
 * hydrated makes React hydrate that part first. Lighthouse, interleaved, medians of 7 (stop 41):
 * article 83 → 90 (Total Blocking Time 519 → 385 ms), not found 89 → 93 (369 → 245).
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
      <Activity>
        <Header navigation={settings.navigation} brandName={settings.brandName} variant={header} append={append} />
      </Activity>
      <main id="main">
        {header === 'default' ? <PageHubBanner /> : null}
        <Activity>{children}</Activity>
      </main>
      <Activity>
        <Footer
          links={settings.footerLinks}
          brandName={settings.brandName}
          tagline={settings.tagline}
          variant={layout}
          accessibility={<AccessibilityButton labels={accessibilityLabels()} classes={accessibilityButtonClasses()} />}
        />
      </Activity>
      {rememberRoute ? <RouteMemory /> : null}
      {skipRouteChange ? <SkipRouteChange /> : null}
    </>
  );
}
