// @ts-check
/**
 * The import specifiers of a module's source: the one parser for the example harness (which
 * blocks a browser can run, which packages its workers load first) and for the Run worker (which
 * packages to load, and the specifiers it rebinds to them). Plain ES module syntax only, as the
 * docs' examples write it and as TypeScript's transpile and sucrase emit it:
 * `import … from 'x'`, `export … from 'x'`, `import 'x'`, `import('x')`, and TypeScript's
 * `import type … from 'x'` (reported as type-only, which compilers erase).
 *
 * Comments, string contents and template literals are blanked out before matching, so text
 * inside them is never taken for an import. Regular-expression literals are not (an import-like
 * statement with quotes inside a regex literal would be read as one).
 */

/**
 * @typedef {{
 *   specifier: string,  // the module name, as written
 *   start: number,      // index of its first character in the source (inside the quotes)
 *   end: number,        // index after its last character
 *   typeOnly: boolean,  // `import type …` / `export type …`: erased by compilers
 * }} ImportRef
 */

/**
 * The source with every comment, string content and template literal replaced by spaces
 * (line breaks kept), so indices stay those of the source. String quotes are kept.
 * @param {string} code
 */
export function blankNonCode(code) {
  const out = code.split('');
  const blank = (/** @type {number} */ from, /** @type {number} */ to) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  let i = 0;
  while (i < code.length) {
    const c = code[i];
    const next = code[i + 1];
    if (c === '/' && next === '/') {
      const end = code.indexOf('\n', i);
      const stop = end === -1 ? code.length : end;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = code.indexOf('*/', i + 2);
      const stop = end === -1 ? code.length : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < code.length && code[j] !== c && code[j] !== '\n') j += code[j] === '\\' ? 2 : 1;
      blank(i + 1, Math.min(j, code.length));
      i = j + 1;
    } else if (c === '`') {
      let j = i + 1;
      let depth = 0;
      while (j < code.length && !(code[j] === '`' && depth === 0)) {
        if (code[j] === '\\') j++;
        else if (code[j] === '$' && code[j + 1] === '{') depth++;
        else if (code[j] === '}' && depth > 0) depth--;
        j++;
      }
      blank(i, Math.min(j + 1, code.length));
      i = j + 1;
    } else {
      i++;
    }
  }
  return out.join('');
}

/** `import … from 'x'`, `export … from 'x'`, `import 'x'`, `import('x')`: group 1 is the head. */
const SPECIFIER =
  /(?<![.\w$])((?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?|import\s*\(\s*)(['"])( *)\2/g;

/** `import type X from` / `export type {X} from`, but not a default import named `type`. */
const TYPE_ONLY = /^(?:import|export)\s+type\b(?!\s*(?:from\b|,))/;

/**
 * Every import and re-export of the source, in order.
 * @param {string} code
 * @returns {ImportRef[]}
 */
export function importSpecifiers(code) {
  /** @type {ImportRef[]} */
  const refs = [];
  for (const m of blankNonCode(code).matchAll(SPECIFIER)) {
    const head = m[1] ?? '';
    const start = (m.index ?? 0) + head.length + 1;
    const end = start + (m[3] ?? '').length;
    refs.push({specifier: code.slice(start, end), start, end, typeOnly: TYPE_ONLY.test(head)});
  }
  return refs;
}

/**
 * A package name rather than a path or URL (`tevm`, `node:assert/strict`, `@tevm/memory-client`).
 * @param {string} specifier
 */
export const isBare = (specifier) =>
  !/^(?:\.{0,2}\/|[a-z][a-z0-9+.-]*:\/\/|blob:|data:)/i.test(specifier);

/**
 * The packages a module loads when it runs (bare, not type-only), once each, in order of first use.
 * @param {string} code
 * @returns {string[]}
 */
export function runtimePackages(code) {
  const found = new Set(
    importSpecifiers(code)
      .filter((r) => !r.typeOnly && isBare(r.specifier))
      .map((r) => r.specifier),
  );
  return [...found];
}
