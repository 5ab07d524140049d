/**
 * Draft mode in embedded mode (docs/content-and-studio.md "Previewing drafts"): the local secret turns it on, the
 * edited article shows its draft title under the "Preview — drafts" banner, the exit link brings
 * back the published title; an unpublished new draft exists only in draft mode; visitors never see
 * drafts (their answers come from the shared cache, the editor's are `private, no-store`); axe on
 * the banner. The drafts are read from the seed dataset (FORMAT.md "Drafts").
 * Framing (issue 15, the Presentation tool's iframe): only the studio (SANITY_STUDIO_URL, set by
 * playwright.config.ts) may frame draft-mode answers and the enable route; every other answer says
 * frame-ancestors 'none' — checked on the headers and in Chromium with a page at the studio's origin.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

interface SeedDoc {
  _id: string;
  _type: string;
  title?: string;
  slug?: { current: string };
  landing?: boolean;
}

const DOCS: SeedDoc[] = readFileSync(fileURLToPath(new URL('../studio/seed/dataset.ndjson', import.meta.url)), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as SeedDoc);
const BY_ID = new Map(DOCS.map((doc) => [doc._id, doc]));
const DRAFTS = DOCS.filter((doc) => doc._type === 'article' && doc._id.startsWith('drafts.') && !doc.landing);
const EDITED = DRAFTS.map((draft) => ({ draft, published: BY_ID.get(draft._id.slice('drafts.'.length)) })).find((pair) => pair.published);
const NEW = DRAFTS.find((draft) => !BY_ID.has(draft._id.slice('drafts.'.length)));

const SECRET = process.env.DRAFT_MODE_SECRET ?? '';
const articlePath = (doc: SeedDoc) => `/blog/article/${doc.slug?.current ?? ''}`;
const enableHref = (redirect: string, secret = SECRET) =>
  `/draft-mode/enable?secret=${encodeURIComponent(secret)}&redirect=${encodeURIComponent(redirect)}`;

test.describe('draft mode (embedded)', () => {
  test.beforeAll(() => {
    expect(SECRET.length, 'DRAFT_MODE_SECRET is set by playwright.config.ts').toBeGreaterThanOrEqual(16);
    expect(EDITED, 'the seed has a draft of a published article').toBeDefined();
    expect(NEW, 'the seed has a never-published draft').toBeDefined();
    expect(EDITED?.draft.title).not.toBe(EDITED?.published?.title);
  });

  test('the local secret turns it on: draft title and banner, then the exit link brings the published title back', async ({
    page,
  }, testInfo) => {
    const { draft, published } = EDITED!;
    const path = articlePath(published!);

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(published!.title!);
    await expect(page.getByRole('complementary', { name: 'Preview mode' })).toHaveCount(0);

    const response = await page.goto(enableHref(path));
    expect(new URL(page.url()).pathname).toBe(path);
    expect(response?.headers()['cache-control']).toMatch(/private/);
    expect(response?.headers()['cache-control']).toMatch(/no-store/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title!);
    const banner = page.getByRole('complementary', { name: 'Preview mode' });
    await expect(banner).toContainText('Preview — drafts');
    await expectNoAxeViolations(page, testInfo, `${path} in draft mode`);

    await banner.getByRole('link', { name: 'Exit preview' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(published!.title!);
    await expect(page.getByRole('complementary', { name: 'Preview mode' })).toHaveCount(0);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('__prerender_bypass');
  });

  test('a never-published draft exists only in draft mode', async ({ page, request }) => {
    const path = articlePath(NEW!);
    expect((await request.get(path)).status()).toBe(404);
    await page.goto(enableHref(path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW!.title!);
    expect((await request.get(path)).status(), 'a visitor still gets 404 after the editor looked').toBe(404);
  });

  test('a wrong or missing secret is refused and sets no cookie', async ({ request }) => {
    for (const href of [enableHref('/', 'wrong-secret-0123456789'), '/draft-mode/enable?redirect=/']) {
      const response = await request.get(href, { maxRedirects: 0 });
      expect(response.status(), href).toBe(401);
      expect(response.headers()['set-cookie'] ?? '', href).not.toContain('__prerender_bypass');
    }
  });

  test('redirects only to paths on this site', async ({ request }) => {
    const response = await request.get(enableHref('//evil.example/x'), { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('/');
  });

  test('visitors never see drafts, not even right after an editor previewed them', async ({ browser, request }) => {
    const { draft, published } = EDITED!;
    const path = articlePath(published!);
    const editor = await browser.newContext();
    const editorPage = await editor.newPage();
    const preview = await editorPage.goto(enableHref(path));
    await expect(editorPage.getByRole('heading', { level: 1 })).toHaveText(draft.title!);
    expect(preview?.headers()['cache-control']).toMatch(/private/);
    expect(preview?.headers()['cache-control']).toMatch(/no-store/);
    const again = await editorPage.reload();
    expect(again?.headers()['cache-control']).toMatch(/no-store/);
    await editor.close();

    for (let i = 0; i < 3; i++) {
      const visitor = await request.get(path);
      expect(visitor.status()).toBe(200);
      const html = await visitor.text();
      expect(html).toContain(published!.title!);
      expect(html).not.toContain(draft.title!);
      expect(html).not.toContain('Preview — drafts');
      expect(visitor.headers()['cache-control'] ?? '').not.toMatch(/private|no-store/);
      expect(visitor.headers()['x-nextjs-cache'] ?? 'HIT').toMatch(/HIT|STALE/);
    }
  });

  test.describe('framing by the studio (Presentation tool)', () => {
    // One worker: the test plays the studio (and another site) with real local servers on fixed ports.
    test.describe.configure({ mode: 'serial' });
    const STUDIO = new URL(process.env.SANITY_STUDIO_URL ?? 'http://localhost:3102').origin;
    const OTHER = 'http://localhost:3103';
    const frameAncestors = (csp: string | undefined) =>
      (csp ?? '').split('; ').find((directive) => directive.startsWith('frame-ancestors '));
    const hosts: Server[] = [];

    // Real servers, not route interception: Chromium treats an intercepted page as public and
    // refuses its frames to localhost (Local Network Access) whatever the site's headers say.
    test.beforeAll(async () => {
      for (const origin of [STUDIO, OTHER]) {
        const host = createServer((req, res) => {
          const src = new URL(req.url ?? '/', origin).searchParams.get('src') ?? '';
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
          res.end(
            `<!doctype html><title>studio</title><iframe title="preview" src="${src.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}" width="800" height="600"></iframe>`,
          );
        });
        await new Promise<void>((resolve) => host.listen(Number(new URL(origin).port), resolve));
        hosts.push(host);
      }
    });
    test.afterAll(async () => {
      await Promise.all(hosts.map((host) => new Promise((resolve) => host.close(resolve))));
    });

    /** Opens a page at `origin` that frames `src`, and returns the frame once loaded. */
    async function frameFrom(page: Page, origin: string, src: string) {
      await page.goto(`${origin}/presentation?src=${encodeURIComponent(src)}`);
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      expect(frame, 'the iframe exists').toBeDefined();
      return frame!;
    }

    test("a visitor's page answers frame-ancestors 'none' and X-Frame-Options: DENY", async ({ request }) => {
      const response = await request.get(articlePath(EDITED!.published!));
      expect(frameAncestors(response.headers()['content-security-policy'])).toBe("frame-ancestors 'none'");
      expect(response.headers()['x-frame-options']).toBe('DENY');
    });

    test('the enable route and a draft-mode page answer the studio origin, without X-Frame-Options', async ({ page }) => {
      const path = articlePath(EDITED!.published!);
      const enable = await page.request.get(enableHref(path), { maxRedirects: 0 });
      expect(enable.status()).toBe(307);
      expect(frameAncestors(enable.headers()['content-security-policy'])).toBe(`frame-ancestors ${STUDIO}`);
      const preview = await page.goto(enableHref(path));
      expect(frameAncestors(preview?.headers()['content-security-policy'])).toBe(`frame-ancestors ${STUDIO}`);
      expect(preview?.headers()['x-frame-options']).toBeUndefined();
      // The cookie is one a cross-site iframe can carry (Next sets it for draft mode outside dev).
      const cookie = (await page.context().cookies()).find((candidate) => candidate.name === '__prerender_bypass');
      expect(cookie).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true });
    });

    test('in Chromium the studio can frame the preview, with the draft title; another origin cannot', async ({ page, baseURL }) => {
      const { draft, published } = EDITED!;
      const path = articlePath(published!);
      const preview = await frameFrom(page, STUDIO, new URL(enableHref(path), baseURL).href);
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(draft.title!);
      await expect(preview.getByRole('complementary', { name: 'Preview mode' })).toContainText('Preview — drafts');

      // Another site framing the same draft-mode page (the cookie is set now) is refused.
      const elsewhere = await page.context().newPage();
      const blocked = await frameFrom(elsewhere, OTHER, new URL(path, baseURL).href);
      await expect.poll(() => blocked.url(), 'Chromium shows its error page instead').toMatch(/^chrome-error:/);
      await expect(blocked.getByRole('heading', { level: 1 })).toHaveCount(0);
      await elsewhere.close();
    });

    test("the studio cannot frame a visitor's page", async ({ page, baseURL }) => {
      const frame = await frameFrom(page, STUDIO, new URL(articlePath(EDITED!.published!), baseURL).href);
      await expect.poll(() => frame.url(), 'Chromium shows its error page instead').toMatch(/^chrome-error:/);
      await expect(frame.getByRole('heading', { level: 1 })).toHaveCount(0);
    });
  });
});
