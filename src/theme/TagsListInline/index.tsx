import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/TagsListInline';

// Upstream's tag list (and its Tag) as a chunk of their own, loaded where a page has tags.
// Upstream's DocItem/Footer renders the list only for a doc with tags, so a doc without any
// (every doc today) leaves that code out of its first load. The server HTML is upstream's.
const UpstreamTagsListInline = lazy(() => import('@theme-original/TagsListInline'));

export default function TagsListInline(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <UpstreamTagsListInline {...props} />
    </Suspense>
  );
}
