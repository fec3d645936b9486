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

/** The text cut at its break opportunities; joining the pieces gives the text back. */
export function breakableSegments(text: string): string[] {
  if (text.length < 12) return [text];
  return text.split(BREAK_AFTER);
}
