import {useEffect} from 'react';
import {useEvent} from '@docusaurus/theme-common';

import {globalShortcut, type Platform} from './keyboard';

/**
 * Page-wide search keys (ARCHITECTURE.md "Search dialog"): `/` opens search
 * when the reader is not typing; Cmd+K (macOS) / Ctrl+K (elsewhere) toggles it.
 */
export function useSearchShortcuts(
  platform: Platform,
  handlers: {open: () => void; toggle: () => void},
): void {
  const onShortcut = useEvent((shortcut: 'open' | 'toggle') => handlers[shortcut]());
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const shortcut = globalShortcut(event, platform);
      if (!shortcut) return;
      event.preventDefault();
      onShortcut(shortcut);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [platform, onShortcut]);
}
