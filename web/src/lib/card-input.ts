/**
 * What a card form accepts and how it formats as the user types (issue 23). Pure, so the checkout
 * form (browser) and the payment call (server) share one reading of the fields.
 * Design notes: docs/premium-and-billing.md "Notes from the source files".
 */

/** The card fields of the checkout form. */
export type CardField = 'number' | 'expiry' | 'cvc';

/** The form order of the card fields (focus goes to the first with a problem). */
export const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc'];

/**
 * Why a field is refused. The codes are Stripe's card error codes (https://docs.stripe.com/error-codes),
 * the ones the local provider answers with (server/billing/test-cards.ts).
 */
export type CardInputCode = 'incomplete_number' | 'invalid_number' | 'invalid_expiry' | 'expired_card' | 'incomplete_cvc';

/**
 * Which field each refusal of the payment call concerns (the codes of server/billing/test-cards.ts:
 * a refused card — declined, insufficient funds, expired, not a test card — is about the number).
 */
const FIELD_OF_CODE: Readonly<Record<string, CardField>> = {
  incomplete_number: 'number',
  invalid_number: 'number',
  invalid_expiry: 'expiry',
  expired_card: 'number',
  incomplete_cvc: 'cvc',
  card_declined: 'number',
  insufficient_funds: 'number',
  live_card_in_test_mode: 'number',
};

/** The field a refusal code concerns; an unknown code concerns the number (a refused card is about the card). */
export function fieldOfCode(code: string): CardField {
  return Object.hasOwn(FIELD_OF_CODE, code) ? FIELD_OF_CODE[code]! : 'number';
}

/** Longest card number (ISO/IEC 7812-1). */
export const CARD_NUMBER_MAX_DIGITS = 19;
/** Shortest card number this form accepts (the local provider's rule; ISO/IEC 7812 allows 12 for some issuers, Stripe asks ≥ 13). */
export const CARD_NUMBER_MIN_DIGITS = 13;

/** Only the digits of a value. */
export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** True for an American Express number (IIN 34 or 37), whose groups are 4-6-5 and CVC 4 digits. */
export function isAmex(digits: string): boolean {
  return /^3[47]/.test(digits);
}

/** Luhn checksum (ISO/IEC 7812-1 Annex B) of a digit string; false for an empty string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * A card number as the user types it: digits only (anything else dropped), at most 19, in groups
 * of four ("4242 4242 4242 4242"), American Express 4-6-5 ("3782 822463 10005").
 * @param raw the field's value after a key press, paste or autofill
 */
