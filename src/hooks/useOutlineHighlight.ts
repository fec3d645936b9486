import {useEffect} from 'react';

import {OUTLINE_CLICK_PAUSE_MS, OUTLINE_THROTTLE_MS, activeHeadingId} from '../lib/outline';
import {createPause, throttle} from '../lib/timing';

/** One pause shared by every outline on the page (desktop and the mobile popover). */
const clickPause = createPause(OUTLINE_CLICK_PAUSE_MS);

function navbarHeight(): number {
  return document.querySelector('.navbar')?.getBoundingClientRect().height ?? 0;
}

function linkTarget(link: HTMLAnchorElement): string {
  return decodeURIComponent(link.hash.slice(1));
}

/**
 * Highlights the outline link of the heading in view. Links are found by
 * class (like theme-classic's own useTOCHighlight) so every outline rendered
 * with `linkClassName` follows, including the mobile popover's.
 */
export function useOutlineHighlight(
  config: {ids: string[]; linkClassName: string; linkActiveClassName: string} | undefined,
): void {
  const key = config
    ? `${config.linkClassName}|${config.linkActiveClassName}|${config.ids.join(',')}`
    : '';
  useEffect(() => {
    if (!config || config.ids.length === 0) return undefined;
    const {ids, linkClassName, linkActiveClassName} = config;
    const links = () =>
      Array.from(document.getElementsByClassName(linkClassName)) as HTMLAnchorElement[];
    const highlight = (id: string | null) => {
      for (const link of links())
        link.classList.toggle(linkActiveClassName, id !== null && linkTarget(link) === id);
    };
    const update = () => {
      if (clickPause.paused()) return;
      const headings = ids.flatMap((id) => {
        const el = document.getElementById(id);
        return el ? [{id, top: el.getBoundingClientRect().top}] : [];
      });
      highlight(
        activeHeadingId(headings, {
          scrollY: window.scrollY,
          viewportHeight: window.innerHeight,
          documentHeight: document.documentElement.scrollHeight,
          offset: navbarHeight() + 16,
        }),
      );
    };
    const onScroll = throttle(update, OUTLINE_THROTTLE_MS);
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.('a');
      if (
        !(link instanceof HTMLAnchorElement) ||
        !link.classList.contains(linkClassName.split(' ').pop()!)
      )
        return;
      const id = linkTarget(link);
      if (!ids.includes(id)) return;
      // The clicked item is current at once; the scroll it causes must not move the highlight.
      clickPause.pause();
      highlight(id);
      // After the pause, catch up with wherever the page ended up.
      window.setTimeout(onScroll, OUTLINE_CLICK_PAUSE_MS + 1);
    };
    update();
    window.addEventListener('scroll', onScroll, {passive: true});
    window.addEventListener('resize', onScroll);
    document.addEventListener('click', onClick);
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      document.removeEventListener('click', onClick);
    };
    // `key` captures the config's content; the object itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
