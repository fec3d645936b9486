/**
 * SPEC §4 "Search dialog": the selected result runs from 0 to results − 1 and
 * wraps at both ends; it is 0 when a new query gives results and -1 when there
 * are none (an empty query gives none).
 */

/** The selection for a fresh list of results. */
export function resetSelection(count: number): number {
  return count > 0 ? 0 : -1;
}

/** ArrowDown: one further, from the last back to the first. */
export function nextSelection(current: number, count: number): number {
  if (count <= 0) return -1;
  return current < 0 || current >= count - 1 ? 0 : current + 1;
}

/** ArrowUp: one back, from the first (or none) round to the last. */
export function previousSelection(current: number, count: number): number {
  if (count <= 0) return -1;
  return current <= 0 || current > count - 1 ? count - 1 : current - 1;
}
