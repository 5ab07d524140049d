/**
 * Security headers on every answer (issue 13, docs/security.md "Security headers"), against the production
 * server web/server.ts. Every page template (status, header set, CSP hashes = its inline scripts,
 * no CSP violation while it loads and hydrates) is checked by the crawler, e2e/crawl.spec.ts, with
 * the same checks (e2e/support/security-headers.ts). Here:
 * - API answers (GET and POST), static assets, RSC, 304 and HEAD answers carry the whole header set;
 * - over https (a second server started here with an https site URL) HSTS and
 *   upgrade-insecure-requests are added, and configured third parties appear in the CSP;
 * - in Chromium the CSP watcher (watchViolations: `securitypolicyviolation` events and console
 *   messages) does see a violation; the flows that must raise none run it where they are tested
 *   already: the free test, sign-up, profile, settings, log out and log in (e2e/accounts.spec.ts),
 *   the toolkit runner (e2e/toolkit.spec.ts habits-and-energy), the search modal, the drawer and
 *   the accessibility widget (e2e/chrome.spec.ts);
 * - /profile/settings of a signed-in user cannot be framed by another origin (clickjacking), while
 *   the same page with the headers removed can — so the check is not vacuous.
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type APIResponse, expect, type Page, test } from '@playwright/test';
import { answerHeaderProblems, fixedHeaderProblems, parseCsp, watchViolations } from './support/security-headers';

const EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
const EMULATOR_ORIGIN = `http://${EMULATOR_HOST}`;

/** Checks a whole answer; for HTML, the CSP's script hashes are exactly the page's inline scripts. */
async function expectSecureAnswer(response: APIResponse, label: string): Promise<void> {
  expect(answerHeaderProblems(response.headers(), await response.text()), label).toEqual([]);
}

test.describe('security headers (HTTP)', () => {
  test('API answers (GET, POST, refused POST), static assets, RSC, 304 and HEAD carry it too', async ({ request, baseURL }) => {
    const origin = { Origin: baseURL ?? '' };
    const answers: [string, APIResponse, number][] = [
      ['GET /api/profile', await request.get('/api/profile'), 401],
      ['GET /api/notifications/unread-count', await request.get('/api/notifications/unread-count'), 401],
      ['POST /api/auth/sign-out', await request.post('/api/auth/sign-out', { headers: origin }), 200],
      ['POST /api/test-result (empty body)', await request.post('/api/test-result', { headers: origin, data: {} }), 400],
      ['POST /api/signup (cross-site)', await request.post('/api/signup', { headers: { Origin: 'https://evil.example' }, data: {} }), 403],
    ];
    const home = await (await request.get('/')).text();
    const chunk = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
    const blog = await (await request.get('/blog')).text();
    const seedAsset = /(\/seed-assets\/[0-9a-f]+\.svg)/.exec(blog)?.[1];
    expect(chunk, 'a script chunk on the home page').toBeTruthy();
    expect(seedAsset, 'a seed image on /blog').toBeTruthy();
    for (const path of [chunk ?? '', seedAsset ?? '', '/icon.svg', '/robots.txt', '/sitemap.xml', '/locales/en/common.json']) {
      answers.push([`GET ${path}`, await request.get(path), 200]);
    }
    answers.push(['RSC /theory', await request.get('/theory', { headers: { RSC: '1' } }), 200]);
    for (const [label, response, status] of answers) {
      expect(response.status(), label).toBe(status);
      await expectSecureAnswer(response, label);
    }

    const etag = (await request.get('/theory')).headers().etag;
    expect(etag, 'the static page has an ETag').toBeTruthy();
    const notModified = await request.get('/theory', { headers: { 'If-None-Match': etag ?? '' } });
    expect(notModified.status()).toBe(304);
    expect(fixedHeaderProblems(notModified.headers(), { withCsp: false }), '304 /theory').toEqual([]);

    const head = await request.head('/theory');
    expect(head.status()).toBe(200);
    expect(fixedHeaderProblems(head.headers()), 'HEAD /theory').toEqual([]);
  });

  test('over https: HSTS for two years with subdomains, upgrade-insecure-requests, configured third parties', async ({ request }) => {
    test.setTimeout(90_000);
    const port = await freePort();
    const child = spawn(process.execPath, [fileURLToPath(new URL('../web/server.ts', import.meta.url)), '--port', String(port)], {
      env: {
        ...process.env,
        NEXT_PUBLIC_SITE_URL: 'https://typeatlas.example',
        NEXT_PUBLIC_POSTHOG_KEY: 'phc_e2e',
        NEXT_PUBLIC_POSTHOG_HOST: 'https://eu.i.posthog.com',
        FIREBASE_AUTH_EMULATOR_HOST: '',
        FIRESTORE_EMULATOR_HOST: '',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (data: Buffer) => (stderr += data.toString()));
    try {
      const base = `http://localhost:${port}`;
      await expect
        .poll(async () => (await request.get(`${base}/theory`, { timeout: 2_000 }).catch(() => null))?.status(), {
          timeout: 60_000,
          message: `https-configured server on ${port}: ${stderr}`,
        })
        .toBe(200);
      for (const path of ['/theory', '/api/profile', '/icon.svg']) {
        const headers = (await request.get(`${base}${path}`, { maxRedirects: 0 })).headers();
        expect(headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
        const csp = parseCsp(headers['content-security-policy']);
        expect(csp.has('upgrade-insecure-requests'), path).toBe(true);
        expect(csp.get('connect-src'), path).toEqual(["'self'", 'https://eu.i.posthog.com', 'https://eu-assets.i.posthog.com']);
        expect(csp.get('script-src')?.slice(0, 2), path).toEqual(["'self'", 'https://eu-assets.i.posthog.com']);
        expect(headers['x-frame-options'], path).toBe('DENY');
      }
    } finally {
      child.kill('SIGTERM');
    }
  });
});

/** A free TCP port on the loopback interface. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Waits until React owns the page (its scripts, inline flight data included, have run). */
async function expectPageHydrated(page: Page, path: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('a, button')].some((element) =>
            Object.keys(element).some((key) => key.startsWith('__reactProps$')),
          ),
        ),
      {
        message: `${path} hydrated`,
      },
    )
    .toBe(true);
}

