import {useCallback, useEffect, useState} from 'react';

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
}

/**
 * What the navbar's search button needs, and nothing heavy: open state, the
 * page-wide shortcuts, and a preload of the dialog's code when the browser is
 * idle (`preload` is the dynamic import; the index itself waits for the first
 * open).
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
  useEffect(() => {
    // A failed preload is harmless: opening search imports the code again.
    const run = () => void Promise.resolve(preload()).catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, {timeout: 5000});
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(run, 3000);
    return () => window.clearTimeout(id);
  }, [preload]);
  return {platform, open, mounted, show, close, toggle};
}
