import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE_MAX_AGE_SECONDS, cookieSecureFor } from './auth-cookies';
import { cookieDomainFor } from './cookie-domain';

describe('cookie scope (SPEC §9)', () => {
  it('auth cookies last 30 days', () => {
    expect(AUTH_COOKIE_MAX_AGE_SECONDS).toBe(30 * 24 * 60 * 60);
  });

  it.each([
    ['https://www.typeatlas.com', '.typeatlas.com'],
    ['https://typeatlas.com', '.typeatlas.com'],
    ['https://app.typeatlas.com/', '.typeatlas.com'],
    ['https://a.b.typeatlas.com:8443/path', '.typeatlas.com'],
    ['https://WWW.TypeAtlas.com', '.typeatlas.com'],
    // Multi-label public suffixes (the Public Suffix List, not "the last two labels").
    ['https://www.example.co.uk', '.example.co.uk'],
    ['https://shop.typeatlas.com.au', '.typeatlas.com.au'],
    ['https://typeatlas.github.io', '.typeatlas.github.io'],
  ])('root domain with a dot prefix: %s → %s', (siteUrl, domain) => {
    expect(cookieDomainFor(siteUrl)).toBe(domain);
  });

  it.each([
    'http://localhost:3000',
    'http://app.localhost:3000',
    'http://127.0.0.1:3000',
    'http://[::1]:3000',
    'http://devbox:3000',
    'https://co.uk',
    'https://github.io',
  ])('host-only cookie for %s', (siteUrl) => {
    expect(cookieDomainFor(siteUrl)).toBeUndefined();
  });

  it('Secure only over https', () => {
    expect(cookieSecureFor('https://www.typeatlas.com')).toBe(true);
    expect(cookieSecureFor('http://localhost:3000')).toBe(false);
  });
});
