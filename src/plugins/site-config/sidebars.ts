/**
 * sidebars.ts problems the build reports: nesting deeper than MAX_SIDEBAR_DEPTH, and doc items
 * labelled both in the sidebar and by the doc's `sidebar_label`.
 */
import {MAX_SIDEBAR_DEPTH, sidebarDepth} from '../../lib/sidebar-rules';

export interface SidebarItemLike {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItemLike[];
}

export function checkSidebars(
  sidebars: Record<string, SidebarItemLike[]>,
  sidebarLabels: ReadonlyMap<string, {label: string; source: string}>,
): string[] {
  const problems: string[] = [];
  for (const [name, items] of Object.entries(sidebars)) {
    const depth = sidebarDepth(items);
    if (depth > MAX_SIDEBAR_DEPTH) {
      problems.push(
        `sidebars.ts: sidebar "${name}" nests ${depth} levels deep; the theme supports at most ${MAX_SIDEBAR_DEPTH}`,
      );
    }
    const visit = (item: SidebarItemLike) => {
      const own = item.type === 'doc' && item.id ? sidebarLabels.get(item.id) : undefined;
      if (own && item.label !== undefined) {
        problems.push(
          `sidebars.ts: "${item.id}" has the label "${item.label}" and ${own.source} has sidebar_label "${own.label}"; keep one (the front matter)`,
        );
      }
      item.items?.forEach(visit);
    };
    items.forEach(visit);
  }
  return problems;
}
