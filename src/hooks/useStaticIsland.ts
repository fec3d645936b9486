import {useEffect, useLayoutEffect, useState} from 'react';

/** What a server-rendered island looked like when the page loaded, by its key. */
export function serverIslandHtml(
  root: ParentNode | undefined,
  attribute: string,
  key: string,
): string | undefined {
  if (!root) return undefined;
  for (const el of Array.from(root.querySelectorAll(`[${attribute}]`))) {
    if (el.getAttribute(attribute) === key) return el.innerHTML;
  }
  return undefined;
}

export type StaticIsland<T> =
  | {state: 'data'; data: T}
  | {state: 'server'; html: string}
  | {state: 'loading'}
  | {state: 'failed'};

/**
 * Static content whose data the browser bundle does not carry. At hydration
 * the server's markup is kept as it is (read from the page once, on the first
 * render); only when the content renders without it — after a client-side
 * navigation — is `load` called, and the data rendered when it arrives.
 */
export function useStaticIsland<T>(
  attribute: string,
  key: string,
  load: () => Promise<T>,
): StaticIsland<T> {
  const [html] = useState(() =>
    typeof document === 'undefined' ? undefined : serverIslandHtml(document, attribute, key),
  );
  const [result, setResult] = useState<StaticIsland<T> | null>(null);
  useEffect(() => {
    if (html !== undefined) return undefined;
    let live = true;
    load().then(
      (data) => live && setResult({state: 'data', data}),
      () => live && setResult({state: 'failed'}),
    );
    return () => {
      live = false;
    };
    // `load` is new on each render; the key names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [html, key]);
  // A link into the content (#api-…) can only be followed once the content exists.
  useLayoutEffect(() => {
    if (result?.state === 'data' && window.location.hash) {
      document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
    }
  }, [result?.state]);
  if (html !== undefined) return {state: 'server', html};
  return result ?? {state: 'loading'};
}
