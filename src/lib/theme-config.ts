/**
 * The site's own part of the Docusaurus theme config: `themeConfig.site`
 * (docusaurus.config.ts), validated at build time by the site-config plugin
 * (src/plugins/site-config) and read in the browser with `useThemeConfig()`
 * through `useSiteThemeConfig()` (src/hooks/useSiteThemeConfig.ts).
 *
 * Everything Docusaurus already has a field for stays in its own place:
 * navbar items in `themeConfig.navbar`, the banner's id, content (HTML),
 * light colours and close button in `themeConfig.announcementBar`, colour
 * mode in `themeConfig.colorMode`, the social card in `themeConfig.image`.
 *
 * theme-common's `ThemeConfig` is a type alias, not an interface, so it
 * cannot be extended by module augmentation; `SiteThemeConfig` is the
 * intersection instead.
 */
import type {ThemeConfig} from '@docusaurus/theme-common';

/** A value that differs between light and dark mode. */
export interface LightDark<T = string> {
  light: T;
  dark: T;
}

export const SOCIAL_KINDS = ['discord', 'github', 'telegram', 'warpcast', 'x'] as const;
export type SocialKind = (typeof SOCIAL_KINDS)[number];

export interface Social {
  icon: SocialKind;
  /** The profile; the link's name is the kind's (translatable: src/components/Socials). */
  link: string;
}

interface SponsorItem {
  name: string;
  image: string;
  link: string;
}

export interface SponsorGroup {
  name: string;
  /** Row height in px (default 40). */
  height?: number;
  /** Rows of entries. */
  items: SponsorItem[][];
}

export interface SiteThemeExtension {
  /** `%s` is the page title; not applied when the title already contains the site title. */
  titleTemplate: string;
  /** The banner's fields Docusaurus' announcementBar lacks: a fixed height and the dark mode colours. */
  banner: {height: number; dark: {backgroundColor: string; textColor: string}};
  socials: Social[];
  sponsors: SponsorGroup[];
  /**
   * Social-preview image per path prefix (`{'/reference': '/img/card.png'}`); the longest prefix
   * wins. Pages under no prefix use `themeConfig.image`; a page's own `image` front matter wins.
   */
  socialCards: Record<string, string>;
}

export type SiteThemeConfig = ThemeConfig & {site: SiteThemeExtension};