test.describe('no CSP violations in the browser', () => {
  test('the watcher sees a violation: an injected inline script and an inline handler are refused', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/theory');
    await expectPageHydrated(page, '/theory');
    expect(violations).toEqual([]);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      const image = document.createElement('img');
      image.setAttribute('onerror', 'window.__handler = true');
      image.src = 'data:,broken';
      document.body.append(image);
    });
    await expect
      .poll(() => violations.filter((violation) => violation.startsWith('/theory: script-src-elem blocked inline')).length)
      .toBe(1);
    await expect
      .poll(() => violations.filter((violation) => violation.startsWith('/theory: script-src-attr blocked inline')).length)
      .toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as { __handler?: boolean }).__handler)).toBeUndefined();
  });
});

test.describe('clickjacking', () => {
  let attacker: Server;
  let attackerOrigin: string;

  test.beforeAll(async ({ baseURL }) => {
    // Same site as the app (localhost, another port), so SameSite=Lax session cookies ride along
    // into the frame: without the headers the signed-in settings page would render inside it.
    attacker = createServer((_request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(`<!DOCTYPE html><html><head><title>attacker</title></head><body>
<h1>Win a prize</h1><iframe id="victim" width="900" height="700" src="${baseURL}/profile/settings"></iframe>
<script>document.getElementById('victim').addEventListener('load', function () { document.title = 'frame loaded'; });</script>
</body></html>`);
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    attackerOrigin = `http://localhost:${(attacker.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => attacker.close(resolve));
  });

  test('another origin cannot frame /profile/settings of a signed-in user; without the headers it could', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    // Sign up and in through the API (the same calls the login screen makes).
    const origin = { Origin: baseURL ?? '' };
    const email = `frame-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const signUp = await page.request.post('/api/signup', {
      headers: origin,
      data: { email, password: 'correct-horse-battery', name: 'Framed' },
    });
    expect(signUp.status()).toBe(201);
    const { token } = (await signUp.json()) as { token: string };
    const exchange = await page.request.post(
      `${EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
      {
        data: { token, returnSecureToken: true },
      },
    );
    const { idToken, refreshToken } = (await exchange.json()) as { idToken: string; refreshToken: string };
    expect((await page.request.post('/api/auth/sign-in', { headers: origin, data: { idToken, refreshToken } })).status()).toBe(200);
    await page.goto('/profile/settings');
    await expect(page.getByRole('heading', { name: 'Delete account' })).toBeVisible({ timeout: 15_000 });

    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors|X-Frame-Options/i.test(message.text())) refusals.push(message.text());
    });
    /** Which of our headers the route below strips from the framed page (the control cases). */
    let strip: string[] = [];
    await page.route('**/profile/settings', async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !strip.includes(name)));
      await route.fulfill({ response, headers });
    });
    const victim = page.frameLocator('#victim');
    const frameShows = async (): Promise<boolean> => {
      await page.goto(attackerOrigin);
      await expect(page).toHaveTitle('frame loaded', { timeout: 20_000 });
      await page.waitForTimeout(500);
      return (await victim.getByRole('heading', { name: 'Delete account' }).count()) > 0;
    };

    // Control: with both headers removed, the signed-in settings page renders inside the frame.
    strip = ['content-security-policy', 'x-frame-options'];
    expect(await frameShows(), 'without the headers the page can be framed (control)').toBe(true);

    // Without the CSP, X-Frame-Options: DENY alone still blocks it (browsers without frame-ancestors).
    strip = ['content-security-policy'];
    expect(await frameShows(), 'framing blocked by X-Frame-Options').toBe(false);
    expect(refusals.some((text) => /X-Frame-Options/i.test(text) && /deny/i.test(text))).toBe(true);

    // As served (no interception): blocked by frame-ancestors 'none'.
    await page.unroute('**/profile/settings');
    expect(await frameShows(), 'framing blocked by the CSP').toBe(false);
    expect(refusals.some((text) => text.includes("frame-ancestors 'none'"))).toBe(true);
  });
});