export function formatCardNumber(raw: string): string {
  const digits = digitsOf(raw).slice(0, CARD_NUMBER_MAX_DIGITS);
  const groups = isAmex(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.join(' ');
}

/** The separator the expiry is shown with: "MM / YY". */
const EXPIRY_SEPARATOR = ' / ';

/**
 * An expiry date as the user types it, in the "MM / YY" shape the field's label asks for:
 * - digits only: "1" → "1", "12" → "12", "123" → "12 / 3", "1230" → "12 / 30", "122030" → "12 / 2030";
 *   a first digit 2–9 can only start a month 02–09: "4" → "04"; "13" → "01 / 3" (no month 13);
 * - with a separator typed (hardware keyboards, paste, autofill): "1/" → "01 / ", "12/30" and
 *   "12 / 30" → "12 / 30", "1/30" → "01 / 30".
 * Deleting back to the month drops the separator ("12 / 3" → Backspace → "12 / " → "12"), so
 * Backspace never gets stuck on a separator the formatter would put back.
 * @param raw the field's value after a key press, paste or autofill
 * @param previous the field's value before it (tells a deletion from typing)
 * @returns at most "MM / YYYY" (9 characters)
 */
export function formatExpiry(raw: string, previous = ''): string {
  const deleting = raw.length < previous.length;
  const separated = /[/\-.]/.test(raw) ? /^\D*(\d{1,2})\s*[/\-.]\s*(.*)$/.exec(raw) : null;
  if (separated) {
    const year = digitsOf(separated[2]!).slice(0, 4);
    if (deleting && year === '') return separated[1]!;
    return `${separated[1]!.padStart(2, '0')}${EXPIRY_SEPARATOR}${year}`;
  }
  let digits = digitsOf(raw);
  if (!deleting && (/^[2-9]/.test(digits) || /^1[3-9]/.test(digits))) digits = `0${digits}`;
  digits = digits.slice(0, 6);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)}${EXPIRY_SEPARATOR}${digits.slice(2)}`;
}

/**
 * Where the caret belongs after reformatting: just after the `digitsBefore`-th digit of
 * `formatted` (the digits left of the caret before formatting), so typing or deleting in the middle
 * of a grouped number keeps the caret where the user was.
 * @returns a character offset into `formatted`
 */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index]!)) {
      seen += 1;
      if (seen === digitsBefore) {
        // Past a separator that nothing follows yet ("1/" → "01 / |"): the next digit goes there.
        return /\d/.test(formatted.slice(index + 1)) ? index + 1 : formatted.length;
      }
    }
  }
  return formatted.length;
}

/** An expiry month. */
export interface CardExpiry {
  /** 1–12. */
  month: number;
  /** Four digits (a two-digit year is 20YY). */
  year: number;
}

/**
 * Reads an expiry date: "1230", "12/30", "12 / 30", "12-30", "1/30", "12/2030", "122030" → December
 * 2030. Surrounding spaces are ignored.
 * @returns null when it is not a month 01–12 followed by a two- or four-digit year
 */
export function parseExpiry(raw: string): CardExpiry | null {
  const value = raw.trim();
  const match = /^(\d{1,2})\s*[/\-.]\s*(\d{2}|\d{4})$/.exec(value) ?? /^(\d{2})(\d{2}|\d{4})$/.exec(value.replace(/\s+/g, ''));
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return { month, year };
}

/** An expiry in the form the payment call reads, "MM / YY" (or "MM / YYYY" past 2099). */
export function expiryText({ month, year }: CardExpiry): string {
  const yy = year >= 2000 && year <= 2099 ? String(year - 2000).padStart(2, '0') : String(year);
  return `${String(month).padStart(2, '0')}${EXPIRY_SEPARATOR}${yy}`;
}

/** True when a card with this expiry is past its last valid day at `now` (valid through the end of its month, UTC). */
export function isExpired({ month, year }: CardExpiry, now: Date): boolean {
  return year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** A security code as typed: digits only, at most 4. */
export function formatCvc(raw: string): string {
  return digitsOf(raw).slice(0, 4);
}

/** The card fields as typed. */
export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

/**
 * What is wrong with each field, before anything is sent (the same rules as the local provider's
 * check, server/billing/test-cards.ts, so a form that passes here is refused only for the card
 * itself: declined, insufficient funds, not a test card).
 * @param now the current time (the expiry month is compared with it, UTC)
 * @returns one code per field with a problem; `{}` when all three are acceptable
 */
export function cardProblems(card: CardInput, now: Date): Partial<Record<CardField, CardInputCode>> {
  const problems: Partial<Record<CardField, CardInputCode>> = {};
  const rawNumber = card.number.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(rawNumber)) problems.number = 'invalid_number';
  else if (rawNumber.length < CARD_NUMBER_MIN_DIGITS) problems.number = 'incomplete_number';
  else if (rawNumber.length > CARD_NUMBER_MAX_DIGITS || !luhnValid(rawNumber)) problems.number = 'invalid_number';
  const expiry = parseExpiry(card.expiry);
  if (!expiry) problems.expiry = 'invalid_expiry';
  else if (isExpired(expiry, now)) problems.expiry = 'expired_card';
  const cvc = card.cvc.trim();
  const cvcLength = isAmex(rawNumber) ? [4] : [3, 4];
  if (!/^\d+$/.test(cvc) || !cvcLength.includes(cvc.length)) problems.cvc = 'incomplete_cvc';
  return problems;
}

/**
 * The fields as the payment call should receive them: the number's digits, the expiry as
 * "MM / YY" when it parses (else as typed, for the server to refuse), the CVC trimmed.
 */
export function normalizedCard(card: CardInput): CardInput {
  const expiry = parseExpiry(card.expiry);
  return { number: digitsOf(card.number), expiry: expiry ? expiryText(expiry) : card.expiry.trim(), cvc: card.cvc.trim() };
}
