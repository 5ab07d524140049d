import { describe, expect, it } from 'vitest';
import {
  caretAfterDigits,
  cardProblems,
  fieldOfCode,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  isExpired,
  luhnValid,
  normalizedCard,
  parseExpiry,
} from './card-input';

const NOW = new Date('2026-11-26T12:00:00Z');

/** Types `keys` one character at a time into a field formatted by `format`, as the form's onChange does. */
function typeInto(keys: string, format: (raw: string, previous: string) => string, start = ''): string[] {
  const seen: string[] = [];
  let value = start;
  for (const key of keys) {
    value = key === '\b' ? format(value.slice(0, -1), value) : format(value + key, value);
    seen.push(value);
  }
  return seen;
}

describe('expiry (issue 23: a phone keypad has no "/")', () => {
  it.each(['1230', '12/30', '12 / 30', '12-30', ' 12 /30 ', '12/2030', '122030', '1/30', '12.30'])('parses %j as December 2030', (raw) => {
    const month = raw.trim().startsWith('1/') ? 1 : 12;
    expect(parseExpiry(raw)).toEqual({ month, year: 2030 });
  });

  it.each(['', '1', '12', '123', '1330', '0030', '13/30', '00/30', '12/3', '12/303', 'ab/cd', '12//30', '12 30 1'])('refuses %j', (raw) => {
    expect(parseExpiry(raw)).toBeNull();
  });

  it('formats digits typed one by one on a numeric keypad', () => {
    expect(typeInto('1230', formatExpiry)).toEqual(['1', '12', '12 / 3', '12 / 30']);
    expect(typeInto('430', formatExpiry)).toEqual(['04', '04 / 3', '04 / 30']);
    expect(typeInto('130', formatExpiry)).toEqual(['1', '01 / 3', '01 / 30']);
    expect(typeInto('122030', formatExpiry)).toEqual(['1', '12', '12 / 2', '12 / 20', '12 / 203', '12 / 2030']);
    expect(typeInto('12309', formatExpiry).at(-1)).toBe('12 / 309');
    expect(formatExpiry('1230999')).toBe('12 / 3099');
  });

  it('formats a hardware keyboard, a paste and autofill the same way', () => {
    expect(typeInto('1/30', formatExpiry)).toEqual(['1', '01 / ', '01 / 3', '01 / 30']);
    expect(typeInto('12/30', formatExpiry)).toEqual(['1', '12', '12 / ', '12 / 3', '12 / 30']);
    for (const pasted of ['12/30', '12 / 30', '1230', '12-30']) expect(formatExpiry(pasted)).toBe('12 / 30');
    expect(formatExpiry('12/2030')).toBe('12 / 2030');
  });

  it('Backspace walks back through the separator instead of getting stuck on it', () => {
    expect(typeInto('\b\b\b\b', formatExpiry, '12 / 30')).toEqual(['12 / 3', '12', '1', '']);
    expect(typeInto('\b\b', formatExpiry, '01 / ')).toEqual(['01', '0']);
  });

  it('every formatted expiry parses back to the same month', () => {
    for (const raw of ['1230', '0127', '12/2030', '4/29']) {
      const formatted = formatExpiry(raw);
      expect(parseExpiry(formatted), raw).toEqual(parseExpiry(raw));
    }
  });

  it('a card is valid through the end of its expiry month (UTC)', () => {
    expect(isExpired({ month: 11, year: 2026 }, NOW)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, NOW)).toBe(true);
    expect(isExpired({ month: 11, year: 2026 }, new Date('2026-12-01T00:00:00Z'))).toBe(true);
  });
});

