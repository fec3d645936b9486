import {activeHeadingId, outlineIds} from '../../src/lib/outline';
import {createPause, throttle} from '../../src/lib/timing';

describe('activeHeadingId', () => {
  const state = {scrollY: 400, viewportHeight: 800, documentHeight: 5000, offset: 76};
  const headings = [
    {id: 'a', top: -600},
    {id: 'b', top: 40},
    {id: 'c', top: 300},
  ];
  it('is the last heading that has passed the offset line', () => {
    expect(activeHeadingId(headings, state)).toBe('b');
    expect(
      activeHeadingId(
        headings.map((h) => ({...h, top: h.top + 100})),
        state,
      ),
    ).toBe('a');
  });
  it('is the first heading at the top of the page, even before it reaches the line', () => {
    expect(
      activeHeadingId(
        [
          {id: 'a', top: 300},
          {id: 'b', top: 900},
        ],
        {...state, scrollY: 0},
      ),
    ).toBe('a');
  });
  it('is the first heading when none has passed the line yet', () => {
    expect(activeHeadingId([{id: 'a', top: 300}], state)).toBe('a');
  });
  it('is the last heading at the bottom of the page, even if it never reaches the line', () => {
    expect(activeHeadingId(headings, {...state, scrollY: 4200})).toBe('c');
    expect(activeHeadingId(headings, {...state, scrollY: 4190})).toBe('b');
  });
  it('is null without headings', () => {
    expect(activeHeadingId([], state)).toBeNull();
  });
});

describe('throttle (100 ms)', () => {
  beforeEach(() => jest.useFakeTimers({now: 10_000}));
  afterEach(() => jest.useRealTimers());
  it('runs at once, then at most once per window, with a trailing call', () => {
    const fn = jest.fn();
    const t = throttle(fn, 100);
    t();
    expect(fn).toHaveBeenCalledTimes(1);
    t();
    t();
    jest.advanceTimersByTime(99);
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(2);
    t();
    expect(fn).toHaveBeenCalledTimes(3);
  });
  it('cancel drops the trailing call', () => {
    const fn = jest.fn();
    const t = throttle(fn, 100);
    t();
    t();
    t.cancel();
    jest.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('click pause (500 ms)', () => {
  beforeEach(() => jest.useFakeTimers({now: 10_000}));
  afterEach(() => jest.useRealTimers());
  it('pauses tracking for 500 ms after the last click', () => {
    const p = createPause(500);
    expect(p.paused()).toBe(false);
    p.pause();
    jest.advanceTimersByTime(499);
    expect(p.paused()).toBe(true);
    p.pause();
    jest.advanceTimersByTime(499);
    expect(p.paused()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(p.paused()).toBe(false);
  });
});

describe('outlineIds', () => {
  it('keeps the configured levels (h2–h3 by default) in order', () => {
    const toc = [
      {id: 'a', level: 2},
      {id: 'b', level: 3},
      {id: 'c', level: 4},
      {id: 'd', level: 2},
    ];
    expect(outlineIds(toc, 2, 3)).toEqual(['a', 'b', 'd']);
    expect(outlineIds(toc, 2, 4)).toEqual(['a', 'b', 'c', 'd']);
  });
});
