/**
 * Debounce timer logic (SPEC §9: the query waits 200 ms), kept apart from
 * React so it can be tested with fake timers: each `push` restarts the wait,
 * and only the last value is delivered.
 */
export interface Debouncer<T> {
  /** Schedules `value`, replacing any value still waiting. */
  push(value: T): void;
  /** Delivers the waiting value now, if any. */
  flush(): void;
  /** Drops the waiting value. */
  cancel(): void;
  /** True while a value waits. */
  pending(): boolean;
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const globalTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

export function createDebouncer<T>(
  delay: number,
  deliver: (value: T) => void,
  timers: Timers = globalTimers,
): Debouncer<T> {
  let timer: unknown = null;
  let waiting: {value: T} | null = null;
  const clear = () => {
    if (timer !== null) timers.clearTimeout(timer);
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
      timer = timers.setTimeout(flush, delay);
    },
    flush,
    cancel() {
      clear();
      waiting = null;
    },
    pending: () => waiting !== null,
  };
}
