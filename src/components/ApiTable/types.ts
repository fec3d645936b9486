/** Shape of the generated files in src/data/api/<slug>.json (written by scripts/api-tables.mjs). */
type ApiKind = 'function' | 'class' | 'type' | 'interface' | 'constant' | 'enum' | 'namespace';

export interface ApiExport {
  name: string;
  kind: ApiKind | string;
  /** One line, at most ~160 characters (cut with "…"). */
  signature: string;
  /** First sentence of the package's own JSDoc, or empty. */
  summary: string;
}

export interface ApiPackage {
  /** Scoped package, e.g. "@tevm/address". */
  package: string;
  /** Umbrella sub-path that re-exports it, e.g. "tevm/address", or null. */
  subpath: string | null;
  /** Installed version the table was generated from. */
  version: string;
  /** Present when the page lists a chosen subset of the package's exports. */
  only?: string[];
  /** Present when some kinds were left out: how many of each. */
  omitted?: Record<string, number>;
  /** The package uses a CommonJS-style `export =`. */
  exportEquals?: boolean;
  exports: ApiExport[];
}

export interface ApiPage {
  packages: ApiPackage[];
}

/** Anchor id of an export's row: `api-<name>`, suffixed with the package when a name repeats. */
function apiAnchor(name: string, pkg?: string): string {
  const base = `api-${name}`;
  return pkg ? `${base}--${pkg.replace(/^@/, '').replace(/[^\w-]+/g, '-')}` : base;
}

/** Row anchors for every table of a page, unique even when two packages export the same name. */
export function apiAnchors(page: ApiPage): Map<string, string> {
  const seen = new Map<string, number>();
  for (const p of page.packages)
    for (const e of p.exports) seen.set(e.name, (seen.get(e.name) ?? 0) + 1);
  const out = new Map<string, string>();
  for (const p of page.packages) {
    for (const e of p.exports) {
      out.set(
        `${p.package} ${e.name}`,
        apiAnchor(e.name, (seen.get(e.name) ?? 0) > 1 ? p.package : undefined),
      );
    }
  }
  return out;
}

/** English: "2 interfaces", "1 class". */
const englishCount = (kind: string, n: number) =>
  `${n} ${kind === 'class' ? (n === 1 ? 'class' : 'classes') : n === 1 ? kind : `${kind}s`}`;

/**
 * "2 interfaces and 695 types" for the omitted-kinds note: `count` words one kind's number and
 * `list` joins the parts (the page's language: ./Tables.tsx; English by default).
 */
export function omittedText(
  omitted: Record<string, number> | undefined,
  count: (kind: string, n: number) => string = englishCount,
  list: (parts: string[]) => string = (parts) =>
    new Intl.ListFormat('en', {type: 'conjunction'}).format(parts),
): string {
  if (!omitted) return '';
  const parts = Object.entries(omitted)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => count(kind, n));
  return parts.length ? list(parts) : '';
}

/** The generated tables are always too wide for a phone: they reflow there. */
export {REFLOW} from '../../lib/breakable';

/** A body cell, labelled for the phone layout. */
export const cell = (column: string) => ({role: 'cell', 'data-label': column}) as const;
