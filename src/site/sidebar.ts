/**
 * Converts the site configuration's nav items into Docusaurus sidebars.
 * A flat list becomes the sidebar `docs`; a prefix map becomes one sidebar
 * per prefix (named after it), and the theme picks one by longest prefix.
 */
import type {NavItem, SidebarConfig} from './types';
import {isExternalLink, normalizePath} from './helpers';

/** The deepest nesting the theme supports (SPEC §9: depth below 5). */
export const MAX_SIDEBAR_DEPTH = 4;

/** `match` travels to the theme in customProps (Docusaurus has no field for it). */
type CustomProps = {customProps?: {match: string}};

type DocusaurusItem =
  | ({type: 'doc'; id: string; label: string} & CustomProps)
  | ({type: 'link'; href: string; label: string} & CustomProps)
  | ({
      type: 'category';
      label: string;
      collapsible: true;
      collapsed: boolean;
      link?: {type: 'doc'; id: string};
      items: DocusaurusItem[];
    } & CustomProps);

/** `/core/forking` → `core/forking`; `/` → `index`; `/reference` → `reference/index`. */
export function docIdForPath(link: string, indexRoutes: ReadonlySet<string>): string {
  const path = normalizePath(link);
  if (path === '/') return 'index';
  const id = path.slice(1);
  return indexRoutes.has(path) ? `${id}/index` : id;
}

/** Routes whose source is a folder index (docs/x/index.mdx). */
export const INDEX_ROUTES: ReadonlySet<string> = new Set(['/reference', '/reference/bundler']);

export function toDocusaurusItems(
  items: NavItem[],
  depth = 1,
  indexRoutes: ReadonlySet<string> = INDEX_ROUTES,
): DocusaurusItem[] {
  if (depth > MAX_SIDEBAR_DEPTH) {
    throw new Error(
      `Sidebar nesting is limited to ${MAX_SIDEBAR_DEPTH} levels; "${items[0]?.text}" is at level ${depth}.`,
    );
  }
  return items.map((item): DocusaurusItem => {
    const custom = item.match ? {customProps: {match: item.match}} : {};
    if (item.items?.length) {
      return {
        ...custom,
        type: 'category',
        label: item.text,
        collapsible: true,
        collapsed: item.collapsed ?? true,
        ...(item.link ? {link: {type: 'doc' as const, id: docIdForPath(item.link, indexRoutes)}} : {}),
        items: toDocusaurusItems(item.items, depth + 1, indexRoutes),
      };
    }
    if (!item.link) throw new Error(`Sidebar item "${item.text}" has neither a link nor items.`);
    return isExternalLink(item.link)
      ? {type: 'link', href: item.link, label: item.text, ...custom}
      : {type: 'doc', id: docIdForPath(item.link, indexRoutes), label: item.text, ...custom};
  });
}

/** Sidebar name for a prefix key: `/` → `docs`, `/reference` → `reference`. */
export function sidebarNameForPrefix(prefix: string): string {
  const path = normalizePath(prefix);
  return path === '/' ? 'docs' : path.slice(1).replace(/\//g, '-');
}

export function toDocusaurusSidebars(sidebar: SidebarConfig): Record<string, DocusaurusItem[]> {
  if (Array.isArray(sidebar)) return {docs: toDocusaurusItems(sidebar)};
  return Object.fromEntries(
    Object.entries(sidebar).map(([prefix, items]) => [
      sidebarNameForPrefix(prefix),
      toDocusaurusItems(items),
    ]),
  );
}
