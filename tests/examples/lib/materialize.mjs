// Writes each checked block to disk twice:
//   .tmp/examples/check/<page>/L<line>.<ext>   for tsc (one module per block)
//   .tmp/examples/run/<page>/L<line>.mjs        transpiled for Node, with a source map back to the page
// Both files are padded with blank lines so line N of the file is line N of the page: tsc
// diagnostics and runtime stack traces point straight at the .mdx line.

import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {TraceMap, decodedMappings} from '@jridgewell/trace-mapping';
import ts from 'typescript';
import {redirectForkUrls} from '../fork/fixtures.mjs';

/** @param {import('./extract.mjs').Block} block */
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
 * @param {import('./extract.mjs').Block} block
 * @returns {string} absolute path of the check file
 */
export const writeCheckFile = (root, tmp, block) => {
  const file = join(tmp, 'check', scratchDir(block.file), `L${block.line}.${block.ext}`);
  mkdirSync(dirname(file), {recursive: true});
  writeFileSync(file, padded(block));
  return file;
};

/** The TS→JS options of every executed block, in Node (writeRunFile) and in the browser. */
const transpile = (source, fileName) =>
  ts.transpileModule(source, {
    fileName, // the extension selects TS/TSX/JS parsing
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      sourceMap: true,
      inlineSources: false,
    },
  });

/**
 * Compiles a browser-runnable block for the in-browser runner (src/plugins/run-blocks): the
 * same transpile as writeRunFile, unpadded and with public RPC URLs kept (the reader's browser
 * contacts them), plus `lines[i]` = the block line (1-based) of output line i + 1, from the
 * source map, so a stack frame in the worker names the line the reader sees.
 * @param {import('./extract.mjs').Block} block
 * @returns {{ code: string, lines: number[] }}
 */
export const compileBrowserBlock = (block) => {
  const out = transpile(block.code, `block.${block.ext}`);
  const map = new TraceMap(/** @type {string} */ (out.sourceMapText));
  const code = out.outputText.replace(/\n?\/\/# sourceMappingURL=.*$/m, '\n');
  const lines = [];
  const decoded = decodedMappings(map);
  for (let i = 0; i < code.split('\n').length; i++) {
    const seg = decoded[i]?.find((s) => s.length >= 4);
    // A line without mappings (a blank line, a closing brace) keeps the previous line's number.
    lines.push(seg ? /** @type {number} */ (seg[2]) + 1 : (lines[i - 1] ?? 1));
  }
  return {code, lines};
};

/**
 * Transpiles a runnable block to an .mjs module.
 * @param {string} root
 * @param {string} tmp
 * @param {import('./extract.mjs').Block} block
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

/**
 * Bare module specifiers a block imports (used to warm the workers up).
 * @param {string} code
 */
export const bareImports = (code) => {
  const found = new Set();
  for (const m of code.matchAll(
    /(?:^|\n)\s*import\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"./][^'"]*)['"]/g,
  )) {
    if (!/^import\s+type\s/.test(m[0].trim())) found.add(m[1]);
  }
  return [...found];
};
