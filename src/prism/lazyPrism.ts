/**
 * The browser's Prism, loaded when the page needs it (src/prism/client.tsx):
 * when the reader starts a client-side navigation (src/clientModules/prism.ts),
 * or when a code block renders without server markup to hydrate from.
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
export function loadPrism(
  load: () => Promise<{Prism: PrismLib}> = () => import('./prism'),
): Promise<void> {
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

/** Test hook: back to the initial state. */
export function resetPrismForTests(): void {
  prism = null;
  loading = null;
  listeners.clear();
}
