import {useEffect, useRef, type RefObject} from 'react';
// Upstream's scroll lock, the one the mobile navbar's sidebar uses. It lives in theme-common's
// internal entry; the only other way is CSS `html:has(.dialog[open])`, and a `:has()` anchored at
// <html> made every DOM insertion during load (each chunk's <script>, each prefetch <link>,
// hydration) re-check the whole document for an open dialog: about 25 ms of a phone's main thread
// while main.js runs (issue #33, `npm run bench -- --against 9a98d51`).
import {useLockBodyScroll} from '@docusaurus/theme-common/internal';

import type {TypeAhead} from './useSearchLauncher';

/**
 * The search dialog as a native modal dialog (Dialog.tsx): on open, focus moves in and the page
 * behind is inert and does not scroll; on close, focus returns to where it was. Keys typed while
 * the dialog was on its way (`typeAhead`) become the query.
 */
export function useModalDialog({
  open,
  dialogRef,
  inputRef,
  typeAhead,
  setQuery,
}: {
  open: boolean;
  dialogRef: RefObject<HTMLDialogElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
  typeAhead?: TypeAhead;
  setQuery: (query: string) => void;
}): void {
  const returnFocusRef = useRef<Element | null>(null);
  useLockBodyScroll(open);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current = document.activeElement;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // Keys typed while the dialog was on its way replace the kept query, as they would
      // have had the input been there (it opens with its text selected).
      const typed = typeAhead?.take() ?? '';
      if (typed) setQuery(typed);
      inputRef.current?.focus();
      if (!typed) inputRef.current?.select();
    } else if (!open && dialog.open) {
      dialog.close();
      // Never leave focus in the hidden dialog (keys typed next would go to
      // its input): back to the opener, or nowhere.
      if (dialog.contains(document.activeElement)) {
        const back = returnFocusRef.current;
        if (back instanceof HTMLElement && back.isConnected && back !== document.body) back.focus();
        else (document.activeElement as HTMLElement | null)?.blur();
      }
    }
    // Only the open state drives the modal; the refs and typeAhead are stable and setQuery only
    // stores.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}
