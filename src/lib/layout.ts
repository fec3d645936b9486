/**
 * Page layouts (ARCHITECTURE.md "Layouts"): `docs`, the default (breadcrumbs, outline, doc
 * footer, pager, the mobile curtain), or `landing` (none of those, a wide column), chosen by a
 * page's `layout` front matter. The sidebar is Docusaurus' own switch: `displayed_sidebar: null`.
 */
export const LAYOUTS = ['docs', 'landing'] as const;
type LayoutName = (typeof LAYOUTS)[number];

/** The layout a page's (validated) front matter asks for. */
export function layoutOf(frontMatter: {layout?: unknown}): LayoutName {
  return frontMatter.layout === 'landing' ? 'landing' : 'docs';
}
