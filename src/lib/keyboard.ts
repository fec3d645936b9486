/**
 * Page-wide key listeners: the one rule for "the reader is typing", and
 * keyboard paging (ARCHITECTURE.md "Footer"): Shift+→ goes to the next page
 * and Shift+← to the previous one, never while the reader types, and never
 * with another modifier (Alt/Ctrl/Meta+Shift+arrow select text or switch tabs).
 */
type PagerDirection = 'next' | 'previous';

/**
 * The parts of a keyboard event the site's key handling reads (here and in search's keys), so
 * the pure functions take plain objects in tests. A KeyboardEvent is one.
 */
export interface KeyLike {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey?: boolean;
  defaultPrevented?: boolean;
  isComposing?: boolean;
  target?: EventTarget | null;
}

/**
 * True for targets that take typed input: inputs, textareas, selects and
 * contenteditable elements — the element itself or anything inside an
 * editable region (a key listener on the page must leave those keys alone).
 */
export function isEditableTarget(target: EventTarget | null | undefined): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const el = target as HTMLElement;
  if (el.isContentEditable) return true;
  return (
    el.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null
  );
}

export function pagerDirection(e: KeyLike): PagerDirection | null {
  if (!e.shiftKey || e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented || e.isComposing)
    return null;
  if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return null;
  if (isEditableTarget(e.target)) return null;
  return e.key === 'ArrowRight' ? 'next' : 'previous';
}
