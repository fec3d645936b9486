/**
 * Failed chunk loads outside React rendering (SPEC §8 "Failed dynamic module
 * preload"): a cancellable `preload-error` event is dispatched on window; a
 * listener that calls preventDefault() handles it. Otherwise:
 * - before hydration (the page's own modules are missing, as after a
 *   redeploy), the page reloads once — never in a loop (src/site/chunkRecovery.ts);
 * - after hydration (a link preload failed), the error is left unhandled, so
 *   the browser reports it. Docusaurus itself reloads if a navigation then
 *   fails, and the guard stops a second reload on the fresh document.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import {claimReload, isChunkLoadError, isRecentReload} from '../site/chunkRecovery';
import {currentDocumentLoad} from '../site/documentLoad';

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    const error: unknown = event.reason;
    if (!isChunkLoadError(error)) return;
    const preloadError = new CustomEvent('preload-error', {detail: error, cancelable: true});
    if (!window.dispatchEvent(preloadError)) {
      event.preventDefault();
      return;
    }
    const hydrated = document.documentElement.getAttribute('data-has-hydrated') === 'true';
    if (
      !hydrated &&
      claimReload(window.sessionStorage, Date.now(), {
        justReloaded: isRecentReload(currentDocumentLoad()),
      })
    ) {
      event.preventDefault();
      window.location.reload();
    }
    // Otherwise: rethrown — left unhandled, so it is reported, not swallowed.
  });
}
