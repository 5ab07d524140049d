/**
 * Security headers on every answer (issue 13, docs/security.md "Security headers"), against the production
 * server web/server.ts. Every page template (status, header set, CSP hashes = its inline scripts,
 * no CSP violation while it loads and hydrates) is checked by the crawler, e2e/crawl.spec.ts, with
 * the same checks (e2e/support/security-headers.ts). Here:
 * - API answers (GET and POST), static assets, RSC, 304 and HEAD answers carry the whole header set;
 * - over https (a second server started here with an https site URL) HSTS and
 *   upgrade-insecure-requests are added, and configured third parties appear in the CSP;
 * - in Chromium, using the free test, the toolkit runner, the search modal, the drawer, the
 *   accessibility widget and sign-up / sign-in (Auth emulator) raises no CSP violation
 *   (`securitypolicyviolation` events and console messages), and the watcher does see one;
 * - /profile/settings of a signed-in user cannot be framed by another origin (clickjacking), while
 *   the same page with the headers removed can — so the check is not vacuous.
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type APIResponse, expect, type Page, test } from '@playwright/test';
import { answerStatements, answersForType } from './support/free-test';
import { expectHydrated } from './support/hydration';
import { answerHeaderProblems, fixedHeaderProblems, parseCsp } from './support/security-headers';
import { loadSeedTest, startWithMouse, stepHeading } from './support/toolkit';

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

/**
 * Records every CSP violation of the page, in every frame and across navigations: the
 * `securitypolicyviolation` event (reported through a binding) and Chromium's console messages
 * ("Refused to …", Content Security Policy, Permissions-Policy header errors).
 * @returns the live list of violations
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
        report(
          `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
        );
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to|Permissions-Policy|Unrecognized feature/i.test(message.text())) {
      violations.push(`console ${message.type()} on ${page.url()}: ${message.text()}`);
    }
  });
  return violations;
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

  test('the free test and the toolkit runner, start to result', async ({ page }) => {
    test.setTimeout(180_000);
    const violations = await watchViolations(page);

    const answers = answersForType('INTJ');
    await page.goto('/free-personality-test');
    const start = page.getByRole('button', { name: 'Start the test' });
    await expectHydrated(start);
    await page.getByRole('group', { name: 'Gender' }).getByRole('radio').first().check();
    await page.getByRole('group', { name: 'Age' }).getByRole('radio').first().check();
    await start.click();
    await answerStatements(page, (text) => answers.get(text) ?? 0);
    await expect(page).toHaveURL(/\/free-personality-test\/result$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('INTJ');

    const def = loadSeedTest('habits-and-energy');
    await startWithMouse(page, def.slug);
    await expect(stepHeading(page)).toHaveText(def.groups[0]?.title ?? '');
    for (const group of def.groups.slice(1)) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(stepHeading(page)).toHaveText(group.title);
    }
    const boxes = page.getByRole('checkbox');
    for (const index of [0, 1, 2]) await boxes.nth(index).check();
    await page.getByRole('button', { name: 'See my result' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Your strongest area: / })).toBeVisible();

    expect(violations).toEqual([]);
  });

  test('the search modal, the accessibility widget and (at 375 px) the drawer', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    const searchButton = page.getByRole('banner').getByRole('button', { name: 'Search the site' });
    await expectHydrated(searchButton);
    await searchButton.click();
    const dialog = page.getByRole('dialog', { name: 'Looking for something?' });
    await dialog.getByRole('searchbox', { name: 'Search keywords' }).fill('romance');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\/romance$/);

    const widget = page.getByRole('contentinfo').getByRole('button', { name: 'Accessibility options', exact: true });
    await expectHydrated(widget);
    await widget.click();
    const menu = page.getByRole('dialog', { name: 'Accessibility options' });
    await expect(menu).toBeVisible();
    await menu.getByRole('checkbox', { name: 'Larger text' }).check();
    await expect(page.locator('html')).toHaveClass(/\ba11y-large-text\b/);
    // The boot script applies the stored preference on the next page view (inline, hashed).
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\ba11y-large-text\b/);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/personality-type/intj');
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await expectHydrated(menuButton);
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Resources' }).click();
    await drawer.getByRole('link', { name: 'Personalities' }).click();
    await expect(drawer).toBeHidden();

    expect(violations).toEqual([]);
  });

  test('signed in with the Auth emulator: sign up, profile, notifications, settings, log out, log in', async ({ page }) => {
    test.setTimeout(120_000);
    const violations = await watchViolations(page);
    const email = `csp-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const password = 'correct-horse-battery';
    const emulatorCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(EMULATOR_ORIGIN)) emulatorCalls.push(request.url());
    });

    await page.goto('/login');
    await expectHydrated(page.getByRole('tab', { name: 'Sign up' }));
    await page.getByRole('tab', { name: 'Sign up' }).click();
    const signUp = page.getByRole('tabpanel', { name: 'Sign up' });
    await signUp.getByLabel('Name').fill('Casey');
    await signUp.getByLabel('E-mail').fill(email);
    await signUp.getByLabel('Password', { exact: true }).fill(password);
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
    expect(emulatorCalls.length, 'the browser SDK talked to the Auth emulator').toBeGreaterThan(0);

    await page.goto('/profile');
    const menuButton = page.getByRole('button', { name: /Account menu/ });
    await expectHydrated(menuButton);
    await menuButton.click();
    await page.getByRole('menuitem', { name: /Notifications/ }).click();
    await expect(page.getByText('Your profile has been created. Share it with friends!')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/profile/settings');
    await expect(page.getByRole('region', { name: 'Profile' }).getByLabel('Name')).toHaveValue('Casey', { timeout: 15_000 });

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const calls = emulatorCalls.length;
    const signIn = page.getByRole('tabpanel', { name: 'Log in' });
    await expectHydrated(signIn.getByRole('button', { name: 'Log in' }));
    await signIn.getByLabel('E-mail').fill(email);
    await signIn.getByLabel('Password').fill(password);
    await signIn.getByRole('button', { name: 'Log in' }).click();
    await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
    expect(emulatorCalls.length, 'the password sign-in went to the Auth emulator').toBeGreaterThan(calls);

    expect(violations).toEqual([]);
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
