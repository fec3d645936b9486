import {useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type {
  LineInputProps,
  LineOutputProps,
  PrismGrammar,
  PrismTheme,
  RenderProps,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';

import {normalizeTokens} from './normalizeTokens';
import type {PrismLib} from './prism';

export interface HighlightProps {
  prism?: PrismLib;
  theme?: PrismTheme;
  language: string;
  code: string;
  children: (props: RenderProps) => ReactNode;
}

interface TokenizeOptions {
  prism: PrismLib;
  code: string;
  grammar?: PrismGrammar;
  language: string;
}

/** `code` as lines of tokens; plain text when there is no grammar. */
export function tokenize({prism, code, grammar, language}: TokenizeOptions): Token[][] {
  if (!grammar) return normalizeTokens([code]);
  // The same environment Prism's own highlight functions give these hooks.
  const env = {code, grammar, language, tokens: [] as ReturnType<PrismLib['tokenize']>};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code, env.grammar);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

export function useTokenize(options: TokenizeOptions): Token[][] {
  const {prism, code, grammar, language} = options;
  return useMemo(
    () => tokenize({prism, code, grammar, language}),
    [prism, code, grammar, language],
  );
}

type StyleByType = Record<string, CSSProperties | undefined>;

/** The render helpers for one theme and language. */
function themeProps(theme: PrismTheme, language: string) {
  const byType: StyleByType = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) byType[type] = {...byType[type], ...style};
  }
  const {backgroundColor: _background, ...lineStyle} = theme.plain;

  const tokenStyle = ({types, empty}: Token): CSSProperties | undefined => {
    // Empty lines are an inline-block so they keep a line's height.
    if (types.length === 1 && types[0] === 'plain')
      return empty ? {display: 'inline-block'} : undefined;
    if (types.length === 1 && empty) return byType[types[0]!];
    return Object.assign(
      empty ? {display: 'inline-block'} : {},
      ...types.map((type) => byType[type]),
    );
  };

  const getLineProps = ({
    className,
    style,
    line: _line,
    ...rest
  }: LineInputProps): LineOutputProps => ({
    ...rest,
    className: clsx('token-line', className),
    style: style ? {...lineStyle, ...style} : lineStyle,
  });

  const getTokenProps = ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => {
    const own = tokenStyle(token);
    return {
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: style ? {...own, ...style} : own,
    };
  };

  return {style: theme.plain as CSSProperties, getLineProps, getTokenProps};
}

/** What a Highlight hands its `children`: the tokens, the class name and the theme's helpers. */
export function useRenderProps(
  tokens: Token[][],
  theme: PrismTheme,
  language: string,
): RenderProps {
  const helpers = useMemo(() => themeProps(theme, language), [theme, language]);
  return {tokens, className: `prism-code language-${language}`, ...helpers};
}
