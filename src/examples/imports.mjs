/**
 * Bare import specifiers of a compiled example, and the same module with each one replaced.
 * The worker runs examples as `blob:` modules, where `tevm` cannot resolve (module workers have
 * no import maps), so each specifier becomes the URL of a module that re-exports the bundled
 * package. Written here rather than with a lexer library: the input is always the output of
 * the harness's TypeScript transpile or sucrase, whose import and export declarations are
 * plain `… from '…'` / `import '…'` statements, and the docs' examples are the test corpus.
 */

/** `import … from 'x'`, `export … from 'x'`, `import 'x'`, `import('x')` (group 2 is x). */
const SPECIFIER =
  /(\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?|\bimport\s*\(\s*)(['"])([^'"\n]+)\2/g;

const isBare = (s: string) => !/^(?:\.{0,2}\/|[a-z][a-z0-9+.-]*:\/\/|blob:|data:)/i.test(s);

/** Bare specifiers (`tevm`, `node:assert/strict`), in order of first use. */
export function bareSpecifiers(code: string): string[] {
  const found = new Set<string>();
  for (const [, , , spec = ''] of code.matchAll(SPECIFIER)) if (isBare(spec)) found.add(spec);
  return [...found];
}

/** The code with every bare specifier replaced by `resolve(specifier)`. */
export function rewriteSpecifiers(code: string, resolve: (specifier: string) => string): string {
  return code.replace(SPECIFIER, (all, head: string, quote: string, spec: string) =>
    isBare(spec) ? `${head}${quote}${resolve(spec)}${quote}` : all,
  );
}

/** Source of a module that re-exports `globalThis[key][specifier]` under the same names. */
export function reexportModule(
  key: string,
  specifier: string,
  namespace: Record<string, unknown>,
): string {
  const names = Object.keys(namespace).filter(
    (n) => n !== 'default' && n !== '__esModule' && /^[A-Za-z_$][\w$]*$/.test(n),
  );
  const ref = `globalThis[${JSON.stringify(key)}][${JSON.stringify(specifier)}]`;
  return (
    `const m = ${ref};\n` +
    (names.length ? `export const {${names.join(', ')}} = m;\n` : '') +
    ('default' in namespace ? 'export default m.default;\n' : '')
  );
}
