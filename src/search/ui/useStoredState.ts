import {useEvent, useStorageSlot} from '@docusaurus/theme-common';
import {useMemo, useState} from 'react';

import {decodeStored} from './storage';

/**
 * State kept in browser storage under `key` through theme-common's storage slot (so the
 * site's `storage` config, its namespace and cross-tab updates apply). Values are JSON; a
 * missing, unreadable or wrongly typed entry gives `initial`.
 *
 * Storage that refuses the write (private mode, quota, no storage at all) only loses
 * persistence, never the state: the value is then held in React state for this page.
 */
export function useStoredState<T>(key: string, initial: T): [T, (next: T) => void] {
  const [raw, slot] = useStorageSlot(key);
  const [unsaved, setUnsaved] = useState<{value: T} | null>(null);
  const stored = useMemo(() => decodeStored(raw, initial), [raw, initial]);
  const set = useEvent((next: T) => {
    const encoded = JSON.stringify(next);
    slot.set(encoded);
    setUnsaved(slot.get() === encoded ? null : {value: next});
  });
  return [unsaved ? unsaved.value : stored, set];
}
