import { describe, expect, it } from 'vitest';
import {
  FIRST_VISIT_COOKIE,
  FIRST_VISIT_MAX_AGE,
  buildFirstVisit,
  countryFromLocale,
  firstVisitEventProperties,
  serializeFirstVisit,
  type FirstVisit,
} from './first-visit';
import { parseFirstVisit } from './first-visit-parse';

const record: FirstVisit = {
  timestamp: 1_700_000_000_000,
  referrer: 'https://www.google.com/',
  sent: false,
  afid: 'seo',
  country: 'GB',
  experiments: { newHeader: true },
};

describe('constants', () => {
  it('names the cookie and gives it one year (SPEC §9)', () => {
    expect(FIRST_VISIT_COOKIE).toBe('first_visit');
    expect(FIRST_VISIT_MAX_AGE).toBe(31536000);
  });
});

describe('buildFirstVisit', () => {
  it('builds an unsent record with every SPEC §3 field', () => {
    expect(
      buildFirstVisit({
        now: 1_700_000_000_000,
        referrer: 'https://www.google.com/',
        afid: 'seo',
        country: 'GB',
        experiments: { newHeader: true },
      }),
    ).toEqual(record);
  });

  it('trims and caps the referrer at 200 characters and drops one with control characters', () => {
    const long = `https://example.com/${'x'.repeat(400)}`;
    expect(buildFirstVisit({ now: 0, referrer: `  ${long}`, afid: null, country: null, experiments: {} }).referrer).toBe(
      long.slice(0, 200),
    );
    expect(buildFirstVisit({ now: 0, referrer: 'https://a.example/\n', afid: null, country: null, experiments: {} }).referrer).toBe(
      'https://a.example/',
    );
    expect(buildFirstVisit({ now: 0, referrer: 'https://a.example/\u0000x', afid: null, country: null, experiments: {} }).referrer).toBe(
      '',
    );
    expect(buildFirstVisit({ now: 0, referrer: '', afid: null, country: null, experiments: {} }).referrer).toBe('');
  });

  it('stores an integer, non-negative timestamp', () => {
    expect(buildFirstVisit({ now: 12.9, referrer: '', afid: null, country: null, experiments: {} }).timestamp).toBe(12);
    expect(buildFirstVisit({ now: -5, referrer: '', afid: null, country: null, experiments: {} }).timestamp).toBe(0);
  });
});

describe('parseFirstVisit', () => {
  it('round-trips a serialised record', () => {
    expect(parseFirstVisit(serializeFirstVisit(record))).toEqual(record);
    const sent = { ...record, sent: true, afid: null, country: null, experiments: {} };
    expect(parseFirstVisit(serializeFirstVisit(sent))).toEqual(sent);
  });

  it('treats a missing cookie as absent', () => {
    expect(parseFirstVisit(null)).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['not JSON', 'yes'],
    ['truncated JSON', '{"timestamp":1'],
    ['an array', '[]'],
    ['null', 'null'],
    ['missing sent', JSON.stringify({ ...record, sent: undefined })],
    ['missing experiments', JSON.stringify({ ...record, experiments: undefined })],
    ['timestamp as a string', JSON.stringify({ ...record, timestamp: '2025-01-01' })],
    ['negative timestamp', JSON.stringify({ ...record, timestamp: -1 })],
    ['fractional timestamp', JSON.stringify({ ...record, timestamp: 1.5 })],
    ['sent as a string', JSON.stringify({ ...record, sent: 'true' })],
    ['afid as a number', JSON.stringify({ ...record, afid: 7 })],
    ['experiments as an array', JSON.stringify({ ...record, experiments: [] })],
    ['a nested experiment value', JSON.stringify({ ...record, experiments: { a: { b: 1 } } })],
  ])('treats an invalid cookie (%s) as absent', (_label, value) => {
    expect(parseFirstVisit(value)).toBeNull();
  });

  it('strips unknown keys', () => {
    expect(parseFirstVisit(JSON.stringify({ ...record, extra: 'x' }))).toEqual(record);
  });
});

describe('countryFromLocale', () => {
  it.each([
    ['en-GB', 'GB'],
    ['en-us', 'US'],
    ['pt_BR', 'BR'],
    ['es-419', '419'],
    ['zh-Hant-TW', 'TW'],
    ['de-DE-u-co-phonebk', 'DE'],
  ])('%s → %s', (locale, country) => {
    expect(countryFromLocale(locale)).toBe(country);
  });
  it.each(['en', '', 'zh-Hant', 'english', 'x'])('%j → null', (locale) => {
    expect(countryFromLocale(locale)).toBeNull();
  });
  it('handles null and undefined', () => {
    expect(countryFromLocale(undefined)).toBeNull();
    expect(countryFromLocale(null)).toBeNull();
  });
});

describe('firstVisitEventProperties', () => {
  it('sends the record without the sent flag', () => {
    expect(firstVisitEventProperties(record)).toEqual({
      timestamp: 1_700_000_000_000,
      referrer: 'https://www.google.com/',
      afid: 'seo',
      country: 'GB',
      experiments: { newHeader: true },
    });
  });
});
