/**
 * Types of the one site configuration (SPEC §3). `src/site/config.ts` holds
 * the values; docusaurus.config.ts, sidebars.ts and the theme components all
 * read from there, so authors change the site in one place.
 */
import type {ReactNode} from 'react';

/** A value that differs between the light and the dark theme. */
export interface LightDark<T = string> {
  light: T;
  dark: T;
}

export type ColorScheme = 'light' | 'dark' | 'system';

/** One font family; `google` switches from the self-hosted font to Google Fonts. */
export interface FontFamily {
  /** CSS font-family stack used for the self-hosted default. */
  family: string;
  /** A Google font name. When set, the site requests the Google stylesheet (weights 300/400/500). */
  google?: string;
}

export interface Banner {
  /** Text (or an element) shown in the banner. */
  content: ReactNode;
  /** Optional link appended after the content. */
  link?: {text: string; href: string};
  /** Height in px (SPEC §9: 32). */
  height: number;
  backgroundColor: LightDark;
  textColor: LightDark;
  /** The string 'false' hides the close button (SPEC §3). */
  dismissable?: 'true' | 'false';
  /** Key under which the dismissal is remembered; change it to show a new banner again. */
  id: string;
}

/** A top-nav or sidebar item (SPEC §3 "Nav item"). */
export interface NavItem {
  id?: string;
  text: string;
  link?: string;
  /** Path prefix that makes the item active, when it differs from `link`. */
  match?: string;
  items?: NavItem[];
  collapsed?: boolean;
}

/** A sidebar is one flat list, or a map from path prefix to list (longest prefix wins). */
export type SidebarConfig = NavItem[] | Record<string, NavItem[]>;

export interface SponsorItem {
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

/** SPEC §3 "Blog post". */
export interface BlogPost {
  path: string;
  title: string;
  authors: string[];
  /** ISO date. */
  date: string;
  description: string;
}

export type SocialKind = 'discord' | 'github' | 'telegram' | 'warpcast' | 'x';

export interface Social {
  icon: SocialKind;
  link: string;
  /** Accessible name; defaults to the kind's display name. */
  label?: string;
}

export interface SiteConfig {
  title: string;
  /** `%s` is replaced by the page title; applied only when the title lacks the site title. */
  titleTemplate: string;
  baseUrl: string;
  /** Public origin the site is deployed at (used for canonical URLs and the sitemap). */
  url: string;
  /** Base path below `baseUrl` where docs live ('' for the root). */
  basePath: string;
  description: string;
  iconUrl: string | LightDark;
  logoUrl: string | LightDark;
  logoAlt: string;
  /** A string, or a map keyed by path prefix (longest wins). Placeholders: %logo, %title, %description. */
  ogImageUrl: string | Record<string, string>;
  font: {default: FontFamily; mono: FontFamily};
  theme: {
    accentColor: string;
    /** 'system' follows the reader's preference and shows the toggle; light/dark fix it. */
    colorScheme: ColorScheme;
  };
  banner?: Banner;
  topNav: NavItem[];
  sidebar: SidebarConfig;
  editLink: {
    /** `:path` is replaced by the source file's path relative to the repository root. */
    pattern: string;
    text: string;
  };
  outlineFooter?: ReactNode;
  /** "On this page": heading levels listed (SPEC §9: 2 to 3). A page may narrow them with toc_*_heading_level. */
  outline: {minHeadingLevel: 2 | 3 | 4 | 5 | 6; maxHeadingLevel: 2 | 3 | 4 | 5 | 6};
  search: {
    /** Ids containing one of these strings are boosted. */
    boostIdsContaining: string[];
    boostFactor: number;
  };
  socials: Social[];
  sponsors: SponsorGroup[];
  markdown: {code: {themes: LightDark}};
}
