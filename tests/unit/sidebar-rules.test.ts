import {
  backLinkFor,
  previousFromReferrer,
  revealScrollTop,
  sidebarDepth,
} from '../../src/lib/sidebar-rules';

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
