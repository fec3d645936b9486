/**
 * Which code blocks get a Run button, and the module each one runs: one answer for the build
 * (index.ts writes the modules) and the pages (remark.ts marks the fences), taken from the
 * example harness (tests/examples/lib/extract.mjs), which also runs every block in Node.
 */
import {createHash} from 'node:crypto';
import path from 'node:path';

// The harness is plain ESM JavaScript checked by its own self-test; typed here by hand.
interface HarnessBlock {
  kind: string;
  ext: string | null;
  code: string;
  errors: unknown[];
  browser?: {runs: boolean; reason?: string};
}
type Classify = (
  file: string,
  line: number,
  endLine: number,
  indent: number,
  info: string,
  code: string,
) => HarnessBlock;

export interface Harness {
  classify: Classify;
  extractBlocks: (file: string, text: string) => {blocks: HarnessBlock[]};
  compileBrowserBlock: (block: HarnessBlock) => {code: string; lines: number[]};
}

/** Loads the harness modules (ESM; the path is a variable, so they are typed by Harness). */
export async function loadHarness(siteDir: string): Promise<Harness> {
  const lib = path.join(siteDir, 'tests/examples/lib');
  const extract = (await import(path.join(lib, 'extract.mjs'))) as Pick<
    Harness,
    'classify' | 'extractBlocks'
  >;
  const materialize = (await import(path.join(lib, 'materialize.mjs'))) as Pick<
    Harness,
    'compileBrowserBlock'
  >;
  return {...extract, ...materialize};
}

/** A block the reader's browser can run: runnable, well-formed, and not Node-only. */
export const runsInBrowser = (b: HarnessBlock): boolean =>
  b.kind === 'runnable' && b.errors.length === 0 && b.browser?.runs === true;

/** The id of a block's module: its language and code, so the page and the build agree. */
export const runBlockId = (ext: string, code: string): string =>
  createHash('sha256').update(`${ext}\n${code}`).digest('hex').slice(0, 16);
