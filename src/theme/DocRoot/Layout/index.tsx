import type {ReactNode} from 'react';
import type {Props} from '@theme/DocRoot/Layout';
import Layout from '@theme-original/DocRoot/Layout';
import {DocsSidebarProvider} from '@docusaurus/plugin-content-docs/client';

import {usePageLayout} from '@site/src/hooks/usePageLayout';
import {useSiteSidebar} from '@site/src/hooks/useSiteSidebar';

/**
 * Provides the sidebar chosen by longest path prefix (src/lib/sidebar-rules.ts),
 * and hides it for minimal/landing layouts and `displayed_sidebar: null`.
 */
export default function DocRootLayoutWrapper(props: Props): ReactNode {
  const sidebar = useSiteSidebar();
  const {showSidebar} = usePageLayout({hasSidebarItems: (sidebar?.items.length ?? 0) > 0});
  const visible = showSidebar && sidebar !== null;
  return (
    <DocsSidebarProvider
      name={visible ? sidebar.name : undefined}
      items={visible ? sidebar.items : undefined}>
      <Layout {...props} />
    </DocsSidebarProvider>
  );
}
