import {bannerHeightCss, bannerStyle, isBannerDismissable} from '../../src/lib/banner';
import siteConfig from '../../src/site/config';

describe('banner', () => {
  it("hides the close button only for dismissable: 'false'", () => {
    expect(isBannerDismissable({dismissable: 'false'})).toBe(false);
    expect(isBannerDismissable({dismissable: 'true'})).toBe(true);
    expect(isBannerDismissable({})).toBe(true);
  });
  it('fixes the bar height for every width, outranking the theme default', () => {
    expect(bannerHeightCss({height: 32})).toBe(':root:root{--docusaurus-announcement-bar-height:32px}');
    expect(bannerHeightCss(undefined)).toBe('');
  });
  it('passes height and both themes colours as custom properties', () => {
    expect(
      bannerStyle({height: 32, backgroundColor: {light: '#fff', dark: '#000'}, textColor: {light: '#111', dark: '#eee'}}),
    ).toEqual({
      '--site-banner-height': '32px',
      '--site-banner-bg-light': '#fff',
      '--site-banner-bg-dark': '#000',
      '--site-banner-fg-light': '#111',
      '--site-banner-fg-dark': '#eee',
    });
  });
  it('the site banner is 32 px, dismissable, and links the Telegram community', () => {
    expect(siteConfig.banner?.height).toBe(32);
    expect(isBannerDismissable(siteConfig.banner!)).toBe(true);
    expect(siteConfig.banner?.link?.href).toBe('https://t.me/+ANThR9bHDLAwMjUx');
  });
});