describe('card number', () => {
  it('groups by four as it is typed, digits only', () => {
    expect(typeInto('42424242', formatCardNumber)).toEqual(['4', '42', '424', '4242', '4242 4', '4242 42', '4242 424', '4242 4242']);
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 4242abc4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 4242 4242 4242 1234')).toBe('4242 4242 4242 4242 123');
  });

  it('groups American Express 4-6-5, as embossed', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });

  it('checks the Luhn digit (ISO/IEC 7812-1 Annex B)', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('')).toBe(false);
  });

  it('keeps the caret after the same digit when a group boundary moves', () => {
    // "4242 4|242" → a digit typed there: 6 digits before the caret in "4242 49242" → after the 6th.
    expect(caretAfterDigits(formatCardNumber('4242 49242'), 6)).toBe(7);
    expect(caretAfterDigits('4242 4242', 4)).toBe(4);
    expect(caretAfterDigits('01 / ', 2)).toBe(5);
    expect(caretAfterDigits('12 / 3', 0)).toBe(0);
  });
});

describe('cardProblems: one code per field, nothing else touched', () => {
  const good = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };

  it('accepts a complete card, with or without separators', () => {
    expect(cardProblems(good, NOW)).toEqual({});
    expect(cardProblems({ number: '4242424242424242', expiry: '1230', cvc: '123' }, NOW)).toEqual({});
  });

  it('names each wrong field with the code the payment call would answer', () => {
    expect(cardProblems({ ...good, number: '4242 4242' }, NOW)).toEqual({ number: 'incomplete_number' });
    expect(cardProblems({ ...good, number: '' }, NOW)).toEqual({ number: 'incomplete_number' });
    expect(cardProblems({ ...good, number: '4242 4242 4242 4241' }, NOW)).toEqual({ number: 'invalid_number' });
    expect(cardProblems({ ...good, number: '4242 4242 x242 4242' }, NOW)).toEqual({ number: 'invalid_number' });
    expect(cardProblems({ ...good, expiry: '12' }, NOW)).toEqual({ expiry: 'invalid_expiry' });
    expect(cardProblems({ ...good, expiry: '1330' }, NOW)).toEqual({ expiry: 'invalid_expiry' });
    expect(cardProblems({ ...good, expiry: '10 / 26' }, NOW)).toEqual({ expiry: 'expired_card' });
    expect(cardProblems({ ...good, cvc: '12' }, NOW)).toEqual({ cvc: 'incomplete_cvc' });
    expect(cardProblems({ ...good, cvc: '' }, NOW)).toEqual({ cvc: 'incomplete_cvc' });
    expect(cardProblems({ number: '4242', expiry: '', cvc: '1' }, NOW)).toEqual({
      number: 'incomplete_number',
      expiry: 'invalid_expiry',
      cvc: 'incomplete_cvc',
    });
  });

  it('asks American Express for four CVC digits (Stripe test cards: "four digits for American Express")', () => {
    expect(cardProblems({ number: '3782 822463 10005', expiry: '1230', cvc: '123' }, NOW)).toEqual({ cvc: 'incomplete_cvc' });
    expect(cardProblems({ number: '3782 822463 10005', expiry: '1230', cvc: '1234' }, NOW)).toEqual({});
  });
});

describe('normalizedCard: what the payment call receives', () => {
  it('sends digits and "MM / YY", which the local provider reads', () => {
    expect(normalizedCard({ number: '4242 4242 4242 4242', expiry: '1230', cvc: ' 123 ' })).toEqual({
      number: '4242424242424242',
      expiry: '12 / 30',
      cvc: '123',
    });
    expect(normalizedCard({ number: '4242', expiry: '12/2130', cvc: '1' }).expiry).toBe('12 / 2130');
    expect(normalizedCard({ number: '', expiry: 'soon', cvc: '' }).expiry).toBe('soon');
  });

  it('formatCvc keeps four digits at most', () => {
    expect(formatCvc('12a345')).toBe('1234');
  });
});

describe('fieldOfCode', () => {
  it('puts each refusal next to the field it concerns', () => {
    expect(['invalid_expiry', 'incomplete_cvc', 'card_declined', 'expired_card', 'incomplete_number'].map(fieldOfCode)).toEqual([
      'expiry',
      'cvc',
      'number',
      'number',
      'number',
    ]);
    expect(fieldOfCode('something_new')).toBe('number');
    expect(fieldOfCode('toString')).toBe('number');
  });
});
