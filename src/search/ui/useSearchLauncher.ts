import {useEvent} from '@docusaurus/theme-common';
import {useCallback, useEffect, useRef, useState} from 'react';

import {typeAheadKey, type Platform} from './keyboard';
import {usePlatform} from './usePlatform';
import {useSearchShortcuts} from './useSearchShortcuts';

/**
 * Keys typed between opening search and the dialog's input taking focus (its code may still be
 * loading). The dialog takes the text once, when it focuses its input.
 */
export interface TypeAhead {
  /** The text typed so far, and stop collecting: from now on the input has the keys. */
  take: () => string;
}

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
  typeAhead: TypeAhead;
}

/**
 * What the navbar's search button needs, and nothing heavy: open state, the
 * page-wide shortcuts, and a preload of the dialog's code when the reader
 * shows intent — pointer over or focus on the button (`preload` is the
 * dynamic import; the index itself waits for the first open). A reader who
 * never searches downloads none of it.
 *
 * From the moment search opens until the dialog focuses its input, keys typed
 * on the page are collected (and kept from the page) so that `/forking` typed
 * without a pause lands in the input in full, even while the dialog's chunk
 * is still on its way.
 */
export function useSearchLauncher(preload: () => unknown): SearchLauncher {
  const platform = usePlatform();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  const typed = useRef('');
  const stopCollecting = useRef<(() => void) | null>(null);
  const collect = useCallback(() => {
    if (stopCollecting.current) return;
    typed.current = '';
    const onKeyDown = (event: KeyboardEvent) => {
      const next = typeAheadKey(typed.current, event);
      if (next === null) return;
      event.preventDefault();
      event.stopPropagation();
      typed.current = next;
    };
    // Capture on window: ahead of every other key listener of the page.
    window.addEventListener('keydown', onKeyDown, true);
    stopCollecting.current = () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
  const typeAhead = useRef<TypeAhead>({
    take: () => {
      stopCollecting.current?.();
      stopCollecting.current = null;
      const text = typed.current;
      typed.current = '';
      return text;
    },
  }).current;

  const show = useCallback(() => {
    collect();
    setMounted(true);
    setOpen(true);
  }, [collect]);
  const close = useCallback(() => {
    typeAhead.take();
    setOpen(false);
  }, [typeAhead]);
  const toggle = useEvent(() => (open ? close() : show()));
  useEffect(() => () => void typeAhead.take(), [typeAhead]);
  useSearchShortcuts(platform, {open: show, toggle});
  // A failed preload is harmless: opening search imports the code again.
  const prepare = useCallback(
    () => void Promise.resolve(preload()).catch(() => undefined),
    [preload],
  );
  return {platform, open, mounted, show, close, toggle, prepare, typeAhead};
}
