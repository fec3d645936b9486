/**
 * Where the popover goes: under the line of code that holds its identifier, or over it when
 * there is more room there, never on it; left-aligned with the identifier and kept inside the
 * viewport, its height limited to the room on its side (it scrolls beyond). A popover that is
 * placed again (its type expanded, the page scrolled) keeps its side, so it never jumps away
 * from under the pointer. All boxes in viewport coordinates (getBoundingClientRect).
 */
export interface Box {
  top: number;
  bottom: number;
  left: number;
}

export type Side = 'below' | 'above';

export interface Placement {
  top: number;
  left: number;
  side: Side;
  /** The most height the popover may take there. */
  room: number;
}

/** Space kept between the line and the popover, and between the popover and the viewport's edges. */
export const GAP = 4;
export const MARGIN = 8;

export function placePopover({
  target,
  line,
  size,
  viewport,
  side: kept,
}: {
  target: Box;
  line: Box;
  /** The popover's size with no height limit. */
  size: {width: number; height: number};
  viewport: {width: number; height: number};
  /** The side it is on already, if it is shown. */
  side?: Side;
}): Placement {
  const below = Math.max(0, viewport.height - line.bottom - GAP - MARGIN);
  const above = Math.max(0, line.top - GAP - MARGIN);
  const side = kept ?? (size.height <= below || below >= above ? 'below' : 'above');
  const room = side === 'below' ? below : above;
  const height = Math.min(size.height, room);
  const top = side === 'below' ? line.bottom + GAP : line.top - GAP - height;
  const maxLeft = viewport.width - MARGIN - size.width;
  const left = Math.max(MARGIN, Math.min(target.left, maxLeft));
  return {top, left, side, room};
}
