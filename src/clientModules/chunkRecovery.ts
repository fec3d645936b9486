/**
 * Failed chunk loads outside React rendering (ARCHITECTURE.md "Chunk recovery"): a cancellable `preload-error` event is dispatched on window; a
 * listener that calls preventDefault() handles it. Otherwise:
 * - before hydration (the page's own modules are missing, as after a
 *   redeploy), the page reloads once — never in a loop (src/lib/chunkRecovery.ts);
 * - after hydration (a link preload failed), the error is left unhandled, so
 *   the browser reports it. Docusaurus itself reloads if a navigation then
 *   fails, and the guard stops a second reload on the fresh document.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import {isChunkLoadError, reloadOnceForChunkError} from '../lib/chunkRecovery';

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
    if (!hydrated && reloadOnceForChunkError()) event.preventDefault();
    // Otherwise: rethrown — left unhandled, so it is reported, not swallowed.
  });
}
