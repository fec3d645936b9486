/**
 * Hover targets in a rendered code block (README.md "Page"): each identifier (../targets.ts) is
 * rendered with `data-qi="<ordinal>"`; the block's first one is its tab stop (`tabindex="0"`)
 * and names the block's data (`data-qi-block="<key>"`). The markup is a function of the tokens
 * alone. No event handler is attached here: ../client listens on the document.
 *
 * The server render always marks (src/prism/index.ts). In the browser this module is not in
 * the first load (./useTypeTargets.ts): a hydrated block keeps the server's markup, and a block
 * the browser renders itself (after a client-side navigation, or moved by Run) is marked once
 * this module arrives.
 */
import type {ReactNode} from 'react';
import type {Token, TokenInputProps, TokenOutputProps} from 'prism-react-renderer';

import {BLOCK_ATTR, TARGET_ATTR} from '../markup';
import {targetsOf} from '../targets';

export type GetTokenProps = (input: TokenInputProps) => TokenOutputProps;

/** `getTokenProps` that also marks the hover targets of `lines`, a block whose data is `key`. */
export function withTargets(lines: Token[][], base: GetTokenProps, key: string): GetTokenProps {
  const marks = new Map<Token, Array<[start: number, end: number, ordinal: number]>>();
  targetsOf(lines).forEach(({line, token, start, end}, ordinal) => {
    const at = lines[line]![token]!;
    marks.set(at, [...(marks.get(at) ?? []), [start, end, ordinal]]);
  });
  const targetProps = (ordinal: number) =>
    ordinal === 0 ? {[TARGET_ATTR]: 0, [BLOCK_ATTR]: key, tabIndex: 0} : {[TARGET_ATTR]: ordinal};
  return (input) => {
    const props = base(input);
    const own = marks.get(input.token);
    if (!own) return props;
    const text = input.token.content;
    const [[start, end, ordinal]] = own as [[number, number, number]];
    if (own.length === 1 && start === 0 && end === text.length)
      return {...props, ...targetProps(ordinal)};
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
