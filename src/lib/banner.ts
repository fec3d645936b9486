/**
 * The top banner (ARCHITECTURE.md "Banner": 32 px). It is Docusaurus'
 * announcement bar: `themeConfig.announcementBar` holds the id, the content
 * (HTML), the light colours and `isCloseable`; `themeConfig.site.banner` adds
 * the fixed height and the dark colours. Docusaurus supplies the state and
 * its persistence (localStorage `docusaurus.announcement.dismiss`, plus an
 * inline script that hides a dismissed bar before first paint).
 */
import type {LightDark, SiteThemeConfig} from '../lib/theme-config';

/** What the Banner component shows. */
export interface BannerView {
  /** HTML, as in Docusaurus' announcementBar. */
  content: string;
  height: number;
  backgroundColor: LightDark;
  textColor: LightDark;
  isCloseable: boolean;
}

/** The banner described by the theme config, or null when there is none. */
export function bannerFromThemeConfig({
  announcementBar,
  site,
}: Pick<SiteThemeConfig, 'announcementBar' | 'site'>): BannerView | null {
  if (!announcementBar) return null;
  return {
    content: announcementBar.content,
    height: site.banner.height,
    backgroundColor: {
      light: announcementBar.backgroundColor,
      dark: site.banner.dark.backgroundColor,
    },
    textColor: {light: announcementBar.textColor, dark: site.banner.dark.textColor},
    isCloseable: announcementBar.isCloseable,
  };
}

/**
 * CSS that fixes the bar height for every width (Docusaurus uses `auto` on
 * mobile and 30 px on desktop). `:root:root` outranks theme-classic's `:root`
 * rule inside its media query. Empty when there is no banner.
 */
export function bannerHeightCss(banner: Pick<BannerView, 'height'> | null): string {
  if (!banner) return '';
  return `:root:root{--docusaurus-announcement-bar-height:${banner.height}px}`;
}

/** Inline custom properties for the bar: height and both colour modes' colours. */
export function bannerStyle(
  banner: Pick<BannerView, 'height' | 'backgroundColor' | 'textColor'>,
): Record<string, string> {
  return {
    '--site-banner-height': `${banner.height}px`,
    '--site-banner-bg-light': banner.backgroundColor.light,
    '--site-banner-bg-dark': banner.backgroundColor.dark,
    '--site-banner-fg-light': banner.textColor.light,
    '--site-banner-fg-dark': banner.textColor.dark,
  };
}
