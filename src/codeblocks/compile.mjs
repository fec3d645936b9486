// @ts-check
/**
 * The TypeScript → JavaScript step of every executed example: the harness's Node run
 * (tests/examples/lib/materialize.mjs) and the Run button's build (src/run/plugin) compile a
 * block with the same options, so the two run the same JavaScript.
 */
import {TraceMap, decodedMappings} from '@jridgewell/trace-mapping';
import ts from 'typescript';

/**
 * Transpiles one module; the file name's extension selects TS/TSX/JS parsing.
 * @param {string} source
 * @param {string} fileName
 */
export const transpile = (source, fileName) =>
  ts.transpileModule(source, {
    fileName,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      sourceMap: true,
      inlineSources: false,
    },
  });

/**
 * Compiles a browser-runnable block for the in-browser runner: the harness's transpile,
 * unpadded and with public RPC URLs kept (the reader's browser contacts them), plus `lines[i]` =
 * the block line (1-based) of output line i + 1, from the source map, so a stack frame in the
 * worker names the line the reader sees.
 * @param {{code: string, ext: string | null}} block
 * @returns {{ code: string, lines: number[] }}
 */
export const compileBrowserBlock = (block) => {
  const out = transpile(block.code, `block.${block.ext ?? 'ts'}`);
  const map = new TraceMap(/** @type {string} */ (out.sourceMapText));
  const code = out.outputText.replace(/\n?\/\/# sourceMappingURL=.*$/m, '\n');
  /** @type {number[]} */
  const lines = [];
  const decoded = decodedMappings(map);
  for (let i = 0; i < code.split('\n').length; i++) {
    const seg = decoded[i]?.find((s) => s.length >= 4);
    // A line without mappings (a blank line, a closing brace) keeps the previous line's number.
    lines.push(seg && seg.length >= 4 ? /** @type {number} */ (seg[2]) + 1 : (lines[i - 1] ?? 1));
  }
  return {code, lines};
};
