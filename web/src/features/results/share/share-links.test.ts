import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links';

describe('shareLinks', () => {
  it('builds plain, encoded links for the big networks and e-mail', () => {
    const url = 'https://typeatlas.example/shared-result/AAAAAAAAAAAAAAAAAAAAAA';
    const links = shareLinks(url, 'My result: INTJ & more?', 'E-mail');
    expect(links.map((link) => link.name)).toEqual(['X', 'Facebook', 'LinkedIn', 'WhatsApp', 'E-mail']);
    for (const link of links) {
      expect(link.href).not.toContain(' ');
      expect(link.href).not.toMatch(/[?&]url=https:\/\//); // the URL is encoded, never raw
    }
    expect(new URL(links[0]!.href).searchParams.get('url')).toBe(url);
    expect(new URL(links[0]!.href).searchParams.get('text')).toBe('My result: INTJ & more?');
    expect(new URL(links[1]!.href).searchParams.get('u')).toBe(url);
    expect(new URL(links[3]!.href).searchParams.get('text')).toBe(`My result: INTJ & more? ${url}`);
    expect(links[4]!.href.startsWith('mailto:?subject=')).toBe(true);
    expect(links.slice(0, 4).every((link) => link.href.startsWith('https://'))).toBe(true);
  });
});
