// @ts-check
// The analysis (a child process of ./index.ts, at a lower priority: it runs while the bundler
// works and takes the CPU time the bundler and the other processes leave): one
// TypeScript language service over the blocks, with the examples' compiler options and ambient
// declarations and the installed packages, asked for its quick info (what an editor shows on
// hover) at each hover target. It is the examples' type-check program: the same options, the
// same declarations, each block its own ES module; only the blocks' file names differ (they
// live in memory, in a folder whose package.json says "module", as the materialized ones do).
//
// In: one IPC message {siteDir, compilerOptions, ambient, blocks: [{key, ext, code, spans}]}.
// Out: one message per block, {key, answers} (one per span: {type, doc?} or null) or
// {key, error}, in the order given; then {done: true}, and the process exits.

import {join} from 'node:path';
import ts from 'typescript';

/** @typedef {{start: number, length: number}} Span */
/** @typedef {{key: string, ext: string, code: string, spans: Span[]}} Job */

/** Longest type text kept (TypeScript already shortens long types as an editor's hover does). */
const MAX_TYPE = 4000;
/** Longest JSDoc summary kept. */
const MAX_DOC = 800;

/**
 * The first paragraph of a JSDoc comment, as plain text: `{@link X}` becomes `X`.
 * @param {ts.SymbolDisplayPart[] | undefined} parts
 */
export function summary(parts) {
  const text = (parts ?? [])
    .filter((p) => p.kind !== 'link')
    .map((p) => p.text)
    .join('')
    .trim();
  // A removed tag can leave two spaces where the prose had one.
  const first = (text.split(/\n\s*\n/)[0] ?? '').replace(/[ \t]{2,}/g, ' ').trim();
  if (first.length <= MAX_DOC) return first;
  const cut = first.slice(0, MAX_DOC);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_DOC / 2))}…`;
}

/**
 * @param {ts.QuickInfo | undefined} info
 * @param {Span} span
 */
function answer(info, span) {
  // Only an answer about this very identifier (not, say, the element around a JSX text).
  if (!info || info.textSpan.start !== span.start || info.textSpan.length !== span.length)
    return null;
  let type = ts.displayPartsToString(info.displayParts);
  if (!type) return null;
  if (type.length > MAX_TYPE) type = `${type.slice(0, MAX_TYPE)}…`;
  const doc = summary(info.documentation);
  return doc ? {type, doc} : {type};
}

/**
 * @param {{siteDir: string, compilerOptions: ts.CompilerOptions, ambient: string[], blocks: Job[]}} input
 * @param {(message: {key: string, answers?: ({type: string, doc?: string} | null)[], error?: string}) => void} send
 */
function analyse({siteDir, compilerOptions, ambient, blocks}, send) {
  const dir = join(siteDir, '.tmp', 'quickinfo');
  /** @type {Map<string, string>} */
  const files = new Map([[join(dir, 'package.json'), '{"type": "module"}\n']]);
  const names = blocks.map((b) => {
    const name = join(dir, `${b.key}.${b.ext}`);
    files.set(name, b.code);
    return name;
  });
  const roots = [...ambient, ...names];
  /** @type {ts.LanguageServiceHost} */
  const host = {
    getCompilationSettings: () => compilerOptions,
    getScriptFileNames: () => roots,
    // Nothing changes during the analysis: one version, so the service never re-checks the
    // program between questions.
    getProjectVersion: () => '1',
    getScriptVersion: () => '1',
    getScriptSnapshot: (name) => {
      const text = files.get(name) ?? ts.sys.readFile(name);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => siteDir,
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: (name) => files.has(name) || ts.sys.fileExists(name),
    readFile: (name) => files.get(name) ?? ts.sys.readFile(name),
    directoryExists: (name) => name === dir || ts.sys.directoryExists(name),
    getDirectories: ts.sys.getDirectories,
    readDirectory: ts.sys.readDirectory,
    realpath: ts.sys.realpath,
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());
  blocks.forEach((block, i) => {
    const name = /** @type {string} */ (names[i]);
    try {
      const answers = block.spans.map((span) =>
        answer(service.getQuickInfoAtPosition(name, span.start), span),
      );
      send({key: block.key, answers});
    } catch (error) {
      send({key: block.key, error: error instanceof Error ? error.message : String(error)});
    }
  });
  service.dispose();
}

if (process.send && process.argv.includes('--child')) {
  const send = process.send.bind(process);
  process.once('message', (input) => {
    analyse(/** @type {Parameters<typeof analyse>[0]} */ (input), (message) => send(message));
    // The last message's callback runs once every message is out: then the channel can close.
    send({done: true}, () => process.disconnect());
  });
}
