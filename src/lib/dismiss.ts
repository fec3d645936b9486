/**
 * Light dismissal of an open menu or popover (ARCHITECTURE.md "Top nav",
 * "Mobile"): a pointer press outside it, Escape anywhere, and — when asked —
 * focus moving outside it. Returns the function that removes the listeners.
 */
export type DismissReason = 'outside' | 'escape' | 'focus';

export function listenForDismiss(
  doc: Document,
  isInside: (target: EventTarget | null) => boolean,
  onDismiss: (reason: DismissReason) => void,
  {focus = false}: {focus?: boolean} = {},
): () => void {
  const onPointerDown = (e: Event) => {
    if (!isInside(e.target)) onDismiss('outside');
  };
  const onFocusIn = (e: Event) => {
    if (!isInside(e.target)) onDismiss('focus');
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') onDismiss('escape');
  };
  doc.addEventListener('pointerdown', onPointerDown);
  doc.addEventListener('keydown', onKeyDown);
  if (focus) doc.addEventListener('focusin', onFocusIn);
  return () => {
    doc.removeEventListener('pointerdown', onPointerDown);
    doc.removeEventListener('keydown', onKeyDown);
    doc.removeEventListener('focusin', onFocusIn);
  };
}

/** `isInside` for an element held in a ref. */
export function within(root: () => Element | null | undefined): (target: EventTarget | null) => boolean {
  return (target) => typeof Node !== 'undefined' && target instanceof Node && Boolean(root()?.contains(target));
}
