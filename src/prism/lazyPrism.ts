/**
 * The browser's Prism, loaded after the page has hydrated (src/prism/client.tsx).
 * A tiny store: `getPrism()` is null until the chunk arrives, `subscribe`
 * tells React when it does. A failed load leaves it null (code stays as the
 * server rendered it, or plain) and the next request tries again.
 */
import type {PrismLib} from './prism';

let prism: PrismLib | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function getPrism(): PrismLib | null {
  return prism;
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts loading Prism (once). */
export function loadPrism(load: () => Promise<{Prism: PrismLib}> = () => import('./prism')): Promise<void> {
  loading ??= load().then(
    (module) => {
      prism = module.Prism;
      listeners.forEach((listener) => listener());
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

/**
 * Loads Prism once the browser is idle — after hydration, so it is never part
 * of a page's first-load JavaScript — or at once when a block needs it.
 */
export function schedulePrismLoad(): void {
  if (prism || loading) return;
  const idle = (globalThis as {requestIdleCallback?: (cb: () => void, opts?: {timeout: number}) => number}).requestIdleCallback;
  if (idle) idle(() => void loadPrism(), {timeout: 2000});
  else setTimeout(() => void loadPrism(), 200);
}

/** Test hook: back to the initial state. */
export function resetPrismForTests(): void {
  prism = null;
  loading = null;
  listeners.clear();
}
