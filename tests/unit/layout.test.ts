import {contentStyle, hasLayoutKeys, resolveLayout} from '../../src/lib/layout';
import {readLayoutFrontMatter} from '../../src/plugins/site-config';

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
    const r = resolveLayout(
      {layout: 'landing', showOutline: true, showTopNav: false, showLogo: false},
      {hasSidebarItems: true},
    );
    expect(r).toMatchObject({showOutline: true, showTopNav: false, showLogo: false});
  });
});

describe('layout front matter (validated by the site-config plugin)', () => {
  it('keeps valid keys and turns numeric content settings into px', () => {
    expect(
      readLayoutFrontMatter(
        {
          layout: 'minimal',
          showLogo: false,
          content: {width: 640, horizontalPadding: '2rem'},
          title: 'x',
        },
        'a.mdx',
      ),
    ).toEqual({
      layout: 'minimal',
      showLogo: false,
      content: {width: '640px', horizontalPadding: '2rem'},
    });
  });
  it("maps Docusaurus' own keys: hide_table_of_contents and displayed_sidebar: null", () => {
    expect(
      readLayoutFrontMatter({hide_table_of_contents: true, displayed_sidebar: null}, 'a.mdx'),
    ).toEqual({
      showOutline: false,
      showSidebar: false,
    });
    expect(
      readLayoutFrontMatter({layout: 'minimal', hide_table_of_contents: false}, 'a.mdx'),
    ).toEqual({layout: 'minimal', showOutline: true});
    expect(readLayoutFrontMatter({displayed_sidebar: 'docs'}, 'a.mdx')).toEqual({});
  });
  it('rejects an unknown layout with the file and the key named', () => {
    expect(() => readLayoutFrontMatter({layout: 'wide'}, 'docs/a.mdx')).toThrow(
      /^docs\/a\.mdx: front matter\.layout: must be one of \[docs, minimal, landing\]/,
    );
  });
  it('rejects non-boolean switches and unknown content keys', () => {
    expect(() => readLayoutFrontMatter({showLogo: 'no'}, 'a')).toThrow(
      /front matter\.showLogo: must be a boolean/,
    );
    expect(() => readLayoutFrontMatter({content: {margin: '1px'}}, 'a')).toThrow(
      /front matter\.content\.margin: is not allowed/,
    );
    expect(() => readLayoutFrontMatter({content: 'wide'}, 'a')).toThrow(
      /front matter\.content: must be of type object/,
    );
  });
  it('points the retired keys to their Docusaurus names', () => {
    expect(() => readLayoutFrontMatter({showOutline: false}, 'a')).toThrow(
      /showOutline: is hide_table_of_contents now/,
    );
    expect(() => readLayoutFrontMatter({showSidebar: false}, 'a')).toThrow(
      /showSidebar: is displayed_sidebar now/,
    );
  });
  it('detects whether a page sets any layout key', () => {
    expect(hasLayoutKeys({title: 'x', description: 'y'})).toBe(false);
    expect(hasLayoutKeys({hide_table_of_contents: true})).toBe(true);
    expect(hasLayoutKeys({displayed_sidebar: null})).toBe(true);
  });
  it('maps content settings to CSS custom properties', () => {
    expect(contentStyle({width: '600px', verticalPadding: '1rem'})).toEqual({
      '--site-content-width': '600px',
      '--site-content-padding-y': '1rem',
    });
  });
});
