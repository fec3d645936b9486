import {createDebouncer} from '../../src/lib/timing';

describe('debounce timer logic', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('delivers a value 200 ms after it was pushed, not before', () => {
    const seen: string[] = [];
    const d = createDebouncer<string>(200, (v) => seen.push(v));
    d.push('fork');
    jest.advanceTimersByTime(199);
    expect(seen).toEqual([]);
    expect(d.pending()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(seen).toEqual(['fork']);
    expect(d.pending()).toBe(false);
  });

  it('restarts the wait on every push and delivers only the last value', () => {
    const seen: string[] = [];
    const d = createDebouncer<string>(200, (v) => seen.push(v));
    for (const value of ['f', 'fo', 'for', 'fork']) {
      d.push(value);
      jest.advanceTimersByTime(150);
    }
    expect(seen).toEqual([]);
    jest.advanceTimersByTime(50);
    expect(seen).toEqual(['fork']);
  });

  it('flush delivers now, cancel drops the waiting value', () => {
    const seen: string[] = [];
    const d = createDebouncer<string>(200, (v) => seen.push(v));
    d.push('a');
    d.flush();
    expect(seen).toEqual(['a']);
    d.push('b');
    d.cancel();
    jest.advanceTimersByTime(1000);
    expect(seen).toEqual(['a']);
    d.flush();
    expect(seen).toEqual(['a']);
  });
});
