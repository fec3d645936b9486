/**
 * Injects what must run before first paint: the `html.dark` sync script
 * (right after Docusaurus' own theme script, so `data-theme` is already set)
 * and the banner height from the theme config. It also makes the banner's
 * content translatable the way theme-classic makes the navbar and footer:
 * `write-translations` writes i18n/<locale>/site-theme/announcement-bar.json and
 * a locale's file replaces the content (upstream translates no announcement bar).
 */
import type {LoadContext, Plugin, TranslationFile} from '@docusaurus/types';

import {DARK_CLASS_SCRIPT} from '../../lib/theme';
import {bannerFromThemeConfig, bannerHeightCss} from '../../lib/banner';
import type {SiteThemeConfig} from '../../lib/theme-config';

export default function siteThemePlugin(context: LoadContext): Plugin {
  const css = bannerHeightCss(
    bannerFromThemeConfig(context.siteConfig.themeConfig as SiteThemeConfig),
  );
  const ANNOUNCEMENT = 'announcement-bar';
  return {
    name: 'site-theme',
    getTranslationFiles(): TranslationFile[] {
      const bar = (context.siteConfig.themeConfig as SiteThemeConfig).announcementBar;
      if (!bar) return [];
      return [
        {
          path: ANNOUNCEMENT,
          content: {
            content: {message: bar.content, description: 'The announcement banner (HTML)'},
          },
        },
      ];
    },
    translateThemeConfig({themeConfig, translationFiles}) {
      const bar = (themeConfig as SiteThemeConfig).announcementBar;
      const file = translationFiles.find((f) => f.path === ANNOUNCEMENT);
      const message = file?.content.content?.message;
      if (!bar || !message) return themeConfig;
      return {...themeConfig, announcementBar: {...bar, content: message}};
    },
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
