import {useThemeConfig} from '@docusaurus/theme-common';

import type {SiteThemeConfig} from '../lib/theme-config';

/** Docusaurus' theme config with the site's validated `site` part (src/lib/theme-config.ts). */
export function useSiteThemeConfig(): SiteThemeConfig {
  return useThemeConfig() as SiteThemeConfig;
}
