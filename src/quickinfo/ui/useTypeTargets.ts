/**
 * The hooks that bring hover targets into src/prism's render (./marks.tsx): what the first load
 * carries of types, besides ../client/listen.ts.
 */
import {useContext, useEffect, useMemo, useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Token} from 'prism-react-renderer';

import {TypesBlockContext} from './context';
import type {GetTokenProps, withTargets} from './marks';

export type Mark = typeof withTargets;

/**
 * `getTokenProps` of a block, marking its hover targets when it has types, its tokens are
 * Prism's (`highlighted`: the targets of the plain text a browser shows while Prism loads would
 * not be the build's) and `mark` is there. Without `mark`, a block with types hydrates over the
 * server's marked tokens: their text is the same, and React keeps their attributes (and the
 * spans inside a token) as the server wrote them, as `suppressHydrationWarning` says it should.
 */
export function useTypeTargets(
  lines: Token[][],
  base: GetTokenProps,
  highlighted: boolean,
  mark: Mark | null | undefined,
): GetTokenProps {
  const key = useContext(TypesBlockContext);
  return useMemo(() => {
    if (!key) return base;
    if (highlighted && mark) return mark(lines, base, key);
    return (input) => ({...base(input), suppressHydrationWarning: true});
  }, [key, highlighted, mark, lines, base]);
}

/**
 * The browser's `mark`: none for a block being hydrated (its markup is the server's, marked
 * already: React checks a hydrated element's text, not its attributes or the spans inside a
 * token), and ./marks.tsx, loaded then, for a block the browser renders itself (after a
 * client-side navigation, or re-created by Run).
 *
 * Docusaurus' `useIsBrowser` is false while the page hydrates and true for anything that mounts
 * after. (React's own signal, `useSyncExternalStore`'s server snapshot, would re-render every
 * block at the synchronous lane once hydrated, and React renders every other update then
 * pending in that same task: /'s longest task after hydration with a phone's CPU, `npm run
 * bench`.) A block in deferred content (src/components/DeferredContent) hydrates after that and
 * loads ./marks.tsx too; its marked tokens are the server's.
 */
export function useBrowserMark(): Mark | null {
  const typed = useContext(TypesBlockContext) !== null;
  const isBrowser = useIsBrowser();
  const [rendersItself] = useState(isBrowser);
  const [mark, setMark] = useState<Mark | null>(null);
  useEffect(() => {
    if (typed && rendersItself)
      import('./marks').then(
        (m) => setMark(() => m.withTargets),
        () => {}, // offline, or a redeploy removed the chunk: the block stays without targets
      );
  }, [typed, rendersItself]);
  return mark;
}
