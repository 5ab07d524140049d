/**
 * The site's public URLs (SPEC §2 "Routes") — the one module that knows them: static paths,
 * the path builders of every route family, and `documentPath` (which page a content document
 * lives at). Pages, metadata, the sitemap, robots, notifications, links and breadcrumbs take their
 * URLs from here (web imports it as `@/lib/routes`, a re-export), and so does the studio's
 * Presentation tool (studio/presentation.ts: locations, the document each route shows, the
 * "Open preview" action, the SEO preview). Pure: no framework imports.
 */
import type { TestCategory } from './engine';

/** Paths of the pages that exist without a slug (SPEC §2), plus the app's own sub-pages. */
export const ROUTES = {
  /** `/`: home (also the hub). */
  home: '/',
  /** `/login`: sign in. */
  login: '/login',
  /** `/login/reset-password`: the password-reset screen. */
  resetPassword: '/login/reset-password',
  /** `/free-personality-test`: the free test (links carry `utm_source`, see {@link takeTestHref}). */
  freeTest: '/free-personality-test',
  /** `/free-personality-test/result`: the visitor's own free-test result. */
  freeTestResult: '/free-personality-test/result',
  /** `/faq`: the support link. */
  faq: '/faq',
  /** `/profile`: logged-in area. */
  profile: '/profile',
  /** `/profile/settings`: logged-in area. */
  profileSettings: '/profile/settings',
  contact: '/contact',
  testimonials: '/testimonials',
  aboutUs: '/about-us',
  pricing: '/pricing',
  termsConditions: '/terms-conditions',
  privacy: '/privacy',
  premium: '/premium',
  /** The personality-types index. */
  personalityTypes: '/personality-types',
  /** `/tools`: the toolkit listing of the personal-growth category. */
  tools: '/tools',
  /** `/blog`: page 1 of the listing of all articles. */
  blog: '/blog',
  /** `/theory`: the theory introduction. */
  theory: '/theory',
  /** `/theory/how-scoring-works`: the free test's scoring method (scales, bands, current α and N). */
  scoringMethod: '/theory/how-scoring-works',
  compatibility: '/compatibility',
  posts: '/posts',
  /** `/search`: the empty search (results live at `/search/{term}`). */
  search: '/search',
} as const;

/** Prefixes of route families whose bare prefix is no page of its own. */
export const ROUTE_PREFIXES = {
  /** `/personality-type/{slug}[/{article}]`. */
  typeProfile: '/personality-type',
  /** `/complete/{slug}`: checkout. */
  checkout: '/complete',
} as const;

/**
 * Paths of the site's own API that pages link or post to directly (HTML forms, downloads) — not
 * through `api-client`.
 */
export const API_PATHS = {
  /**
   * `POST /api/billing/checkout` (issue 11): a same-origin form POST with the field `plan` = a
   * plan slug; answers 303 to the payment provider's checkout page (Stripe or the local one).
   */
  billingCheckout: '/api/billing/checkout',
} as const;

/**
 * Draft mode ("Preview — drafts", docs/content-and-studio.md "Previewing drafts"): `enable?secret=…&redirect=/path`
 * (embedded mode; in cloud mode the studio's Presentation tool calls it with its signed URL) and
 * `disable?redirect=/path` (the banner's exit link). Never cached, never in the sitemap.
 */
export const DRAFT_MODE_ROUTES = {
  enable: '/draft-mode/enable',
  disable: '/draft-mode/disable',
} as const;

/**
 * A same-site path to redirect to after draft mode changes: `value` when it is an absolute path on
 * this site (`/…`, not `//host` nor `/\host`, no control characters), else `/`. Pure.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (
    !value ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\') ||
    [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
  )
    return ROUTES.home;
  return value;
}

/** The banner's exit link: turns draft mode off and comes back to `path`. */
export function draftModeExitHref(path: string): string {
  return `${DRAFT_MODE_ROUTES.disable}?redirect=${encodeURIComponent(safeRedirectPath(path))}`;
}

