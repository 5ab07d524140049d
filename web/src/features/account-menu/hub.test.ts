import { describe, expect, it } from 'vitest';
import { HUB_DEV_PORT, hubHref, isEnglish } from './hub';
import { hubTarget } from './hub-target';

describe('isEnglish (SPEC §6: the banner shows only for English sessions)', () => {
  it('accepts en and its regional variants only', () => {
    expect(isEnglish('en')).toBe(true);
    expect(isEnglish('en-GB')).toBe(true);
    expect(isEnglish('EN')).toBe(true);
    expect(isEnglish('')).toBe(false);
    expect(isEnglish('de')).toBe(false);
    expect(isEnglish('eng-x')).toBe(false);
  });
});

describe('hubTarget / hubHref (SPEC §9: app subdomain in production, port 3001 on the current host elsewhere)', () => {
  const browser = { protocol: 'https:', hostname: 'www.typeatlas.com' };

  it('leads to the root of the app subdomain of the main site in production', () => {
    for (const site of ['https://typeatlas.com', 'https://www.typeatlas.com', 'https://beta.www.typeatlas.com/']) {
      const target = hubTarget(site);
      expect(target, site).toEqual({ kind: 'url', href: 'https://app.typeatlas.com/' });
      expect(hubHref(target, browser)).toBe('https://app.typeatlas.com/');
    }
    // The registrable domain comes from the Public Suffix List, not the last two labels.
    expect(hubTarget('https://www.typeatlas.co.uk')).toEqual({ kind: 'url', href: 'https://app.typeatlas.co.uk/' });
    expect(hubTarget('https://typeatlas.github.io')).toEqual({ kind: 'url', href: 'https://app.typeatlas.github.io/' });
  });

  it('leads to port 3001 on the current host outside production', () => {
    expect(HUB_DEV_PORT).toBe(3001);
    for (const site of ['http://localhost:3000', 'http://typeatlas.test', 'https://localhost:3000', 'https://127.0.0.1']) {
      expect(hubTarget(site), site).toMatchObject({ kind: 'current-host', port: 3001 });
    }
    const target = hubTarget('http://localhost:3000');
    expect(hubHref(target, { protocol: 'http:', hostname: 'localhost' })).toBe('http://localhost:3001/');
    expect(hubHref(target, { protocol: 'http:', hostname: '192.168.1.20' })).toBe('http://192.168.1.20:3001/');
    expect(hubHref(target, { protocol: 'http:', hostname: '::1' })).toBe('http://[::1]:3001/');
    expect(hubHref(target, new URL('http://[::1]:3000/'))).toBe('http://[::1]:3001/');
  });

  it('takes another port from HUB_PORT outside production (the e2e profile), never over https with a registrable domain', () => {
    expect(hubTarget('http://localhost:3000', undefined, 3104)).toEqual({
      kind: 'current-host',
      port: 3104,
      fallback: 'http://localhost:3104/',
    });
    expect(hubTarget('http://127.0.0.1:3000')).toEqual({ kind: 'current-host', port: 3001, fallback: 'http://127.0.0.1:3001/' });
    expect(hubTarget('http://[::1]:3000')).toEqual({ kind: 'current-host', port: 3001, fallback: 'http://[::1]:3001/' });
    expect(hubHref(hubTarget('http://localhost:3000', undefined, 3104), { protocol: 'http:', hostname: 'localhost' })).toBe(
      'http://localhost:3104/',
    );
    expect(hubTarget('https://www.typeatlas.com', undefined, 3104)).toEqual({ kind: 'url', href: 'https://app.typeatlas.com/' });
  });

  it('follows HUB_URL when set, always at its root', () => {
    expect(hubTarget('https://typeatlas.com', 'https://hub.example.org/some/path')).toEqual({
      kind: 'url',
      href: 'https://hub.example.org/',
    });
    expect(hubTarget('http://localhost:3000', 'http://localhost:4000')).toEqual({ kind: 'url', href: 'http://localhost:4000/' });
  });
});
