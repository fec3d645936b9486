import {cycleIndex} from '../../src/lib/cycle';

describe('cycleIndex', () => {
  it('steps forward and wraps from the last item to the first', () => {
    expect([0, 1, 2].map((i) => cycleIndex(i, 3, 1))).toEqual([1, 2, 0]);
  });
  it('steps back and wraps from the first item to the last', () => {
    expect([0, 1, 2].map((i) => cycleIndex(i, 3, -1))).toEqual([2, 0, 1]);
  });
  it('starts at the first item going forward and the last going back when nothing (or nothing valid) is selected', () => {
    expect(cycleIndex(-1, 4, 1)).toBe(0);
    expect(cycleIndex(-1, 4, -1)).toBe(3);
    expect(cycleIndex(9, 4, 1)).toBe(0);
    expect(cycleIndex(9, 4, -1)).toBe(3);
  });
  it('has no selection in an empty list', () => {
    expect(cycleIndex(0, 0, 1)).toBe(-1);
    expect(cycleIndex(-1, 0, -1)).toBe(-1);
  });
});
