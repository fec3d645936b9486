/**
 * Injects what must run before first paint: the `html.dark` sync script
 * (right after Docusaurus' own theme script, so `data-theme` is already set)
 * and the banner height from the site configuration.
 */
import type {Plugin} from '@docusaurus/types';

import siteConfig from '../../site/config';
import {DARK_CLASS_SCRIPT} from '../../lib/theme';
import {bannerHeightCss} from '../../lib/banner';

export default function siteThemePlugin(): Plugin {
  const css = bannerHeightCss(siteConfig.banner);
  return {
    name: 'site-theme',
    injectHtmlTags() {
      return {
        headTags: css ? [{tagName: 'style', attributes: {'data-site': 'banner'}, innerHTML: css}] : [],
        preBodyTags: [{tagName: 'script', innerHTML: DARK_CLASS_SCRIPT}],
      };
    },
  };
}
