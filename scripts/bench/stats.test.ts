import { describe, expect, it } from 'vitest';
import { median } from './stats';

describe('median', () => {
  it('is the middle value of an odd count and the mean of the two middle values of an even one', () => {
    expect(median([93, 86, 89, 87, 88])).toBe(88);
    expect(median([500, 300, 400, 350])).toBe(375);
    expect(() => median([])).toThrow('median of no values');
  });
});
