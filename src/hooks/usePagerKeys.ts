import {useLayoutEffect} from 'react';
import {useHistory} from '@docusaurus/router';

import {pagerDirection} from '../lib/keyboard';

/**
 * Binds Shift+←/→ to the previous/next page links of the doc shown. Bound in the commit that
 * shows the page (a layout effect): a passive effect can run after the page is already on screen,
 * and a key pressed in between was lost.
 */
export function usePagerKeys(links: {
  previous?: {permalink: string};
  next?: {permalink: string};
}): void {
  const history = useHistory();
  const previous = links.previous?.permalink;
  const next = links.next?.permalink;
  useLayoutEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const direction = pagerDirection(e);
      const target = direction === 'next' ? next : direction === 'previous' ? previous : undefined;
      if (!target) return;
      e.preventDefault();
      history.push(target);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [history, previous, next]);
}
