import {useCallback, useState} from 'react';

import type {Platform} from '../search/keyboard';
import {usePlatform} from './usePlatform';
import {useSearchShortcuts} from './useSearchShortcuts';

export interface SearchLauncher {
  platform: Platform;
  open: boolean;
  /** True from the first open on: the dialog's code is loaded and stays mounted. */
  mounted: boolean;
  show: () => void;
  close: () => void;
  toggle: () => void;
  /** The reader is heading for search (pointer over or focus on the button): load the dialog's code. */
  prepare: () => void;
}

/**
 * What the navbar's search button needs, and nothing heavy: open state, the
 * page-wide shortcuts, and a preload of the dialog's code when the reader
 * shows intent — pointer over or focus on the button (`preload` is the
 * dynamic import; the index itself waits for the first open). A reader who
 * never searches downloads none of it.
 */
export function useSearchLauncher(preload: () => unknown): SearchLauncher {
  const platform = usePlatform();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => {
    setMounted(true);
    setOpen((was) => !was);
  }, []);
  useSearchShortcuts(platform, {open: show, toggle});
  // A failed preload is harmless: opening search imports the code again.
  const prepare = useCallback(() => void Promise.resolve(preload()).catch(() => undefined), [preload]);
  return {platform, open, mounted, show, close, toggle, prepare};
}
