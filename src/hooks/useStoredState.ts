import {useCallback, useState} from 'react';

/**
 * State kept in localStorage under exactly `key` (the site has no storage
 * namespace, ARCHITECTURE.md "Search dialog": `showDetailView`, `filterText`). Values are JSON; a
 * missing, unreadable or wrongly typed entry gives `initial`. Storage that
 * throws (private mode, quota) only loses persistence, never the state.
 */
export function readStored<T>(key: string, initial: T): T {
  try {
    const raw = typeof window === 'undefined' ? null : window.localStorage.getItem(key);
    if (raw === null) return initial;
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === typeof initial ? (parsed as T) : initial;
  } catch {
    return initial;
  }
}

export function writeStored<T>(key: string, value: T): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Persistence is best effort.
  }
}

export function useStoredState<T>(key: string, initial: T): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => readStored(key, initial));
  const set = useCallback(
    (next: T) => {
      writeStored(key, next);
      setValue(next);
    },
    [key],
  );
  return [value, set];
}
