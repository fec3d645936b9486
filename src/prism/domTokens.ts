/**
 * Reads the tokens of code blocks back from the server-rendered HTML, so the
 * browser can hydrate highlighted code without Prism (src/prism/client.tsx).
 *
 * theme-classic renders each line as `<div class="token-line">` holding one
 * `<span class="token <types…>">` per token (inside a line-content span when
 * line numbers are on) and a `<br>`; an empty line holds one empty token
 * (CodeBlock/Line's fixLineBreak), which normalizeTokens wrote as an `empty`
 * token of "\n". Reading that back gives exactly the tokens the server
 * rendered, hence the same markup, hence a clean hydration.
 */
import type {Token} from 'prism-react-renderer';

/** Structural view of the DOM this needs (jsdom and the browser both fit). */
interface ElementLike {
  readonly classList: {
    readonly length: number;
    item(index: number): string | null;
    contains(name: string): boolean;
  };
  readonly textContent: string | null;
  querySelectorAll(selectors: string): ArrayLike<ElementLike>;
}

/** The text a list of token lines renders. */
export function tokensText(lines: Token[][]): string {
  return lines
    .map((line) => line.map((token) => (token.empty ? '' : token.content)).join(''))
    .join('\n');
}

/** One rendered `pre.prism-code` → its language and lines of tokens. */
export function readCodeBlock(pre: ElementLike): {language: string; tokens: Token[][]} | null {
  let language = '';
  for (let i = 0; i < pre.classList.length; i++) {
    const name = pre.classList.item(i) ?? '';
    if (name.startsWith('language-')) language = name.slice('language-'.length);
  }
  if (!language) return null;
  const tokens = Array.from(pre.querySelectorAll('.token-line'), (lineEl) => {
    const line: Token[] = Array.from(lineEl.querySelectorAll('span.token'), (span) => {
      const types: string[] = [];
      for (let i = 0; i < span.classList.length; i++) {
        const name = span.classList.item(i)!;
        if (i > 0 || name !== 'token') types.push(name);
      }
      return {types, content: span.textContent ?? ''};
    });
    const only = line[0];
    if (line.length === 1 && only && only.content === '') {
      only.content = '\n';
      only.empty = true;
    }
    return line;
  });
  return tokens.length ? {language, tokens} : null;
}

const key = (language: string, code: string) => `${language}\u0000${code.replace(/\r\n?/g, '\n')}`;

/** Tokens of every code block in `root`, by language and text. */
export function collectCodeBlocks(root: {
  querySelectorAll(selectors: string): ArrayLike<ElementLike>;
}): Map<string, Token[][]> {
  const found = new Map<string, Token[][]>();
  for (const pre of Array.from(root.querySelectorAll('pre.prism-code'))) {
    const block = readCodeBlock(pre);
    if (block) found.set(key(block.language, tokensText(block.tokens)), block.tokens);
  }
  return found;
}

/** The server-rendered tokens for `code` in `language`, if a block on the page shows exactly that. */
export function lookupTokens(
  blocks: Map<string, Token[][]>,
  language: string,
  code: string,
): Token[][] | undefined {
  return blocks.get(key(language, code));
}
