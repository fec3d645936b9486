/**
 * Page layouts chosen by frontmatter (ARCHITECTURE.md "Layouts"): docs (default),
 * minimal or landing, plus show* switches and content settings.
 */
export const LAYOUTS = ['docs', 'minimal', 'landing'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** What a page asks of its layout (published as global data, see usePageLayout). */
export interface LayoutFrontMatter {
  layout?: LayoutName;
  showLogo?: boolean;
  showOutline?: boolean;
  showSidebar?: boolean;
  showTopNav?: boolean;
  content?: ContentSettings;
}

export interface ContentSettings {
  /** CSS length for the left/right padding of the content column. */
  horizontalPadding?: string;
  /** CSS length for the maximum width of the content column. */
  width?: string;
  /** CSS length for the top/bottom padding of the content column. */
  verticalPadding?: string;
}

export interface ResolvedLayout {
  layout: LayoutName;
  showLogo: boolean;
  showOutline: boolean;
  showSidebar: boolean;
  showTopNav: boolean;
  content: ContentSettings;
}

/**
 * The layout keys of a page's front matter, after validation (the site-config
 * plugin checks them with Joi and names the file and key on a typo). Two are
 * Docusaurus's own: `hide_table_of_contents` (the outline) and
 * `displayed_sidebar: null` (no sidebar).
 */
export interface LayoutKeys {
  layout?: LayoutName;
  showLogo?: boolean;
  showTopNav?: boolean;
  hide_table_of_contents?: boolean;
  displayed_sidebar?: string | null;
  content?: ContentSettings;
}

/** Front-matter keys that change the layout (only pages setting one go into global data). */
export const LAYOUT_KEYS = [
  'layout',
  'showLogo',
  'showTopNav',
  'hide_table_of_contents',
  'displayed_sidebar',
  'content',
] as const;

/** True when the front matter sets any layout key. */
export function hasLayoutKeys(frontMatter: Record<string, unknown>): boolean {
  return LAYOUT_KEYS.some((key) => frontMatter[key] !== undefined);
}

/** The layout switches a page's (validated) front matter asks for. */
export function layoutFromFrontMatter(fm: LayoutKeys): LayoutFrontMatter {
  const out: LayoutFrontMatter = {};
  if (fm.layout !== undefined) out.layout = fm.layout;
  if (fm.showLogo !== undefined) out.showLogo = fm.showLogo;
  if (fm.showTopNav !== undefined) out.showTopNav = fm.showTopNav;
  if (fm.hide_table_of_contents !== undefined) out.showOutline = !fm.hide_table_of_contents;
  if (fm.displayed_sidebar === null) out.showSidebar = false;
  if (fm.content !== undefined) out.content = fm.content;
  return out;
}

/** Applies the layout defaults (ARCHITECTURE.md "Layouts") to a page's layout frontmatter. */
export function resolveLayout(
  fm: LayoutFrontMatter | undefined,
  {hasSidebarItems}: {hasSidebarItems: boolean},
): ResolvedLayout {
  const layout = fm?.layout ?? 'docs';
  return {
    layout,
    showLogo: fm?.showLogo ?? true,
    showOutline: fm?.showOutline ?? layout === 'docs',
    showSidebar: (fm?.showSidebar ?? layout === 'docs') && hasSidebarItems,
    showTopNav: fm?.showTopNav ?? true,
    content: fm?.content ?? {},
  };
}

/** CSS custom properties for the content settings (unset ones are left to the stylesheet). */
export function contentStyle(content: ContentSettings): Record<string, string> {
  const style: Record<string, string> = {};
  if (content.horizontalPadding) style['--site-content-padding-x'] = content.horizontalPadding;
  if (content.width) style['--site-content-width'] = content.width;
  if (content.verticalPadding) style['--site-content-padding-y'] = content.verticalPadding;
  return style;
}
