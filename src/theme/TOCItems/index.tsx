import {useMemo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import TOCItems from '@theme-original/TOCItems';
import type {Props} from '@theme/TOCItems';

import {keepCodeWordsWhole} from '@site/src/lib/breakable';
import {outlineIds} from '@site/src/lib/outline';
import {useOutlineHighlight} from '@site/src/hooks/useOutlineHighlight';

/**
 * Wraps theme-classic's outline for the highlight rule (ARCHITECTURE.md "Outline"):
 * useOutlineHighlight (top/bottom of page, 100 ms throttle, 500 ms pause after a click)
 * instead of upstream's useTOCHighlight, which stays off because upstream gets no
 * `linkActiveClassName`. Levels default to themeConfig.tableOfContents (h2–h3), as upstream's.
 * Code in an entry keeps its hyphenated words whole (`--run`), as in the page.
 */
export default function TOCItemsWrapper({
  linkClassName = 'table-of-contents__link',
  linkActiveClassName,
  ...props
}: Props): ReactNode {
  const {tableOfContents} = useThemeConfig();
  const min = props.minHeadingLevel ?? tableOfContents.minHeadingLevel;
  const max = props.maxHeadingLevel ?? tableOfContents.maxHeadingLevel;
  const ids = useMemo(() => outlineIds(props.toc, min, max), [props.toc, min, max]);
  const toc = useMemo(
    () => props.toc.map((item) => ({...item, value: keepCodeWordsWhole(item.value)})),
    [props.toc],
  );
  useOutlineHighlight(
    linkClassName && linkActiveClassName ? {ids, linkClassName, linkActiveClassName} : undefined,
  );
  return (
    <TOCItems {...props} toc={toc} linkClassName={linkClassName} linkActiveClassName={undefined} />
  );
}
