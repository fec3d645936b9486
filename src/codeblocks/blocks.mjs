// @ts-check
// The block grammar of the docs' examples: finds every fenced code block in a Markdown/MDX page, parses its fence meta and
// classifies it. Nothing here runs code; it only reads text.
//
// Fence meta grammar (everything after the language on the opening fence line):
//
//   ```ts                                   runnable (the default): type-checked and executed
//   ```ts compile-only="needs a browser"    type-checked only; the reason is required
//   ```ts fragment                          one-line API shape or type signature; not checked,
//                                           but counted and reported
//   ```ts node-only="starts an HTTP server"  runnable in Node, but no Run button in the browser;
//                                           blocks importing a module the browser runner lacks
//                                           (./browser-modules.mjs) are node-only
//                                           without the marker
//   Docusaurus meta may be combined with any of them:
//     title="…"  showLineNumbers  showLineNumbers=5  {1,3-4}
//   Shell fences (bash, sh, shell, console, zsh) accept the Docusaurus meta plus
//     run           executed by tests/examples/lib/shell.mjs in the page's scratch project; must exit 0
//     run="serve"   a long-running server: started, asked for eth_blockNumber on 127.0.0.1,
//                   kept up for the page's later `run` blocks, then stopped
//   Any fence with title="path" (Solidity, JSON, JS, …) also names a file that the shell runner
//   writes into the page's scratch project before its shell blocks run.
//
// Anything else on a checked fence is an error, so a page cannot opt a block out.

import ts from 'typescript';

import {BROWSER_MODULES} from './browser-modules.mjs';
import {importSpecifiers} from './imports.mjs';

const BROWSER = new Set(BROWSER_MODULES);

/**
 * Languages whose blocks are checked, and the file extension each is checked as.
 * @type {Record<string, 'ts' | 'tsx' | 'js' | 'jsx'>}
 */
export const CHECKED_LANGS = {
  ts: 'ts',
  typescript: 'ts',
  mts: 'ts',
  tsx: 'tsx',
  js: 'js',
  javascript: 'js',
  mjs: 'js',
  jsx: 'jsx',
};
/** Languages that would need CommonJS: rejected, the docs teach ESM. */
const COMMONJS_LANGS = new Set(['cjs', 'cts']);
/** Shell languages: the extension point for a later `run` marker on CLI examples. */
export const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);
/** Fences without a real language: they must not carry JS/TS code that escapes the check. */
const UNLABELLED_LANGS = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'none']);

const DOCUSAURUS_META_HELP = 'title="…", showLineNumbers, {1,3-4}';
const GRAMMAR_HELP =
  'Allowed fence meta: compile-only="<reason>" (type-check only), fragment (one-line API shape), ' +
  `and Docusaurus meta (${DOCUSAURUS_META_HELP}). Runnable is the default and needs no marker.`;

/**
 * Advice for meta words people try in order to skip a block.
 * @type {Record<string, string>}
 */
const OPT_OUT_ADVICE = {
  run: 'runnable is the default: remove `run` (it is only meaningful on bash/sh fences)',
  'run=serve': 'runnable is the default: run="serve" is only meaningful on bash/sh fences',
  runnable: 'runnable is the default: remove the marker',
  skip: 'blocks cannot be skipped: make the example complete, or mark it compile-only="<reason>"',
  ignore: 'blocks cannot be ignored: make the example complete, or mark it compile-only="<reason>"',
  'no-test': 'blocks cannot opt out: make the example complete, or mark it compile-only="<reason>"',
  notest: 'blocks cannot opt out: make the example complete, or mark it compile-only="<reason>"',
  'no-check':
    'blocks cannot opt out: make the example complete, or mark it compile-only="<reason>"',
  nodeonly: 'did you mean node-only="<reason>"?',
  'node-only': 'node-only needs a reason: node-only="starts an HTTP server"',
  compileonly: 'did you mean compile-only="<reason>"?',
  compile_only: 'did you mean compile-only="<reason>"?',
  'compile-only': 'compile-only needs a reason: compile-only="needs a browser"',
  fragments: 'did you mean fragment?',
};

/**
 * Splits a fence info string into the language and meta tokens.
 * Tokens: key="value with spaces" | key='…' | key=value | {1,3-4} | word
 * @param {string} info
 */
