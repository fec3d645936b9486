/**
 * Sidebar rules (SPEC §2 "Sidebar", §4 "Sidebar sections"). Pure, so jest
 * covers prefix matching and the collapse rule directly.
 */
import {isExternalLink, normalizePath, pathStartsWith, pickByLongestPrefix} from '../site/helpers';
import {sidebarNameForPrefix} from '../site/sidebar';
import type {SidebarConfig} from '../site/types';

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

/** A section starts collapsed only if marked collapsed and neither it nor its children match. */
export function startsCollapsed(
  item: MatchableItem & {collapsed?: boolean; collapsible?: boolean},
  path: string,
): boolean {
  if (item.collapsible === false) return false;
  return Boolean(item.collapsed) && !isSidebarItemActive(item, path);
}

/**
 * The Docusaurus sidebar to show for a path: `docs` for a flat list, else
 * the one generated for the longest matching prefix (undefined: none).
 */
export function sidebarNameForPath(sidebar: SidebarConfig, path: string): string | undefined {
  return sidebarNameForPrefixes(Array.isArray(sidebar) ? null : Object.keys(sidebar), path);
}

/** The same from the sidebar's prefixes alone (null: one flat list), as the browser knows them. */
export function sidebarNameForPrefixes(prefixes: string[] | null, path: string): string | undefined {
  if (prefixes === null) return 'docs';
  const prefix = pickByLongestPrefix(Object.fromEntries(prefixes.map((p) => [p, p])), path);
  return prefix === undefined ? undefined : sidebarNameForPrefix(prefix);
}

/** "Back" when there is a previous page and it is not the root; otherwise "Home". */
export function backLinkFor(previousPath: string | null | undefined): {label: 'Back' | 'Home'; href: string} {
  if (previousPath && normalizePath(previousPath) !== '/') return {label: 'Back', href: previousPath};
  return {label: 'Home', href: '/'};
}

/** The previous page from a referrer, when it is this site and another page. */
export function previousFromReferrer(referrer: string, origin: string, currentPath: string): string | null {
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
