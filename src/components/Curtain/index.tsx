import {lazy, Suspense, useId, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import type {TOCItem} from '@docusaurus/mdx-loader';
import TOCItems from '@theme/TOCItems';

import {popoverPosition} from '@site/src/lib/popover';
import {usePopovers} from '@site/src/hooks/usePopovers';
import styles from './styles.module.css';

// The Menu's sidebar items load on first open (see MenuPopover).
const MenuPopover = lazy(() => import('./MenuPopover'));

type Popover = 'menu' | 'outline';

interface Props {
  toc: readonly TOCItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

function scrollToTop() {
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({top: 0, behavior: smooth ? 'smooth' : 'auto'});
}

/**
 * The mobile curtain bar (ARCHITECTURE.md "Mobile", ≤ 996 px): a Menu
 * popover holding the sidebar, a Top button that scrolls smoothly to the
 * top, and an "On this page" popover 12 px below the bar. The bar is hidden
 * on desktop by CSS, so the server render matches every width; popovers are
 * rendered only while open (no second copy of the sidebar in the page).
 */
export default function Curtain({toc, minHeadingLevel, maxHeadingLevel}: Props): ReactNode {
  const sidebar = useDocsSidebar();
  const {pathname} = useLocation();
  const {open, toggle, close, barRef} = usePopovers<Popover>();
  const menuId = useId();
  const outlineId = useId();
  const hasMenu = (sidebar?.items.length ?? 0) > 0;
  const hasOutline = toc.length > 0;
  const position = popoverPosition() as CSSProperties;
  const onThisPage = translate({
    id: 'theme.TOCCollapsible.toggleButtonLabel',
    message: 'On this page',
  });

  return (
    <div ref={barRef} className={clsx(styles.curtain, 'curtain-bar')} data-curtain="">
      {hasMenu && (
        <button
          type="button"
          className={clsx('clean-btn', styles.button)}
          aria-expanded={open === 'menu'}
          aria-controls={open === 'menu' ? menuId : undefined}
          data-popover-trigger="menu"
          onClick={() => toggle('menu')}>
          <span aria-hidden="true" className={styles.icon}>
            ☰
          </span>
          <Translate id="site.curtain.menu">Menu</Translate>
        </button>
      )}
      <button
        type="button"
        className={clsx('clean-btn', styles.button, styles.top)}
        onClick={scrollToTop}>
        <Translate id="site.curtain.top">Top</Translate> <span aria-hidden="true">↑</span>
      </button>
      {hasOutline && (
        <button
          type="button"
          className={clsx('clean-btn', styles.button)}
          aria-expanded={open === 'outline'}
          aria-controls={open === 'outline' ? outlineId : undefined}
          data-popover-trigger="outline"
          onClick={() => toggle('outline')}>
          {onThisPage} <span aria-hidden="true">›</span>
        </button>
      )}
      {hasMenu && open === 'menu' && (
        <Suspense fallback={null}>
          <MenuPopover
            id={menuId}
            style={position}
            items={sidebar!.items}
            activePath={pathname}
            onNavigate={close}
          />
        </Suspense>
      )}
      {hasOutline && open === 'outline' && (
        <div
          id={outlineId}
          className={clsx(styles.popover, styles.outlinePopover, 'thin-scrollbar')}
          style={position}
          data-popover="outline">
          <nav aria-label={onThisPage}>
            <TOCItems
              toc={toc}
              minHeadingLevel={minHeadingLevel}
              maxHeadingLevel={maxHeadingLevel}
              className="table-of-contents"
              linkClassName="table-of-contents__link curtain-outline-link"
              linkActiveClassName="table-of-contents__link--active"
            />
          </nav>
        </div>
      )}
    </div>
  );
}
