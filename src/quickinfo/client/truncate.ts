/**
 * Long types shortened as an editor's hover does: at most a few lines and a few hundred
 * characters, cut after a separator rather than inside a name; the popover shows a "…" that
 * expands to the whole text.
 */
export interface Shortened {
  text: string;
  /** True when `text` is only the start of the type. */
  truncated: boolean;
}

const MAX_LINES = 10;
const MAX_CHARS = 400;

const SEPARATOR = /[\s,;|&<>(){}[\]=:]/;

export function shortenType(
  type: string,
  {maxLines = MAX_LINES, maxChars = MAX_CHARS}: {maxLines?: number; maxChars?: number} = {},
): Shortened {
  let cut = Math.min(type.length, maxChars);
  let newlines = 0;
  for (let i = 0; i < cut; i++) {
    if (type[i] === '\n' && ++newlines === maxLines) {
      cut = i;
      break;
    }
  }
  if (cut >= type.length) return {text: type, truncated: false};
  // Back off to just after a separator, unless that would drop more than half of what fits.
  let end = cut;
  while (end > cut / 2 && !SEPARATOR.test(type[end - 1]!)) end--;
  if (end <= cut / 2) end = cut;
  return {text: type.slice(0, end).trimEnd(), truncated: true};
}
