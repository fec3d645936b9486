import {startTransition, useEffect, useState} from 'react';

import {whenIdle} from '@site/src/lib/timing';

/**
 * False in the server's render and at hydration; true once the browser has been idle after the
 * component mounted (a low-priority update). For content that the browser refines but the
 * server's version already answers, e.g. the reader's own time zone in "Last updated".
 */
export function useIdleAfterMount(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}
