import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';
import {useLocation} from '@docusaurus/router';

import {togglePopover} from '../lib/popover';
import {useDismiss} from './useDismiss';

/**
 * Open/closed state of a bar's popovers: one open at a time; Escape (focus
 * returns to its button), a click outside the bar or a navigation closes it.
 */
export function usePopovers<T extends string>(): {
  open: T | null;
  toggle: (which: T) => void;
  close: () => void;
  barRef: RefObject<HTMLDivElement | null>;
} {
  const [open, setOpen] = useState<T | null>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(null), []);
  const toggle = useCallback((which: T) => setOpen((current) => togglePopover(current, which)), []);

  const {pathname, hash} = useLocation();
  useEffect(() => close(), [pathname, hash, close]);

  useDismiss(open !== null, barRef, (reason) => {
    close();
    if (reason === 'escape')
      barRef.current?.querySelector<HTMLElement>(`[data-popover-trigger="${open}"]`)?.focus();
  });

  return {open, toggle, close, barRef};
}
