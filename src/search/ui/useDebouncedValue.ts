import {useEvent} from '@docusaurus/theme-common';
import {useEffect, useMemo, useState} from 'react';

import {createDebouncer} from '../../lib/timing';

/**
 * `value`, `delay` ms after it last changed (ARCHITECTURE.md "Search dialog": the query waits 200 ms).
 * Values for which `immediate` returns true pass at once — an emptied query
 * clears the results without waiting.
 */
export function useDebouncedValue<T>(
  value: T,
  delay: number,
  {immediate}: {immediate?: (value: T) => boolean} = {},
): T {
  const [debounced, setDebounced] = useState(value);
  const debouncer = useMemo(() => createDebouncer<T>(delay, setDebounced), [delay]);
  const passesAtOnce = useEvent((next: T) => immediate?.(next) ?? false);
  useEffect(() => () => debouncer.cancel(), [debouncer]);
  useEffect(() => {
    if (passesAtOnce(value)) {
      debouncer.cancel();
      setDebounced(value);
    } else {
      debouncer.push(value);
    }
  }, [value, debouncer, passesAtOnce]);
  return debounced;
}
