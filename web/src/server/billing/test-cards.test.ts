import { describe, expect, it } from 'vitest';
import { checkTestCard, luhnValid } from './test-cards';

const NOW = new Date('2026-11-25T12:00:00Z');
const card = (number: string, expiry = '12 / 30', cvc = '123') => checkTestCard({ number, expiry, cvc }, NOW);

describe('checkTestCard (Stripe test numbers)', () => {
  it('4242 4242 4242 4242 succeeds, with or without spaces', () => {
    expect(card('4242 4242 4242 4242')).toBeNull();
    expect(card('4242424242424242')).toBeNull();
  });

  it('4000 0000 0000 0002 is declined; other documented declines keep their codes', () => {
    expect(card('4000 0000 0000 0002')).toEqual({ code: 'card_declined', field: 'number' });
    expect(card('4000 0000 0000 9995')).toEqual({ code: 'insufficient_funds', field: 'number' });
    expect(card('4000 0000 0000 0069')).toEqual({ code: 'expired_card', field: 'number' });
  });

  it('a real (non-test) card number is refused', () => {
    expect(card('4111 1111 1111 1111')).toEqual({ code: 'live_card_in_test_mode', field: 'number' });
  });

  it('refuses incomplete or invalid numbers, expiry dates and CVCs, naming the field', () => {
    expect(card('')).toMatchObject({ code: 'incomplete_number' });
    expect(card('4242 4242')).toMatchObject({ code: 'incomplete_number' });
    expect(card('4242 4242 4242 4241')).toMatchObject({ code: 'invalid_number' });
    expect(card('abcd')).toMatchObject({ code: 'invalid_number' });
    expect(card('4242424242424242', '13/30')).toMatchObject({ code: 'invalid_expiry', field: 'expiry' });
    expect(card('4242424242424242', '10/26')).toMatchObject({ code: 'expired_card', field: 'expiry' });
    expect(card('4242424242424242', '11/26')).toBeNull(); // the current month is still valid
    expect(card('4242424242424242', '12/2030', '12')).toMatchObject({ code: 'incomplete_cvc', field: 'cvc' });
  });

  it('luhnValid', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('checkTestCard reads the expiry as a phone types it (issue 23)', () => {
  const now = new Date('2026-11-26T00:00:00Z');
  it.each(['1230', '12/30', '12 / 30', '12/2030'])('accepts %s', (expiry) => {
    expect(checkTestCard({ number: '4242 4242 4242 4242', expiry, cvc: '123' }, now)).toBeNull();
  });
  it('still refuses a month 13 and a past month', () => {
    expect(checkTestCard({ number: '4242424242424242', expiry: '1330', cvc: '123' }, now)?.code).toBe('invalid_expiry');
    expect(checkTestCard({ number: '4242424242424242', expiry: '1026', cvc: '123' }, now)?.code).toBe('expired_card');
  });
});
