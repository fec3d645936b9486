/**
 * What the browser bundle gets for `prism-react-renderer` (src/plugins/prism-swap
 * aliases it here in the client build only; the server build and jest use
 * src/prism/index.ts). Same API, but Prism is not in the page's first-load
 * JavaScript:
 *
 * - Hydration: each code block's tokens are read back from the server-rendered
 *   HTML (domTokens.ts), so the block hydrates as it was rendered, highlighted,
 *   without Prism. A reader who only reads the page never downloads Prism.
 * - Prism starts loading when the reader starts a client-side navigation
 *   (src/clientModules/prism.ts), alongside the next page's own chunks; a
 *   block that still renders before it arrives shows plain text for that
 *   moment, asks for Prism, and is highlighted when it comes.
 */
import {useEffect, useMemo, useSyncExternalStore, type ReactNode} from 'react';
import type {Token} from 'prism-react-renderer';

import {useBrowserMark} from '../quickinfo/ui/useTypeTargets';
import {collectCodeBlocks, lookupTokens} from './domTokens';
import {tokenize, useRenderProps, type HighlightProps} from './Highlight';
import {getPrism, loadPrism, subscribe} from './lazyPrism';
import {normalizeTokens} from './normalizeTokens';
import type {PrismLib} from './prism';
import {github, vsDark} from './themes';

export {normalizeTokens} from './normalizeTokens';
export {useTokenize} from './Highlight';
export const themes = {github, vsDark};

/**
 * theme-classic's prism-include-languages client module imports `Prism` only to
 * hand it to src/theme/prism-include-languages, which does nothing with it. In
 * the browser there is no Prism at start-up, so it gets this stand-in.
 */
export const Prism = undefined as unknown as PrismLib;

let serverBlocks: Map<string, Token[][]> | undefined;

/** Tokens of a block the server rendered on this page (read once, at hydration). */
function serverTokens(language: string, code: string): Token[][] | undefined {
  if (typeof document === 'undefined') return undefined;
  serverBlocks ??= collectCodeBlocks(document);
  return lookupTokens(serverBlocks, language, code);
}

/** Test hook: forget the blocks read from the page. */
export function resetServerBlocksForTests(): void {
  serverBlocks = undefined;
}

export function Highlight({
  prism,
  theme = vsDark,
  language,
  code,
  children,
}: HighlightProps): ReactNode {
  const lang = language.toLowerCase();
  const loaded = useSyncExternalStore(subscribe, getPrism, () => null);
  const lib = prism ?? loaded;
  const fromServer = useMemo(() => (lib ? undefined : serverTokens(lang, code)), [lib, code, lang]);
  const tokens = useMemo(
    () =>
      lib
        ? tokenize({prism: lib, code, grammar: lib.languages[lang], language: lang})
        : (fromServer ?? normalizeTokens([code])),
    [lib, fromServer, code, lang],
  );
  const plain = !lib && !fromServer;
  useEffect(() => {
    if (plain) void loadPrism();
  }, [plain]);
  const mark = useBrowserMark();
  const props = useRenderProps(tokens, theme, lang, !plain, mark);
  // Right after hydration every block renders once more (`useBrowserMark` reads whether the page
  // has hydrated). Nothing shown changes then, so the lines rendered from the same props are
  // kept, and React skips them.
  return useMemo(() => children(props), [children, props]);
}

export type {HighlightProps} from './Highlight';
