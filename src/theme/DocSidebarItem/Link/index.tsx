import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import Link from '@theme-original/DocSidebarItem/Link';
import type {Props} from '@theme/DocSidebarItem/Link';

import {isCurrentPage, isSidebarItemActive} from '@site/src/lib/sidebar-rules';

/**
 * Wraps theme-classic's sidebar link for one rule (README "Theme behaviours" →
 * Sidebar): the link is active when the path starts with its link or its
 * `customProps.match`, not only on its own page. Upstream marks a link active
 * when `activePath` is its href, so an active link gets its own href as
 * `activePath`; `aria-current="page"` stays on the exact page only.
 *
 * The path comes from the router, not from the `activePath` prop: the
 * Category wrapper may hand upstream a stand-in path (see there).
 */
export default function DocSidebarItemLink(props: Props): ReactNode {
  const {pathname} = useLocation();
  const {href} = props.item;
  const active = isSidebarItemActive(props.item, pathname);
  return (
    <Link
      {...props}
      activePath={active ? href : pathname}
      aria-current={isCurrentPage(href, pathname) ? 'page' : undefined}
    />
  );
}
