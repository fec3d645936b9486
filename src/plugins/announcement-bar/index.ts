/**
 * Makes the banner's content translatable the way theme-classic makes the navbar and footer
 * (upstream translates no announcement bar): `write-translations` writes
 * i18n/<locale>/announcement-bar/content.json, and a locale's file replaces
 * `themeConfig.announcementBar.content`.
 */
import type {LoadContext, Plugin, TranslationFile} from '@docusaurus/types';

import type {SiteThemeConfig} from '../../lib/theme-config';

const FILE = 'content';

export default function announcementBarPlugin(context: LoadContext): Plugin {
  return {
    name: 'announcement-bar',
    getTranslationFiles(): TranslationFile[] {
      const bar = (context.siteConfig.themeConfig as SiteThemeConfig).announcementBar;
      if (!bar) return [];
      return [
        {
          path: FILE,
          content: {
            content: {message: bar.content, description: 'The announcement banner (HTML)'},
          },
        },
      ];
    },
    translateThemeConfig({themeConfig, translationFiles}) {
      const bar = (themeConfig as SiteThemeConfig).announcementBar;
      const message = translationFiles.find((f) => f.path === FILE)?.content.content?.message;
      if (!bar || !message) return themeConfig;
      return {...themeConfig, announcementBar: {...bar, content: message}};
    },
  };
}
