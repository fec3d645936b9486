import {useCallback, useMemo, useState, type KeyboardEvent} from 'react';

import {DEBOUNCE_MS, isEmptyQuery, searchIndex, type SearchResult} from '../engine';
import type {IndexLoader} from '../engine/loadIndex';
import {dialogKeyAction, type Platform} from './keyboard';
import {nextSelection, previousSelection, resetSelection} from './selection';
import {useDebouncedValue} from './useDebouncedValue';
import {useSearchIndex, type SearchIndexState} from './useSearchIndex';
import {useStoredState} from './useStoredState';

/** ARCHITECTURE.md "Search dialog": the storage keys, exactly (the site's storage has no namespace). */
export const STORAGE_KEYS = {showDetailView: 'showDetailView', filterText: 'filterText'} as const;

const NO_RESULTS: SearchResult[] = [];

export interface SearchDialogState {
  /** The input's text (persisted as `filterText`). */
  query: string;
  setQuery: (query: string) => void;
  /** The query the results are for: `query`, 200 ms after it last changed. */
  searchedQuery: string;
  results: SearchResult[];
  /** -1 when there are no results. */
  selected: number;
  select: (index: number) => void;
  showDetailView: boolean;
  setShowDetailView: (show: boolean) => void;
  index: SearchIndexState;
  retry: () => void;
  /** The dialog input's keydown handler: ↑ ↓ Enter Esc Cmd/Ctrl+Backspace Cmd/Ctrl+K. */
  onInputKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * Everything the search dialog does (ARCHITECTURE.md "Search dialog"), without markup:
 * the persisted query and detail-view flag, the 200 ms debounce, at most 16
 * results, and the selection that wraps with the arrows, resets to 0 for new
 * results and is -1 without any.
 */
export function useSearchDialog({
  open,
  platform,
  onClose,
  onNavigate,
  loader,
}: {
  open: boolean;
  platform: Platform;
  onClose: () => void;
  onNavigate: (href: string) => void;
  loader?: IndexLoader;
}): SearchDialogState {
  const [query, setQuery] = useStoredState<string>(STORAGE_KEYS.filterText, '');
  const [showDetailView, setShowDetailView] = useStoredState<boolean>(
    STORAGE_KEYS.showDetailView,
    true,
  );
  const searchedQuery = useDebouncedValue(query, DEBOUNCE_MS, {immediate: isEmptyQuery});
  const {state: index, retry} = useSearchIndex(open, loader);
  const ready = index.status === 'ready' ? index.index : null;
  const results = useMemo(
    () => (ready ? searchIndex(ready, searchedQuery) : NO_RESULTS),
    [ready, searchedQuery],
  );

  // The selection belongs to one list of results: a new list starts it again.
  const [selection, setSelection] = useState({results, index: resetSelection(results.length)});
  const selected = selection.results === results ? selection.index : resetSelection(results.length);
  const select = useCallback(
    (i: number) =>
      setSelection({
        results,
        index: i >= 0 && i < results.length ? i : resetSelection(results.length),
      }),
    [results],
  );

  const onInputKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      const action = dialogKeyAction(event.nativeEvent, platform);
      if (!action) return;
      event.preventDefault();
      switch (action) {
        case 'next':
          setSelection({results, index: nextSelection(selected, results.length)});
          break;
        case 'previous':
          setSelection({results, index: previousSelection(selected, results.length)});
          break;
        case 'select': {
          const result = results[selected];
          if (result) {
            onClose();
            onNavigate(result.href);
          }
          break;
        }
        case 'close':
        case 'toggle':
          onClose();
          break;
        case 'reset':
          setQuery('');
          break;
      }
    },
    [platform, results, selected, onClose, onNavigate, setQuery],
  );

  return {
    query,
    setQuery,
    searchedQuery,
    results,
    selected,
    select,
    showDetailView,
    setShowDetailView,
    index,
    retry,
    onInputKeyDown,
  };
}
