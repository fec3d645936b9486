/**
 * The only part of types in the page's first-load JavaScript (a client module of
 * ../plugin/index.ts): one listener on the document for the first hover or focus of an
 * identifier (`data-qi`), which loads the popover's chunk (./controller.tsx) and hands it that
 * event. Nothing else runs, and nothing is fetched, until then.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import {TARGET_ATTR} from '../markup';

const EVENTS = ['pointerover', 'focusin'] as const;
let loading = false;

function onFirst(event: Event): void {
  const target =
    event.target instanceof Element ? event.target.closest<HTMLElement>(`[${TARGET_ATTR}]`) : null;
  if (!target || loading) return;
  loading = true;
  import('./controller').then(
    ({start}) => {
      for (const type of EVENTS) document.removeEventListener(type, onFirst, true);
      start(event, target);
    },
    () => {
      loading = false; // offline, or a redeploy removed the chunk: the next hover tries again
    },
  );
}

if (ExecutionEnvironment.canUseDOM) {
  for (const type of EVENTS) document.addEventListener(type, onFirst, true);
}

export default {};
