/**
 * Which pieces of a highlighted block are hover targets: the identifiers, found in Prism's
 * tokens. One rule for the page (src/prism/Highlight.tsx marks them while rendering, on the
 * server and in the browser alike) and the build (./plugin/data.ts asks TypeScript about the
 * same pieces and writes one answer per target, in the same order), so the n-th target of a
 * block on the page is the n-th entry of its data.
 *
 * It reads only the tokens (no TypeScript in the page): a run of identifier characters in a token
 * that is not a comment, string, number, keyword, operator, punctuation or JSX text. Prism calls some
 * identifiers `builtin` (`console`, `Promise`, a property named `number`); TypeScript's type
 * keywords (`string`, `bigint`…) are not identifiers, unless they follow a `.`.
 */
import type {Token} from 'prism-react-renderer';

export interface Target {
  /** Index of the line in the block, of the token in the line. */
  line: number;
  token: number;
  /** The identifier's offsets in the token's text. */
  start: number;
  end: number;
}

const SKIP = new Set([
  'comment',
  'plain-text', // text between JSX tags
  'string',
  'string-property',
  'template-punctuation',
  'interpolation-punctuation',
  'regex',
  'number',
  'keyword',
  'boolean',
  'operator',
  'punctuation',
  'attr-value',
  'char',
]);
const TYPE_WORDS = new Set(
  'any bigint boolean never null number object string symbol undefined unknown void'.split(' '),
);
const WORD = /(?<![\w$])[A-Za-z_$][\w$]*/g;
/** JSX attribute names may hold a hyphen (`aria-label`): one identifier for TypeScript. */
const ATTR_NAME = /(?<![\w$-])[A-Za-z_$][\w$-]*/g;

/** The hover targets of a block's lines of tokens, in document order. */
export function targetsOf(lines: readonly (readonly Token[])[]): Target[] {
  const found: Target[] = [];
  let last = ''; // the last non-blank character before the current token
  lines.forEach((tokens, line) => {
    tokens.forEach((token, index) => {
      const text = token.empty ? '' : token.content;
      if (!token.types.some((type) => SKIP.has(type))) {
        const pattern = token.types.includes('attr-name') ? ATTR_NAME : WORD;
        for (const match of text.matchAll(pattern)) {
          const start = match.index;
          const before = text.slice(0, start).trimEnd();
          const previous = before ? before[before.length - 1] : last;
          if (TYPE_WORDS.has(match[0]) && previous !== '.') continue;
          found.push({line, token: index, start, end: start + match[0].length});
        }
      }
      const trimmed = text.trimEnd();
      if (trimmed) last = trimmed[trimmed.length - 1]!;
    });
  });
  return found;
}
