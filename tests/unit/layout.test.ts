import {layoutOf} from '../../src/lib/layout';
import {checkLayoutFrontMatter} from '../../src/plugins/site-config/front-matter';

describe('layoutOf', () => {
  it('is docs unless the front matter asks for the landing layout', () => {
    expect(layoutOf({})).toBe('docs');
    expect(layoutOf({layout: 'docs'})).toBe('docs');
    expect(layoutOf({layout: 'landing'})).toBe('landing');
  });
});

describe('layout front matter (checked by the site-config plugin)', () => {
  it("accepts the two layouts and Docusaurus' own keys", () => {
    expect(() =>
      checkLayoutFrontMatter(
        {layout: 'landing', hide_table_of_contents: true, displayed_sidebar: null, title: 'x'},
        'a.mdx',
      ),
    ).not.toThrow();
  });
  it('rejects an unknown layout with the file and the key named', () => {
    expect(() => checkLayoutFrontMatter({layout: 'minimal'}, 'docs/a.mdx')).toThrow(
      /^docs\/a\.mdx: front matter\.layout: must be one of \[docs, landing\]/,
    );
  });
});
