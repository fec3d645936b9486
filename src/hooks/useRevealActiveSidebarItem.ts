import {useEffect, type RefObject} from 'react';

import {revealScrollTop} from '../lib/sidebar-rules';

/**
 * On first load, scrolls the sidebar (only the sidebar, never the page) so
 * that the current page's item is in view.
 */
export function useRevealActiveSidebarItem(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const nav = root.current?.querySelector<HTMLElement>('nav');
    const item = nav?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (!nav || !item) return;
    const navBox = nav.getBoundingClientRect();
    const itemBox = item.getBoundingClientRect();
    const top = revealScrollTop({
      scrollTop: nav.scrollTop,
      viewportHeight: nav.clientHeight,
      itemTop: itemBox.top - navBox.top + nav.scrollTop,
      itemHeight: itemBox.height,
    });
    if (top !== null) nav.scrollTop = top;
    // First load only: later navigations keep the reader's own sidebar scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
