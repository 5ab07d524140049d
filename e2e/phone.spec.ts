/**
 * Phone journeys, typed (issue 22 §6, issue 23): on a 390×844 touch viewport a visitor taps
 * through the free test, signs up and pays by typing on the on-screen keyboards.
 * Design notes: docs/tests-and-results.md "Notes from the source files".
 */
import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { FULL_DEPTH } from '../scripts/test-support/depth';
import { answerStatements, answersForType } from './support/free-test';
import { expectHydrated } from './support/hydration';
import { findOverflow } from './support/overflow';

/** An iPhone-sized touch screen (390×844 CSS px, as issue 22 §6 asks). */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

/** The keys of the numeric keypad a phone shows for `inputmode="numeric"`: digits only. */
const NUMERIC_KEYPAD = /^[0-9]*$/;
/** The keys of the e-mail / text keyboard used here (letters, digits, and what an address needs). */
const TEXT_KEYBOARD = /^[A-Za-z0-9@._ -]*$/;

/** Taps a field (as a finger does) and types `text` key by key on the keypad its inputmode opens. */
async function typeOnKeypad(page: Page, field: Locator, text: string): Promise<void> {
  expect(text, 'a numeric keypad has digits only').toMatch(NUMERIC_KEYPAD);
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await field.tap();
  await page.keyboard.type(text);
}

/** Taps a field and types `text` on the on-screen text keyboard. */
async function typeOnKeyboard(page: Page, field: Locator, text: string): Promise<void> {
  expect(text).toMatch(TEXT_KEYBOARD);
  await field.tap();
  await page.keyboard.type(text);
}

/**
 * A screenshot of `locator` for people to look at (no assertion), attached to the report (and kept
 * in the test's output folder) — at the full depth only, as share.spec's and premium-checkout's
 * (issue 22, stop 34: CPU of the fast run); a failing test still gets Playwright's own failure
 * screenshot.
 */
