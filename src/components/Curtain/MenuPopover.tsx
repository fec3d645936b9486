import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import DocSidebarItems from '@theme/DocSidebarItems';

import SidebarBackLink from '@site/src/components/SidebarBackLink';
import {useRevealActiveItemRef} from '@site/src/hooks/useRevealActiveSidebarItem';
import styles from './styles.module.css';

interface Props {
  id: string;
  style: CSSProperties;
  items: readonly PropSidebarItem[];
  activePath: string;
  onNavigate: () => void;
}

/**
 * The curtain's Menu popover: the sidebar, opened with the current page in view. Loaded when
 * the Menu first opens (Curtain imports it lazily), so the sidebar item components are not part
 * of every page's first load twice (they already come with the desktop sidebar's chunk).
 */
export default function MenuPopover({id, style, items, activePath, onNavigate}: Props): ReactNode {
  const revealCurrentPage = useRevealActiveItemRef();
  return (
    <div
      id={id}
      ref={revealCurrentPage}
      className={clsx(styles.popover, styles.menuPopover, 'thin-scrollbar')}
      style={style}
      data-popover="menu">
      <SidebarBackLink />
      <nav
        aria-label={translate({
          id: 'theme.docs.sidebar.navAriaLabel',
          message: 'Docs sidebar',
        })}
        className="menu">
        <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
          <DocSidebarItems
            items={items}
            activePath={activePath}
            level={1}
            onItemClick={(item) => {
              if (item.type === 'link' || (item.type === 'category' && item.href)) onNavigate();
            }}
          />
        </ul>
      </nav>
    </div>
  );
}
