/**
 * Where the popover goes: under the line of code that holds its identifier, or over it when
 * there is more room there, never on it; left-aligned with the identifier and kept inside the
 * viewport. All boxes in viewport coordinates (getBoundingClientRect).
 */
export interface Box {
  top: number;
  bottom: number;
  left: number;
}

export interface Placement {
  top: number;
  left: number;
  side: 'below' | 'above';
}

/** Space kept between the line and the popover, and between the popover and the viewport's edges. */
export const GAP = 4;
export const MARGIN = 8;

export function placePopover({
  target,
  line,
  size,
  viewport,
}: {
  target: Box;
  line: Box;
  size: {width: number; height: number};
  viewport: {width: number; height: number};
}): Placement {
  const below = viewport.height - line.bottom - GAP - MARGIN;
  const above = line.top - GAP - MARGIN;
  const side = size.height <= below || below >= above ? 'below' : 'above';
  const top = side === 'below' ? line.bottom + GAP : line.top - GAP - size.height;
  const maxLeft = viewport.width - MARGIN - size.width;
  const left = Math.max(MARGIN, Math.min(target.left, maxLeft));
  return {top, left, side};
}
