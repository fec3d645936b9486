import type {PrismGrammar, Token} from 'prism-react-renderer';

import {normalizeTokens} from './normalizeTokens';
import type {PrismLib} from './prism';

export interface TokenizeOptions {
  prism: PrismLib;
  code: string;
  grammar?: PrismGrammar;
  language: string;
}

/**
 * `code` as lines of tokens; plain text when there is no grammar. The one tokenization of the
 * site's code blocks (./Highlight.tsx), and of the build's search for their hover targets
 * (src/quickinfo/plugin), which must find the same tokens.
 */
export function tokenize({prism, code, grammar, language}: TokenizeOptions): Token[][] {
  if (!grammar) return normalizeTokens([code]);
  // The same environment Prism's own highlight functions give these hooks.
  const env = {code, grammar, language, tokens: [] as ReturnType<PrismLib['tokenize']>};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code, env.grammar);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}
