// The height CSS and the bar's custom properties are checked where they act, in the browser
// (tests/e2e/banner.spec.ts: 32 px at every width, the navbar right below, both themes' colours).
import {bannerFromThemeConfig} from '../../src/lib/banner';

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
});
