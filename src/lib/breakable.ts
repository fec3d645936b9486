/**
 * Where long code may wrap. Table cells never break inside a word (no `overflow-wrap: anywhere`):
 * a code span such as `client.tevmGetAccount(params)` or `@tevm/bundler-cache` may wrap only
 * after a `.`, `/`, `(`, `|` or `,` that has more code after it, so identifiers stay whole.
 * Used at build time for Markdown tables (src/rehype/tables.ts) and by the generated tables.
 */
const BREAK_AFTER = new RegExp(
  [
    String.raw`(?<=[A-Za-z_$\])]\.)(?=[A-Za-z_$])`, // obj.member, not 1.0.0 or ...spread
    String.raw`(?<=/)(?=[\w@.-])`, // path/segment
    String.raw`(?<=[(|,])(?=[^\s)])`, // call(arg, a|b
  ].join('|'),
  'g',
);

/**
 * Where a piece too long for a phone's table row may also wrap: after a generic's `<` and between
 * the words of a camel-case identifier (`ethGetTransaction|ByBlockNumber|…`). Only pieces of more
 * than LONG_PIECE characters, and only on phones: these break points are `<wbr class="phone-break">`,
 * hidden (so inactive) on wider screens by src/css/custom.css.
 */
const PHONE_BREAKS = /(?<=[A-Za-z_$]<)(?=[A-Za-z_$])|(?<=[a-z\d])(?=[A-Z])/g;
const LONG_PIECE = 24;
/**
 * The class of a table too wide for a phone: below 600 px each row shows as a block whose cells
 * follow their column's header (`data-label`; src/css/custom.css). Set by src/rehype/tables.ts on
 * Markdown tables and by the generated API and CLI tables.
 */
export const REFLOW = 'table-reflow';

/** The class of the phone-only `<wbr>`. */
export const PHONE_BREAK = 'phone-break';

/** The text cut at its break opportunities; joining the pieces gives the text back. */
function breakableSegments(text: string): string[] {
  if (text.length < 12) return [text];
  return text.split(BREAK_AFTER);
}

/**
 * breakableSegments' pieces, each cut further at its phone-only break points: a list per piece,
 * so `<wbr>` goes between pieces and `<wbr class="phone-break">` inside one.
 */
export function phoneSegments(text: string): string[][] {
  return breakableSegments(text).map((piece) =>
    piece.length > LONG_PIECE ? piece.split(PHONE_BREAKS) : [piece],
  );
}

/**
 * Browsers may wrap a line after any hyphen, so in prose a code span such as `--run` could end a
 * line with `--`, and `get-account` with `get-`. A code span's words (runs without whitespace)
 * that contain a hyphen and are at most WHOLE_WORD_MAX characters long are kept whole
 * (`--max-priority-fee-per-gas` is 26): at the site's code size (9 px a character at most) such a
 * word is narrower than a phone's column even two list levels deep (328 − 2 × 32 px), so it cannot
 * make the page overflow. Longer ones may still wrap. Applied at build time by
 * src/rehype/codeSpans.ts, and by src/components/CodeWords for the generated tables.
 */
export const WHOLE_WORD_MAX = 28;
const HYPHENATED_WORD = new RegExp(
  String.raw`(?<!\S)(?=[^\s-]*-)\S{2,${WHOLE_WORD_MAX}}(?!\S)`,
  'g',
);

/** The class of a kept-whole word (`white-space: nowrap` in src/css/custom.css). */
export const WHOLE_WORD = 'code-word';

/**
 * The text cut into pieces, each marked `whole` when it is a word to keep whole; joining the
 * pieces' values gives the text back.
 */
export function hyphenatedWords(text: string): Array<{value: string; whole: boolean}> {
  const pieces: Array<{value: string; whole: boolean}> = [];
  let at = 0;
  for (const match of text.matchAll(HYPHENATED_WORD)) {
    if (match.index > at) pieces.push({value: text.slice(at, match.index), whole: false});
    pieces.push({value: match[0], whole: true});
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push({value: text.slice(at), whole: false});
  return pieces;
}

/**
 * A heading's HTML as the outline shows it (theme-classic renders the TOC entries' `value` as HTML)
 * with its code spans' hyphenated words kept whole, as src/rehype/codeSpans.ts does in the page.
 * A heading's code span holds only escaped text, so `<code>` without a tag inside is all there is.
 */
export function keepCodeWordsWhole(html: string): string {
  return html.replace(
    /<code>([^<]*)<\/code>/g,
    (_, inner: string) =>
      `<code>${hyphenatedWords(inner)
        .map(({value, whole}) => (whole ? `<span class="${WHOLE_WORD}">${value}</span>` : value))
        .join('')}</code>`,
  );
}
