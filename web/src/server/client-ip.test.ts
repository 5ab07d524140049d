/**
 * The client identity behind rate limits (client-ip.ts): which X-Forwarded-For entry is trusted for
 * a given number of proxy hops, and how entries are normalised. The header is given as the app sees
 * it behind web/server.ts, which appends the socket address last.
 */
import { describe, expect, it } from 'vitest';
import { clientAddress, clientIdentity, parseForwardedAddress, UNKNOWN_CLIENT } from './client-ip';

describe('clientAddress: the entry TRUST_PROXY hops from the right', () => {
  it('without a proxy (0 hops) the socket address, whatever the client wrote', () => {
    expect(clientAddress('198.51.100.7', 0)).toBe('198.51.100.7');
    expect(clientAddress('1.1.1.1, 2.2.2.2, 198.51.100.7', 0)).toBe('198.51.100.7');
  });

  it('behind one proxy (1 hop) the address the proxy saw — spoofed entries on the left are ignored', () => {
    // The client sent "X-Forwarded-For: 1.1.1.1, 2.2.2.2"; nginx appended 203.0.113.9; we saw nginx at 10.0.0.2.
    expect(clientAddress('1.1.1.1, 2.2.2.2, 203.0.113.9, 10.0.0.2', 1)).toBe('203.0.113.9');
    // Rotating the spoofed part changes nothing: one client, one identity.
    for (const spoof of ['9.9.9.9', '127.0.0.1', 'unknown', '', '203.0.113.10, 203.0.113.11']) {
      expect(clientAddress(`${spoof}, 203.0.113.9, 10.0.0.2`, 1), spoof).toBe('203.0.113.9');
    }
  });

  it('behind two proxies (2 hops) the address the outer proxy saw', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.9, 172.16.0.5, 10.0.0.2', 2)).toBe('203.0.113.9');
  });

  it('more hops than entries: the leftmost entry (the request bypassed an outer proxy)', () => {
    expect(clientAddress('203.0.113.9, 10.0.0.2', 5)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', 10)).toBe('10.0.0.2');
  });

  it('a trusted position holding garbage falls back to the nearest address on its right (written by a closer proxy)', () => {
    expect(clientAddress('1.1.1.1, not-an-ip, 10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientAddress('1.1.1.1, , 10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientAddress('<script>, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
  });

  it('empty, absent or all-garbage headers are "unknown"', () => {
    for (const header of [null, '', ' ', ',', ', ,', 'unknown', 'garbage, more garbage', '999.1.1.1', '1.2.3', 'localhost', '\u0000']) {
      expect(clientAddress(header, 1), JSON.stringify(header)).toBe(UNKNOWN_CLIENT);
      expect(clientAddress(header, 0), JSON.stringify(header)).toBe(UNKNOWN_CLIENT);
    }
  });

  it('treats odd hop counts safely (negative as 0, fractions truncated)', () => {
    expect(clientAddress('1.1.1.1, 10.0.0.2', -3)).toBe('10.0.0.2');
    expect(clientAddress('1.1.1.1, 10.0.0.2', 1.9)).toBe('1.1.1.1');
  });

  it('IPv6 clients count as their /64: addresses inside one prefix are one client', () => {
    expect(clientAddress('2001:db8:1:2::1, ::1', 1)).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:db8:1:2:ffff:ffff:ffff:fffe, ::1', 1)).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:db8:1:3::1, ::1', 1)).toBe('2001:db8:1:3::/64');
    expect(clientAddress('[2001:DB8:0:0::1]:443, ::1', 1)).toBe('2001:db8:0:0::/64');
  });

  it('IPv4-mapped IPv6 socket addresses (dual-stack servers) are the IPv4 client', () => {
    expect(clientAddress('::ffff:127.0.0.1', 0)).toBe('127.0.0.1');
    expect(clientAddress('203.0.113.9, ::ffff:10.0.0.2', 0)).toBe('10.0.0.2');
    expect(clientAddress('::ffff:203.0.113.9, ::ffff:10.0.0.2', 1)).toBe('203.0.113.9');
  });
});

describe('parseForwardedAddress', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    [' 203.0.113.9 ', '203.0.113.9'],
    ['203.0.113.9:4711', '203.0.113.9'],
    ['"203.0.113.9"', '203.0.113.9'],
    ['2001:db8::1', '2001:db8::1'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['::1', '::1'],
    // RFC 5952 canonical form: leading zeros dropped, the longest run of zero groups compressed.
    ['2001:0db8:0000:0000:0001:0000:0000:0001', '2001:db8::1:0:0:1'],
    ['1::02:3', '1::2:3'],
    ['[::1]:8080', '::1'],
    // IPv4-mapped IPv6, in every spelling, is the IPv4 client (dual-stack sockets, proxies).
    ['::FFFF:198.51.100.7', '198.51.100.7'],
    ['0:0:0:0:0:ffff:c633:6407', '198.51.100.7'],
    ['::ffff:c633:6407', '198.51.100.7'],
    ['[::ffff:198.51.100.7]:443', '198.51.100.7'],
    ['::ffff:198.51.100.7%eth0', '198.51.100.7'],
    // The deprecated IPv4-compatible form (RFC 4291 §2.5.5.1): ipaddr.js reads it as mapped.
    ['::198.51.100.7', '198.51.100.7'],
    // Not mapped: a NAT64 prefix or an address with one more group stays IPv6.
    ['64:ff9b::198.51.100.7', '64:ff9b::c633:6407'],
    ['::ffff:0:198.51.100.7', '::ffff:0:c633:6407'],
    // Zone ids (any interface name, dotted ones too) are dropped; brackets may hold them.
    ['fe80::1%en0.1', 'fe80::1'],
    ['fe80::1%25', 'fe80::1'],
    ['[fe80::abc%eth0]:443', 'fe80::abc'],
    ['0.0.0.0', '0.0.0.0'],
    ['255.255.255.255', '255.255.255.255'],
  ])('%j → %s', (entry, address) => {
    expect(parseForwardedAddress(entry)).toBe(address);
  });

  it.each([
    '',
    'unknown',
    '_hidden',
    'example.com',
    '1.2.3',
    '256.0.0.1',
    '01.2.3.4',
    '1.2.3.4.5',
    '1.2.3.4:',
    '1.2.3.4:99999',
    '[1.2.3.4]',
    '[::1',
    '::1]',
    ':::',
    '2001:db8::1::2',
    '1.2.3.4/24',
    'for=1.2.3.4',
    '\ud800',
    // IPv4 only as four decimal parts: the short, octal and hex forms ipaddr.js's lenient parser accepts are refused.
    '127.1',
    '0x7f.0.0.1',
    '0177.0.0.1',
    '1.2.3.04',
    '4294967295',
    '1.2.3.4 5',
    // …also as the dotted tail of an IPv6 address.
    '::ffff:01.2.3.4',
    '::ffff:0x7f.0.0.1',
    '::ffff:256.1.1.1',
    '::ffff:1.2.3',
    '::ffff:1.2.3.4.5',
    // IPv6 garbage: too many or too wide groups, bad zones, stray brackets and ports.
    '1:2:3:4:5:6:7:8:9',
    '1::2:3:4:5:6:7:8',
    '12345::',
    '::00001',
    'g::1',
    '::1%',
    'fe80::1%eth 0',
    '%eth0',
    '[::1]:',
    '[::1]:99999',
    '[[::1]]',
    '::1:443]',
    '2001:db8::/64',
    'fe80::1%eth0%eth1',
    '::ffff:1.2.3.4%',
    '1.2.3.4%eth0',
  ])('%j is not an address', (entry) => {
    expect(parseForwardedAddress(entry)).toBeNull();
  });
});

describe('clientIdentity', () => {
  it('keeps IPv4, cuts IPv6 to its /64 prefix', () => {
    expect(clientIdentity('198.51.100.7')).toBe('198.51.100.7');
    expect(clientIdentity('2001:db8:aa:bb:cc:dd:ee:ff')).toBe('2001:db8:aa:bb::/64');
    expect(clientIdentity('::1')).toBe('0:0:0:0::/64');
  });

  it('is the same for every spelling of one /64 (a client cannot pose as many)', () => {
    const spellings = ['2001:db8:0:1::1', '2001:DB8:0000:0001:0:0:0:2', '[2001:db8:0:1:ffff::]:443', '2001:db8:0:1:1:2:3:4%eth0'];
    expect(new Set(spellings.map((entry) => clientIdentity(parseForwardedAddress(entry)!)))).toEqual(new Set(['2001:db8:0:1::/64']));
  });

  it('throws for what is not an address (callers pass parseForwardedAddress results only)', () => {
    expect(() => clientIdentity('not-an-ip')).toThrow();
  });
});
