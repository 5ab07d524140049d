/**
 * The crawler's catalogue (issue 22): one entry per page template, built from the app's route
 * files, with its URL, viewports, sessions and budget. Design notes: docs/tests-and-results.md
 * "Notes from the source files".
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import {
  BILLING_ROUTES,
  checkoutPath,
  ROUTES,
  localCheckoutPath,
  searchResultsPath,
  sharedComparePath,
  sharedResultPath,
  toolkitTestPath,
  typeProfilePath,
} from '../../web/src/lib/routes';

/** Who visits a page: nobody signed in, a signed-in user without Premium, or a subscriber. */
export type Visitor = 'visitor' | 'member' | 'subscriber';

/** What the crawl creates before it visits the pages that need it. */
export interface CrawlFixtures {
  /** Token of a shared free-test result (POST /api/shared-results). */
  shareToken: string;
  /** A local checkout session of the member (POST /api/billing/checkout → 303). */
  checkoutSession: string;
}

/** One template (one route file, or one state of it) and the page that stands for it. */
export interface PageTemplate {
  /** Human name, e.g. 'type profile'. */
  name: string;
  /** The route file it renders, e.g. '/personality-type/[slug]/[article]' (see {@link appRoutes}); '404' for the not-found page. */
  route: string;
  /** A fixed path, or one built from the fixtures; absent when the path comes from the sitemap. */
  path?: string | ((fixtures: CrawlFixtures) => string);
  /** The path comes from /sitemap.xml: the first listed path matching `route` (and this filter, if a function). */
  sitemap?: true | ((path: string) => boolean);
  /** Default 'visitor'. Signed-in pages run after the visitor pages, subscriber pages last. */
  as?: Visitor;
  /** Expected status of the page's answer (default 200). */
  status?: number;
  /**
   * The first-load JavaScript budget (scripts/page-weight FIRST_LOAD_BUDGET) for a signed-out visitor;
   * 'form' for the content pages with a form of their own (compatibility index, search results);
   * 'account' for the signed-out account pages (/login, /login/reset-password); absent = not measured here.
   */
  budget?: 'content' | 'form' | 'test' | 'account';
  /**
   * Content pages whose first-load chunks must hold no zod, Firebase, PostHog, Sentry or account UI
   * (signed-in code loads only with a `user` cookie).
   */
  lean?: true;
  /**
   * Why a signed-out visit may load zod within its first 5 s (web/src/lib/idle.ts SETTLE_DELAY_MS):
   * the page validates something it read (the stored result). Every other signed-out template must
   * not (issue 25: zod's chunk is a 120–180 ms task at 4× CPU; e2e/crawl.spec.ts zodAfterLoadProblems).
   */
  zodAfterLoad?: string;
  /** The free-test result in localStorage before the visit: stored, or none. */
  storedResult?: boolean;
  /** Waits until client-loaded content is on screen (profile data, subscriber content…). */
  ready?: (page: Page) => Locator;
  /** False when the page carries no og:image (the 404). */
  ogImage?: false;
  /** schema.org types its JSON-LD must carry (support/json-ld.ts), besides the layout's Organization and WebSite. */
  jsonLd?: readonly string[];
  /** Console errors the page is expected to log (e.g. the 404 of its own document). */
  allowedConsole?: RegExp;
  /**
   * Visited by every run's walk: the fast depth's walks visit these and a seeded sample of the rest
   * (scripts/test-support/depth.ts crawlTemplatePercent); the full depth visits every template.
   * For templates where users hit failures before (/profile at 390 px) and the crawl's own probes (/faq).
   */
  always?: true;
  /** A state reached by interaction after the page loaded (checked again: overflow, axe). */
  then?: { name: string; act: (page: Page) => Promise<void> };
}

const SAYING_SORRY = '/blog/article/saying-sorry-so-it-lands';

