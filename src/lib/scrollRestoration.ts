/**
 * Scroll restoration (ARCHITECTURE.md "Scroll restoration"): each history entry's scroll
 * position is kept in sessionStorage and restored on back/forward and on
 * reload. Docusaurus scrolls to the top after every route change, back and
 * forward included; the client module puts the saved position back.
 */
import {normalizePath} from './routes';

export const SCROLL_STORAGE_KEY = 'scroll-positions';
/** Oldest entries are dropped beyond this many. */
const MAX_SCROLL_ENTRIES = 100;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** A history entry's key: react-router's location key, or the path for the first (keyless) entry. */
export function scrollKey(location: {key?: string; pathname: string; search?: string}): string {
  return location.key
    ? `key:${location.key}`
    : `path:${normalizePath(location.pathname)}${location.search ?? ''}`;
}

export function readPositions(storage: StorageLike): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SCROLL_STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (e): e is [string, number] => typeof e[1] === 'number',
      ),
    );
  } catch {
    return {};
  }
}

export function savePosition(
  storage: StorageLike,
  key: string,
  y: number,
  max = MAX_SCROLL_ENTRIES,
): void {
  const positions = readPositions(storage);
  delete positions[key]; // re-insert last: the most recent entries survive trimming
  positions[key] = Math.max(0, Math.round(y));
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - max))) delete positions[old];
  try {
    storage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or disabled: restoration is a nicety.
  }
}

export function savedPosition(storage: StorageLike, key: string): number | undefined {
  return readPositions(storage)[key];
}

/** Restore on history traversal (back/forward) and reload, never when the URL names an anchor. */
export function shouldRestore({traversal, hash}: {traversal: boolean; hash: string}): boolean {
  return traversal && !hash;
}
