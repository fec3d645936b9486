/**
 * The site's timers, on the global clock (`setTimeout`, `Date.now`), so jest's
 * fake timers drive them in tests: the search query's debounce, the outline's
 * scroll throttle and click pause, the scroll-position throttle
 * (ARCHITECTURE.md "Search dialog", "Outline", "Scroll restoration").
 */

interface Debouncer<T> {
  /** Schedules `value`, replacing any value still waiting. */
  push(value: T): void;
  /** Delivers the waiting value now, if any. */
  flush(): void;
  /** Drops the waiting value. */
  cancel(): void;
  /** True while a value waits. */
  pending(): boolean;
}

/** Delivers the last pushed value `delay` ms after the last push. */
export function createDebouncer<T>(delay: number, deliver: (value: T) => void): Debouncer<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let waiting: {value: T} | null = null;
  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const flush = () => {
    clear();
    if (!waiting) return;
    const {value} = waiting;
    waiting = null;
    deliver(value);
  };
  return {
    push(value) {
      clear();
      waiting = {value};
      timer = setTimeout(flush, delay);
    },
    flush,
    cancel() {
      clear();
      waiting = null;
    },
    pending: () => waiting !== null,
  };
}

/** Leading and trailing throttle: runs at once, then at most once per `ms`, and once more after the last call. */
export function throttle(fn: () => void, ms: number): {(): void; cancel: () => void} {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    timer = null;
    last = Date.now();
    fn();
  };
  const throttled = () => {
    const wait = last + ms - Date.now();
    if (wait <= 0 && timer === null) run();
    else if (timer === null) timer = setTimeout(run, Math.max(0, wait));
  };
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return throttled;
}

/** A pause: `paused()` is true until `ms` after the last `pause()`. */
export function createPause(ms: number): {pause: () => void; paused: () => boolean} {
  let until = Number.NEGATIVE_INFINITY;
  return {
    pause: () => {
      until = Date.now() + ms;
    },
    paused: () => Date.now() < until,
  };
}

/**
 * Runs `task` when the browser is next idle (`requestIdleCallback`, or a timer where there is
 * none, as in Safari), so work the reader does not wait for stays out of a long task. Returns the
 * function that cancels it.
 */
export function whenIdle(task: () => void, win: Window = window): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const id = win.requestIdleCallback(task, {timeout: 2000});
    return () => win.cancelIdleCallback(id);
  }
  const id = win.setTimeout(task, 1);
  return () => win.clearTimeout(id);
}
