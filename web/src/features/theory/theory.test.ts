import { describe, expect, it } from 'vitest';
import { adjacentTheory, theorySlugAction } from './theory';

const LIST = [
  { slug: 'introduction', title: 'Intro' },
  { slug: 'preference-pairs', title: 'Pairs' },
  { slug: null, title: 'Draft without slug' },
  { slug: 'energy', title: 'Energy' },
];

describe('theorySlugAction', () => {
  it('redirects the introduction slug in any letter case to /theory', () => {
    expect(theorySlugAction('introduction')).toEqual({ kind: 'redirect', path: '/theory' });
    expect(theorySlugAction('Introduction')).toEqual({ kind: 'redirect', path: '/theory' });
  });
  it('loads any other slug as given', () => {
    expect(theorySlugAction('energy')).toEqual({ kind: 'load', slug: 'energy' });
  });
});

describe('adjacentTheory', () => {
  it('has no previous article for the first one', () => {
    const { previous, next } = adjacentTheory(LIST, 'introduction');
    expect(previous).toBeUndefined();
    expect(next?.slug).toBe('preference-pairs');
  });
  it('skips entries without a slug', () => {
    expect(adjacentTheory(LIST, 'preference-pairs').next?.slug).toBe('energy');
    expect(adjacentTheory(LIST, 'energy').previous?.slug).toBe('preference-pairs');
  });
  it('has no next article for the last one', () => {
    expect(adjacentTheory(LIST, 'energy').next).toBeUndefined();
  });
  it('returns nothing for an unknown slug', () => {
    expect(adjacentTheory(LIST, 'nope')).toEqual({});
  });
});
