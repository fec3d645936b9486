import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';

import {useSearchDialog} from '@site/src/hooks/useSearchDialog';
import type {TypeAhead} from '@site/src/hooks/useSearchLauncher';
import type {SearchResult} from '@site/src/search/engine';
import {shortcutLabels, type Platform} from '@site/src/search/keyboard';
import SafeHtml, {Highlighted} from './SafeHtml';
import styles from './styles.module.css';

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
  platform: Platform;
  /** Keys typed before the dialog was ready (useSearchLauncher). */
  typeAhead?: TypeAhead;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function Status({children, tone}: {children: ReactNode; tone?: 'error'}): ReactNode {
  return (
    <div className={clsx(styles.status, tone === 'error' && styles.statusError)}>{children}</div>
  );
}

/**
 * A result's section, matches highlighted. The box shows a few lines; it
 * scrolls itself so that the first match is among them.
 */
function ResultDetail({html, terms}: {html: string; terms: string[]}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const mark = box.querySelector('mark');
    const lineHeight = parseFloat(getComputedStyle(box).lineHeight) || 20;
    box.scrollTop = mark
      ? Math.max(
          0,
          mark.getBoundingClientRect().top -
            box.getBoundingClientRect().top +
            box.scrollTop -
            lineHeight,
        )
      : 0;
  }, [html, terms]);
  return (
    <div ref={ref} className={styles.detail} data-search-detail="">
      <SafeHtml html={html} terms={terms} />
    </div>
  );
}

/**
 * The search dialog (ARCHITECTURE.md "Search dialog"). Loaded with a dynamic
 * import the first time search opens; stays mounted afterwards, so every
 * open shares one index and keeps its state. Behaviour lives in
 * useSearchDialog; this is markup.
 */
