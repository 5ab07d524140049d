import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_PARAMS,
  MAX_CAMPAIGN_VALUE_LENGTH,
  campaignCookieUpdates,
  campaignFromQuery,
  isSearchEngineReferrer,
  readCampaignCookies,
  sanitizeCampaignValue,
} from './campaign';

const q = (query: string) => new URLSearchParams(query);

describe('CAMPAIGN_PARAMS', () => {
  it('are the eight parameters of SPEC §9, in order', () => {
    expect(CAMPAIGN_PARAMS).toEqual(['afid', 'gclid', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'aic']);
  });
});

describe('sanitizeCampaignValue', () => {
  it('trims surrounding whitespace', () => {
    expect(sanitizeCampaignValue('  spring sale \t')).toBe('spring sale');
  });
  it('refuses null, undefined, empty and blank values', () => {
    expect(sanitizeCampaignValue(null)).toBeNull();
    expect(sanitizeCampaignValue(undefined)).toBeNull();
    expect(sanitizeCampaignValue('')).toBeNull();
    expect(sanitizeCampaignValue('   ')).toBeNull();
  });
  it('caps the length at 200 characters', () => {
    expect(MAX_CAMPAIGN_VALUE_LENGTH).toBe(200);
    expect(sanitizeCampaignValue('a'.repeat(200))).toBe('a'.repeat(200));
    expect(sanitizeCampaignValue('b'.repeat(500))).toBe('b'.repeat(200));
  });
  it.each(['a\u0000b', 'line\nbreak', 'tab\tinside', 'bell\u0007', 'del\u007f', 'c1\u0085', 'ls\u2028x', 'ps\u2029x'])(
    'refuses a value with a control character (%j)',
    (value) => {
      expect(sanitizeCampaignValue(value)).toBeNull();
    },
  );
  it('keeps ordinary punctuation and non-ASCII text', () => {
    expect(sanitizeCampaignValue('Été 2025 – 50% off; "quoted" <b>')).toBe('Été 2025 – 50% off; "quoted" <b>');
  });
});

describe('campaignFromQuery: each parameter', () => {
  it.each(CAMPAIGN_PARAMS)('reads %s from the query', (param) => {
    expect(campaignFromQuery(q(`${param}=value-1`), '')).toEqual({ [param]: 'value-1' });
  });

  it('reads all eight together and ignores other parameters', () => {
    const query = q(
      'afid=aff42&gclid=Cj0KCQ&utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_content=hero&utm_term=mbti+test&aic=x9&ref=other&utm_id=7',
    );
    expect(campaignFromQuery(query, '')).toEqual({
      afid: 'aff42',
      gclid: 'Cj0KCQ',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_content: 'hero',
      utm_term: 'mbti test',
      aic: 'x9',
    });
  });

  it('returns {} for an empty query and no referrer', () => {
    expect(campaignFromQuery(q(''), '')).toEqual({});
  });

  it('decodes percent-encoding and takes the first of repeated parameters', () => {
    expect(campaignFromQuery(q('utm_campaign=summer%20sale&utm_campaign=second'), '')).toEqual({ utm_campaign: 'summer sale' });
  });

  it('is case-sensitive on parameter names', () => {
    expect(campaignFromQuery(q('UTM_SOURCE=x&AFID=y'), '')).toEqual({});
  });

  it('trims, caps and drops invalid values per parameter', () => {
    const query = q(`utm_source=%20%20google%20&utm_medium=&utm_term=a%0Ab&gclid=${'g'.repeat(300)}&aic=%00`);
    expect(campaignFromQuery(query, '')).toEqual({ utm_source: 'google', gclid: 'g'.repeat(200) });
  });
});

