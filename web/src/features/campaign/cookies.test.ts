import { describe, expect, it } from 'vitest';
import { expireCookieEverywhere, readCookie, serializeCookie } from './cookies';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; first_visit=%7B%22x%22%3A1%7D; b=2', 'first_visit')).toBe('{"x":1}');
  });
  it('returns null when absent, and does not match name prefixes', () => {
    expect(readCookie('', 'afid')).toBeNull();
    expect(readCookie('afid_x=1; xafid=2', 'afid')).toBeNull();
  });
  it('keeps "=" inside the value and returns the first occurrence', () => {
    expect(readCookie('t=a=b; t=second', 't')).toBe('a=b');
  });
  it('returns the raw value when the percent-encoding is malformed', () => {
    expect(readCookie('experiments=%E0%A4%A', 'experiments')).toBe('%E0%A4%A');
  });
  it('reads raw (unencoded) JSON', () => {
    expect(readCookie('experiments={"a":true}', 'experiments')).toBe('{"a":true}');
  });
});

describe('serializeCookie', () => {
  it('encodes the value and sets Path, Max-Age and SameSite=Lax', () => {
    expect(serializeCookie('utm_term', 'a b;c', { maxAge: 2592000 })).toBe('utm_term=a%20b%3Bc; Path=/; Max-Age=2592000; SameSite=Lax');
  });
  it('adds Secure and Domain when asked', () => {
    expect(serializeCookie('x', '1', { maxAge: 10.7, secure: true, domain: 'typeatlas.com' })).toBe(
      'x=1; Path=/; Domain=typeatlas.com; Max-Age=10; SameSite=Lax; Secure',
    );
  });
  it('never writes a negative Max-Age', () => {
    expect(serializeCookie('x', '', { maxAge: -5 })).toContain('Max-Age=0');
  });
});

describe('expireCookieEverywhere', () => {
  it('deletes host-only and on the host and each parent domain', () => {
    expect(expireCookieEverywhere('experiments', 'app.typeatlas.com', { secure: true })).toEqual([
      'experiments=; Path=/; Max-Age=0; SameSite=Lax; Secure',
      'experiments=; Path=/; Domain=app.typeatlas.com; Max-Age=0; SameSite=Lax; Secure',
      'experiments=; Path=/; Domain=typeatlas.com; Max-Age=0; SameSite=Lax; Secure',
    ]);
  });
  it('only host-only for localhost and IP addresses', () => {
    expect(expireCookieEverywhere('e', 'localhost')).toEqual(['e=; Path=/; Max-Age=0; SameSite=Lax']);
    expect(expireCookieEverywhere('e', '127.0.0.1')).toEqual(['e=; Path=/; Max-Age=0; SameSite=Lax']);
    expect(expireCookieEverywhere('e', '::1')).toEqual(['e=; Path=/; Max-Age=0; SameSite=Lax']);
  });
});
