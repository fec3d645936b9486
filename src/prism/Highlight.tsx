import {useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type {
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  RenderProps,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';

import {useTypeTargets, type Mark} from '../quickinfo/ui/useTypeTargets';
import type {PrismLib} from './prism';
import {tokenize, type TokenizeOptions} from './tokenize';

export {tokenize} from './tokenize';

export interface HighlightProps {
  prism?: PrismLib;
  theme?: PrismTheme;
  language: string;
  code: string;
  children: (props: RenderProps) => ReactNode;
}

export function useTokenize(options: TokenizeOptions): Token[][] {
  const {prism, code, grammar, language} = options;
  return useMemo(
    () => tokenize({prism, code, grammar, language}),
    [prism, code, grammar, language],
  );
}

type StyleByType = Record<string, CSSProperties | undefined>;

/** The render helpers for one theme and language (also the types popover's, src/quickinfo). */
export function themeProps(theme: PrismTheme, language: string) {
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

/**
 * What a Highlight hands its `children`: the tokens, the class name and the theme's helpers.
 * In a block with types, `getTokenProps` also marks the hover targets with `mark`
 * (src/quickinfo), in the highlighted tokens: not in the plain text a browser shows while Prism
 * loads.
 */
export function useRenderProps(
  tokens: Token[][],
  theme: PrismTheme,
  language: string,
  highlighted: boolean,
  mark: Mark | null,
): RenderProps {
  const helpers = useMemo(() => themeProps(theme, language), [theme, language]);
  const getTokenProps = useTypeTargets(tokens, helpers.getTokenProps, highlighted, mark);
  // The same object while nothing it holds changed, so a Highlight can keep its rendered lines.
  return useMemo(
    () => ({tokens, className: `prism-code language-${language}`, ...helpers, getTokenProps}),
    [tokens, language, helpers, getTokenProps],
  );
}
