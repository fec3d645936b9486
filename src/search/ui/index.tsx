import {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import ErrorBoundary from '@docusaurus/ErrorBoundary';

import styles from './styles.module.css';
import {useSearchLauncher} from './useSearchLauncher';
import {useShortcutLabels} from './useShortcutLabels';

// The dialog, minisearch and the index stay out of the page's bundle: the
// dialog is imported when the pointer or focus reaches the button, or on
// first open (shortcuts), and it fetches the index on first open.
const loadDialog = () => import('./Dialog');
const SearchDialog = lazy(loadDialog);

/**
 * The navbar's search button (desktop and mobile navbar; src/theme/SearchBar renders it).
 * `/` and Cmd/Ctrl+K open search from anywhere on the page.
 */
export default function SearchButton(): ReactNode {
  const search = useSearchLauncher(loadDialog);
  const labels = useShortcutLabels(search.platform);
  return (
    <>
      <button
        type="button"
        className={clsx('clean-btn', styles.button)}
        aria-haspopup="dialog"
        aria-keyshortcuts={`/ ${labels.aria}`}
        title={translate(
          {
            id: 'site.search.buttonTitle',
            message: 'Search (/ or {toggle})',
          },
          {toggle: labels.toggle.replace(' ', '+')},
        )}
        onPointerEnter={search.prepare}
        onFocus={search.prepare}
        onClick={search.show}>
        <svg className={styles.icon} viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path
            d="M14.4 12.9a7 7 0 1 0-1.5 1.5l4.4 4.4 1.5-1.5-4.4-4.4ZM8.8 13.6a4.8 4.8 0 1 1 0-9.6 4.8 4.8 0 0 1 0 9.6Z"
            fill="currentColor"
          />
        </svg>
        <span className={styles.label}>
          <Translate id="theme.SearchBar.label">Search</Translate>
        </span>
        <kbd className={styles.hint} aria-hidden="true">
          {labels.toggle}
        </kbd>
      </button>
      {search.mounted && (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <SearchDialog
              open={search.open}
              onClose={search.close}
              platform={search.platform}
              typeAhead={search.typeAhead}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
