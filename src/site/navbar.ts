/**
 * Site nav items → Docusaurus navbar items (SPEC §2 "Top navigation").
 * External links (http, https, protocol-relative or www.) become `href`
 * items, which Docusaurus renders as external links in a new tab; internal
 * links become router links, with any `#fragment` kept as written.
 */
import {isExternalLink, toHref} from './helpers';
import type {NavItem} from './types';

export type SiteNavbarItem =
  | {type: 'dropdown'; label: string; position?: 'left'; items: SiteNavbarItem[]}
  | {label: string; href: string; position?: 'left'}
  | {label: string; to: string; position?: 'left'; activeBaseRegex?: string};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function toNavbarItem(item: NavItem, nested = false): SiteNavbarItem {
  const position = nested ? {} : {position: 'left' as const};
  if (item.items?.length) {
    return {
      type: 'dropdown',
      label: item.text,
      ...position,
      items: item.items.map((child) => toNavbarItem(child, true)),
    };
  }
  const link = item.link ?? '/';
  if (isExternalLink(link)) return {label: item.text, href: toHref(link), ...position};
  return {
    label: item.text,
    to: link,
    ...position,
    ...(item.match ? {activeBaseRegex: `^${escapeRegExp(item.match)}(/|$)`} : {}),
  };
}