/**
 * The slug of an introduction, left out of its path (SPEC §2): the theory article served at
 * `/theory`, and the type profile section served at `/personality-type/{slug}`.
 */
export const INTRODUCTION_SLUG = 'introduction';

/** The toolkit category whose listing is `/tools` itself (SPEC §2 "maps to /tools"). */
export const PERSONAL_GROWTH_CATEGORY = 'personal-growth' satisfies TestCategory;

/** Where a "Take the test" link sits (SPEC §2: utm_source is header, mobile_aside or footer). */
export type TakeTestOrigin = 'header' | 'mobile_aside' | 'footer';

/** The "Take the test" link for an origin, e.g. `/free-personality-test?utm_source=header`. */
export function takeTestHref(origin: TakeTestOrigin): string {
  return `${ROUTES.freeTest}?utm_source=${origin}`;
}

/**
 * A footer link as the footer renders it: a link to a test (the free test, `/tools/tests/{slug}`)
 * carries `utm_source=footer` (SPEC §2 Footer), whatever the editor typed in site settings; other
 * links, external links and links that already name a `utm_source` are returned unchanged.
 * @param href a site-settings link, e.g. `/free-personality-test` or `/tools/tests/x#start`
 * @returns e.g. `/free-personality-test?utm_source=footer`
 */
