import { describe, expect, it } from 'vitest';
import { htmlElement, htmlText } from './static-html';

describe('static HTML text (lib/static-html.ts)', () => {
  it('escapes text content: markup in data stays text', () => {
    expect(htmlText('<script>alert("x")</script> & more')).toBe('&lt;script&gt;alert("x")&lt;/script&gt; &amp; more');
  });

  it('writes an element with escaped attributes, leaving undefined ones out, around HTML content', () => {
    expect(htmlElement('a', { href: '/a?b=1&c="2"', class: 'x', 'aria-label': undefined }, htmlText('A & B'))).toBe(
      '<a href="/a?b=1&amp;c=&quot;2&quot;" class="x">A &amp; B</a>',
    );
    expect(htmlElement('tr', {})).toBe('<tr></tr>');
  });
});
