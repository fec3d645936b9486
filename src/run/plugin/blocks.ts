/**
 * Which code blocks get a Run button, and the id of the module each one runs: one answer for
 * the build (./index.ts writes the modules) and the pages (./remark.ts marks the fences), taken
 * from the examples' block grammar (src/codeblocks/blocks.mjs), which the harness also uses to run
 * every block in Node.
 */
import {createHash} from 'node:crypto';
import path from 'node:path';

import type {Block} from '../../codeblocks/blocks.mjs';
import {compileBrowserBlock} from '../../codeblocks/compile.mjs';

/** A block the reader's browser can run: runnable, well-formed, and not Node-only. */
export const runsInBrowser = (b: Block): boolean =>
  b.kind === 'runnable' && b.errors.length === 0 && b.browser?.runs === true;

/** The id of a block's module: its language and code, so the page and the build agree. */
export const runBlockId = (ext: string, code: string): string =>
  createHash('sha256').update(`${ext}\n${code}`).digest('hex').slice(0, 16);

/** Where ./index.ts writes a block's compiled module and ./remark.ts expects it. */
export const runModulePath = (siteDir: string, id: string): string =>
  path.join(siteDir, '.docusaurus', 'run-blocks', `${id}.js`);

/** A block's compiled module, as ./index.ts and ./remark.ts write it; `from` names its page. */
export const runModuleSource = (block: Block, from: string): string =>
  `// ${from}\nexport default ${JSON.stringify(compileBrowserBlock(block))};\n`;
