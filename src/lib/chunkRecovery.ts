/**
 * Recovery from failed page-chunk loads (ARCHITECTURE.md "Chunk recovery"):
 * after a redeploy, an open tab may ask for chunk files that no longer exist.
 * The page reloads once to pick up the new build; a second failure within the
 * window is shown and reported instead of looping. Used by the client module
 * (failures before hydration) and the error screen (a route chunk that fails
 * while rendering).
 */

/** sessionStorage key holding the time of the last recovery reload. */
export const RELOAD_KEY = 'chunkReloadAt';

/** A second failure within this many ms of a recovery reload is not retried. */
const RELOAD_WINDOW_MS = 10_000;

/** True for the errors bundlers raise when a JS or CSS chunk fails to load. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const {name, message} = error as {name?: unknown; message?: unknown};
  if (name === 'ChunkLoadError') return true;
  return (
    typeof message === 'string' &&
    /Loading (CSS )?chunk [\w~.-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
      message,
    )
  );
}

/** Reload only when no recovery reload happened within the window. */
export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt > RELOAD_WINDOW_MS
  );
}

/** Minimal storage surface (sessionStorage in the browser, a fake in tests). */
interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Decides and records a recovery reload. Returns true when the caller should
 * reload now (and remembers the time), false when it already tried — or when
 * this document is itself the product of a reload moments ago (Docusaurus
 * reloads on its own when a client-side navigation fails to load a chunk).
 */
export function claimReload(
  store: KeyValueStore,
  now: number,
  {justReloaded = false}: {justReloaded?: boolean} = {},
): boolean {
  if (justReloaded) return false;
  let last: number | null;
  try {
    const raw = store.getItem(RELOAD_KEY);
    last = raw === null ? null : Number(raw);
  } catch {
    return false;
  }
  if (!shouldReload(last, now)) return false;
  try {
    store.setItem(RELOAD_KEY, String(now));
  } catch {
    return false; // Without storage we cannot guard against a loop: do not reload.
  }
  return true;
}

/** Navigation timing of the current document, as far as the guard needs it. */
interface DocumentLoad {
  /** PerformanceNavigationTiming.type: 'navigate', 'reload', 'back_forward', … */
  type: string | undefined;
  /** ms since the document started loading (performance.now()). */
  age: number;
}

/** True when this document was loaded by a reload within the guard window. */
export function isRecentReload({type, age}: DocumentLoad): boolean {
  return type === 'reload' && age <= RELOAD_WINDOW_MS;
}

/** How the current document was loaded (browser only). */
function currentDocumentLoad(): DocumentLoad {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return {type: entry?.type, age: performance.now()};
}

/**
 * Browser only: reloads the page once to recover from a failed chunk load and
 * returns true, or returns false when this tab already tried (the caller then
 * reports the failure).
 */
export function reloadOnceForChunkError(): boolean {
  const claimed = claimReload(window.sessionStorage, Date.now(), {
    justReloaded: isRecentReload(currentDocumentLoad()),
  });
  if (claimed) window.location.reload();
  return claimed;
}
