/**
 * @jest-environment jsdom
 */
import {act, renderHook} from '@testing-library/react';

import {useIdleAfterMount} from '../../src/hooks/useIdleAfterMount';
import {whenIdle} from '../../src/lib/timing';

describe('whenIdle', () => {
  afterEach(() => jest.useRealTimers());

  it('waits for requestIdleCallback where the browser has it, and can be cancelled', () => {
    const callbacks = new Map<number, () => void>();
    const win = {
      requestIdleCallback: jest.fn((cb: () => void) => {
        callbacks.set(callbacks.size + 1, cb);
        return callbacks.size;
      }),
      cancelIdleCallback: jest.fn((id: number) => callbacks.delete(id)),
    } as unknown as Window;
    const task = jest.fn();
    const cancel = whenIdle(task, win);
    expect(task).not.toHaveBeenCalled();
    callbacks.get(1)!();
    expect(task).toHaveBeenCalledTimes(1);

    const other = jest.fn();
    whenIdle(other, win)();
    expect(win.cancelIdleCallback).toHaveBeenCalledWith(2);
    expect(callbacks.has(2)).toBe(false);
    cancel();
  });

  it('falls back to a timer without requestIdleCallback (Safari)', () => {
    jest.useFakeTimers();
    const win = {setTimeout, clearTimeout} as unknown as Window;
    const task = jest.fn();
    whenIdle(task, win);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    whenIdle(cancelled, win)();
    jest.advanceTimersByTime(10);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('useIdleAfterMount', () => {
  afterEach(() => jest.useRealTimers());

  it('is false at first render and true once the browser was idle', () => {
    jest.useFakeTimers();
    // jsdom has no requestIdleCallback: the timer fallback runs.
    const {result} = renderHook(() => useIdleAfterMount());
    expect(result.current).toBe(false);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
  });

  it('does nothing after unmount', () => {
    jest.useFakeTimers();
    const {result, unmount} = renderHook(() => useIdleAfterMount());
    unmount();
    act(() => {
      jest.advanceTimersByTime(10);
    });
    expect(result.current).toBe(false);
  });
});
