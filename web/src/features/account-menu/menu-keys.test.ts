import { describe, expect, it } from 'vitest';
import { initialMenuIndex, menuFocusIndex } from './menu-keys';

describe('menuFocusIndex', () => {
  it('moves down and up with wrapping', () => {
    expect(menuFocusIndex('ArrowDown', 0, 5)).toBe(1);
    expect(menuFocusIndex('ArrowDown', 4, 5)).toBe(0);
    expect(menuFocusIndex('ArrowUp', 0, 5)).toBe(4);
    expect(menuFocusIndex('ArrowUp', 3, 5)).toBe(2);
  });

  it('starts at an end when nothing is focused', () => {
    expect(menuFocusIndex('ArrowDown', -1, 5)).toBe(0);
    expect(menuFocusIndex('ArrowUp', -1, 5)).toBe(4);
  });

  it('jumps with Home and End', () => {
    expect(menuFocusIndex('Home', 3, 5)).toBe(0);
    expect(menuFocusIndex('End', 1, 5)).toBe(4);
  });

  it('ignores other keys and empty menus', () => {
    expect(menuFocusIndex('Enter', 1, 5)).toBeNull();
    expect(menuFocusIndex('ArrowDown', 0, 0)).toBeNull();
  });
});

describe('initialMenuIndex', () => {
  it('focuses the last item after ArrowUp, else the first', () => {
    expect(initialMenuIndex('ArrowUp', 5)).toBe(4);
    expect(initialMenuIndex('ArrowDown', 5)).toBe(0);
    expect(initialMenuIndex(null, 5)).toBe(0);
    expect(initialMenuIndex('ArrowUp', 0)).toBe(0);
  });
});
