import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import EditMetaRow from '@theme/EditMetaRow';

/**
 * theme-classic's doc footer without the tags row: the site has no doc tags
 * (src/plugins/doc-feature-guard fails the build if a doc gets some), so every page
 * would otherwise carry TagsListInline and Tag for nothing.
 */
export default function DocItemFooter(): ReactNode {
  const {editUrl, lastUpdatedAt, lastUpdatedBy} = useDoc().metadata;
  if (!editUrl && !lastUpdatedAt && !lastUpdatedBy) return null;
  return (
    <footer className={clsx(ThemeClassNames.docs.docFooter, 'docusaurus-mt-lg')}>
      <EditMetaRow
        className={clsx('margin-top--sm', ThemeClassNames.docs.docFooterEditMetaRow)}
        editUrl={editUrl}
        lastUpdatedAt={lastUpdatedAt}
        lastUpdatedBy={lastUpdatedBy}
      />
    </footer>
  );
}
