/**
 * ARCHITECTURE.md "Search dialog": the selected result runs from 0 to results − 1 and
 * wraps at both ends; it is 0 when a new query gives results and -1 when there
 * are none (an empty query gives none).
 */

import {cycleIndex} from '../../lib/cycle';

/** The selection for a fresh list of results. */
export function resetSelection(count: number): number {
  return count > 0 ? 0 : -1;
}

/** ArrowDown: one further, from the last back to the first. */
export function nextSelection(current: number, count: number): number {
  return cycleIndex(current, count, 1);
}

/** ArrowUp: one back, from the first (or none) round to the last. */
export function previousSelection(current: number, count: number): number {
  return cycleIndex(current, count, -1);
}
