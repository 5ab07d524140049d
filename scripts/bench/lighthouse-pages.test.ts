import { describe, expect, it } from 'vitest';
import { CATALOGUE, resolvePage, type PageTemplate } from '../../e2e/support/catalogue';
import { blockedScripts, lighthouseChromeFlags, lighthousePlan } from './lighthouse-pages';

/** One path per route file, as a sitemap lists them. */
const SITEMAP = [
  '/personality-type/intj',
  '/personality-type/intj/career',
  '/compatibility/intj-and-enfp',
  '/blog/page/2',
  '/blog/category/relationships',
  '/blog/category/relationships/page/2',
  '/blog/article/saying-sorry-so-it-lands',
  '/blog/start-here',
  '/blog/author/maya-okafor',
  '/theory/preference-pairs',
  '/posts/hello',
  '/tools/career',
  '/tools/tests/work-style-compass',
];
const FIXTURES = { shareToken: 'a'.repeat(22), checkoutSession: 'cs_local_0' };
const resolve = (template: PageTemplate) => resolvePage(template, SITEMAP, FIXTURES);

describe('lighthousePlan', () => {
  it('measures every signed-out template of the catalogue, in its order, and skips each signed-in one with a reason', () => {
    const { pages, skipped } = lighthousePlan(CATALOGUE, resolve, FIXTURES);
    const signedOut = CATALOGUE.filter((template) => (template.as ?? 'visitor') === 'visitor');
    expect(pages.map((page) => page.name)).toEqual(signedOut.map((template) => template.name));
    expect(skipped.map((entry) => entry.name)).toEqual(CATALOGUE.filter((template) => template.as).map((template) => template.name));
    expect(skipped.every((entry) => /^signed in \((member|subscriber)\)/.test(entry.reason))).toBe(true);
    expect(pages.find((page) => page.name === 'article')).toEqual({
      name: 'article',
      path: '/blog/article/saying-sorry-so-it-lands',
      status: 200,
    });
    expect(pages.find((page) => page.name === 'free test result')).toMatchObject({ storedResult: true });
    expect(pages.find((page) => page.name === 'free test result (none yet)')).not.toHaveProperty('storedResult');
    expect(pages.find((page) => page.name === 'not found')).toMatchObject({ status: 404 });
  });

  it('measures a new template without an edit of the bench', () => {
    const added: PageTemplate = { name: 'new template', route: '/faq', path: '/faq?new' };
    const { pages } = lighthousePlan([...CATALOGUE, added], resolve, FIXTURES);
    expect(pages.at(-1)).toEqual({ name: 'new template', path: '/faq?new', status: 200 });
  });

  it('skips the templates built from fixtures the bench could not create, and those that do not resolve, with the reason', () => {
    const { pages, skipped } = lighthousePlan(CATALOGUE, (template) => resolvePage(template, SITEMAP.slice(1), FIXTURES), {
      unavailable: 'POST /api/shared-results answered 503',
    });
    expect(pages.some((page) => page.name.startsWith('shared result'))).toBe(false);
    expect(skipped).toContainEqual({
      name: 'shared result',
      reason: 'its path needs a crawl fixture: POST /api/shared-results answered 503',
    });
    expect(skipped).toContainEqual({
      name: 'type profile',
      reason: 'no sitemap path for the template "type profile" (/personality-type/[slug])',
    });
    expect(pages.some((page) => page.name === 'home')).toBe(true);
  });
});

describe('lighthouseChromeFlags', () => {
  const defaults = ['--disable-features=Translate,RenderDocument,MediaRouter', '--disable-extensions', '--no-first-run'];

  it("keeps chrome-launcher's defaults but RenderDocument, then the extra flags", () => {
    expect(lighthouseChromeFlags(defaults, true, ['--headless=new'])).toEqual([
      '--disable-features=Translate,MediaRouter',
      '--disable-extensions',
      '--no-first-run',
      '--headless=new',
    ]);
  });

  it('keeps the list as chrome-launcher has it when asked (LIGHTHOUSE_RENDER_DOCUMENT=0), and drops an emptied switch', () => {
    expect(lighthouseChromeFlags(defaults, false, [])).toEqual(defaults);
    expect(lighthouseChromeFlags(['--disable-features=RenderDocument', '--mute-audio'], true, [])).toEqual(['--mute-audio']);
  });

  it("with chrome-launcher's real defaults: one --disable-features switch, without RenderDocument", async () => {
    const { Launcher } = await import('chrome-launcher');
    const flags = lighthouseChromeFlags(Launcher.defaultFlags(), true, []);
    const switches = flags.filter((flag) => flag.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    expect(switches[0]).toContain('Translate');
    expect(switches[0]!.split(',')).not.toContain('RenderDocument');
  });
});

describe('blockedScripts', () => {
  // The error Chromium logged for Next 16.4's inline bootstrap script under our CSP (stop 42, shortened).
  const refused =
    "Executing inline script violates the following Content Security Policy directive 'script-src 'self' 'sha256-JPcY01lxMRc52PzZDsYCXOlFvCBuo2O/Ot2wscBXTeM='. Either the 'unsafe-inline' keyword, a hash or a nonce is required to enable inline execution.";

  it('finds a script the CSP refused among the console errors', () => {
    const found = blockedScripts({
      details: {
        items: [
          { source: 'network', description: 'Failed to load resource: the server responded with a status of 404 (Not Found)' },
          { source: 'other', description: refused },
        ],
      },
    });
    expect(found).toEqual([refused.slice(0, 200)]);
  });

  it("passes a run without one: no audit, no errors, or only other errors (the 404 page's own)", () => {
    expect(blockedScripts(undefined)).toEqual([]);
    expect(blockedScripts({ details: { items: [] } })).toEqual([]);
    expect(
      blockedScripts({
        details: { items: [{ source: 'network', description: 'Failed to load resource: the server responded with a status of 404' }] },
      }),
    ).toEqual([]);
  });
});
