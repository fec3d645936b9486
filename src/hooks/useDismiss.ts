import {useEffect, type RefObject} from 'react';
import {useEvent} from '@docusaurus/theme-common';

import {listenForDismiss, within, type DismissReason} from '../lib/dismiss';

/**
 * While `open`, calls `onDismiss` on a pointer press outside `rootRef`, on
 * Escape and (with `focus`) when focus leaves it (src/lib/dismiss.ts).
 */
export function useDismiss(
  open: boolean,
  rootRef: RefObject<Element | null>,
  onDismiss: (reason: DismissReason) => void,
  options: {focus?: boolean} = {},
): void {
  const dismiss = useEvent(onDismiss);
  const {focus = false} = options;
  useEffect(() => {
    if (!open) return undefined;
    return listenForDismiss(
      document,
      within(() => rootRef.current),
      dismiss,
      {focus},
    );
  }, [open, rootRef, dismiss, focus]);
}