export default function SearchDialog({
  open,
  onClose,
  platform,
  typeAhead,
}: SearchDialogProps): ReactNode {
  const history = useHistory();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const listId = `${baseId}-results`;
  const optionId = (i: number) => `${baseId}-option-${i}`;
  const navigate = useCallback((href: string) => history.push(href), [history]);
  const search = useSearchDialog({open, platform, onClose, onNavigate: navigate});
  const {results, selected, index, searchedQuery, showDetailView} = search;
  const labels = shortcutLabels(platform);

  // The native modal dialog: focus moves in, the page behind is inert, and
  // focus returns to where it was on close.
  const returnFocusRef = useRef<Element | null>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current = document.activeElement;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // Keys typed while the dialog was on its way replace the kept query, as they would
      // have had the input been there (it opens with its text selected).
      const typed = typeAhead?.take() ?? '';
      if (typed) search.setQuery(typed);
      inputRef.current?.focus();
      if (!typed) inputRef.current?.select();
    } else if (!open && dialog.open) {
      dialog.close();
      // Never leave focus in the hidden dialog (keys typed next would go to
      // its input): back to the opener, or nowhere.
      if (dialog.contains(document.activeElement)) {
        const back = returnFocusRef.current;
        if (back instanceof HTMLElement && back.isConnected && back !== document.body) back.focus();
        else (document.activeElement as HTMLElement | null)?.blur();
      }
    }
    // Only the open state drives the modal; typeAhead is stable and setQuery only stores.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // Keep the selected result in view as the arrows move through the list.
  useEffect(() => {
    if (selected < 0) return;
    document.getElementById(`${baseId}-option-${selected}`)?.scrollIntoView?.({block: 'nearest'});
  }, [baseId, selected, results]);

  const go = (result: SearchResult) => {
    onClose();
    navigate(result.href);
  };

  let status: ReactNode = null;
  if (index.status === 'loading' || index.status === 'idle') {
    status = <Status>Loading the search index…</Status>;
  } else if (index.status === 'error') {
    status = (
      <Status tone="error">
        <p>Search is unavailable right now: {index.message}</p>
        <p>
          Close search and open it again to retry, or{' '}
          <button type="button" className={clsx('clean-btn', styles.retry)} onClick={search.retry}>
            try again now
          </button>
          .
        </p>
      </Status>
    );
  } else if (index.status === 'unavailable') {
    status = (
      <Status>
        This page was served without a search index. The index is written by the production build (
        <code>npm run build</code>, then <code>npm run serve</code>).
      </Status>
    );
  } else if (searchedQuery.trim() && results.length === 0) {
    status = <Status>No results for &quot;{searchedQuery}&quot;</Status>;
  }

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label="Search the documentation"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        // The browser closed it (a second Esc may skip `cancel`). A late
        // `close` event from an earlier close must not shut a reopened dialog.
        if (open && !dialogRef.current?.open) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === event.currentTarget) onClose();
      }}>
      <div className={styles.panel}>
        <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <svg
            className={styles.searchIcon}
            viewBox="0 0 20 20"
            width="18"
            height="18"
            aria-hidden="true">
            <path
              d="M14.4 12.9a7 7 0 1 0-1.5 1.5l4.4 4.4 1.5-1.5-4.4-4.4ZM8.8 13.6a4.8 4.8 0 1 1 0-9.6 4.8 4.8 0 0 1 0 9.6Z"
              fill="currentColor"
            />
          </svg>
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            role="combobox"
            aria-label="Search the documentation"
            aria-autocomplete="list"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-activedescendant={selected >= 0 ? optionId(selected) : undefined}
            placeholder="Search the docs"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            value={search.query}
            onChange={(event) => search.setQuery(event.target.value)}
            onKeyDown={search.onInputKeyDown}
          />
          {search.query && (
            <button
              type="button"
              className={clsx('clean-btn', styles.textButton)}
              onClick={() => {
                search.setQuery('');
                inputRef.current?.focus();
              }}>
              Reset
            </button>
          )}
          <button
            type="button"
            className={clsx('clean-btn', styles.textButton)}
            aria-pressed={showDetailView}
            onClick={() => search.setShowDetailView(!showDetailView)}>
            Details
          </button>
          <button type="button" className={clsx('clean-btn', styles.textButton)} onClick={onClose}>
            Close
          </button>
        </form>

        <div className={styles.body} aria-live="polite" aria-busy={index.status === 'loading'}>
          {status}
          {results.length > 0 && (
            <div className={styles.srOnly}>
              {results.length} {results.length === 1 ? 'result' : 'results'}
            </div>
          )}
        </div>
        <div id={listId} role="listbox" aria-label="Search results" className={styles.results}>
          {results.map((result, i) => (
            // eslint-disable-next-line @docusaurus/no-html-links -- a listbox option: click and Enter navigate through onNavigate (client-side)
            <a
              key={result.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === selected}
              aria-labelledby={`${optionId(i)}-title ${optionId(i)}-path`}
              href={result.href}
              tabIndex={-1}
              className={styles.result}
              data-page={result.isPage || undefined}
              onMouseMove={() => i !== selected && search.select(i)}
              onClick={(event) => {
                if (!isPlainLeftClick(event)) return;
                event.preventDefault();
                go(result);
              }}>
              <span id={`${optionId(i)}-path`} className={styles.path}>
                {result.titles.length ? result.titles.join(' › ') : 'Page'}
              </span>
              <span id={`${optionId(i)}-title`} className={styles.title}>
                <Highlighted text={result.title} terms={result.terms} />
              </span>
              {showDetailView && result.html && (
                <ResultDetail html={result.html} terms={result.terms} />
              )}
            </a>
          ))}
        </div>

        <ul className={styles.shortcuts} aria-label="Keyboard shortcuts">
          <li>
            <kbd aria-label="Arrow up">↑</kbd>
            <kbd aria-label="Arrow down">↓</kbd> to navigate
          </li>
          <li>
            <kbd aria-label="Enter">↵</kbd> to select
          </li>
          <li>
            <kbd aria-label="Escape">esc</kbd> to close
          </li>
          <li>
            <kbd aria-label={labels.modName}>{labels.mod}</kbd>
            <kbd aria-label="Backspace">⌫</kbd> to reset
          </li>
        </ul>
      </div>
    </dialog>
  );
}