export const parseInfo = (info) => {
  const m = info.match(/^([^\s{]*)(.*)$/s);
  const lang = (m?.[1] ?? '').toLowerCase();
  const rest = m?.[2] ?? '';
  /** @type {{raw: string, key: string, value: string | undefined}[]} */
  const tokens = [];
  const re = /\s*(\{[^}]*\}|[^\s=]+=(?:"[^"]*"|'[^']*'|[^\s]*)|"[^"]*"|[^\s]+)/gy;
  let t;
  while ((t = re.exec(rest)) !== null) {
    const raw = t[1] ?? '';
    const eq = raw.indexOf('=');
    if (raw.startsWith('{') || eq === -1) tokens.push({raw, key: raw, value: undefined});
    else {
      let value = raw.slice(eq + 1);
      if (/^(["']).*\1$/s.test(value)) value = value.slice(1, -1);
      tokens.push({raw, key: raw.slice(0, eq), value});
    }
    if (re.lastIndex >= rest.length) break;
  }
  return {lang, tokens};
};

/**
 * @typedef {{
 *   file: string,            // page path relative to the repo root
 *   line: number,            // 1-based line of the opening fence
 *   endLine: number,         // 1-based line of the closing fence
 *   indent: number,          // columns stripped from each code line (fences inside JSX/lists)
 *   lang: string,            // the language as written
 *   ext: 'ts'|'tsx'|'js'|'jsx'|null,
 *   kind: 'runnable'|'compile-only'|'fragment'|'shell'|'other',
 *   reason?: string,         // compile-only reason
 *   browser?: {runs: boolean, reason?: string}, // runnable blocks: can the in-browser runner run it?
 *   run?: boolean,           // shell `run` marker
 *   runMode?: 'once'|'serve', // run (exit 0) or run="serve" (long-running server)
 *   title?: string,          // title="…" meta (a file name for the scratch project)
 *   code: string,
 *   errors: {line: number, column?: number, message: string, advice: string}[],
 * }} Block
 */

/**
 * Finds all fenced blocks of one page.
 * @param {string} file page path (for messages)
 * @param {string} text page contents
 * @returns {{ blocks: Block[], pageErrors: {line: number, message: string, advice: string}[] }}
 */
export const extractBlocks = (file, text) => {
  const lines = text.split(/\r?\n/);
  /** @type {Block[]} */
  const blocks = [];
  const pageErrors = [];
  let i = 0;
  // Skip YAML frontmatter so a `---` block is never mistaken for content.
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) i = end + 1;
  }
  for (; i < lines.length; i++) {
    const open = (lines[i] ?? '').match(/^((?:[ \t]*>)*)([ \t]*)(`{3,}|~{3,})(.*)$/);
    if (!open) {
      // Code shown through a JSX component would escape the check.
      if (/<CodeBlock\b/.test(lines[i] ?? '')) {
        pageErrors.push({
          line: i + 1,
          message: '<CodeBlock> component found',
          advice: 'use a fenced ```ts block instead, so the example is type-checked and run',
        });
      }
      continue;
    }
    const [, quotes = '', , fence = '', info = ''] = open;
    if (fence[0] === '`' && info.includes('`')) continue; // inline code such as ```x``` on one line
    const quoteDepth = (quotes.match(/>/g) ?? []).length;
    const unquote = (/** @type {string} */ l) => {
      for (let q = 0; q < quoteDepth; q++) l = l.replace(/^[ \t]*>[ ]?/, '');
      return l;
    };
    // Indentation of the fence itself, measured the way content lines are stripped.
    const indent = (unquote(lines[i] ?? '').match(/^[ \t]*/)?.[0] ?? '').replace(
      /\t/g,
      '    ',
    ).length;
    const start = i;
    const body = [];
    let closed = false;
    for (i = i + 1; i < lines.length; i++) {
      const l = unquote(lines[i] ?? '');
      const close = l.match(/^[ \t]*(`{3,}|~{3,})[ \t]*$/);
      const closing = close?.[1];
      if (closing && closing[0] === fence[0] && closing.length >= fence.length) {
        closed = true;
        break;
      }
      // Strip the opening fence's indentation (CommonMark/MDX rule), never more.
      let strip = 0;
      while (strip < indent && (l[strip] === ' ' || l[strip] === '\t')) strip++;
      body.push(l.slice(strip));
    }
    if (!closed) {
      pageErrors.push({
        line: start + 1,
        message: `code fence ${fence} is never closed`,
        advice: `add a closing ${fence} line`,
      });
      break;
    }
    blocks.push(
      classify({
        file,
        line: start + 1,
        endLine: i + 1,
        indent,
        info: info.trim(),
        code: body.join('\n'),
      }),
    );
  }
  return {blocks, pageErrors};
};

/**
 * @typedef {{
 *   file: string,     // page path (for messages)
 *   line: number,     // 1-based line of the opening fence
 *   endLine: number,  // 1-based line of the closing fence
 *   indent: number,   // columns stripped from each code line
 *   info: string,     // the fence's info string: language and meta
 *   code: string,     // the block's code, indentation stripped
 * }} Fence
 */

/**
 * Classifies one fence by its language and meta (the grammar at the top of this file).
 * @param {Fence} fence
 * @returns {Block}
 */
export const classify = ({file, line, endLine, indent, info, code}) => {
  const {lang, tokens} = parseInfo(info);
  /** @type {Block} */
  const block = {file, line, endLine, indent, lang, ext: null, kind: 'other', code, errors: []};
  /** @type {(message: string, advice: string, at?: number) => Block['errors'][number]} */
  const err = (message, advice, at = line) => {
    const error = {line: at, message, advice};
    block.errors.push(error);
    return error;
  };

  if (COMMONJS_LANGS.has(lang)) {
    err(
      `\`${lang}\` blocks are not supported`,
      'write the example as an ES module in a ts or js block',
    );
    return block;
  }
  const isChecked = lang in CHECKED_LANGS;
  const isShell = SHELL_LANGS.has(lang);
  const title = tokens.find((t) => t.key === 'title')?.value;
  if (title) block.title = title;
  if (!isChecked && !isShell) {
    if (UNLABELLED_LANGS.has(lang) && looksLikeJs(code)) {
      err(
        `code block ${lang ? `labelled "${lang}"` : 'without a language'} looks like JavaScript/TypeScript`,
        'label it ```ts (or js) so it is type-checked and run, or mark it compile-only="<reason>"',
      );
    }
    return block;
  }

  // Meta validation (shared by checked and shell fences).
  let compileOnly;
  let nodeOnly;
  let fragment = false;
  let run = false;
  /** @type {'once'|'serve'} */
  let runMode = 'once';
  const seen = new Set();
  for (const tok of tokens) {
    const key = tok.key;
    if (seen.has(key) && !key.startsWith('{')) {
      err(`fence meta "${key}" appears twice`, 'keep one');
      continue;
    }
    seen.add(key);
    if (key.startsWith('{')) {
      if (!/^\{\s*\d+(\s*-\s*\d+)?(\s*,\s*\d+(\s*-\s*\d+)?)*\s*\}$/.test(key)) {
        err(`invalid line-highlight range "${tok.raw}"`, 'use the Docusaurus form {1,3-4}');
      }
    } else if (key === 'title') {
      if (tok.value === undefined) err('title needs a value', 'write title="file.ts"');
    } else if (key === 'showLineNumbers') {
      if (tok.value !== undefined && !/^\d+$/.test(tok.value)) {
        err(
          `showLineNumbers=${tok.value} is not a number`,
          'write showLineNumbers or showLineNumbers=5',
        );
      }
    } else if (isChecked && key === 'compile-only' && tok.value !== undefined) {
      compileOnly = tok.value.trim();
      if (compileOnly.length < 5) {
        err(
          `compile-only needs a reason (got "${tok.value}")`,
          'say why the block cannot run in Node, e.g. compile-only="needs a browser"',
        );
      }
    } else if (isChecked && key === 'node-only' && tok.value !== undefined) {
      nodeOnly = tok.value.trim();
      if (nodeOnly.length < 5) {
        err(
          `node-only needs a reason (got "${tok.value}")`,
          'say why the block cannot run in a browser, e.g. node-only="starts an HTTP server"',
        );
      }
    } else if (isChecked && key === 'fragment' && tok.value === undefined) {
      fragment = true;
    } else if (isShell && key === 'run' && (tok.value === undefined || tok.value === 'serve')) {
      run = true;
      if (tok.value === 'serve') runMode = 'serve';
    } else {
      const advice =
        (isChecked && OPT_OUT_ADVICE[key.toLowerCase()]) ||
        (isShell
          ? `allowed on ${lang} fences: run (executed, must exit 0), run="serve" (a server checked with eth_blockNumber) and Docusaurus meta (${DOCUSAURUS_META_HELP})`
          : GRAMMAR_HELP);
      err(`unknown fence meta "${tok.raw}"`, advice);
    }
  }

  if (isShell) {
    block.kind = 'shell';
    block.run = run;
    if (run) {
      block.runMode = runMode;
      if (lang !== 'bash' && lang !== 'sh')
        err(
          `\`run\` is supported on bash and sh fences, not ${lang}`,
          'write the commands in a ```bash run block, without prompts',
        );
      if (title && run)
        err('a `run` block cannot also be a titled file', 'remove title="…" or run');
      if (
        runMode === 'serve' &&
        code.split('\n').filter((l) => l.trim() && !l.trim().startsWith('#')).length !== 1
      ) {
        err(
          'run="serve" needs exactly one command line (the server to start)',
          'put the server command alone in its block; follow-up commands go in a later ```bash run block',
        );
      }
    }
    return block;
  }

  block.ext = /** @type {Block['ext']} */ (CHECKED_LANGS[lang]);
  if (compileOnly !== undefined && fragment) {
    err('a block cannot be both compile-only and fragment', 'keep one of the two markers');
  }
  block.kind = fragment ? 'fragment' : compileOnly !== undefined ? 'compile-only' : 'runnable';
  if (compileOnly !== undefined) block.reason = compileOnly;
  if (nodeOnly !== undefined && block.kind !== 'runnable') {
    err(
      'node-only is for runnable blocks',
      'remove node-only: compile-only and fragment blocks never run, in Node or in the browser',
    );
  }
  if (block.kind === 'runnable') block.browser = browserSupport(code, nodeOnly);

  const codeLines = code.split('\n').filter((l) => l.trim() !== '' && !/^\s*\/\//.test(l));
  if (codeLines.length === 0) {
    err('empty code block', 'remove the block or put a complete example in it');
    return block;
  }
  if (fragment) {
    if (codeLines.length > 1) {
      err(
        `\`fragment\` is only for a one-line API shape or type signature, but this block has ${codeLines.length} lines of code`,
        'make it a complete runnable example (imports plus a small check), ' +
          'or mark it compile-only="<reason>" if it cannot run in Node',
      );
    }
    return block;
  }

  // Syntax check (cheap, no type information): every runnable and compile-only block must parse.
  const syntax = syntaxErrors(code, /** @type {NonNullable<Block['ext']>} */ (block.ext));
  for (const d of syntax) {
    const error = err(
      `syntax error: ${d.message}`,
      'fix the code so it parses; if the block is deliberately partial, reduce it to a one-line ' +
        '`fragment` or write a complete example',
      line + d.line,
    );
    error.column = d.column + indent;
  }
  return block;
};

/**
 * Whether the in-browser runner can run a runnable block: not when the fence says node-only, nor
 * when the block imports a module outside BROWSER_MODULES (node:fs, node:http, tevm/server, a
 * bundler plugin…): the reason names the first such import.
 * @param {string} code
 * @param {string | undefined} nodeOnly the node-only="…" reason, if any
 * @returns {{runs: boolean, reason?: string}}
 */
export const browserSupport = (code, nodeOnly) => {
  if (nodeOnly !== undefined) return {runs: false, reason: nodeOnly};
  const outside = importSpecifiers(code).find((r) => !r.typeOnly && !BROWSER.has(r.specifier));
  return outside ? {runs: false, reason: `imports ${outside.specifier}`} : {runs: true};
};

/** @param {string} code */
const looksLikeJs = (code) =>
  /^\s*import\s[^\n]*\bfrom\s*['"]/m.test(code) ||
  /^\s*(?:const|let)\s+\w+\s*=\s*(?:await\s+)?\w+\(/m.test(code) ||
  /\bcreateMemoryClient\s*\(/.test(code);

/**
 * Parse-only diagnostics.
 * @param {string} code
 * @param {'ts'|'tsx'|'js'|'jsx'} ext
 * @returns {{line: number, column: number, message: string}[]} line is 1-based within the block
 */
export const syntaxErrors = (code, ext) => {
  const out = ts.transpileModule(code, {
    fileName: `block.${ext}`,
    reportDiagnostics: true,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
    },
  });
  return (out.diagnostics ?? [])
    .filter((d) => d.file && d.start !== undefined)
    .map((d) => {
      const pos = /** @type {ts.SourceFile} */ (d.file).getLineAndCharacterOfPosition(
        /** @type {number} */ (d.start),
      );
      return {
        line: pos.line + 1,
        column: pos.character + 1,
        message: ts.flattenDiagnosticMessageText(d.messageText, ' '),
      };
    });
};
