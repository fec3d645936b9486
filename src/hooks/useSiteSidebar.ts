import {useLocation} from '@docusaurus/router';
import {useDocsSidebar, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';

import {sidebarNameForPath} from '../lib/sidebar-rules';

/**
 * The sidebar for the current path, by the rule in src/lib/sidebar-rules.ts
 * over the sidebars of sidebars.ts: the one flat list, or the sidebar named
 * by the longest prefix of the path, rather than whichever sidebar
 * Docusaurus filed the doc under (that one only when the rule does not
 * apply). Null: no sidebar.
 */
export function useSiteSidebar(): {name: string; items: PropSidebar} | null {
  const {pathname} = useLocation();
  const {docsSidebars} = useDocsVersion();
  const own = useDocsSidebar();
  const name = sidebarNameForPath(Object.keys(docsSidebars), pathname);
  if (name === null) return own;
  const items = name ? docsSidebars[name] : undefined;
  return name && items ? {name, items} : null;
}
