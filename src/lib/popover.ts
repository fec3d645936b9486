/**
 * Popovers of the mobile curtain bar (ARCHITECTURE.md "Mobile": offset 12 px).
 */
const POPOVER_OFFSET_PX = 12;

/** Where a popover sits: below its bar, `offset` px away. */
export function popoverPosition(offset: number = POPOVER_OFFSET_PX): {top: string} {
  return {top: `calc(100% + ${offset}px)`};
}

/** Only one popover of a bar is open at a time: opening one closes the other. */
export function togglePopover<T extends string>(open: T | null, which: T): T | null {
  return open === which ? null : which;
}
