/// <reference lib="webworker" />
/**
 * Timers an example starts (interval mining, polling) end with its run: `setTimeout` and
 * `setInterval` are wrapped to remember their ids, and `clear()` cancels every one of them.
 */
export function trackTimers(scope: DedicatedWorkerGlobalScope): {clear: () => void} {
  const timers = new Set<number>();
  const {setTimeout: st, setInterval: si, clearTimeout: ct, clearInterval: ci} = scope;
  scope.setTimeout = ((h: TimerHandler, ms?: number, ...a: unknown[]) => {
    const id = st(h, ms, ...a);
    timers.add(id);
    return id;
  }) as typeof setTimeout;
  scope.setInterval = ((h: TimerHandler, ms?: number, ...a: unknown[]) => {
    const id = si(h, ms, ...a);
    timers.add(id);
    return id;
  }) as typeof setInterval;
  return {
    clear() {
      for (const id of timers) {
        ct(id);
        ci(id);
      }
      timers.clear();
    },
  };
}
