import {nextSelection, previousSelection, resetSelection} from '../../src/search/ui/selection';

describe('search selection', () => {
  it('resets to 0 for a list with results and to -1 for none (empty query)', () => {
    expect(resetSelection(16)).toBe(0);
    expect(resetSelection(1)).toBe(0);
    expect(resetSelection(0)).toBe(-1);
  });

  it('↓ moves on and wraps from the last result to the first', () => {
    expect(nextSelection(0, 3)).toBe(1);
    expect(nextSelection(1, 3)).toBe(2);
    expect(nextSelection(2, 3)).toBe(0);
    expect(nextSelection(0, 1)).toBe(0);
  });

  it('↑ moves back and wraps from the first result to the last', () => {
    expect(previousSelection(2, 3)).toBe(1);
    expect(previousSelection(1, 3)).toBe(0);
    expect(previousSelection(0, 3)).toBe(2);
    expect(previousSelection(0, 16)).toBe(15);
  });

  it('stays -1 without results, and recovers from an out-of-range selection', () => {
    expect(nextSelection(-1, 0)).toBe(-1);
    expect(previousSelection(-1, 0)).toBe(-1);
    expect(nextSelection(-1, 3)).toBe(0);
    expect(previousSelection(-1, 3)).toBe(2);
    expect(nextSelection(9, 3)).toBe(0);
    expect(previousSelection(9, 3)).toBe(2);
  });

  it('a full cycle in either direction comes back to the start', () => {
    let down = 0;
    let up = 0;
    for (let i = 0; i < 16; i++) {
      down = nextSelection(down, 16);
      up = previousSelection(up, 16);
    }
    expect([down, up]).toEqual([0, 0]);
  });
});
