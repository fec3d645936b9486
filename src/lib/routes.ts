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

/** `core/forking.mdx` → `/core/forking`; `index.mdx` → `/`; `reference/index.mdx` → `/reference`. */
export function docSourceRoute(sourcePath: string): string {
  const route = `/${sourcePath.replace(/\\/g, '/').replace(/\.mdx?$/, '')}`;
  return route === '/index' ? '/' : route.replace(/\/index$/, '');
}

/**
 * `/core/forking.html` → `/core/forking`; `/index.html` → `/`; `/a/index.html` → `/a`.
 * Returns null when the path has no `.html` suffix (nothing to rewrite).
 */
export function htmlUrlToCleanPath(pathname: string): string | null {
  if (!pathname.endsWith('.html')) return null;
  const stripped = pathname.replace(/(\/index)?\.html$/, '');
  return stripped === '' ? '/' : stripped;
}
