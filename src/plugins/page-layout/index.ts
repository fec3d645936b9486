/**
 * Publishes each doc's layout frontmatter as global data keyed by permalink,
 * so theme components above the doc (navbar, sidebar) can read it before the
 * doc itself renders. Only pages that set a layout key are listed.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

import {hasLayoutKeys, readLayoutFrontMatter, type LayoutFrontMatter} from '../../site/layout';
import {normalizePath} from '../../site/helpers';

export interface PageLayoutData {
  pages: Record<string, LayoutFrontMatter>;
}

export default function pageLayoutPlugin(_context: LoadContext): Plugin {
  return {
    name: 'page-layout',
    async allContentLoaded({allContent, actions}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as
        | LoadedContent
        | undefined;
      const pages: Record<string, LayoutFrontMatter> = {};
      for (const version of docsContent?.loadedVersions ?? []) {
        for (const doc of version.docs) {
          const fm = doc.frontMatter as Record<string, unknown>;
          if (!hasLayoutKeys(fm)) continue;
          pages[normalizePath(doc.permalink)] = readLayoutFrontMatter(fm, doc.source);
        }
      }
      actions.setGlobalData({pages} satisfies PageLayoutData);
    },
  };
}
