/**
 * Pure helpers over the site configuration. No React, no Docusaurus imports:
 * they run in docusaurus.config.ts (Node), in the browser and in jest.
 */
import type {LightDark, NavItem, SidebarConfig} from './types';

/**
 * SPEC §9: the template applies only when the page title does not already
 * contain the site title. An empty title gives the site title alone.
 */
export function formatTitle(
  pageTitle: string | undefined,
  siteTitle: string,
  template: string,
): string {
  const title = (pageTitle ?? '').trim();
  if (!title) return siteTitle;
  if (title.includes(siteTitle)) return title;
  return template.replace('%s', title);
}

/** Normalises a pathname: no `.html` suffix, no trailing slash (except `/`). */
export function normalizePath(pathname: string): string {
  let path = pathname.split(/[?#]/)[0] ?? '';
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path || '/';
}

/** True when `path` equals `prefix` or continues it at a segment boundary. */
export function pathStartsWith(path: string, prefix: string): boolean {
  const p = normalizePath(path);
  const pre = normalizePath(prefix);
  if (pre === '/') return true;
  return p === pre || p.startsWith(`${pre}/`);
}

/**
 * Picks the entry of a prefix-keyed map whose key is the longest prefix of
 * `path` (segment-aware). Returns undefined when no key matches.
 */
export function pickByLongestPrefix<T>(
  map: Record<string, T>,
  path: string,
): T | undefined {
  let best: string | undefined;
  for (const key of Object.keys(map)) {
    if (!pathStartsWith(path, key)) continue;
    if (best === undefined || normalizePath(key).length > normalizePath(best).length) best = key;
  }
  return best === undefined ? undefined : map[best];
}

/** The sidebar for a path: the flat list, or the longest-prefix entry of the map. */
export function sidebarForPath(sidebar: SidebarConfig, path: string): NavItem[] {
  if (Array.isArray(sidebar)) return sidebar;
  return pickByLongestPrefix(sidebar, path) ?? [];
}

/** Fills the og-image template's %logo, %title and %description placeholders (URL-encoded). */
export function fillOgTemplate(
  template: string,
  values: {logo: string; title: string; description: string},
): string {
  return template
    .replace(/%logo/g, encodeURIComponent(values.logo))
    .replace(/%title/g, encodeURIComponent(values.title))
    .replace(/%description/g, encodeURIComponent(values.description));
}

/** Resolves the og-image URL for a page from a string or a prefix-keyed map. */
export function resolveOgImage(
  ogImageUrl: string | Record<string, string>,
  path: string,
  values: {logo: string; title: string; description: string},
): string | undefined {
  const template =
    typeof ogImageUrl === 'string' ? ogImageUrl : pickByLongestPrefix(ogImageUrl, path);
  return template === undefined ? undefined : fillOgTemplate(template, values);
}

/** The light variant of a string-or-pair value. */
export function lightOf(value: string | LightDark): string {
  return typeof value === 'string' ? value : value.light;
}

/** The dark variant of a string-or-pair value. */
export function darkOf(value: string | LightDark): string {
  return typeof value === 'string' ? value : value.dark;
}

/** Google Fonts stylesheet URL for the configured families (weights 300, 400, 500). */
export function googleFontsHref(families: Array<string | undefined>): string | undefined {
  const names = [...new Set(families.filter((f): f is string => Boolean(f)))];
  if (names.length === 0) return undefined;
  const query = names
    .map((name) => `family=${encodeURIComponent(name).replace(/%20/g, '+')}:wght@300;400;500`)
    .join('&');
  return `https://fonts.googleapis.com/css2?${query}&display=swap`;
}

/** A link is external when it starts with http(s) or www (SPEC §2 "Top navigation"). */
export function isExternalLink(link: string): boolean {
  return /^(https?:)?\/\//i.test(link) || /^www\./i.test(link);
}

/** `www.example.com` → `https://www.example.com`; other links unchanged. */
export function toHref(link: string): string {
  return /^www\./i.test(link) ? `https://${link}` : link;
}

/** Builds the edit URL for a source file path (relative to the repository root). */
export function editUrlFor(pattern: string, sourcePath: string): string {
  return pattern.replace(':path', sourcePath.replace(/^\/+/, ''));
}

/** `git+https://github.com/o/r.git` → `https://github.com/o/r`. */
export function repositoryWebUrl(repository: string | {url: string}): string {
  const raw = typeof repository === 'string' ? repository : repository.url;
  return raw
    .replace(/^git\+/, '')
    .replace(/^git@github\.com:/, 'https://github.com/')
    .replace(/\.git$/, '')
    .replace(/\/+$/, '');
}

/** Every link in a nav tree, depth first. */
export function collectLinks(items: NavItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.link ? [item.link] : []),
    ...collectLinks(item.items ?? []),
  ]);
}

/** Depth of the deepest item (a flat list has depth 1). */
export function navDepth(items: NavItem[]): number {
  return items.reduce((max, item) => Math.max(max, 1 + navDepth(item.items ?? [])), 0);
}