/** Every template, in visiting order within each visitor kind. */
export const CATALOGUE: readonly PageTemplate[] = [
  // Sitemap: static routes (routes.ts ROUTES) and one document of each dynamic route.
  { name: 'home', route: '/', path: ROUTES.home, budget: 'content', lean: true, always: true },
  { name: 'types index', route: '/personality-types', path: ROUTES.personalityTypes, budget: 'content' },
  {
    name: 'type profile',
    route: '/personality-type/[slug]',
    sitemap: true,
    budget: 'content',
    lean: true,
    jsonLd: ['Article', 'BreadcrumbList'],
  },
  {
    name: 'type profile section',
    route: '/personality-type/[slug]/[article]',
    sitemap: (p) => p.endsWith('/career'),
    budget: 'content',
    jsonLd: ['Article', 'BreadcrumbList'],
  },
  {
    name: 'premium profile section (offer)',
    route: '/personality-type/[slug]/[article]',
    path: typeProfilePath('intj', 'personal-growth'),
    budget: 'content',
  },
  { name: 'compatibility index', route: '/compatibility', path: ROUTES.compatibility, budget: 'form' },
  { name: 'compatibility pair', route: '/compatibility/[slug]', sitemap: true, budget: 'content', jsonLd: ['Article', 'BreadcrumbList'] },
  { name: 'blog', route: '/blog', path: ROUTES.blog, budget: 'content' },
  { name: 'blog page 2', route: '/blog/page/[page]', sitemap: true, budget: 'content' },
  { name: 'blog category', route: '/blog/category/[slug]', sitemap: true, budget: 'content' },
  { name: 'blog category page 2', route: '/blog/category/[slug]/page/[page]', sitemap: true, budget: 'content' },
  {
    name: 'article',
    route: '/blog/article/[slug]',
    sitemap: (p) => p === SAYING_SORRY,
    budget: 'content',
    lean: true,
    jsonLd: ['BlogPosting', 'BreadcrumbList'],
  },
  { name: 'landing article', route: '/blog/[slug]', sitemap: true, budget: 'content' },
  { name: 'author', route: '/blog/author/[slug]', sitemap: true, budget: 'content', jsonLd: ['ProfilePage', 'Person', 'BreadcrumbList'] },
  { name: 'theory index', route: '/theory', path: ROUTES.theory, budget: 'content' },
  {
    name: 'theory article',
    route: '/theory/[slug]',
    sitemap: (p) => p !== ROUTES.scoringMethod,
    budget: 'content',
    jsonLd: ['Article', 'BreadcrumbList'],
  },
  { name: 'scoring method', route: '/theory/how-scoring-works', path: ROUTES.scoringMethod, budget: 'content' },
  { name: 'posts', route: '/posts', path: ROUTES.posts, budget: 'content' },
  { name: 'post', route: '/posts/[slug]', sitemap: true, budget: 'content', jsonLd: ['BlogPosting', 'BreadcrumbList'] },
  { name: 'toolkits', route: '/tools', path: ROUTES.tools, budget: 'content' },
  { name: 'toolkit category', route: '/tools/[category]', sitemap: true, budget: 'content' },
  { name: 'toolkit test', route: '/tools/tests/[slug]', sitemap: true, budget: 'test', jsonLd: ['WebPage', 'BreadcrumbList'] },
  { name: 'free test', route: '/free-personality-test', path: ROUTES.freeTest, budget: 'test' },
  { name: 'faq', route: '/faq', path: ROUTES.faq, budget: 'content', lean: true, jsonLd: ['FAQPage'], always: true },
  { name: 'about us', route: '/about-us', path: ROUTES.aboutUs, budget: 'content' },
  { name: 'contact', route: '/contact', path: ROUTES.contact, budget: 'content' },
  { name: 'testimonials', route: '/testimonials', path: ROUTES.testimonials, budget: 'content' },
  { name: 'privacy', route: '/privacy', path: ROUTES.privacy, budget: 'content' },
  { name: 'terms', route: '/terms-conditions', path: ROUTES.termsConditions, budget: 'content' },
  { name: 'premium', route: '/premium', path: ROUTES.premium, budget: 'content', jsonLd: ['BreadcrumbList'] },
  { name: 'pricing', route: '/pricing', path: ROUTES.pricing, budget: 'content', jsonLd: ['Product'] },
  // Not in the sitemap: search, sign-in, results and sharing, 404.
  { name: 'search', route: '/search', path: ROUTES.search },
  { name: 'search results', route: '/search/[term]', path: searchResultsPath('romance'), budget: 'form' },
  { name: 'login', route: '/login', path: ROUTES.login, budget: 'account' },
  { name: 'reset password', route: '/login/reset-password', path: ROUTES.resetPassword, budget: 'account' },
  {
    name: 'free test result (none yet)',
    route: '/free-personality-test/result',
    path: ROUTES.freeTestResult,
    storedResult: false,
    budget: 'test',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'No result yet' }),
  },
  {
    name: 'free test result',
    route: '/free-personality-test/result',
    path: ROUTES.freeTestResult,
    storedResult: true,
    zodAfterLoad: 'validates the stored result before showing it (features/results/result-schema.ts)',
    always: true,
    ready: (page) => page.getByRole('heading', { level: 1, name: /INTJ/ }),
  },
  { name: 'shared result', route: '/shared-result/[token]', path: ({ shareToken }) => sharedResultPath(shareToken) },
  {
    name: 'shared result compared',
    route: '/shared-result/[token]/compare',
    path: ({ shareToken }) => sharedComparePath(shareToken),
    storedResult: true,
    zodAfterLoad: "validates the visitor's stored result it compares with the shared one",
  },
  {
    name: 'not found',
    route: '404',
    path: '/this-page-does-not-exist',
    status: 404,
    ogImage: false,
    allowedConsole: /Failed to load resource: the server responded with a status of 404/,
  },
  // Signed in, no Premium: checkout.
  {
    name: 'checkout',
    route: '/complete/[slug]',
    path: checkoutPath('yearly'),
    as: 'member',
    budget: 'content',
    ready: (page) => page.getByRole('button', { name: 'Continue to payment' }),
  },
  {
    name: 'local payment page',
    route: '/billing/checkout/[session]',
    path: ({ checkoutSession }) => localCheckoutPath(checkoutSession),
    as: 'member',
    ready: (page) => page.getByLabel('Card number'),
  },
  { name: 'checkout cancelled', route: '/billing/cancel', path: BILLING_ROUTES.cancel, as: 'member' },
  // Subscriber: account pages, subscriber views of the premium templates, billing success.
  {
    name: 'profile',
    route: '/profile',
    path: ROUTES.profile,
    as: 'subscriber',
    always: true,
    ready: (page) => page.getByTestId('preference-history').getByRole('table'),
    then: {
      name: 'notifications open',
      // The account menu from 1024 px; on a phone the drawer's secondary panel.
      act: async (page) => {
        const accountMenu = page.getByRole('banner').getByRole('button', { name: /Account menu/ });
        if (await accountMenu.isVisible()) {
          await accountMenu.click();
          await page.getByRole('menuitem', { name: /Notifications/ }).click();
        } else {
          await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
          await page
            .getByRole('dialog', { name: 'Menu' })
            .getByRole('button', { name: /Notifications/ })
            .click();
        }
        await page
          .getByRole('list', { name: 'Notifications, newest first' })
          .or(page.getByText('You have no more notifications'))
          .first()
          .waitFor();
      },
    },
  },
  {
    name: 'settings',
    route: '/profile/settings',
    path: ROUTES.profileSettings,
    as: 'subscriber',
    ready: (page) => page.getByRole('region', { name: /Subscription/ }).getByText('Active', { exact: true }),
  },
  {
    name: 'type profile (subscriber view)',
    route: '/personality-type/[slug]/subscriber-view',
    path: typeProfilePath('intj'),
    as: 'subscriber',
  },
  {
    name: 'premium profile section (subscriber view)',
    route: '/personality-type/[slug]/[article]/subscriber-view',
    path: typeProfilePath('intj', 'personal-growth'),
    as: 'subscriber',
  },
  {
    name: 'toolkit test (subscriber view)',
    route: '/tools/tests/[slug]/subscriber-view',
    path: toolkitTestPath('habits-and-energy'),
    as: 'subscriber',
  },
  { name: 'checkout done', route: '/billing/success', path: `${BILLING_ROUTES.success}?plan=yearly`, as: 'subscriber' },
];

