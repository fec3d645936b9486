import {
  backLinkFor,
  categoryActivePath,
  isCurrentPage,
  isSidebarItemActive,
  previousFromReferrer,
  revealScrollTop,
  sidebarDepth,
  sidebarNameForPath,
} from '../../src/lib/sidebar-rules';

describe('isSidebarItemActive (prefix matching)', () => {
  it('matches the link and anything below it, segment-aware', () => {
    expect(isSidebarItemActive({href: '/reference/bundler'}, '/reference/bundler')).toBe(true);
    expect(isSidebarItemActive({href: '/reference/bundler'}, '/reference/bundler/overview')).toBe(
      true,
    );
    expect(isSidebarItemActive({href: '/reference/bundler'}, '/reference/bundler-plugins')).toBe(
      false,
    );
    expect(isSidebarItemActive({href: '/ethers'}, '/examples/ethers')).toBe(false);
  });
  it('strips .html (and trailing slashes) from the current path', () => {
    expect(isSidebarItemActive({href: '/core/forking'}, '/core/forking.html')).toBe(true);
    expect(isSidebarItemActive({href: '/reference'}, '/reference/index.html')).toBe(true);
    expect(isSidebarItemActive({href: '/core/forking'}, '/core/forking/')).toBe(true);
  });
  it('uses the match value (also from Docusaurus customProps)', () => {
    expect(
      isSidebarItemActive(
        {href: '/introduction/what-is-tevm-node', match: '/introduction'},
        '/introduction/architecture-overview',
      ),
    ).toBe(true);
    expect(isSidebarItemActive({href: '/x', customProps: {match: '/core'}}, '/core/forking')).toBe(
      true,
    );
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

describe('categoryActivePath (the Category wrapper)', () => {
  const bundler = {
    href: '/reference/bundler',
    items: [{href: '/reference/bundler/overview'}, {href: '/reference/bundler/internals'}],
  };
  it('passes the real path when upstream already sees the category as active or inactive', () => {
    expect(categoryActivePath(bundler, '/reference/bundler/internals')).toBe(
      '/reference/bundler/internals',
    );
    expect(categoryActivePath(bundler, '/reference/bundler')).toBe('/reference/bundler');
    expect(categoryActivePath(bundler, '/core/forking')).toBe('/core/forking');
  });
  it('hands upstream the first child when only the prefix rule makes the category active', () => {
    // A page below the category's link that the sidebar does not list.
    expect(categoryActivePath(bundler, '/reference/bundler/unlisted')).toBe(
      '/reference/bundler/overview',
    );
  });
  it('does the same for a customProps.match prefix, skipping external links and nesting down', () => {
    const section = {
      customProps: {match: '/guides'},
      items: [{href: 'https://viem.sh'}, {items: [{href: '/guides/a'}]}],
    };
    expect(categoryActivePath(section, '/guides/other')).toBe('/guides/a');
    expect(categoryActivePath(section, '/other')).toBe('/other');
  });
});

describe('sidebarNameForPath', () => {
  it('shows a single plainly named sidebar on every page (the flat list)', () => {
    expect(sidebarNameForPath(['docs'], '/anything')).toBe('docs');
  });
  it('picks the longest matching prefix among sidebars named by path prefix', () => {
    const names = ['/', '/reference', '/reference/bundler'];
    expect(sidebarNameForPath(names, '/core/forking')).toBe('/');
    expect(sidebarNameForPath(names, '/reference/vm')).toBe('/reference');
    expect(sidebarNameForPath(names, '/reference/bundler/internals.html')).toBe(
      '/reference/bundler',
    );
    expect(sidebarNameForPath(names, '/reference/bundler-plugins')).toBe('/reference');
    expect(sidebarNameForPath(['/api'], '/core')).toBeUndefined();
  });
  it("leaves several plainly named sidebars to Docusaurus' own choice", () => {
    expect(sidebarNameForPath(['guides', 'api'], '/api/x')).toBeNull();
  });
});

describe('sidebarDepth', () => {
  it('counts levels of nesting', () => {
    expect(sidebarDepth([{}, {}])).toBe(1);
    expect(sidebarDepth([{items: [{items: [{}]}]}, {}])).toBe(3);
    expect(sidebarDepth([])).toBe(0);
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
    expect(
      previousFromReferrer('https://node.tevm.sh/core/forking.html', origin, '/core/mining-modes'),
    ).toBe('/core/forking');
    expect(
      previousFromReferrer('https://node.tevm.sh/core/forking', origin, '/core/forking'),
    ).toBeNull();
    expect(previousFromReferrer('https://google.com/search', origin, '/core/forking')).toBeNull();
    expect(previousFromReferrer('', origin, '/core/forking')).toBeNull();
    expect(previousFromReferrer('not a url', origin, '/x')).toBeNull();
  });
});

describe('revealScrollTop', () => {
  it('leaves a visible item alone', () => {
    expect(
      revealScrollTop({scrollTop: 0, viewportHeight: 500, itemTop: 100, itemHeight: 30}),
    ).toBeNull();
  });
  it('centres an item below the fold', () => {
    expect(
      revealScrollTop({scrollTop: 0, viewportHeight: 500, itemTop: 1200, itemHeight: 30}),
    ).toBe(965);
  });
  it('centres an item above the fold, never below 0', () => {
    expect(
      revealScrollTop({scrollTop: 800, viewportHeight: 500, itemTop: 100, itemHeight: 30}),
    ).toBe(0);
    expect(
      revealScrollTop({scrollTop: 800, viewportHeight: 400, itemTop: 500, itemHeight: 20}),
    ).toBe(310);
  });
});
