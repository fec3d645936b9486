import {useCallback, useEffect, useState} from 'react';

import type {SearchIndex} from '../engine';
import {createIndexLoader, type IndexLoader} from '../engine/loadIndex';
import {readIndexUrl} from '../protocol';

export type SearchIndexState =
  | {status: 'idle'}
  | {status: 'loading'}
  | {status: 'ready'; index: SearchIndex}
  | {status: 'error'; message: string}
  /** The page has no index (the dev server builds none). */
  | {status: 'unavailable'};

let pageLoader: IndexLoader | null = null;

/** The one loader of this page: every open of the dialog shares its index. */
export function getPageIndexLoader(): IndexLoader {
  pageLoader ??= createIndexLoader({
    readUrl: () => readIndexUrl(document),
    fetch: (url, init) => window.fetch(url, init),
  });
  return pageLoader;
}

/**
 * The search index, loaded when `active` first becomes true (the dialog
 * opens) — never before. A failed load shows as `error`; the next activation
 * (or `retry`) tries again.
 */
export function useSearchIndex(
  active: boolean,
  loader: IndexLoader = getPageIndexLoader(),
): {state: SearchIndexState; retry: () => void} {
  const [state, setState] = useState<SearchIndexState>(() => {
    const index = loader.current();
    return index ? {status: 'ready', index} : {status: 'idle'};
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!active) return undefined;
    const ready = loader.current();
    if (ready) {
      setState({status: 'ready', index: ready});
      return undefined;
    }
    if (!loader.url()) {
      setState({status: 'unavailable'});
      return undefined;
    }
    let live = true;
    setState({status: 'loading'});
    loader.load().then(
      (index) => live && setState({status: 'ready', index}),
      (error: unknown) =>
        live &&
        setState({
          status: 'error',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      live = false;
    };
  }, [active, attempt, loader]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return {state, retry};
}
