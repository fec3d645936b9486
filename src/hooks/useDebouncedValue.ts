import {useEffect, useMemo, useRef, useState} from 'react';

import {createDebouncer} from '../lib/timing';

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
  const immediateRef = useRef(immediate);
  immediateRef.current = immediate;
  useEffect(() => () => debouncer.cancel(), [debouncer]);
  useEffect(() => {
    if (immediateRef.current?.(value)) {
      debouncer.cancel();
      setDebounced(value);
    } else {
      debouncer.push(value);
    }
  }, [value, debouncer]);
  return debounced;
}
