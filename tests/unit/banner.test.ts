import {bannerFromThemeConfig, bannerHeightCss, bannerStyle} from '../../src/lib/banner';

const site = {
  titleTemplate: '%s',
  banner: {height: 32, dark: {backgroundColor: '#000', textColor: '#eee'}},
  socials: [],
  sponsors: [],
  socialCards: {},
};

describe('banner', () => {
  it("joins Docusaurus' announcementBar with the site's height and dark colours", () => {
    const announcementBar = {
      id: 'x',
      content: 'Hi <a href="/a">there</a>',
      backgroundColor: '#fff',
      textColor: '#111',
      isCloseable: false,
    };
    expect(bannerFromThemeConfig({announcementBar, site})).toEqual({
      content: 'Hi <a href="/a">there</a>',
      height: 32,
      backgroundColor: {light: '#fff', dark: '#000'},
      textColor: {light: '#111', dark: '#eee'},
      isCloseable: false,
    });
  });
  it('is absent without an announcementBar', () => {
    expect(bannerFromThemeConfig({announcementBar: undefined, site})).toBeNull();
  });
  it('fixes the bar height for every width, outranking the theme default', () => {
    expect(bannerHeightCss({height: 32})).toBe(
      ':root:root{--docusaurus-announcement-bar-height:32px}',
    );
    expect(bannerHeightCss(null)).toBe('');
  });
  it('passes height and both themes colours as custom properties', () => {
    expect(
      bannerStyle({
        height: 32,
        backgroundColor: {light: '#fff', dark: '#000'},
        textColor: {light: '#111', dark: '#eee'},
      }),
    ).toEqual({
      '--site-banner-height': '32px',
      '--site-banner-bg-light': '#fff',
      '--site-banner-bg-dark': '#000',
      '--site-banner-fg-light': '#111',
      '--site-banner-fg-dark': '#eee',
    });
  });
});
