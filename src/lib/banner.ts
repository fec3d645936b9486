/**
 * The top banner (ARCHITECTURE.md "Banner": 32 px). Docusaurus' announcement bar
 * supplies the state and its persistence (localStorage
 * `docusaurus.announcement.dismiss`, plus an inline script that hides a
 * dismissed bar before first paint, so there is no layout shift); these
 * helpers map the site configuration onto it.
 */
import type {Banner} from '../site/types';

/** The string 'false' hides the close button; anything else shows it. */
export function isBannerDismissable(banner: Pick<Banner, 'dismissable'>): boolean {
  return banner.dismissable !== 'false';
}

/**
 * CSS that fixes the bar height for every width (Docusaurus uses `auto` on
 * mobile and 30 px on desktop). `:root:root` outranks theme-classic's `:root`
 * rule inside its media query. Empty when there is no banner.
 */
export function bannerHeightCss(banner: Pick<Banner, 'height'> | undefined): string {
  if (!banner) return '';
  return `:root:root{--docusaurus-announcement-bar-height:${banner.height}px}`;
}

/** Inline custom properties for the bar: height and both themes' colours. */
export function bannerStyle(
  banner: Pick<Banner, 'height' | 'backgroundColor' | 'textColor'>,
): Record<string, string> {
  return {
    '--site-banner-height': `${banner.height}px`,
    '--site-banner-bg-light': banner.backgroundColor.light,
    '--site-banner-bg-dark': banner.backgroundColor.dark,
    '--site-banner-fg-light': banner.textColor.light,
    '--site-banner-fg-dark': banner.textColor.dark,
  };
}