export function footerHref(href: string): string {
  if (!/^\/(?!\/)/.test(href)) return href;
  const url = new URL(href, 'http://site.invalid');
  const isTest = url.pathname === ROUTES.freeTest || /^\/tools\/tests\/[^/]+\/?$/.test(url.pathname);
  if (!isTest || url.searchParams.has('utm_source')) return href;
  url.searchParams.set('utm_source', 'footer');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Prefix of shared free-test results: `/shared-result/{token}` (issue 12; noindex). */
export const SHARED_RESULT_PREFIX = '/shared-result';

/** The public page of a shared result, e.g. `/shared-result/{token}`. */
export function sharedResultPath(token: string): string {
  return `${SHARED_RESULT_PREFIX}/${token}`;
}

/** The comparison of the visitor's own result with a shared one: `/shared-result/{token}/compare`. */
export function sharedComparePath(token: string): string {
  return `${sharedResultPath(token)}/compare`;
}

/** "Take the test and compare": the free test with the shared result's token, `/free-personality-test?compare={token}`. */
export function compareTestHref(token: string): string {
  return `${ROUTES.freeTest}?compare=${encodeURIComponent(token)}`;
}

/** The path of page `page` of a listing at `basePath`: the base path itself for page 1, else `{base}/page/{n}`. */
export function pagePath(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}/page/${page}`;
}

/** The two article routes: `article` = `/blog/article/{slug}`, `landing` = `/blog/{slug}`. */
export type ArticleVariant = 'article' | 'landing';

/** The variant an article is served at: its `landing` flag true → `landing`, else `article`. */
export function articleVariant(landing: boolean | null | undefined): ArticleVariant {
  return landing === true ? 'landing' : 'article';
}

/**
 * The path of an article's page at its own variant: `/blog/article/{slug}`, or `/blog/{slug}` for
 * a landing article; `/blog` without a slug.
 */
export function articlePath(article: { slug: string | null | undefined; landing?: boolean | null }): string {
  if (!article.slug) return ROUTES.blog;
  return articleVariant(article.landing) === 'landing' ? `${ROUTES.blog}/${article.slug}` : `${ROUTES.blog}/article/${article.slug}`;
}

/** The path of an author's page, `/blog/author/{slug}`; null without a slug. */
export function authorPath(slug: string | null | undefined): string | null {
  return slug ? `${ROUTES.blog}/author/${slug}` : null;
}

/**
 * The base path (page 1) of a blog listing: `/blog` for all articles, `/blog/category/{slug}` for
 * one category. Later pages: {@link pagePath}.
 */
export function blogListingPath(category?: string | null): string {
  return category ? `${ROUTES.blog}/category/${category}` : ROUTES.blog;
}

/** The path of a theory article: `/theory` for the introduction (or no slug), `/theory/{slug}` otherwise. */
export function theoryPath(slug: string | null | undefined): string {
  return !slug || slug === INTRODUCTION_SLUG ? ROUTES.theory : `${ROUTES.theory}/${slug}`;
}

/**
 * The canonical path of a type profile section: `/personality-type/{slug}` for the introduction,
 * `/personality-type/{slug}/{article}` otherwise (SPEC §2). The type slug is lower-cased (type
 * lookup is case-insensitive, SPEC §3).
 * @param slug the type's slug, e.g. `intj` or `INTJ`
 * @param article the section's slug; default the introduction
 */
export function typeProfilePath(slug: string, article: string = INTRODUCTION_SLUG): string {
  const base = `${ROUTE_PREFIXES.typeProfile}/${slug.toLowerCase()}`;
  return article === INTRODUCTION_SLUG ? base : `${base}/${article}`;
}

/** The path of a compatibility page, e.g. `/compatibility/intp-and-enfj`. */
export function compatibilityPath(slug: string): string {
  return `${ROUTES.compatibility}/${slug}`;
}

/** The path of a post, `/posts/{slug}`. */
export function postPath(slug: string): string {
  return `${ROUTES.posts}/${slug}`;
}

/** The path of an informational page document (SPEC §2 "informational"), `/{slug}`, e.g. `/about-us`. */
export function infoPagePath(slug: string): string {
  return `/${slug}`;
}

/** The listing path of a toolkit category: `/tools` for personal-growth, `/tools/{category}` otherwise. */
export function toolsCategoryPath(category: TestCategory): string {
  return category === PERSONAL_GROWTH_CATEGORY ? ROUTES.tools : `${ROUTES.tools}/${category}`;
}

/** The path of a toolkit test, `/tools/tests/{slug}`. */
export function toolkitTestPath(slug: string): string {
  return `${ROUTES.tools}/tests/${slug}`;
}

/**
 * The last path segment of a page's *subscriber view* (issue 11): the same page rendered per
 * request with the premium content gated on the server (PremiumGate, Firestore). The public pages
 * that can hold premium content — type profile sections and toolkit tests — stay static and show
 * the offer; the proxy (src/proxy.ts) rewrites a signed-in request (auth `token` cookie) to
 * `{path}/subscriber-view`, which verifies the token and reads the subscription from Firestore.
 */
export const SUBSCRIBER_VIEW_SEGMENT = 'subscriber-view';

/**
 * Where a request for a public page goes when the visitor may be a subscriber: `{path}/subscriber-view`
 * for a type profile section (`/personality-type/{slug}[/{article}]`) or a toolkit test
 * (`/tools/tests/{slug}`); null for any other path (including a subscriber view itself).
 * @param pathname the request's path, e.g. `/tools/tests/pressure-and-you`
 */
export function subscriberViewPath(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const segments = path.split('/').slice(1);
  if (segments.includes(SUBSCRIBER_VIEW_SEGMENT) || segments.some((segment) => segment === '')) return null;
  const profile = `/${segments[0]}` === ROUTE_PREFIXES.typeProfile && (segments.length === 2 || segments.length === 3);
  const test = `/${segments.slice(0, 2).join('/')}` === `${ROUTES.tools}/tests` && segments.length === 3;
  return profile || test ? `${path}/${SUBSCRIBER_VIEW_SEGMENT}` : null;
}

/**
 * The results page of a search: `/search/{encodeURIComponent(term)}`; `/search` for an empty term.
 * The term is used as given (callers trim).
 */
export function searchResultsPath(term: string): string {
  return term ? `${ROUTES.search}/${encodeURIComponent(term)}` : ROUTES.search;
}

/** The checkout of a plan, `/complete/{slug}`; `/pricing` without a slug (SPEC §2 "falls back to /pricing"). */
export function checkoutPath(slug: string | null | undefined): string {
  return slug ? `${ROUTE_PREFIXES.checkout}/${slug}` : ROUTES.pricing;
}

/** A reference target as the queries project it. */
export interface DocumentTarget {
  _type: string;
  slug?: string | null;
  landing?: boolean | null;
  /** For type profile sections: the type's slug. */
  typeSlug?: string | null;
  /** For tool listing entries: the toolkit test they open, or their own path. */
  testSlug?: string | null;
  href?: string | null;
}

/**
 * The path of a content document's page (internal links in Portable Text, search results, the
 * sitemap, breadcrumbs, JSON-LD, notifications).
 * @returns e.g. `/blog/article/{slug}`, `/blog/{slug}` (landing variant), `/theory` for the
 *   introduction, `/personality-type/{type}/{section}`; a tool entry's own site-relative `href`
 *   when it opens no test; null when the document has no public page or lacks its slug
 */
export function documentPath(target: DocumentTarget | null | undefined): string | null {
  if (!target) return null;
  switch (target._type) {
    case 'freeTest':
      return ROUTES.freeTest;
    case 'tool':
      return target.testSlug ? toolkitTestPath(target.testSlug) : target.href && /^\/(?!\/)/.test(target.href) ? target.href : null;
  }
  const slug = target.slug;
  if (!slug) return null;
  switch (target._type) {
    case 'article':
      return articlePath({ slug, landing: target.landing });
    case 'author':
      return authorPath(slug);
    case 'category':
      return blogListingPath(slug);
    case 'theoryArticle':
      return theoryPath(slug);
    case 'personalityType':
      return typeProfilePath(slug);
    case 'typeArticle':
      return target.typeSlug ? typeProfilePath(target.typeSlug, slug) : null;
    case 'compatibility':
      return compatibilityPath(slug);
    case 'post':
      return postPath(slug);
    case 'page':
      return infoPagePath(slug);
    case 'test':
      return toolkitTestPath(slug);
    default:
      return null;
  }
}

/**
 * The billing pages and calls (issue 11, web/src/server/billing): the local provider's checkout
 * page (`/billing/checkout/{session id}`), the success and cancel return pages, and the API calls
 * the pages post to.
 */
export const BILLING_ROUTES = {
  /** `/billing/checkout/{id}`: the local provider's card form (embedded mode). */
  localCheckout: '/billing/checkout',
  /** `/billing/success`: back from a completed checkout. */
  success: '/billing/success',
  /** `/billing/cancel`: back from an abandoned checkout. */
  cancel: '/billing/cancel',
  /** `POST /api/billing/checkout` (form field `plan`): 303 to the provider's checkout. */
  checkoutCall: '/api/billing/checkout',
  /** `POST /api/billing/local/pay`: the local card form's target. */
  localPayCall: '/api/billing/local/pay',
  /** `GET /api/billing/subscription`: the settings section's data. */
  subscriptionCall: '/api/billing/subscription',
  /** `POST /api/billing/cancel` `{ subscription, cancel }`. */
  cancelCall: '/api/billing/cancel',
  /** `POST /api/billing/change-plan` `{ subscription, plan }`. */
  changePlanCall: '/api/billing/change-plan',
  /** `POST /api/billing/portal` `{}` → `{ url }` (Stripe's Customer Portal). */
  portalCall: '/api/billing/portal',
  /** `GET /api/download/{file}`: the subscriber's PDFs (SPEC §7). */
  download: '/api/download',
  /** The settings section's anchor. */
  settingsSection: '/profile/settings#subscription',
} as const;

/** `/billing/checkout/{id}`: the local checkout page of a session. */
export function localCheckoutPath(sessionId: string): string {
  return `${BILLING_ROUTES.localCheckout}/${encodeURIComponent(sessionId)}`;
}
