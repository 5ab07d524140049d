import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CharacterImage } from '@/components/characters/CharacterImage';
import { svgAttributeName, svgMarkup } from './svg-markup';

describe('svgMarkup', () => {
  it("matches react-dom/server's markup for every character drawing (16 types × 3 genders × 5 tones)", () => {
    const types = [
      'intj',
      'intp',
      'entj',
      'entp',
      'infj',
      'infp',
      'enfj',
      'enfp',
      'istj',
      'isfj',
      'estj',
      'esfj',
      'istp',
      'isfp',
      'estp',
      'esfp',
    ];
    for (const type of types) {
      for (const gender of ['male', 'female', 'other']) {
        for (const tone of [1, 2, 3, 4, 5]) {
          const element = createElement(CharacterImage, { type, gender, tone, size: 200, title: `${type} character` });
          expect(svgMarkup(element)).toBe(renderToStaticMarkup(element));
        }
      }
    }
  });

  it('maps attribute names like React and escapes values and text', () => {
    expect(svgAttributeName('strokeWidth')).toBe('stroke-width');
    expect(svgAttributeName('viewBox')).toBe('viewBox');
    expect(svgAttributeName('className')).toBe('class');
    expect(svgAttributeName('aria-labelledby')).toBe('aria-labelledby');
    expect(svgMarkup(createElement('text', { x: 1, fill: 'a"b' }, 'x < y & z', createElement(Fragment, null, 2)))).toBe(
      '<text x="1" fill="a&quot;b">x &lt; y &amp; z2</text>',
    );
    expect(() => svgMarkup(createElement('rect', { style: { fill: 'red' } }))).toThrow(TypeError);
    const decorative = createElement('svg', { 'aria-hidden': true, 'data-x': true, focusable: 'false' });
    expect(svgMarkup(decorative)).toBe(renderToStaticMarkup(decorative));
  });
});
