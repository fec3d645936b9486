/**
 * Bundled in place of `prism-react-renderer` (see src/plugins/lean-bundle):
 * the same API — Highlight, Prism, normalizeTokens, useTokenize, themes and
 * the types — on Prism core with only the site's grammars, instead of the
 * library's copy of Prism with ~20 grammars and 20 themes (33 KB gzip).
 *
 * The types are the library's own (type imports are not aliased), so code
 * written against prism-react-renderer type-checks the same.
 */
import {github, vsDark} from './themes';

export {Highlight, useTokenize} from './Highlight';
export {normalizeTokens} from './normalizeTokens';
export {Prism} from './prism';

export const themes = {github, vsDark};

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
