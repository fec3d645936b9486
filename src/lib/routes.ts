/**
 * Routes and the files behind them, the one home of these mappings
 * (ARCHITECTURE.md "Clean URLs"). With `trailingSlash: false` Docusaurus
 * writes `/core/forking` to `build/core/forking.html` and `/` to
 * `build/index.html`; docs sources map the same way (`docs/core/forking.mdx`
 * → `/core/forking`, `docs/reference/index.mdx` → `/reference`).
 */

/** `/core/forking` → `core/forking.html`; `/` → `index.html` (relative to the build folder). */
export function routeHtmlPath(route: string): string {
  const local = route.replace(/^\/+/, '').replace(/\/+$/, '');
  return local === '' ? 'index.html' : `${local}.html`;
}

/** A built file (relative to the build folder) → its route: `core/forking.html` → `/core/forking`. */
export function htmlFileRoute(file: string): string {
  return normalizePath(`/${file.replace(/\\/g, '/')}`);
}

/** `core/forking.mdx` → `/core/forking`; `index.mdx` → `/`; `reference/index.mdx` → `/reference`. */
export function docSourceRoute(sourcePath: string): string {
  const route = `/${sourcePath.replace(/\\/g, '/').replace(/\.mdx?$/, '')}`;
  return route === '/index' ? '/' : route.replace(/\/index$/, '');
}

/**
 * A page's route from its source path under `docs/` and its text: the `slug` front matter when
 * it has one (as Docusaurus does), else `docSourceRoute`.
 */
export function docRoute(sourcePath: string, text: string): string {
  const slug = /^---\r?\n[\s\S]*?^slug:\s*["']?([^"'\s]+)/m.exec(text)?.[1];
  return slug ?? docSourceRoute(sourcePath);
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

/**
 * `/core/forking.html` → `/core/forking`; `/index.html` → `/`; `/a/index.html` → `/a`.
 * Returns null when the path has no `.html` suffix (nothing to rewrite).
 */
export function htmlUrlToCleanPath(pathname: string): string | null {
  return pathname.endsWith('.html') ? normalizePath(pathname) : null;
}
