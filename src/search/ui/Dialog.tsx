import {useCallback, useId, useRef, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';

import type {SearchResult} from '../engine';
import styles from './Dialog.module.css';
import type {Platform} from './keyboard';
import SafeHtml, {Highlighted} from './SafeHtml';
import {useFirstMatchInView, useOptionInView} from './useDialogScroll';
import {useModalDialog} from './useModalDialog';
import {useSearchDialog} from './useSearchDialog';
import type {TypeAhead} from './useSearchLauncher';
import {useShortcutLabels} from './useShortcutLabels';

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
  const ref = useFirstMatchInView<HTMLDivElement>(html, terms);
  return (
    <div ref={ref} className={styles.detail} data-search-detail="">
      <SafeHtml html={html} terms={terms} />
    </div>
  );
}

/** Commands shown as code in the dev-server notice. */
const BUILD_COMMAND = 'npm run build';
const SERVE_COMMAND = 'npm run serve';

/**
 * The search dialog (ARCHITECTURE.md "Search dialog"). Loaded with a dynamic
 * import the first time search opens; stays mounted afterwards, so every
 * open shares one index and keeps its state. Behaviour lives in
 * useSearchDialog, the modal's focus in useModalDialog, scrolling in
 * useDialogScroll; this is markup.
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
  const labels = useShortcutLabels(platform);
  useModalDialog({open, dialogRef, inputRef, typeAhead, setQuery: search.setQuery});
  useOptionInView(selected >= 0 ? optionId(selected) : null, results);

  const go = (result: SearchResult) => {
    onClose();
    navigate(result.href);
  };

  let status: ReactNode = null;
  if (index.status === 'loading' || index.status === 'idle') {
    status = (
      <Status>
        <Translate id="site.search.loading">Loading the search index…</Translate>
      </Status>
    );
  } else if (index.status === 'error') {
    status = (
      <Status tone="error">
        <p>
          <Translate
            id="site.search.unavailable"
            description="When the search index failed to load; {message} is the error"
            values={{message: index.message}}>
            {'Search is unavailable right now: {message}'}
          </Translate>
        </p>
        <p>
          <Translate
            id="site.search.retry"
            description="Under a failed index load; {button} is the retry button"
            values={{
              button: (
                <button
                  type="button"
                  className={clsx('clean-btn', styles.retry)}
                  onClick={search.retry}>
                  <Translate id="site.search.retryButton">try again now</Translate>
                </button>
              ),
            }}>
            {'Close search and open it again to retry, or {button}.'}
          </Translate>
        </p>
      </Status>
    );
  } else if (index.status === 'unavailable') {
    status = (
      <Status>
        <Translate
          id="site.search.noIndex"
          description="In the dev server, which writes no search index; {build} and {serve} are commands"
          values={{build: <code>{BUILD_COMMAND}</code>, serve: <code>{SERVE_COMMAND}</code>}}>
          {
            'This page was served without a search index. The index is written by the production build ({build}, then {serve}).'
          }
        </Translate>
      </Status>
    );
  } else if (searchedQuery.trim() && results.length === 0) {
    status = (
      <Status>
        <Translate
          id="site.search.noResults"
          description="A search with no hits; {query} is what the reader typed"
          values={{query: searchedQuery}}>
          {'No results for "{query}"'}
        </Translate>
      </Status>
    );
  }

  const dialogLabel = translate({
    id: 'site.search.dialogLabel',
    message: 'Search the documentation',
    description: 'The accessible name of the search dialog and its input',
  });
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={dialogLabel}
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
            aria-label={dialogLabel}
            aria-autocomplete="list"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-activedescendant={selected >= 0 ? optionId(selected) : undefined}
            placeholder={translate({
              id: 'site.search.placeholder',
              message: 'Search the docs',
              description: 'The placeholder of the search input',
            })}
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
              <Translate id="site.search.reset" description="Clears the search query">
                Reset
              </Translate>
            </button>
          )}
          <button
            type="button"
            className={clsx('clean-btn', styles.textButton)}
            aria-pressed={showDetailView}
            onClick={() => search.setShowDetailView(!showDetailView)}>
            <Translate id="site.search.details" description="Shows or hides result previews">
              Details
            </Translate>
          </button>
          <button type="button" className={clsx('clean-btn', styles.textButton)} onClick={onClose}>
            <Translate id="site.search.close" description="Closes the search dialog">
              Close
            </Translate>
          </button>
        </form>

        <div className={styles.body} aria-live="polite" aria-busy={index.status === 'loading'}>
          {status}
          {results.length > 0 && (
            <div className={styles.srOnly}>
              {results.length === 1 ? (
                <Translate id="site.search.oneResult">1 result</Translate>
              ) : (
                <Translate
                  id="site.search.results"
                  description="The number of results, read by screen readers"
                  values={{count: results.length}}>
                  {'{count} results'}
                </Translate>
              )}
            </div>
          )}
        </div>
        <div
          id={listId}
          role="listbox"
          aria-label={translate({id: 'site.search.resultsLabel', message: 'Search results'})}
          className={styles.results}>
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
                {result.titles.length ? (
                  result.titles.join(' › ')
                ) : (
                  <Translate
                    id="site.search.pageResult"
                    description="The path line of a result that is a whole page">
                    Page
                  </Translate>
                )}
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

        <ul
          className={styles.shortcuts}
          aria-label={translate({id: 'site.search.shortcuts', message: 'Keyboard shortcuts'})}>
          <li>
            <kbd aria-label={translate({id: 'site.search.key.up', message: 'Arrow up'})}>↑</kbd>
            <kbd aria-label={translate({id: 'site.search.key.down', message: 'Arrow down'})}>
              ↓
            </kbd>{' '}
            <Translate id="site.search.navigate">to navigate</Translate>
          </li>
          <li>
            <kbd aria-label={translate({id: 'site.search.key.enter', message: 'Enter'})}>↵</kbd>{' '}
            <Translate id="site.search.select">to select</Translate>
          </li>
          <li>
            <kbd aria-label={translate({id: 'site.search.key.escape', message: 'Escape'})}>esc</kbd>{' '}
            <Translate id="site.search.closeHint">to close</Translate>
          </li>
          <li>
            <kbd aria-label={labels.modName}>{labels.mod}</kbd>
            <kbd aria-label={translate({id: 'site.search.key.backspace', message: 'Backspace'})}>
              ⌫
            </kbd>{' '}
            <Translate id="site.search.resetHint">to reset</Translate>
          </li>
        </ul>
      </div>
    </dialog>
  );
}
