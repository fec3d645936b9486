import {useEffect, useLayoutEffect, useRef, type RefObject} from 'react';

/**
 * Keeps the selected result (the element with id `optionId`; null: none) in view as the arrows
 * move through the list, and when a new list of results comes.
 */
export function useOptionInView(optionId: string | null, results: unknown): void {
  useEffect(() => {
    if (optionId === null) return;
    document.getElementById(optionId)?.scrollIntoView?.({block: 'nearest'});
  }, [optionId, results]);
}

/**
 * A result's detail box shows a few lines of its section: scrolled, before paint, so that the
 * first match (`<mark>`) is on its second line, or to the top without one. Runs again when the
 * section or the matched words change. Returns the box's ref.
 */
export function useFirstMatchInView<T extends HTMLElement>(
  html: string,
  terms: string[],
): RefObject<T | null> {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const mark = box.querySelector('mark');
    const lineHeight = parseFloat(getComputedStyle(box).lineHeight) || 20;
    box.scrollTop = mark
      ? Math.max(
          0,
          mark.getBoundingClientRect().top -
            box.getBoundingClientRect().top +
            box.scrollTop -
            lineHeight,
        )
      : 0;
  }, [html, terms]);
  return ref;
}
