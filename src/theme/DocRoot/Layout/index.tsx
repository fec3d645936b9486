import type {ReactNode} from 'react';
import type {Props} from '@theme/DocRoot/Layout';
import Layout from '@theme-original/DocRoot/Layout';
import {DocsSidebarProvider, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';

import {usePageLayout} from '@site/src/hooks/usePageLayout';

/** Hides the sidebar for minimal/landing layouts and `showSidebar: false`. */
export default function DocRootLayoutWrapper(props: Props): ReactNode {
  const sidebar = useDocsSidebar();
  const {showSidebar} = usePageLayout({hasSidebarItems: (sidebar?.items.length ?? 0) > 0});
  if (showSidebar || !sidebar) return <Layout {...props} />;
  return (
    <DocsSidebarProvider name={undefined} items={undefined}>
      <Layout {...props} />
    </DocsSidebarProvider>
  );
}
