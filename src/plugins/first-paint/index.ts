/**
 * What must be in the HTML before first paint: the `html.dark` sync script (right after
 * Docusaurus' own colour mode script, so `data-theme` is already set; src/lib/colorMode.ts) and
 * the banner's height from the theme config (src/lib/banner.ts), so nothing shifts.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

import {DARK_CLASS_SCRIPT} from '../../lib/colorMode';
import {bannerFromThemeConfig, bannerHeightCss} from '../../lib/banner';
import type {SiteThemeConfig} from '../../lib/theme-config';

export default function firstPaintPlugin(context: LoadContext): Plugin {
  const css = bannerHeightCss(
    bannerFromThemeConfig(context.siteConfig.themeConfig as SiteThemeConfig),
  );
  return {
    name: 'first-paint',
    injectHtmlTags() {
      return {
        headTags: css
          ? [{tagName: 'style', attributes: {'data-site': 'banner'}, innerHTML: css}]
          : [],
        preBodyTags: [{tagName: 'script', innerHTML: DARK_CLASS_SCRIPT}],
      };
    },
  };
}
