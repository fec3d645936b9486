/**
 * Remembers the page the reader came from, for the sidebar's Back/Home link
 * (ARCHITECTURE.md "Sidebar"): the previous route after a client navigation, or a
 * same-site referrer on a full page load.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';

import {normalizePath} from '../lib/routes';
import {previousFromReferrer} from '../lib/sidebar-rules';

let previousPath: string | null = null;
const listeners = new Set<() => void>();

if (ExecutionEnvironment.canUseDOM) {
  previousPath = previousFromReferrer(
    document.referrer,
    window.location.origin,
    window.location.pathname,
  );
}

export function getPreviousPath(): string | null {
  return previousPath;
}

export function subscribePreviousPath(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation) return;
    if (normalizePath(previousLocation.pathname) === normalizePath(location.pathname)) return;
    previousPath = normalizePath(previousLocation.pathname);
    listeners.forEach((listener) => listener());
  },
};

export default clientModule;
