// Writes each checked block to disk twice:
//   .tmp/examples/check/<page>/L<line>.<ext>   for tsc (one module per block)
//   .tmp/examples/run/<page>/L<line>.mjs        transpiled for Node, with a source map back to the page
// Both files are padded with blank lines so line N of the file is line N of the page: tsc
// diagnostics and runtime stack traces point straight at the .mdx line.

import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {transpile} from '../../../src/codeblocks/compile.mjs';
import {redirectForkUrls} from '../../../scripts/lib/fork/fixtures.mjs';

/** @param {import('../../../src/codeblocks/blocks.mjs').Block} block */
const padded = (block) =>
  `// generated from ${block.file}:${block.line} (${block.kind}); line numbers match the page\n` +
  '\n'.repeat(block.line - 1) +
  block.code +
  '\n';

/**
 * Scratch path for a page: tsc's include globs skip dot-directories, so ".tmp/x" becomes "_tmp/x".
 * @param {string} file page path relative to the repo root
 */
const scratchDir = (file) =>
  file
    .split('/')
    .map((seg) => seg.replace(/^\./, '_'))
    .join('/');

/**
 * @param {string} tmp  .tmp/examples directory
 */
export const resetScratch = (tmp) => {
  for (const sub of ['check', 'run']) rmSync(join(tmp, sub), {recursive: true, force: true});
  mkdirSync(join(tmp, 'check'), {recursive: true});
  mkdirSync(join(tmp, 'run'), {recursive: true});
  // .ts/.js files under check/ are ES modules for NodeNext resolution.
  writeFileSync(join(tmp, 'check', 'package.json'), '{ "type": "module", "private": true }\n');
};

/**
 * @param {string} root
 * @param {string} tmp
 * @param {import('../../../src/codeblocks/blocks.mjs').Block} block
 * @returns {string} absolute path of the check file
 */
export const writeCheckFile = (root, tmp, block) => {
  const file = join(tmp, 'check', scratchDir(block.file), `L${block.line}.${block.ext}`);
  mkdirSync(dirname(file), {recursive: true});
  writeFileSync(file, padded(block));
  return file;
};

/**
 * Transpiles a runnable block to an .mjs module.
 * @param {string} root
 * @param {string} tmp
 * @param {import('../../../src/codeblocks/blocks.mjs').Block} block
 * @param {string | null} forkOrigin loopback origin that replaces public RPC URLs
 * @returns {{ file: string, url: string }}
 */
export const writeRunFile = (root, tmp, block, forkOrigin) => {
  const page = join(root, block.file);
  const out = transpile(padded(block), `${page}.${block.ext}`); // the map is rewritten below
  const map = JSON.parse(/** @type {string} */ (out.sourceMapText));
  map.sources = [pathToFileURL(page).href];
  delete map.sourceRoot;
  let code = out.outputText.replace(/\/\/# sourceMappingURL=.*$/m, '');
  if (forkOrigin) code = redirectForkUrls(code, forkOrigin);
  code += `//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(map)).toString('base64')}\n`;
  const file = join(tmp, 'run', scratchDir(block.file), `L${block.line}.mjs`);
  mkdirSync(dirname(file), {recursive: true});
  writeFileSync(file, code);
  return {file, url: pathToFileURL(file).href};
};