/** Signed-out answers of signed-in pages (checked over HTTP, without following the redirect). */
export const SIGNED_OUT_REDIRECTS: readonly { path: string; status: number }[] = [
  { path: ROUTES.profile, status: 307 },
  { path: ROUTES.profileSettings, status: 307 },
];

const APP_DIR = fileURLToPath(new URL('../../web/src/app/', import.meta.url));

/**
 * The app's page routes, from its route files: `(group)` folders dropped, e.g.
 * `(reading)/personality-type/[slug]/page.tsx` → `/personality-type/[slug]`; plus '404' for a
 * `not-found.tsx` outside any segment (a route group's) or the app's `global-not-found.tsx`, which
 * renders every unknown path (`experimental.globalNotFound`).
 */
export function appRoutes(dir = APP_DIR): string[] {
  const routes: string[] = [];
  const walk = (folder: string, segments: string[]) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name === 'api' && segments.length === 0) continue;
        walk(path.join(folder, entry.name), /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name]);
      } else if (/^page\.(tsx|ts|jsx|js)$/.test(entry.name)) {
        routes.push(`/${segments.join('/')}`);
      } else if (segments.length === 0 && /^(?:global-)?not-found\.(tsx|ts|jsx|js)$/.test(entry.name)) {
        routes.push('404');
      }
    }
  };
  walk(dir, []);
  return [...new Set(routes)].sort();
}

