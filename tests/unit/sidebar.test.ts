import {
  backLinkFor,
  isCurrentPage,
  isSidebarItemActive,
  previousFromReferrer,
  revealScrollTop,
  sidebarNameForPath,
  startsCollapsed,
} from '../../src/hooks/sidebar';
import siteConfig from '../../src/site/config';
import {toDocusaurusItems} from '../../src/site/sidebar';
import type {NavItem} from '../../src/site/types';

describe('isSidebarItemActive (prefix matching)', () => {
  it('matches the link and anything below it, segment-aware', () => {
    expect(isSidebarItemActive({href: '/reference/bundler'}, '/reference/bundler')).toBe(true);
    expect(isSidebarItemActive({href: '/reference/bundler'}, '/reference/bundler/overview')).toBe(true);
    expect(isSidebarItemActive({href: '/reference/bundler'}, '/reference/bundler-plugins')).toBe(false);
    expect(isSidebarItemActive({href: '/ethers'}, '/examples/ethers')).toBe(false);
  });
  it('strips .html (and trailing slashes) from the current path', () => {
    expect(isSidebarItemActive({href: '/core/forking'}, '/core/forking.html')).toBe(true);
    expect(isSidebarItemActive({href: '/reference'}, '/reference/index.html')).toBe(true);
    expect(isSidebarItemActive({href: '/core/forking'}, '/core/forking/')).toBe(true);
  });
  it('uses the match value (also from Docusaurus customProps)', () => {
    expect(isSidebarItemActive({href: '/introduction/what-is-tevm-node', match: '/introduction'}, '/introduction/architecture-overview')).toBe(true);
    expect(isSidebarItemActive({href: '/x', customProps: {match: '/core'}}, '/core/forking')).toBe(true);
    expect(isSidebarItemActive({href: '/x', customProps: {match: '/core'}}, '/corex')).toBe(false);
  });
  it('is active when a child is active, at any depth', () => {
    const tree = {items: [{items: [{href: '/a'}, {items: [{href: '/b/c'}]}]}]};
    expect(isSidebarItemActive(tree, '/b/c')).toBe(true);
    expect(isSidebarItemActive(tree, '/b/c/d.html')).toBe(true);
    expect(isSidebarItemActive(tree, '/b')).toBe(false);
  });
  it('never matches external links, and the root link only on the root', () => {
    expect(isSidebarItemActive({href: 'https://viem.sh/'}, '/')).toBe(false);
    expect(isSidebarItemActive({href: '/'}, '/core/forking')).toBe(false);
    expect(isSidebarItemActive({href: '/'}, '/index.html')).toBe(true);
  });
  it('aria-current is for the exact page only', () => {
    expect(isCurrentPage('/reference', '/reference/bundler')).toBe(false);
    expect(isCurrentPage('/reference', '/reference.html')).toBe(true);
    expect(isCurrentPage(undefined, '/')).toBe(false);
  });
});

describe('startsCollapsed (SPEC §4)', () => {
  const section = {collapsed: true, collapsible: true, href: '/reference', items: [{href: '/reference/bundler/overview'}]};
  it('is collapsed only when marked collapsed and nothing in it matches', () => {
    expect(startsCollapsed(section, '/core/forking')).toBe(true);
    expect(startsCollapsed(section, '/reference')).toBe(false); // the section itself matches
    expect(startsCollapsed(section, '/reference/bundler/overview')).toBe(false); // a child matches
    expect(startsCollapsed({...section, collapsed: false}, '/core/forking')).toBe(false);
    expect(startsCollapsed({...section, collapsible: false}, '/core/forking')).toBe(false);
  });
  it('applies to the site sidebar: a reference page opens Reference and its subgroup only', () => {
    const items = toDocusaurusItems(siteConfig.sidebar as NavItem[]);
    const asMatchable = (item: (typeof items)[number]): Parameters<typeof startsCollapsed>[0] =>
      item.type === 'category'
        ? {collapsed: item.collapsed, collapsible: true, href: item.link ? `/${item.link.id.replace(/\/index$/, '')}` : undefined, items: item.items.map(asMatchable)}
        : item.type === 'doc'
          ? {href: `/${item.id}`}
          : {href: item.href};
    const byLabel = Object.fromEntries(items.map((i) => [i.label, asMatchable(i)]));
    const path = '/reference/bundler/overview';
    expect(startsCollapsed(byLabel['Getting started']!, path)).toBe(false); // marked expanded
    expect(startsCollapsed(byLabel['Tevm guides']!, path)).toBe(true);
    expect(startsCollapsed(byLabel['Reference']!, path)).toBe(false);
    expect(startsCollapsed(byLabel['Integration Examples']!, path)).toBe(true);
  });
});

describe('sidebarNameForPath', () => {
  it('is "docs" for a flat list', () => {
    expect(sidebarNameForPath([], '/anything')).toBe('docs');
  });
  it('picks the longest matching prefix of a map', () => {
    const map = {'/': [], '/reference': [], '/reference/bundler': []};
    expect(sidebarNameForPath(map, '/core/forking')).toBe('docs');
    expect(sidebarNameForPath(map, '/reference/vm')).toBe('reference');
    expect(sidebarNameForPath(map, '/reference/bundler/internals.html')).toBe('reference-bundler');
    expect(sidebarNameForPath(map, '/reference/bundler-plugins')).toBe('reference');
    expect(sidebarNameForPath({'/api': []}, '/core')).toBeUndefined();
  });
});

describe('back link', () => {
  it('says Back when there is a previous page that is not the root', () => {
    expect(backLinkFor('/core/forking')).toEqual({label: 'Back', href: '/core/forking'});
  });
  it('says Home otherwise', () => {
    expect(backLinkFor(null)).toEqual({label: 'Home', href: '/'});
    expect(backLinkFor('/')).toEqual({label: 'Home', href: '/'});
    expect(backLinkFor('/index.html')).toEqual({label: 'Home', href: '/'});
  });
  it('reads a same-site referrer on full page loads', () => {
    const origin = 'https://node.tevm.sh';
    expect(previousFromReferrer('https://node.tevm.sh/core/forking.html', origin, '/core/mining-modes')).toBe('/core/forking');
    expect(previousFromReferrer('https://node.tevm.sh/core/forking', origin, '/core/forking')).toBeNull();
    expect(previousFromReferrer('https://google.com/search', origin, '/core/forking')).toBeNull();
    expect(previousFromReferrer('', origin, '/core/forking')).toBeNull();
    expect(previousFromReferrer('not a url', origin, '/x')).toBeNull();
  });
});

describe('revealScrollTop', () => {
  it('leaves a visible item alone', () => {
    expect(revealScrollTop({scrollTop: 0, viewportHeight: 500, itemTop: 100, itemHeight: 30})).toBeNull();
  });
  it('centres an item below the fold', () => {
    expect(revealScrollTop({scrollTop: 0, viewportHeight: 500, itemTop: 1200, itemHeight: 30})).toBe(965);
  });
  it('centres an item above the fold, never below 0', () => {
    expect(revealScrollTop({scrollTop: 800, viewportHeight: 500, itemTop: 100, itemHeight: 30})).toBe(0);
    expect(revealScrollTop({scrollTop: 800, viewportHeight: 400, itemTop: 500, itemHeight: 20})).toBe(310);
  });
});
