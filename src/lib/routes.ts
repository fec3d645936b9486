/**
 * `/core/forking.html` → `/core/forking`; `/index.html` → `/`; `/a/index.html` → `/a`.
 * Returns null when the path has no `.html` suffix (nothing to rewrite).
 */
export function htmlUrlToCleanPath(pathname: string): string | null {
  if (!pathname.endsWith('.html')) return null;
  const stripped = pathname.replace(/(\/index)?\.html$/, '');
  return stripped === '' ? '/' : stripped;
}
