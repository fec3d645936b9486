/**
 * Sidebar rules (ARCHITECTURE.md "Sidebar") that Docusaurus does not have:
 * the depth limit, the Back/Home link and the reveal scroll. Pure, so jest
 * covers them directly.
 */
import {normalizePath} from './routes';

/** The deepest nesting a sidebar may have (below 5 levels: ARCHITECTURE.md "Sidebar"). */
export const MAX_SIDEBAR_DEPTH = 4;

/** Levels of nesting of a sidebar (a flat list of links is 1). */
export function sidebarDepth(items: readonly {items?: readonly unknown[]}[]): number {
  return items.reduce(
    (max, item) =>
      Math.max(max, 1 + sidebarDepth((item.items ?? []) as {items?: readonly unknown[]}[])),
    0,
  );
}

/** "Back" when there is a previous page and it is not the root; otherwise "Home". */
export function backLinkFor(previousPath: string | null | undefined): {
  label: 'Back' | 'Home';
  href: string;
} {
  if (previousPath && normalizePath(previousPath) !== '/')
    return {label: 'Back', href: previousPath};
  return {label: 'Home', href: '/'};
}

/** The previous page from a referrer, when it is this site and another page. */
export function previousFromReferrer(
  referrer: string,
  origin: string,
  currentPath: string,
): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.origin !== origin) return null;
    const path = normalizePath(url.pathname);
    return path === normalizePath(currentPath) ? null : path;
  } catch {
    return null;
  }
}

/**
 * scrollTop that brings an item into the middle of its scroll container, or
 * null when the item is already fully visible (no needless jump).
 * Offsets are relative to the container's content box.
 */
export function revealScrollTop({
  scrollTop,
  viewportHeight,
  itemTop,
  itemHeight,
}: {
  scrollTop: number;
  viewportHeight: number;
  itemTop: number;
  itemHeight: number;
}): number | null {
  const visible = itemTop >= scrollTop && itemTop + itemHeight <= scrollTop + viewportHeight;
  if (visible) return null;
  return Math.max(0, Math.round(itemTop - (viewportHeight - itemHeight) / 2));
}
