import { describe, expect, it } from 'vitest';
import { clampNeighbourOffset, moveSelection } from './likert';

describe('clampNeighbourOffset (SPEC §5)', () => {
  it.each([
    [-5, -2],
    [-2, -2],
    [-1, -1],
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 2],
    [Number.POSITIVE_INFINITY, 2],
    [Number.NEGATIVE_INFINITY, -2],
    [1.7, 1],
    [-0.5, 0],
  ])('%s → %s', (offset, expected) => {
    expect(Object.is(clampNeighbourOffset(offset), expected)).toBe(true);
  });

  it('throws RangeError for NaN', () => {
    expect(() => clampNeighbourOffset(Number.NaN)).toThrow(RangeError);
  });
});

describe('moveSelection', () => {
  it('down moves toward -2, up toward 2, clamped at the ends', () => {
    expect(moveSelection(0, 'down')).toBe(-1);
    expect(moveSelection(-1, 'down')).toBe(-2);
    expect(moveSelection(-2, 'down')).toBe(-2);
    expect(moveSelection(0, 'up')).toBe(1);
    expect(moveSelection(1, 'up')).toBe(2);
    expect(moveSelection(2, 'up')).toBe(2);
  });

  it('selects the neutral option when nothing is selected', () => {
    expect(moveSelection(null, 'up')).toBe(0);
    expect(moveSelection(null, 'down')).toBe(0);
  });

  it.each([3, -3, 0.5, Number.NaN])('throws RangeError for current %s', (current) => {
    expect(() => moveSelection(current, 'up')).toThrow(RangeError);
  });
});
