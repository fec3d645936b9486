import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import Category from '@theme-original/DocSidebarItem/Category';
import type {Props} from '@theme/DocSidebarItem/Category';

import {categoryActivePath} from '@site/src/lib/sidebar-rules';

/**
 * Wraps theme-classic's sidebar category for the spec's active rule (README
 * "Theme behaviours" → Sidebar): a category is also active, and starts open,
 * when the path starts with its link or its `customProps.match`. Upstream
 * gets a stand-in `activePath` in that case (categoryActivePath explains
 * why); the children read the real path from the router.
 */
export default function DocSidebarItemCategory(props: Props): ReactNode {
  const {pathname} = useLocation();
  return <Category {...props} activePath={categoryActivePath(props.item, pathname)} />;
}
