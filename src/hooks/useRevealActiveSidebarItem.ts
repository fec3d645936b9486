import {useCallback, useEffect, type RefObject} from 'react';

import {revealScrollTop} from '../lib/sidebar-rules';

/** Scrolls `scroller` (only it, never the page) so that its current page's link is in view. */
function revealActiveItem(scroller: HTMLElement): void {
  const item = scroller.querySelector<HTMLElement>('a[aria-current="page"]');
  if (!item) return;
  const box = scroller.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  const top = revealScrollTop({
    scrollTop: scroller.scrollTop,
    viewportHeight: scroller.clientHeight,
    itemTop: itemBox.top - box.top + scroller.scrollTop,
    itemHeight: itemBox.height,
  });
  if (top !== null) scroller.scrollTop = top;
}

/**
 * On first load, scrolls the sidebar (only the sidebar, never the page) so
 * that the current page's item is in view.
 */
export function useRevealActiveSidebarItem(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const nav = root.current?.querySelector<HTMLElement>('nav');
    if (nav) revealActiveItem(nav);
    // First load only: later navigations keep the reader's own sidebar scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** A ref for a scrolling popover (the phone Menu): each time it opens, the current page is in view. */
export function useRevealActiveItemRef(): (scroller: HTMLElement | null) => void {
  return useCallback((scroller: HTMLElement | null) => {
    if (scroller) revealActiveItem(scroller);
  }, []);
}
