import {contentStyle, hasLayoutKeys, readLayoutFrontMatter, resolveLayout} from '../../src/site/layout';

describe('resolveLayout (the layout defaults)', () => {
  it('defaults to the docs layout with everything shown', () => {
    expect(resolveLayout(undefined, {hasSidebarItems: true})).toEqual({
      layout: 'docs',
      showLogo: true,
      showOutline: true,
      showSidebar: true,
      showTopNav: true,
      content: {},
    });
  });
  it('hides outline and sidebar for landing and minimal', () => {
    for (const layout of ['landing', 'minimal'] as const) {
      const resolved = resolveLayout({layout}, {hasSidebarItems: true});
      expect(resolved.showOutline).toBe(false);
      expect(resolved.showSidebar).toBe(false);
      expect(resolved.showTopNav).toBe(true);
      expect(resolved.showLogo).toBe(true);
    }
  });
  it('hides the sidebar when it has no items, even if asked to show it', () => {
    expect(resolveLayout({showSidebar: true}, {hasSidebarItems: false}).showSidebar).toBe(false);
  });
  it('lets explicit switches override the layout defaults', () => {
    const r = resolveLayout({layout: 'landing', showOutline: true, showTopNav: false, showLogo: false}, {hasSidebarItems: true});
    expect(r).toMatchObject({showOutline: true, showTopNav: false, showLogo: false});
  });
});

describe('readLayoutFrontMatter', () => {
  it('keeps valid keys and turns numeric content settings into px', () => {
    expect(
      readLayoutFrontMatter({layout: 'minimal', showLogo: false, content: {width: 640, horizontalPadding: '2rem'}, title: 'x'}, 'a.mdx'),
    ).toEqual({layout: 'minimal', showLogo: false, content: {width: '640px', horizontalPadding: '2rem'}});
  });
  it('rejects an unknown layout with the page named', () => {
    expect(() => readLayoutFrontMatter({layout: 'wide'}, 'docs/a.mdx')).toThrow(/docs\/a\.mdx: layout must be one of docs, minimal, landing/);
  });
  it('rejects non-boolean switches and unknown content keys', () => {
    expect(() => readLayoutFrontMatter({showSidebar: 'no'}, 'a')).toThrow(/showSidebar must be true or false/);
    expect(() => readLayoutFrontMatter({content: {margin: '1px'}}, 'a')).toThrow(/content\.margin is not a content setting/);
    expect(() => readLayoutFrontMatter({content: 'wide'}, 'a')).toThrow(/content must be an object/);
  });
  it('detects whether a page sets any layout key', () => {
    expect(hasLayoutKeys({title: 'x', description: 'y'})).toBe(false);
    expect(hasLayoutKeys({showOutline: false})).toBe(true);
  });
  it('maps content settings to CSS custom properties', () => {
    expect(contentStyle({width: '600px', verticalPadding: '1rem'})).toEqual({
      '--site-content-width': '600px',
      '--site-content-padding-y': '1rem',
    });
  });
});
