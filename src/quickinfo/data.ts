/**
 * The data of one code block's types, as the build writes it (./plugin) and the page reads it
 * (./client), one JSON file per block: `<baseUrl>assets/quickinfo/<key>.json`. `<key>` hashes
 * everything the answer depends on (the block's language and code, the lockfile, the compiler
 * options, the ambient declarations and this generator), so the file may be cached forever.
 */

/** What an editor shows on hover for one identifier (TypeScript's quick info). */
export interface QuickInfo {
  /** The signature or type, as TypeScript prints it: `function createMemoryClient(…): …`. */
  type: string;
  /** The first paragraph of the declaration's JSDoc, when it has one (plain text). */
  doc?: string;
}

export interface BlockTypes {
  /**
   * One entry per hover target of the block, in document order (the ordinal the page puts on
   * the target, ./markup.ts, ./targets.ts): an index into `infos`, or -1 when TypeScript has
   * nothing to say about it.
   */
  targets: number[];
  /** The block's distinct quick infos. */
  infos: QuickInfo[];
}

/** Where the build puts the data, under the site's base URL. */
export const DATA_DIR = 'assets/quickinfo';

export const dataUrl = (baseUrl: string, key: string): string =>
  `${baseUrl}${DATA_DIR}/${key}.json`;
