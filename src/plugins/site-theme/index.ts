/**
 * Injects what must run before first paint: the `html.dark` sync script
 * (right after Docusaurus' own theme script, so `data-theme` is already set)
 * and the banner height from the theme config.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

import {DARK_CLASS_SCRIPT} from '../../lib/theme';
import {bannerFromThemeConfig, bannerHeightCss} from '../../lib/banner';
import type {SiteThemeConfig} from '../../lib/theme-config';

export default function siteThemePlugin(context: LoadContext): Plugin {
  const css = bannerHeightCss(
    bannerFromThemeConfig(context.siteConfig.themeConfig as SiteThemeConfig),
  );
  return {
    name: 'site-theme',
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
