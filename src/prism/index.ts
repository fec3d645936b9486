/**
 * Bundled in place of `prism-react-renderer` (see src/plugins/prism-swap):
 * the same API — Highlight, Prism, normalizeTokens, useTokenize, themes and
 * the types — on Prism core with only the site's grammars, instead of the
 * library's copy of Prism with ~20 grammars and 20 themes (33 KB gzip).
 *
 * The types are the library's own (type imports are not aliased), so code
 * written against prism-react-renderer type-checks the same.
 *
 * This is the server build's (and jest's) module; the browser build gets
 * src/prism/client.tsx, the same API with Prism loaded after hydration.
 */
import type {ReactNode} from 'react';

import {withTargets} from '../quickinfo/ui/marks';
import {useRenderProps, useTokenize, type HighlightProps} from './Highlight';
import {Prism} from './prism';
import {github, vsDark} from './themes';

export {useTokenize} from './Highlight';
export {normalizeTokens} from './normalizeTokens';
export {Prism} from './prism';

export const themes = {github, vsDark};

/**
 * Tokenizes `code` with Prism and hands lines of tokens plus prop getters
 * (theme colours as inline styles) to `children`, like prism-react-renderer's
 * Highlight. Unknown languages render as plain text.
 */
export function Highlight({
  prism = Prism,
  theme = vsDark,
  language,
  code,
  children,
}: HighlightProps): ReactNode {
  const lang = language.toLowerCase();
  const grammar = prism.languages[lang];
  const tokens = useTokenize({prism, code, grammar, language: lang});
  // The server marks the hover targets of blocks with types (src/quickinfo).
  return children(useRenderProps(tokens, theme, lang, true, withTargets));
}

export type {HighlightProps} from './Highlight';
export type {
  EnvConfig,
  InternalHighlightProps,
  Language,
  LineInputProps,
  LineOutputProps,
  PrismGrammar,
  PrismLib,
  PrismTheme,
  PrismThemeEntry,
  RenderProps,
  StyleObj,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
