import { describe, expect, it } from 'vitest';
import type { TestQuestion } from '../engine';
import {
  choiceHint,
  cx,
  isChoiceBlocked,
  listAnswer,
  moveItem,
  numberAnswer,
  objectAnswer,
  orderItemLabel,
  sourceOf,
  toggleChoice,
} from './helpers';

const hintLabels = { chooseExactly: (n: number) => `exactly ${n}`, chooseUpTo: (n: number) => `up to ${n}` };

const areas: TestQuestion = {
  id: 'areas',
  type: 'multipleOptions',
  label: 'Areas',
  options: [
    { label: 'Sleep', value: 'sleep' },
    { label: 'Food', value: 'food' },
  ],
};
const ranking: TestQuestion = {
  id: 'rank',
  type: 'order',
  label: 'Rank',
  source: 'areas',
  options: [{ label: 'Own sleep', value: 'sleep' }],
};

describe('cx', () => {
  it('joins the given names and gives undefined for none', () => {
    expect(cx('a', undefined, false, 'b', null)).toBe('a b');
    expect(cx(undefined, false)).toBeUndefined();
  });
});

describe('answer narrowing', () => {
  it('keeps answers of the expected shape and maps the rest to the empty value', () => {
    expect(numberAnswer(1)).toBe(1);
    expect(numberAnswer('1')).toBeNull();
    expect(listAnswer(['a'])).toEqual(['a']);
    expect(listAnswer(null)).toEqual([]);
    expect(objectAnswer({ a: 1 })).toEqual({ a: 1 });
    expect(objectAnswer(['a'])).toEqual({});
    expect(objectAnswer(null)).toEqual({});
  });
});

describe('choiceHint (SPEC §5 attrs)', () => {
  it('prefers attrs.length, then attrs.max, else no hint', () => {
    expect(choiceHint({ length: 2, max: 3 }, hintLabels)).toBe('exactly 2');
    expect(choiceHint({ max: 3 }, hintLabels)).toBe('up to 3');
    expect(choiceHint({}, hintLabels)).toBeNull();
    expect(choiceHint(undefined, hintLabels)).toBeNull();
  });
});

describe('toggleChoice / isChoiceBlocked', () => {
  it('appends an unchosen value and removes a chosen one', () => {
    expect(toggleChoice(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleChoice(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('blocks only unchosen values once max values are chosen', () => {
    expect(isChoiceBlocked(['a', 'b'], 'c', 2)).toBe(true);
    expect(isChoiceBlocked(['a', 'b'], 'a', 2)).toBe(false);
    expect(isChoiceBlocked(['a'], 'c', 2)).toBe(false);
    expect(isChoiceBlocked(['a', 'b', 'c'], 'd', undefined)).toBe(false);
  });
});

describe('moveItem', () => {
  it('moves an item up or down by one place without touching the input', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(list, 1, 1)).toEqual(['a', 'c', 'b']);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('leaves the order unchanged past the ends or outside the list', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 5, -1)).toEqual(['a', 'b']);
  });
});

describe('sourceOf / orderItemLabel', () => {
  it('finds the source among the siblings', () => {
    expect(sourceOf(ranking, [areas, ranking])).toBe(areas);
    expect(sourceOf(ranking, [ranking])).toBeUndefined();
    expect(sourceOf(areas, [areas, ranking])).toBeUndefined();
  });

  it("labels an item by the question's own option, then the source's, then the raw value", () => {
    expect(orderItemLabel(ranking, [areas, ranking], 'sleep')).toBe('Own sleep');
    expect(orderItemLabel(ranking, [areas, ranking], 'food')).toBe('Food');
    expect(orderItemLabel(ranking, [areas, ranking], 'gone')).toBe('gone');
  });
});
