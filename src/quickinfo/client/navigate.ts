/**
 * Keyboard moves between the identifiers of one block (README.md "Keyboard"): ← → to the
 * previous or next identifier, ↑ ↓ to the nearest one on the previous or next line that has
 * one, Home and End to the first and last. Only identifiers with types are stops.
 */
export interface Stop {
  /** The target's ordinal in its block (`data-qi`). */
  ordinal: number;
  /** Its line in the block, and its horizontal position. */
  line: number;
  x: number;
}

export type MoveKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

export const isMoveKey = (key: string): key is MoveKey =>
  ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(key);

/** The stop to move to from `current` (an ordinal) on `key`, or null to stay. `stops` in document order. */
export function nextStop(stops: readonly Stop[], current: number, key: MoveKey): Stop | null {
  if (stops.length === 0) return null;
  if (key === 'Home') return stops[0]!;
  if (key === 'End') return stops[stops.length - 1]!;
  // Where `current` is among the stops (it may be a target without types: between two stops).
  const after = stops.findIndex((s) => s.ordinal > current);
  const at = stops.findIndex((s) => s.ordinal === current);
  if (key === 'ArrowRight') return (at >= 0 ? stops[at + 1] : stops[after]) ?? null;
  if (key === 'ArrowLeft') {
    const before = at >= 0 ? at - 1 : (after === -1 ? stops.length : after) - 1;
    return stops[before] ?? null;
  }
  const here = stops[at] ?? stops[after] ?? stops[stops.length - 1]!;
  const lines = [...new Set(stops.map((s) => s.line))];
  const line = lines[lines.indexOf(here.line) + (key === 'ArrowDown' ? 1 : -1)];
  if (line === undefined) return null;
  let best: Stop | null = null;
  for (const stop of stops) {
    if (stop.line === line && (!best || Math.abs(stop.x - here.x) < Math.abs(best.x - here.x)))
      best = stop;
  }
  return best;
}
