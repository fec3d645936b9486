import {useMemo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
// Internal: theme-common exports no public TOC-tree helper; this is the call upstream's TOCItems makes.
import {useFilteredAndTreeifiedTOC} from '@docusaurus/theme-common/internal';
import TOCItemTree from '@theme/TOCItems/Tree';
import type {Props} from '@theme/TOCItems';

import {outlineIds} from '@site/src/lib/outline';
import {useOutlineHighlight} from '@site/src/hooks/useOutlineHighlight';

/**
 * Ejected from theme-classic 3.10.2: the highlight comes from
 * useOutlineHighlight (top/bottom of page, 100 ms throttle, 500 ms pause
 * after a click) instead of useTOCHighlight. Levels default to the site
 * configuration (h2–h3) through themeConfig.tableOfContents.
 */
export default function TOCItems({
  toc,
  className = 'table-of-contents table-of-contents__left-border',
  linkClassName = 'table-of-contents__link',
  linkActiveClassName = undefined,
  minHeadingLevel: minHeadingLevelOption,
  maxHeadingLevel: maxHeadingLevelOption,
  ...props
}: Props): ReactNode {
  const themeConfig = useThemeConfig();
  const minHeadingLevel = minHeadingLevelOption ?? themeConfig.tableOfContents.minHeadingLevel;
  const maxHeadingLevel = maxHeadingLevelOption ?? themeConfig.tableOfContents.maxHeadingLevel;
  const tocTree = useFilteredAndTreeifiedTOC({toc, minHeadingLevel, maxHeadingLevel});
  const ids = useMemo(
    () => outlineIds(toc, minHeadingLevel, maxHeadingLevel),
    [toc, minHeadingLevel, maxHeadingLevel],
  );
  useOutlineHighlight(
    linkClassName && linkActiveClassName ? {ids, linkClassName, linkActiveClassName} : undefined,
  );
  return (
    <TOCItemTree toc={tocTree} className={className} linkClassName={linkClassName} {...props} />
  );
}
