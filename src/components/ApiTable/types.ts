/** Shape of the generated files in src/data/api/<slug>.json (written by scripts/api-tables.mjs). */
export type ApiKind =
  'function' | 'class' | 'type' | 'interface' | 'constant' | 'enum' | 'namespace';

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
export function apiAnchor(name: string, pkg?: string): string {
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

/** "695 types and 2 interfaces" for the omitted-kinds note. */
export function omittedText(omitted: Record<string, number> | undefined): string {
  if (!omitted) return '';
  const parts = Object.entries(omitted)
    .filter(([, n]) => n > 0)
    .map(
      ([kind, n]) =>
        `${n} ${kind === 'class' ? (n === 1 ? 'class' : 'classes') : n === 1 ? kind : `${kind}s`}`,
    );
  if (parts.length === 0) return '';
  if (parts.length === 1) return parts[0]!;
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * The generated tables are too wide for a phone: the global `table-reflow` rules
 * (src/css/custom.css) show each row there as a block whose cells follow their column's header
 * (`data-label`). The explicit table roles keep it a table for assistive technology.
 */
export const REFLOW = 'table-reflow';

/** A body cell, labelled for the phone layout. */
export const cell = (column: string) => ({role: 'cell', 'data-label': column}) as const;
