/**
 * Pure helpers over paths, titles and the repository URL. No React, no
 * Docusaurus imports: they run in docusaurus.config.ts (Node), in the
 * browser and in jest.
 */

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
export function pickByLongestPrefix<T>(map: Record<string, T>, path: string): T | undefined {
  let best: string | undefined;
  for (const key of Object.keys(map)) {
    if (!pathStartsWith(path, key)) continue;
    if (best === undefined || normalizePath(key).length > normalizePath(best).length) best = key;
  }
  return best === undefined ? undefined : map[best];
}

/** A link is external when it starts with http(s) or www (SPEC §2 "Top navigation"). */
export function isExternalLink(link: string): boolean {
  return /^(https?:)?\/\//i.test(link) || /^www\./i.test(link);
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