async function shoot(locator: Locator, testInfo: TestInfo, name: string): Promise<void> {
  if (!FULL_DEPTH) return;
  const path = testInfo.outputPath(`${name}.png`);
  await locator.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test.describe('phone journeys (390×844, touch)', () => {
  test('tap through the free test, sign up, type the card on the keypad (1230, an invalid CVC, a decline), pay, open profile and settings', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const email = `e2e-phone-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

    // 1. The free test by tapping: the survey, then one tap per statement (a tap answers and advances).
    const answers = answersForType('ISFP');
    await page.goto('/free-personality-test');
    const start = page.getByRole('button', { name: 'Start the test' });
    await expectHydrated(start);
    await page.getByRole('group', { name: 'Gender' }).getByRole('radio').first().tap();
    await start.tap();
    await answerStatements(
      page,
      (text) => {
        const value = answers.get(text);
        expect(value, `unknown statement "${text}"`).toBeDefined();
        return value ?? 0;
      },
      { act: 'tap' },
    );
    await expect(page).toHaveURL(/\/free-personality-test\/result$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ISFP');

    // 2. Pricing → Choose → /login → sign up by typing; back to /complete/monthly.
    await page.goto('/pricing');
    await expect(page.getByText('About $4.08 a month, billed once a year')).toBeVisible();
    await page.getByRole('link', { name: 'Choose the Monthly plan' }).tap();
    await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
    const signUpTab = page.getByRole('tab', { name: 'Sign up' });
    await expectHydrated(signUpTab);
    await signUpTab.tap();
    const signUp = page.getByRole('tabpanel', { name: 'Sign up' });
    await typeOnKeyboard(page, signUp.getByLabel('Name'), 'Pip');
    await typeOnKeyboard(page, signUp.getByLabel('E-mail'), email);
    await typeOnKeyboard(page, signUp.getByLabel('Password', { exact: true }), 'correct horse battery');
    await signUp.getByRole('button', { name: 'Create account' }).tap();
    await expect(page).toHaveURL(/\/complete\/monthly$/, { timeout: 30_000 });

    // 3. The local checkout: the fields ask for the numeric keypad and for the browser's card autofill.
    await page.getByRole('button', { name: 'Continue to payment' }).tap();
    await expect(page).toHaveURL(/\/billing\/checkout\/cs_local_[a-f0-9]{24}$/);
    const number = page.getByLabel('Card number');
    const expiry = page.getByLabel('Expiry (MM / YY)');
    const cvc = page.getByLabel('Security code');
    const pay = page.getByRole('button', { name: 'Pay $6.99' });
    const form = page.locator('form').filter({ has: number });
    for (const [field, token] of [
      [number, 'cc-number'],
      [expiry, 'cc-exp'],
      [cvc, 'cc-csc'],
    ] as const) {
      await expect(field).toHaveAttribute('autocomplete', token);
      await expect(field).toHaveAttribute('inputmode', 'numeric');
    }
    await expectHydrated(number);
    await shoot(form, testInfo, 'phone checkout, empty');

    // 4. Digits only: the number groups by four and the expiry formats as it is typed.
    await typeOnKeypad(page, number, '42424242');
    await expect(number).toHaveValue('4242 4242');
    await typeOnKeypad(page, expiry, '12');
    await expect(expiry).toHaveValue('12');
    await shoot(form, testInfo, 'phone checkout, mid-typing');
    await number.tap();
    await page.keyboard.press('End');
    await page.keyboard.type('42424242');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await expiry.tap();
    await page.keyboard.press('End');
    await page.keyboard.type('30');
    await expect(expiry).toHaveValue('12 / 30');

    // 5. An invalid CVC: the error sits next to the CVC; the number and expiry stay as typed.
    await typeOnKeypad(page, cvc, '12');
    await pay.tap();
    const cvcError = page.locator('#card-cvc-error');
    await expect(cvcError).toHaveText(/security code is incomplete/);
    await expect(cvc).toHaveAttribute('aria-invalid', 'true');
    await expect(cvc).toHaveAttribute('aria-describedby', /card-cvc-error/);
    await expect(cvc).toBeFocused();
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await expect(number).not.toHaveAttribute('aria-invalid', 'true');
    await expect(expiry).toHaveValue('12 / 30');
    await expect(cvc).toHaveValue('12');
    await expect(page).toHaveURL(/\/billing\/checkout\/cs_local_[a-f0-9]{24}$/);
    await shoot(form, testInfo, 'phone checkout, invalid CVC');

    // 6. A declined card (the provider refuses it): the error moves to the number; nothing typed is lost.
    await page.keyboard.type('123'); // the wrong CVC is selected: typing replaces it
    await expect(cvc).toHaveValue('123');
    await expect(cvcError).toHaveCount(0);
    await number.tap();
    await number.selectText();
    await page.keyboard.press('Backspace');
    await page.keyboard.type('4000000000000002');
    await expect(number).toHaveValue('4000 0000 0000 0002');
    await pay.tap();
    await expect(page.locator('#card-number-error')).toHaveText(/declined/);
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toBeFocused();
    await expect(number).toHaveValue('4000 0000 0000 0002');
    await expect(expiry).toHaveValue('12 / 30');
    await expect(cvc).toHaveValue('123');
    await shoot(form, testInfo, 'phone checkout, declined');

    // 7. 4242 … typed over the selected number: paid.
    await page.keyboard.type('4242424242424242');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await pay.tap();
    await expect(page).toHaveURL(/\/billing\/success\?plan=monthly$/, { timeout: 30_000 });
    await expect(page.getByRole('status')).toContainText('Your Premium plan is active.');

    // 8. /profile shows the result taken before signing up; settings shows the subscription.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: /Pip|Your profile/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your saved results' }).getByText('ISFP').first()).toBeVisible({ timeout: 15_000 });
    // Both fit the phone with a saved result and a subscription (issue 22: /profile was 469–485 px wide);
    // the crawler sees /profile at 390 px only on every other commit at the fast depth.
    expect(await page.evaluate(findOverflow, 390), '/profile at 390 px').toEqual({ scrollWidth: 390, offenders: [] });
    await page.goto('/profile/settings');
    const subscription = page.getByRole('region', { name: /Subscription/ });
    await expect(subscription.getByText('Active', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(subscription.getByRole('table')).toContainText('$6.99');
    expect(await page.evaluate(findOverflow, 390), '/profile/settings at 390 px').toEqual({ scrollWidth: 390, offenders: [] });
  });
});
