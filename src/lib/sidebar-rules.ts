/**
 * Sidebar rules (README "Theme behaviours" → Sidebar) over the sidebars
 * written in sidebars.ts, as the docs plugin hands them to the theme. Pure,
 * so jest covers prefix matching, the sidebar choice, the collapse rule and
 * the depth limit directly.
 */
import {isExternalLink, normalizePath, pathStartsWith, pickByLongestPrefix} from './routes';

/** The shape shared by site nav items and Docusaurus sidebar items. */
export interface MatchableItem {
  href?: string;
  /** Path prefix that makes the item active (Docusaurus items carry it in customProps.match). */
  match?: string;
  customProps?: {match?: unknown} & Record<string, unknown>;
  items?: readonly MatchableItem[];
}

function matchOf(item: MatchableItem): string | undefined {
  const fromProps = item.customProps?.match;
  return item.match ?? (typeof fromProps === 'string' ? fromProps : undefined);
}

/**
 * Active when the current path (with `.html` removed) starts with the item's
 * match value or its link, segment-aware, or when a child is active. The
 * root link `/` only matches the root itself, else it would match every page.
 */
export function isSidebarItemActive(item: MatchableItem, path: string): boolean {
  const current = normalizePath(path);
  const own = [matchOf(item), item.href].some((prefix) => {
    if (!prefix || isExternalLink(prefix)) return false;
    const clean = normalizePath(prefix);
    return clean === '/' ? current === '/' : pathStartsWith(current, clean);
  });
  return own || (item.items ?? []).some((child) => isSidebarItemActive(child, path));
}

/** The exact page (for aria-current="page"), `.html` and trailing slashes ignored. */
export function isCurrentPage(href: string | undefined, path: string): boolean {
  return href !== undefined && !isExternalLink(href) && normalizePath(href) === normalizePath(path);
}

/** True when the item is the current page or holds it (Docusaurus' own notion of "active"). */
export function containsCurrentPage(item: MatchableItem, path: string): boolean {
  return (
    isCurrentPage(item.href, path) ||
    (item.items ?? []).some((child) => containsCurrentPage(child, path))
  );
}

/** The first internal link below an item (its own link excluded). */
function firstChildHref(item: MatchableItem): string | undefined {
  for (const child of item.items ?? []) {
    const href = child.href && !isExternalLink(child.href) ? child.href : firstChildHref(child);
    if (href) return href;
  }
  return undefined;
}

/**
 * The `activePath` to hand theme-classic's sidebar category so that its
 * active state follows isSidebarItemActive. Upstream calls a category
 * active when it is the current page or holds it, and opens an active
 * category on first render (else it starts from `collapsed`: the spec's
 * collapse rule). When this rule says active and upstream's does not (a
 * `match` or link prefix), upstream gets the path of the category's first
 * child instead: active and open, without being the current page.
 */
export function categoryActivePath(item: MatchableItem, path: string): string {
  if (!isSidebarItemActive(item, path) || containsCurrentPage(item, path)) return path;
  return firstChildHref(item) ?? path;
}

/**
 * The sidebar to show for a path, from the names of the sidebars in
 * sidebars.ts. Sidebars named by a path prefix (`'/'`, `'/reference'`) form a
 * map: the longest prefix of the path wins, and a path under none of them
 * has no sidebar (undefined). Otherwise one sidebar alone is the flat list
 * of every page; with several plainly named sidebars the rule does not
 * apply (null) and Docusaurus shows the sidebar the doc is listed in.
 */
export function sidebarNameForPath(
  names: readonly string[],
  path: string,
): string | null | undefined {
  const prefixes = names.filter((name) => name.startsWith('/'));
  if (prefixes.length > 0) {
    return pickByLongestPrefix(Object.fromEntries(prefixes.map((p) => [p, p])), path);
  }
  return names.length === 1 ? names[0] : null;
}

/** The deepest nesting a sidebar may have (below 5 levels: README "Theme behaviours" → Sidebar). */
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
