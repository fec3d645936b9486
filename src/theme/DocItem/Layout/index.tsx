import {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import {useWindowSize} from '@docusaurus/theme-common';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import type {Props} from '@theme/DocItem/Layout';

import Curtain from '@site/src/components/Curtain';
import {layoutOf} from '@site/src/lib/layout';
import styles from './styles.module.css';

// Upstream's own version banner and badge, loaded only on a page of a versioned site (with one
// docs version both render nothing, and their code would be part of every page's first load).
const DocVersionBanner = lazy(() => import('@theme/DocVersionBanner'));
const DocVersionBadge = lazy(() => import('@theme/DocVersionBadge'));

/**
 * Ejected from theme-classic for the `layout` front matter (src/lib/layout.ts):
 * the landing layout drops the outline, breadcrumbs, doc footer and
 * pagination, and has a wide column of its own. On mobile the
 * curtain bar (menu, Top, "On this page") replaces the collapsible TOC. The
 * version banner and badge are upstream's own components: with one docs version
 * both render nothing; after a `docs:version` cut they tell readers of an old or
 * unreleased version (README "Maintaining").
 */
export default function DocItemLayout({children}: Props): ReactNode {
  const {frontMatter, toc} = useDoc();
  const version = useDocsVersion();
  const versioned = version.banner !== null || version.badge;
  const layout = layoutOf(frontMatter as {layout?: unknown});
  const windowSize = useWindowSize();
  const isDocs = layout === 'docs';
  const canRenderToc = isDocs && !frontMatter.hide_table_of_contents && toc.length > 0;
  const tocDesktop =
    canRenderToc && (windowSize === 'desktop' || windowSize === 'ssr') ? (
      <DocItemTOCDesktop />
    ) : null;
  return (
    <div className="row" data-layout={layout}>
      <div className={clsx('col', canRenderToc && styles.docItemCol)}>
        {isDocs && (
          <Curtain
            toc={canRenderToc ? toc : []}
            minHeadingLevel={frontMatter.toc_min_heading_level}
            maxHeadingLevel={frontMatter.toc_max_heading_level}
          />
        )}
        {isDocs && versioned && (
          <Suspense fallback={null}>
            <DocVersionBanner />
          </Suspense>
        )}
        <div className={clsx(styles.docItemContainer, styles[`layout-${layout}`])}>
          <article>
            {isDocs && <DocBreadcrumbs />}
            {isDocs && versioned && (
              <Suspense fallback={null}>
                <DocVersionBadge />
              </Suspense>
            )}
            <DocItemContent>{children}</DocItemContent>
            {isDocs && <DocItemFooter />}
          </article>
          {isDocs && <DocItemPaginator />}
        </div>
      </div>
      {tocDesktop && <div className="col col--3">{tocDesktop}</div>}
    </div>
  );
}
