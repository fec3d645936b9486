import {useEffect, useRef} from 'react';

import {globalShortcut, type Platform} from '../search/keyboard';

/**
 * Page-wide search keys (SPEC §2): `/` opens search when no input is focused;
 * Cmd+K (macOS) / Ctrl+K (elsewhere) toggles it. Keys typed into inputs,
 * textareas and contenteditable elements are left alone.
 */
export function useSearchShortcuts(
  platform: Platform,
  handlers: {open: () => void; toggle: () => void},
): void {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const shortcut = globalShortcut(event, platform);
      if (!shortcut) return;
      event.preventDefault();
      if (shortcut === 'open') ref.current.open();
      else ref.current.toggle();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [platform]);
}
