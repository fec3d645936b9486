/**
 * Restores the scroll position on back/forward and reload, keeping
 * positions in sessionStorage (see src/lib/scrollRestoration.ts).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';

import {savePosition, savedPosition, scrollKey, shouldRestore} from '../lib/scrollRestoration';
import {throttle} from '../lib/timing';

let currentKey = '';
let traversal = false;

function save(key: string, y: number): void {
  if (key) savePosition(window.sessionStorage, key, y);
}

function restore(key: string): void {
  const y = savedPosition(window.sessionStorage, key);
  if (y !== undefined) window.scrollTo(0, y);
}

if (ExecutionEnvironment.canUseDOM) {
  window.history.scrollRestoration = 'manual';
  const state = window.history.state as {key?: string} | null;
  currentKey = scrollKey({
    key: state?.key,
    pathname: window.location.pathname,
    search: window.location.search,
  });
  const onScroll = throttle(() => save(currentKey, window.scrollY), 100);
  window.addEventListener('scroll', onScroll, {passive: true});
  window.addEventListener('pagehide', () => save(currentKey, window.scrollY));
  window.addEventListener('popstate', () => {
    traversal = true;
  });
  // A reload, or back/forward into this document from another one.
  const navigation = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  const reloaded = navigation?.type === 'reload' || navigation?.type === 'back_forward';
  if (shouldRestore({traversal: reloaded, hash: window.location.hash})) restore(currentKey);
}

const clientModule: ClientModule = {
  onRouteUpdate({previousLocation}) {
    // The old page is still on screen: remember where the reader was.
    if (previousLocation) save(scrollKey(previousLocation), window.scrollY);
  },
  onRouteDidUpdate({location, previousLocation}) {
    currentKey = scrollKey(location);
    if (!previousLocation) return;
    // Runs after Docusaurus' scroll-to-top: put the saved position back on back/forward.
    if (shouldRestore({traversal, hash: location.hash})) restore(currentKey);
    traversal = false;
  },
};

export default clientModule;
