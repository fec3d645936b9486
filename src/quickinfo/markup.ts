/**
 * How a page says which code has types (README.md "Page"): the fence's meta carries the key of
 * the block's data (`types=<key>`, ./plugin/remark.ts), and the rendered block marks each hover
 * target with its ordinal, the first also with the key (./ui/marks.tsx). What the first load
 * needs of it (./client/listen.ts, src/theme/CodeBlock).
 */

/** The attribute of a hover target: its ordinal in the block. */
export const TARGET_ATTR = 'data-qi';
/** The attribute of a block's first target: the key of the block's data. */
export const BLOCK_ATTR = 'data-qi-block';

/** The key a code fence's meta carries (`types=<key>`), or null. */
export function typesKeyOf(metastring: string | undefined): string | null {
  return /(?:^|\s)types=([0-9a-f]+)(?:\s|$)/.exec(metastring ?? '')?.[1] ?? null;
}
