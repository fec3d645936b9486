import {lazy, Suspense, type ComponentProps, type ReactNode} from 'react';

import type ApiTablesType from './Tables';

const ApiTables = lazy(() => import('./Tables'));

/**
 * The export tables as the browser build has them: their own chunk, loaded when a client-side
 * navigation renders them (a first load keeps the server's HTML, src/components/StaticIsland).
 *
 * The server build swaps this module for `./Tables` itself (src/plugins/api-table-stubs). React
 * moves a Suspense boundary of more than 500 bytes that comes after the page's first 12.8 KB of
 * HTML to the end of the document, with a script that puts it back in place while the page loads
 * (`progressiveChunkSize`, which Docusaurus does not set). For the export tables that script
 * re-laid out the whole reference page on a phone's main thread (issue #33).
 */
export default function LazyApiTables(props: ComponentProps<typeof ApiTablesType>): ReactNode {
  return (
    <Suspense fallback={null}>
      <ApiTables {...props} />
    </Suspense>
  );
}
