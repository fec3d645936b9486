/**
 * One search index per docs version (README "Maintaining"): a page loads the index of its own
 * version, so results never mix versions and each index stays within the size budget. A
 * route belongs to the version with the longest path prefix of it; pages outside the docs
 * (404, blog) fall to the version served at the docs root.
 */
import {pickByLongestPrefix} from '../../lib/routes';

export interface VersionPath {
  name: string;
  /** The version's route path: `/`, `/next`, `/0.9`. */
  path: string;
}

/** The version a route belongs to, or undefined when no version's path covers it. */
export function versionOfRoute(
  route: string,
  versions: readonly VersionPath[],
): string | undefined {
  return pickByLongestPrefix(Object.fromEntries(versions.map((v) => [v.path, v.name])), route);
}

/** Routes grouped by version, in the order of `versions`; a route no version covers goes to `fallback`. */
export function groupByVersion<T extends {route: string}>(
  items: readonly T[],
  versions: readonly VersionPath[],
  fallback: string,
): Map<string, T[]> {
  const groups = new Map<string, T[]>(versions.map((v) => [v.name, []]));
  if (!groups.has(fallback)) groups.set(fallback, []);
  for (const item of items)
    groups.get(versionOfRoute(item.route, versions) ?? fallback)!.push(item);
  return groups;
}
