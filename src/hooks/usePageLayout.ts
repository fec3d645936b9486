import {useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';

import {normalizePath} from '../lib/routes';
import {resolveLayout, type ResolvedLayout} from '../lib/layout';
import type {PageLayoutData} from '../plugins/site-config';

/**
 * The current page's layout (ARCHITECTURE.md "Layouts": the defaults applied to its frontmatter).
 * Works anywhere below the router, including the navbar, which renders above
 * the doc itself.
 */
export function usePageLayout({
  hasSidebarItems = true,
}: {hasSidebarItems?: boolean} = {}): ResolvedLayout {
  const {pathname} = useLocation();
  const data = usePluginData('site-config') as PageLayoutData | undefined;
  return resolveLayout(data?.pages[normalizePath(pathname)], {hasSidebarItems});
}
