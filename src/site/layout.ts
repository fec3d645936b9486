/**
 * Page layouts chosen by frontmatter (SPEC §2 "Layouts"): docs (default),
 * minimal or landing, plus show* switches and content settings.
 */
export const LAYOUTS = ['docs', 'minimal', 'landing'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** Frontmatter keys that affect the layout. */
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

const LAYOUT_KEYS = ['layout', 'showLogo', 'showOutline', 'showSidebar', 'showTopNav', 'content'] as const;
const CONTENT_KEYS = ['horizontalPadding', 'width', 'verticalPadding'] as const;

/**
 * Picks and validates the layout keys of a page's frontmatter. Throws with a
 * message naming the page and the key, so a typo fails the build.
 */
export function readLayoutFrontMatter(
  frontMatter: Record<string, unknown>,
  source: string,
): LayoutFrontMatter {
  const out: LayoutFrontMatter = {};
  const fail = (msg: string): never => {
    throw new Error(`${source}: ${msg}`);
  };
  if (frontMatter.layout !== undefined) {
    if (!LAYOUTS.includes(frontMatter.layout as LayoutName)) {
      fail(`layout must be one of ${LAYOUTS.join(', ')}; got ${JSON.stringify(frontMatter.layout)}`);
    }
    out.layout = frontMatter.layout as LayoutName;
  }
  for (const key of ['showLogo', 'showOutline', 'showSidebar', 'showTopNav'] as const) {
    const value = frontMatter[key];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') fail(`${key} must be true or false; got ${JSON.stringify(value)}`);
    out[key] = value as boolean;
  }
  if (frontMatter.content !== undefined) {
    const content = frontMatter.content;
    if (typeof content !== 'object' || content === null || Array.isArray(content)) {
      fail('content must be an object with horizontalPadding, width or verticalPadding');
    }
    const settings: ContentSettings = {};
    for (const [key, value] of Object.entries(content as Record<string, unknown>)) {
      if (!(CONTENT_KEYS as readonly string[]).includes(key)) {
        fail(`content.${key} is not a content setting (use ${CONTENT_KEYS.join(', ')})`);
      }
      if (typeof value !== 'string' && typeof value !== 'number') {
        fail(`content.${key} must be a CSS length`);
      }
      settings[key as keyof ContentSettings] = typeof value === 'number' ? `${value}px` : value as string;
    }
    out.content = settings;
  }
  return out;
}

/** True when the frontmatter sets any layout key (only those pages go into global data). */
export function hasLayoutKeys(frontMatter: Record<string, unknown>): boolean {
  return LAYOUT_KEYS.some((key) => frontMatter[key] !== undefined);
}

/** Applies SPEC §2 defaults to a page's layout frontmatter. */
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