describe('campaignFromQuery: afid=seo (SPEC §4)', () => {
  it.each([
    'https://www.google.com/',
    'https://google.com/search?q=types',
    'https://www.google.co.uk/',
    'https://www.google.com.br/',
    'https://google.de/',
    'https://news.google.fr/',
    'https://www.bing.com/search?q=x',
    'https://bing.com/',
    'https://duckduckgo.com/',
    'https://html.duckduckgo.com/html',
    'https://search.yahoo.com/search?p=x',
    'https://uk.search.yahoo.com/',
    'https://search.yahoo.co.jp/',
    'https://yandex.ru/search/?text=x',
    'https://yandex.com.tr/',
    'https://www.baidu.com/s?wd=x',
    'https://www.ecosia.org/search?q=x',
    'https://search.brave.com/search?q=x',
    'http://www.google.com/',
    'https://WWW.GOOGLE.COM/',
    'https://www.google.com./',
  ])('sets afid=seo for a search-engine referrer without afid: %s', (referrer) => {
    expect(isSearchEngineReferrer(referrer)).toBe(true);
    expect(campaignFromQuery(q('utm_source=x'), referrer)).toEqual({ utm_source: 'x', afid: 'seo' });
  });

  it.each([
    '',
    'not a url',
    'https://example.com/',
    'https://example.com/google.com',
    'https://example.com/?q=www.bing.com',
    'https://example.com/#duckduckgo.com',
    'https://google.evil.com/',
    'https://google.example.co/',
    'https://evilgoogle.com/',
    'https://googleusercontent.com/',
    'https://notbing.com/',
    'https://bing.com.evil.net/',
    'https://brave.com/',
    'https://ecosia.org.example/',
    'https://baidu.com.cn.example.org/',
    'https://typeatlas.example/?utm_source=google',
    'ftp://www.google.com/',
    'android-app://com.google.android.googlequicksearchbox/',
    'https://user:pw@example.com/@www.google.com',
  ])('does not set afid for a non-search-engine referrer: %j', (referrer) => {
    expect(isSearchEngineReferrer(referrer)).toBe(false);
    expect(campaignFromQuery(q(''), referrer)).toEqual({});
  });

  it('keeps an afid from the query even with a search-engine referrer', () => {
    expect(campaignFromQuery(q('afid=partner7'), 'https://www.google.com/')).toEqual({ afid: 'partner7' });
  });

  it('applies seo when the query afid is empty or invalid', () => {
    expect(campaignFromQuery(q('afid='), 'https://www.bing.com/')).toEqual({ afid: 'seo' });
    expect(campaignFromQuery(q('afid=%20%20'), 'https://www.bing.com/')).toEqual({ afid: 'seo' });
    expect(campaignFromQuery(q('afid=a%0Db'), 'https://www.bing.com/')).toEqual({ afid: 'seo' });
  });

  it('keeps an explicit afid=seo from the query', () => {
    expect(campaignFromQuery(q('afid=seo'), '')).toEqual({ afid: 'seo' });
  });
});

describe('campaignCookieUpdates', () => {
  it('writes every query parameter', () => {
    expect(campaignCookieUpdates(q('afid=a1&utm_source=s'), '', 'afid=old')).toEqual({ afid: 'a1', utm_source: 's' });
  });

  it('does not replace an existing afid cookie with the inferred seo', () => {
    expect(campaignCookieUpdates(q('utm_term=t'), 'https://www.google.com/', 'x=1; afid=partner7')).toEqual({ utm_term: 't' });
  });

  it('sets the inferred seo when no afid cookie exists', () => {
    expect(campaignCookieUpdates(q(''), 'https://www.google.com/', 'x=1')).toEqual({ afid: 'seo' });
  });

  it('lets an explicit query afid replace the cookie, even afid=seo', () => {
    expect(campaignCookieUpdates(q('afid=seo'), 'https://www.google.com/', 'afid=partner7')).toEqual({ afid: 'seo' });
  });
});

describe('readCampaignCookies', () => {
  it('reads and re-cleans the stored campaign cookies', () => {
    expect(readCampaignCookies('afid=seo; utm_source=news%20letter; utm_term=%0A; other=1; aic=%20x%20')).toEqual({
      afid: 'seo',
      utm_source: 'news letter',
      aic: 'x',
    });
  });
  it('returns {} without cookies', () => {
    expect(readCampaignCookies('')).toEqual({});
  });
});