/** A route pattern as a regular expression: `[param]` matches one segment; static segments literally. */
export function routeRegExp(route: string): RegExp {
  const source = route
    .split('/')
    .map((segment) => (/^\[[^\]]+\]$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source || '/'}$`);
}

/**
 * The route a path is served by: an exact static route wins over a dynamic one (Next's rule),
 * e.g. `/theory/how-scoring-works` → `/theory/how-scoring-works`, not `/theory/[slug]`.
 */
export function routeOf(pathname: string, routes: readonly string[]): string | null {
  const matching = routes.filter((route) => route !== '404' && routeRegExp(route).test(pathname));
  const dynamicCount = (route: string) => route.split('/').filter((segment) => segment.startsWith('[')).length;
  return matching.sort((a, b) => dynamicCount(a) - dynamicCount(b))[0] ?? null;
}

/** Route files without a catalogue entry (must be empty). */
export function uncataloguedRoutes(routes: readonly string[] = appRoutes(), catalogue: readonly PageTemplate[] = CATALOGUE): string[] {
  const covered = new Set(catalogue.map((template) => template.route));
  return routes.filter((route) => !covered.has(route));
}

/** Sitemap paths served by no route file (must be empty: the catalogue would miss their template). */
export function unmatchedSitemapPaths(sitemapPaths: readonly string[], routes: readonly string[] = appRoutes()): string[] {
  return sitemapPaths.filter((pathname) => routeOf(pathname, routes) === null);
}

/** A template resolved to the one URL the crawl visits. */
export interface CrawlPage extends PageTemplate {
  url: string;
  as: Visitor;
  status: number;
}

/**
 * Resolves a template's URL.
 * @param sitemapPaths the paths of /sitemap.xml, in order
 * @throws Error naming a sitemap template that no listed path matches, or a URL served by another route
 */
export function resolvePage(
  template: PageTemplate,
  sitemapPaths: readonly string[],
  fixtures: CrawlFixtures,
  routes: readonly string[] = appRoutes(),
): CrawlPage {
  let url: string | undefined;
  if (template.sitemap) {
    const filter = template.sitemap === true ? () => true : template.sitemap;
    url = sitemapPaths.find((candidate) => routeOf(candidate, routes) === template.route && filter(candidate));
    if (!url) throw new Error(`no sitemap path for the template "${template.name}" (${template.route})`);
  } else {
    url = typeof template.path === 'function' ? template.path(fixtures) : template.path;
  }
  if (!url) throw new Error(`the template "${template.name}" has neither a path nor a sitemap rule`);
  const servedBy = routeOf(new URL(url, 'http://x').pathname, routes) ?? '404';
  // A subscriber view is served at its public address (the proxy rewrites signed-in requests).
  const expected = template.route.replace(/\/subscriber-view$/, '');
  if (servedBy !== expected) throw new Error(`"${template.name}": ${url} is served by ${servedBy}, not ${expected}`);
  return { ...template, url, as: template.as ?? 'visitor', status: template.status ?? 200 };
}
