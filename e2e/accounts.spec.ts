/**
 * Accounts end to end (issue 4 "Done means"): a visitor takes the free test, signs up, finds the
 * result on /profile, sees the signup notification with the unread badge, opens the panel (badge
 * cleared), changes the name in settings, signs out (cookies and `test_results` cleared) and is then
 * sent from /profile to /login, and logs in again with the password. axe runs on login, profile,
 * settings and the open panel; no CSP violation on the way (the watcher of
 * e2e/security-headers.spec.ts), and the browser SDK talks to the Auth emulator.
 * Runs against the Auth emulator and the local Firestore server that ./scripts/test.sh starts.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { TEST_RESULTS_KEY, answerStatements, answersForType } from './support/free-test';
import { expectHydrated } from './support/hydration';
import { watchViolations } from './support/security-headers';

const AUTH_COOKIES = ['user', 'token', 'refreshToken'];
const EMULATOR_ORIGIN = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? ''}`;

/** Completes the free test with the mouse so the result is `type`. */
async function takeFreeTest(page: Page, type: string): Promise<void> {
  const answers = answersForType(type);
  await page.goto('/free-personality-test');
  const start = page.getByRole('button', { name: 'Start the test' });
  await expectHydrated(start);
  await page.getByRole('group', { name: 'Gender' }).getByRole('radio').first().check();
  await page.getByRole('group', { name: 'Age' }).getByRole('radio').first().check();
  await start.click();
  await answerStatements(page, (text) => {
    const value = answers.get(text);
    expect(value, `unknown statement "${text}"`).toBeDefined();
    return value ?? 0;
  });
  await expect(page).toHaveURL(/\/free-personality-test\/result$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(type);
}

test.describe('accounts', () => {
  test('a visitor on /profile is sent to /login; sign up after the test → profile → notification → settings → sign out → log in; no CSP violation', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(240_000);
    const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const password = 'correct-horse-battery';
    const violations = await watchViolations(page);
    const emulatorCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(EMULATOR_ORIGIN)) emulatorCalls.push(request.url());
    });

    // 1. The free test, signed out: the result lives in local storage.
    await takeFreeTest(page, 'ENFP');

    // 2. Sign up on /login (axe on the login screen first), where a visitor on /profile is sent.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('tab', { name: 'Log in' })).toBeVisible();
    await expectHydrated(page.getByRole('tab', { name: 'Sign up' }));
    await expectNoAxeViolations(page, testInfo, '/login');
    await page.getByRole('tab', { name: 'Sign up' }).click();
    const signUp = page.getByRole('tabpanel', { name: 'Sign up' });
    await expect(signUp.getByText("We'll save your test result to your account")).toBeVisible();
    // The type is prefilled from the stored result (read without zod: features/results/stored-type.ts).
    await expect(signUp.getByLabel('Your type (optional)')).toHaveValue('enfp');
    await signUp.getByLabel('Name').fill('Robin');
    await signUp.getByLabel('E-mail').fill(email);
    await signUp.getByLabel('Password', { exact: true }).fill(password);
    await signUp.getByRole('button', { name: 'Create account' }).click();

    // The nonauth rule sends the new user away from /login; the session cookies are set.
    await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
    expect(emulatorCalls.length, 'the browser SDK talked to the Auth emulator').toBeGreaterThan(0);
    const cookieNames = (await context.cookies()).map((cookie) => cookie.name);
    for (const name of AUTH_COOKIES) expect(cookieNames, `cookie ${name}`).toContain(name);
    const tokenCookie = (await context.cookies()).find((cookie) => cookie.name === 'token');
    expect(tokenCookie?.httpOnly).toBe(true);

    // 3. The result taken while signed out is on /profile.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: /Robin|Your profile/ })).toBeVisible();
    const results = page.getByRole('region', { name: 'Your saved results' });
    await expect(results.getByText('ENFP').first()).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page, testInfo, '/profile');

    // 4. The signup notification shows with the unread badge; opening the panel clears it.
    const menuButton = page.getByRole('button', { name: /Account menu/ });
    await expect(menuButton).toBeVisible();
    await expect(menuButton).toHaveAccessibleName(/1 unread notification/);
    await menuButton.click();
    await page.getByRole('menuitem', { name: /Notifications/ }).click();
    await expect(page.getByText('Your profile has been created. Share it with friends!')).toBeVisible();
    await expect(page.locator('[data-read="false"]').first()).toBeVisible();
    await expectNoAxeViolations(page, testInfo, 'notifications panel');
    await expect(menuButton).not.toHaveAccessibleName(/unread/);
    await page.keyboard.press('Escape');

    // 5. Change the name in settings.
    await page.goto('/profile/settings');
    const profileSection = page.getByRole('region', { name: 'Profile' });
    await expect(profileSection.getByLabel('Name')).toHaveValue('Robin', { timeout: 15_000 });
    await expectNoAxeViolations(page, testInfo, '/profile/settings');
    await profileSection.getByLabel('Name').fill('Robin Vale');
    await profileSection.getByRole('button', { name: 'Save profile' }).click();
    await expect(profileSection.getByText('Saved')).toBeVisible();
    const userCookie = (await context.cookies()).find((cookie) => cookie.name === 'user');
    expect(decodeURIComponent(userCookie?.value ?? '')).toContain('"name":"Robin Vale"');

    // 6. Sign out: cookies and test_results (both storages) cleared; /profile now goes to /login.
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect
      .poll(async () => (await context.cookies()).filter((cookie) => AUTH_COOKIES.includes(cookie.name)).map((cookie) => cookie.name))
      .toEqual([]);
    const stored = await page.evaluate((key) => [localStorage.getItem(key), sessionStorage.getItem(key)], TEST_RESULTS_KEY);
    expect(stored).toEqual([null, null]);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);

    // 7. Log in again with the password (the Auth emulator again).
    const calls = emulatorCalls.length;
    const signIn = page.getByRole('tabpanel', { name: 'Log in' });
    await expectHydrated(signIn.getByRole('button', { name: 'Log in' }));
    await signIn.getByLabel('E-mail').fill(email);
    await signIn.getByLabel('Password').fill(password);
    await signIn.getByRole('button', { name: 'Log in' }).click();
    await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
    expect(emulatorCalls.length, 'the password sign-in went to the Auth emulator').toBeGreaterThan(calls);

    expect(violations, 'CSP violations').toEqual([]);
  });
});
