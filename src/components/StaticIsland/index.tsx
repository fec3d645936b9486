import type {ReactNode} from 'react';

import {useStaticIsland} from '@site/src/hooks/useStaticIsland';

interface Props<T> {
  /** Attribute that marks the island in the page (`data-api-tables`). */
  attribute: string;
  /** Names this island among the page's islands of the same kind, on the server and in the browser. */
  islandKey: string;
  /** The data, when this bundle has it (the server build); otherwise `load` fetches it. */
  data?: T;
  load: () => Promise<T>;
  /** Renders the content from its data. */
  children: (data: T) => ReactNode;
  /** The lines shown while the data loads and when it fails (translated by the caller). */
  notes: {loading: string; failed: string};
  noteClassName?: string;
}

/**
 * Static content whose data the browser bundle does not carry (the generated
 * reference tables): rendered from `data` on the server, kept as the server
 * rendered it at hydration, and rendered from `load()` after a client-side
 * navigation (src/hooks/useStaticIsland.ts).
 */
export default function StaticIsland<T>({
  attribute,
  islandKey,
  data,
  load,
  children,
  notes,
  noteClassName,
}: Props<T>): ReactNode {
  const attrs = {[attribute]: islandKey};
  if (data !== undefined) return <div {...attrs}>{children(data)}</div>;
  return <BrowserIsland {...{attribute, islandKey, load, children, notes, noteClassName}} />;
}

function BrowserIsland<T>({
  attribute,
  islandKey,
  load,
  children,
  notes,
  noteClassName,
}: Omit<Props<T>, 'data'>): ReactNode {
  const island = useStaticIsland<T>(attribute, islandKey, load);
  const attrs = {[attribute]: islandKey};
  if (island.state === 'server')
    return <div {...attrs} dangerouslySetInnerHTML={{__html: island.html}} />;
  return (
    <div {...attrs}>
      {island.state === 'data' ? (
        children(island.data)
      ) : (
        <p className={noteClassName} role="status">
          {island.state === 'loading' ? notes.loading : notes.failed}
        </p>
      )}
    </div>
  );
}
