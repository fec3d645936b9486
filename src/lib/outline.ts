/**
 * "On this page" (SPEC §2 "Outline", §9): which heading is current, with
 * scroll handling throttled at 100 ms and tracking paused for 500 ms after
 * a click on an outline item. Pure: time and timers are injected.
 */
export const OUTLINE_THROTTLE_MS = 100;
export const OUTLINE_CLICK_PAUSE_MS = 500;

export interface HeadingPosition {
  id: string;
  /** Distance from the top of the viewport, in px (getBoundingClientRect().top). */
  top: number;
}

export interface ScrollState {
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

export interface Clock {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** Leading and trailing throttle: runs at once, then at most once per `ms`, and once more after the last call. */
export function throttle(fn: () => void, ms: number, clock: Clock): {(): void; cancel: () => void} {
  let last = Number.NEGATIVE_INFINITY;
  let timer: unknown = null;
  const run = () => {
    timer = null;
    last = clock.now();
    fn();
  };
  const throttled = () => {
    const wait = last + ms - clock.now();
    if (wait <= 0 && timer === null) run();
    else if (timer === null) timer = clock.setTimeout(run, Math.max(0, wait));
  };
  throttled.cancel = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  return throttled;
}

/** Pauses tracking for a while; `paused()` is true until `ms` after the last `pause()`. */
export function createPause(ms: number, clock: Pick<Clock, 'now'>): {pause: () => void; paused: () => boolean} {
  let until = Number.NEGATIVE_INFINITY;
  return {
    pause: () => {
      until = clock.now() + ms;
    },
    paused: () => clock.now() < until,
  };
}

/** The heading ids of a TOC tree within the configured levels, in document order. */
export function outlineIds(
  toc: ReadonlyArray<{id: string; level: number}>,
  minLevel: number,
  maxLevel: number,
): string[] {
  return toc.filter((h) => h.level >= minLevel && h.level <= maxLevel).map((h) => h.id);
}
