import {useRef, type ReactNode} from 'react';
import Content from '@theme-original/DocSidebar/Desktop/Content';
import type {Props} from '@theme/DocSidebar/Desktop/Content';

import SidebarBackLink from '@site/src/components/SidebarBackLink';
import {useRevealActiveSidebarItem} from '@site/src/hooks/useRevealActiveSidebarItem';
import styles from './styles.module.css';

/** Adds the Back/Home link above the sidebar and reveals the current page's item on first load. */
export default function DocSidebarDesktopContentWrapper(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useRevealActiveSidebarItem(ref);
  return (
    <div ref={ref} className={styles.contents}>
      <SidebarBackLink />
      <Content {...props} />
    </div>
  );
}
