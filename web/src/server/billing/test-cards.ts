/**
 * The card check of the local provider: Stripe's documented test card numbers behave as they do in
 * Stripe's test mode (https://docs.stripe.com/testing). Pure; the messages are the ones Stripe's
 * Checkout shows. Any future expiry date and any CVC pass, as in test mode.
 *
 * | number | outcome |
 * |---|---|
 * | 4242 4242 4242 4242, 5555 5555 5555 4444, 3782 822463 10005 | succeeds |
 * | 4000 0000 0000 0002 | `card_declined`: 'Your card was declined.' |
 * | 4000 0000 0000 9995 | `insufficient_funds`: 'Your card has insufficient funds.' |
 * | 4000 0000 0000 0069 | `expired_card`: 'Your card has expired.' |
 * | any other valid number | `live_card_in_test_mode`: declined (only test cards are accepted here) |
 */
import { isExpired, luhnValid, parseExpiry } from '@/lib/card-input';

/** Why a card is refused; the field it concerns. */
export interface CardProblem {
  code:
    | 'incomplete_number'
    | 'invalid_number'
    | 'invalid_expiry'
    | 'expired_card'
    | 'incomplete_cvc'
    | 'card_declined'
    | 'insufficient_funds'
    | 'live_card_in_test_mode';
  field: 'number' | 'expiry' | 'cvc';
}

/** The visitor-facing text of each problem (shown by the checkout page, announced with role=alert). */
export const CARD_MESSAGES: Readonly<Record<CardProblem['code'], string>> = {
  incomplete_number: 'Your card number is incomplete.',
  invalid_number: 'Your card number is invalid.',
  invalid_expiry: "Your card's expiration date is incomplete.",
  expired_card: 'Your card has expired.',
  incomplete_cvc: "Your card's security code is incomplete.",
  card_declined: 'Your card was declined. Nothing was charged; try another card.',
  insufficient_funds: 'Your card has insufficient funds. Nothing was charged; try another card.',
  live_card_in_test_mode: 'This checkout runs in test mode and only accepts test cards, e.g. 4242 4242 4242 4242. Nothing was charged.',
};

const SUCCEEDS = new Set(['4242424242424242', '5555555555554444', '378282246310005']);
const DECLINES: Record<string, CardProblem['code']> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
};

/** Luhn checksum of a digit string (one rule for the form and the server: lib/card-input). */
export { luhnValid };

/**
 * Checks a card as the local checkout does.
 * @param card the form fields as typed (spaces allowed in the number; the expiry as
 *   lib/card-input's parseExpiry reads it: "1230", "12/30", "12 / 30", "12/2030" — a form posted
 *   without JavaScript from a phone's digits keypad has no "/")
 * @param now the current time (expiry is checked against its month)
 * @returns null when the payment succeeds, else the problem
 */
export function checkTestCard(card: { number: string; expiry: string; cvc: string }, now: Date): CardProblem | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || digits.length < 13)
    return { code: digits.length === 0 || /^\d*$/.test(digits) ? 'incomplete_number' : 'invalid_number', field: 'number' };
  if (digits.length > 19 || !luhnValid(digits)) return { code: 'invalid_number', field: 'number' };
  const expiry = parseExpiry(card.expiry);
  if (!expiry) return { code: 'invalid_expiry', field: 'expiry' };
  if (isExpired(expiry, now)) return { code: 'expired_card', field: 'expiry' };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { code: 'incomplete_cvc', field: 'cvc' };
  if (SUCCEEDS.has(digits)) return null;
  const declined = DECLINES[digits];
  return { code: declined ?? 'live_card_in_test_mode', field: 'number' };
}
