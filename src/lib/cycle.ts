/**
 * Wrap-around list navigation, shared by the search results (↑/↓) and the
 * top-nav menus (arrow keys): one step forward from the last item is the
 * first, one step back from the first is the last. Nothing selected (or an
 * index out of range) steps to the first item going forward and the last
 * going back; an empty list has no selection (-1).
 */
export function cycleIndex(current: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return step > 0 ? 0 : count - 1;
  return (current + step + count) % count;
}
