/**
 * "On this page" (ARCHITECTURE.md "Outline"): which heading is current, with
 * scroll handling throttled at 100 ms and tracking paused for 500 ms after
 * a click on an outline item (the timers are src/lib/timing.ts).
 */
export const OUTLINE_THROTTLE_MS = 100;
export const OUTLINE_CLICK_PAUSE_MS = 500;

interface HeadingPosition {
  id: string;
  /** Distance from the top of the viewport, in px (getBoundingClientRect().top). */
  top: number;
}

interface ScrollState {
  scrollY: number;
  viewportHeight: number;
  documentHeight: number;
  /** A heading counts as reached once its top is at or above this line (below the sticky navbar). */
  offset: number;
}

/**
 * The current heading: the last one whose top has passed the offset line.
 * At the very top of the page it is the first heading; at the very bottom
 * it is the last one, even if it is too short to ever reach the line.
 */
export function activeHeadingId(headings: HeadingPosition[], state: ScrollState): string | null {
  if (headings.length === 0) return null;
  const atBottom = state.scrollY + state.viewportHeight >= state.documentHeight - 2;
  if (atBottom && state.scrollY > 0) return headings[headings.length - 1]!.id;
  if (state.scrollY <= 0) return headings[0]!.id;
  let active = headings[0]!.id;
  for (const heading of headings) {
    if (heading.top <= state.offset) active = heading.id;
    else break;
  }
  return active;
}

/** The heading ids of a TOC tree within the configured levels, in document order. */
export function outlineIds(
  toc: ReadonlyArray<{id: string; level: number}>,
  minLevel: number,
  maxLevel: number,
): string[] {
  return toc.filter((h) => h.level >= minLevel && h.level <= maxLevel).map((h) => h.id);
}
