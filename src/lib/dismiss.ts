/**
 * Light dismissal of an open menu or popover (ARCHITECTURE.md "Top nav",
 * "Mobile"): a pointer press outside it, Escape anywhere (unless an inner widget already
 * handled it: `preventDefault`), and — when asked — focus moving outside it. Returns the
 * function that removes the listeners.
 */
export type DismissReason = 'outside' | 'escape' | 'focus';

export function listenForDismiss(
  doc: Document,
  isInside: (target: EventTarget | null) => boolean,
  onDismiss: (reason: DismissReason) => void,
  {focus = false}: {focus?: boolean} = {},
): () => void {
  const types = focus ? ['pointerdown', 'keydown', 'focusin'] : ['pointerdown', 'keydown'];
  const onEvent = (e: Event) => {
    if (e.type === 'keydown') {
      // An Escape an inner widget already handled (and marked with preventDefault) is its own.
      if ((e as KeyboardEvent).key === 'Escape' && !e.defaultPrevented) onDismiss('escape');
    } else if (!isInside(e.target)) onDismiss(e.type === 'focusin' ? 'focus' : 'outside');
  };
  for (const type of types) doc.addEventListener(type, onEvent);
  return () => {
    for (const type of types) doc.removeEventListener(type, onEvent);
  };
}

/** `isInside` for an element held in a ref. */
export function within(
  root: () => Element | null | undefined,
): (target: EventTarget | null) => boolean {
  return (target) =>
    typeof Node !== 'undefined' && target instanceof Node && Boolean(root()?.contains(target));
}
