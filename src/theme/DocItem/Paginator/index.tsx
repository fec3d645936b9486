import type {ReactNode} from 'react';
import DocItemPaginator from '@theme-original/DocItem/Paginator';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import {usePagerKeys} from '@site/src/hooks/usePagerKeys';

/** Adds Shift+←/→ paging to the previous/next links. */
export default function DocItemPaginatorWrapper(): ReactNode {
  const {metadata} = useDoc();
  usePagerKeys({previous: metadata.previous, next: metadata.next});
  return <DocItemPaginator />;
}
