/**
 * Hover targets in a rendered code block (README.md "Page"). src/theme/CodeBlock provides the
 * block's data key when the build has its types; src/prism/Highlight.tsx then renders each
 * identifier (./../targets.ts) with `data-qi="<ordinal>"`, the first one of the block with
 * `tabindex="0"` (the block's one tab stop into its types). The markup is a function of the
 * tokens alone, so the server's HTML and the browser's render (at hydration, where the tokens
 * are read back from that HTML, or after a client-side navigation) are the same. No event
 * handler is attached here: ../client listens on the document.
 */
import {createContext, useContext, useMemo, type ReactNode} from 'react';
import type {Token, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';

import {TARGET_ATTR} from '../data';
import {targetsOf} from '../targets';

/** The data key of the code block being rendered, or null when it has no types. */
export const TypesBlockContext = createContext<string | null>(null);

export function useTypesBlock(): string | null {
  return useContext(TypesBlockContext);
}

type GetTokenProps = (input: TokenInputProps) => TokenOutputProps;

const targetProps = (ordinal: number) => ({
  [TARGET_ATTR]: ordinal,
  tabIndex: ordinal === 0 ? 0 : undefined,
});

/** `getTokenProps` that also marks the hover targets of `lines`. */
export function withTargets(lines: Token[][], base: GetTokenProps): GetTokenProps {
  const marks = new Map<Token, Array<[start: number, end: number, ordinal: number]>>();
  targetsOf(lines).forEach(({line, token, start, end}, ordinal) => {
    const key = lines[line]![token]!;
    const own = marks.get(key) ?? [];
    own.push([start, end, ordinal]);
    marks.set(key, own);
  });
  return (input) => {
    const props = base(input);
    const own = marks.get(input.token);
    if (!own) return props;
    const text = input.token.content;
    const [first] = own;
    if (own.length === 1 && first![0] === 0 && first![1] === text.length)
      return {...props, ...targetProps(first![2])};
    const pieces: ReactNode[] = [];
    let at = 0;
    for (const [start, end, ordinal] of own) {
      if (start > at) pieces.push(text.slice(at, start));
      pieces.push(
        <span key={ordinal} {...targetProps(ordinal)}>
          {text.slice(start, end)}
        </span>,
      );
      at = end;
    }
    if (at < text.length) pieces.push(text.slice(at));
    // The theme's Line renders `children` as the token's content: nodes render as well as text.
    return {...props, children: pieces as unknown as string};
  };
}

/**
 * The block's `getTokenProps`, marking targets when the block has types and its tokens are
 * Prism's (`highlighted`): the targets of plain text would not be the build's.
 */
export function useTypeTargets(
  lines: Token[][],
  base: GetTokenProps,
  highlighted: boolean,
): GetTokenProps {
  const block = useTypesBlock();
  const marked = block !== null && highlighted;
  return useMemo(() => (marked ? withTargets(lines, base) : base), [marked, lines, base]);
}
