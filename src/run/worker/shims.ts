/**
 * The packages an example imports, bound to `blob:` modules. Module workers have no import
 * maps, so a bare specifier (`tevm`) cannot resolve from a `blob:` module: each one becomes the
 * URL of a small module that re-exports the bundled package (loaded on first use by
 * ./modules.ts, then kept for every later run).
 */
import {importSpecifiers, isBare} from '../../codeblocks/imports.mjs';

type Namespace = Record<string, unknown>;

/** The code with every bare specifier replaced by `resolve(specifier)`; lines are kept. */
export function rewriteSpecifiers(code: string, resolve: (specifier: string) => string): string {
  let out = code;
  for (const ref of importSpecifiers(code).reverse()) {
    if (isBare(ref.specifier)) {
      out = out.slice(0, ref.start) + resolve(ref.specifier) + out.slice(ref.end);
    }
  }
  return out;
}

/** Source of a module that re-exports `globalThis[key][specifier]` under the same names. */
export function reexportModule(key: string, specifier: string, namespace: Namespace): string {
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

/**
 * One re-export module per package, created on first use: `url(specifier)` loads the package
 * (`loaders[specifier]`), keeps its namespace under `globalThis[key]` and gives the module's URL.
 */
export function createShimRegistry(
  loaders: Record<string, () => Promise<Namespace>>,
  key = '__tevmRunModules',
) {
  const registry: Record<string, Namespace> = {};
  (globalThis as unknown as Record<string, unknown>)[key] = registry;
  const urls = new Map<string, Promise<string>>();
  return {
    has: (specifier: string) => urls.has(specifier),
    url(specifier: string): Promise<string> {
      let url = urls.get(specifier);
      if (!url) {
        const load = loaders[specifier];
        if (!load) {
          throw new Error(
            `Cannot find package '${specifier}': the browser runner provides ${Object.keys(loaders).join(', ')}`,
          );
        }
        url = load().then((ns) => {
          registry[specifier] = ns;
          return URL.createObjectURL(
            new Blob([reexportModule(key, specifier, ns)], {type: 'text/javascript'}),
          );
        });
        urls.set(specifier, url);
      }
      return url;
    },
  };
}
