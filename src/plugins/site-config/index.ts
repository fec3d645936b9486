/**
 * The site's build-time checks of its own configuration, in Docusaurus' places; every error
 * names the file and the field:
 * - `validateThemeConfig`: `themeConfig.site` (./theme-config.ts);
 * - the layout front matter of every doc (./front-matter.ts);
 * - the sidebars of sidebars.ts: depth limit, one label per page (./sidebars.ts).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

import {checkLayoutFrontMatter} from './front-matter';
import {checkSidebars, type SidebarItemLike} from './sidebars';

export {validateThemeConfig} from './theme-config';

export default function siteConfigPlugin(_context: LoadContext): Plugin {
  return {
    name: 'site-config',
    allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      const problems: string[] = [];
      for (const version of docsContent?.loadedVersions ?? []) {
        const labels = new Map<string, {label: string; source: string}>();
        for (const doc of version.docs) {
          const fm = doc.frontMatter as Record<string, unknown>;
          if (typeof fm.sidebar_label === 'string')
            labels.set(doc.id, {label: fm.sidebar_label, source: doc.source});
          try {
            checkLayoutFrontMatter(fm, doc.source);
          } catch (error) {
            problems.push((error as Error).message);
          }
        }
        problems.push(
          ...checkSidebars(version.sidebars as Record<string, SidebarItemLike[]>, labels),
        );
      }
      if (problems.length) throw new Error(`[site-config]\n${problems.join('\n')}`);
    },
  };
}
