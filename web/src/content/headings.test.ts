import { describe, expect, it } from 'vitest';
import { anchorId, bodyHeadings } from './headings';

const h2 = (key: string, text: string) => ({ _type: 'block', _key: key, style: 'h2', children: [{ _type: 'span', text }] });

describe('bodyHeadings', () => {
  it('lists the h2 blocks in order with readable, unique anchor ids', () => {
    const body = [
      h2('a', 'Why it matters'),
      { _type: 'block', _key: 'p', style: 'normal', children: [{ _type: 'span', text: 'Text' }] },
      { _type: 'block', _key: 'h3', style: 'h3', children: [{ _type: 'span', text: 'Minor' }] },
      h2('b', 'Why it matters!'),
      {
        _type: 'block',
        _key: 'c',
        style: 'h2',
        children: [
          { _type: 'span', text: 'Café ' },
          { _type: 'span', text: 'culture' },
        ],
      },
      h2('d', '   '),
      { _type: 'callout', _key: 'x' },
    ];
    expect(bodyHeadings(body)).toEqual([
      { key: 'a', text: 'Why it matters', id: 'why-it-matters' },
      { key: 'b', text: 'Why it matters!', id: 'why-it-matters-2' },
      { key: 'c', text: 'Café culture', id: 'cafe-culture' },
    ]);
  });

  it('gives nothing for a missing or malformed body', () => {
    expect(bodyHeadings(null)).toEqual([]);
    expect(bodyHeadings('text')).toEqual([]);
    expect(bodyHeadings([null, 3, { style: 'h2' }])).toEqual([]);
  });

  it('makes ids from letters and digits only', () => {
    expect(anchorId('<script>alert(1)</script>')).toBe('script-alert-1-script');
    expect(anchorId('!!!')).toBe('section');
    expect(anchorId('x'.repeat(100))).toHaveLength(64);
  });
});
