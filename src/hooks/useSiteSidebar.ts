import {useLocation} from '@docusaurus/router';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';

import {sidebarNameForPrefixes} from './sidebar';
import {useSiteConfig} from './useSiteConfig';

/**
 * The sidebar for the current path (SPEC §2): the one flat list, or the
 * entry of the configured map with the longest prefix of the path, rather
 * than whichever sidebar Docusaurus filed the doc under.
 */
export function useSiteSidebar(): {name: string; items: PropSidebar} | null {
  const {pathname} = useLocation();
  const version = useDocsVersion();
  const name = sidebarNameForPrefixes(useSiteConfig().sidebarPrefixes, pathname);
  const items = name ? version.docsSidebars[name] : undefined;
  return name && items ? {name, items} : null;
}
