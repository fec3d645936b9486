import siteConfig from '../../src/site/config';
import {toNavbarItem} from '../../src/site/navbar';

describe('toNavbarItem', () => {
  it('makes http(s) and www links external hrefs', () => {
    expect(toNavbarItem({text: 'Viem', link: 'https://viem.sh/'})).toEqual({label: 'Viem', href: 'https://viem.sh/', position: 'left'});
    expect(toNavbarItem({text: 'W', link: 'www.example.com'}, true)).toEqual({label: 'W', href: 'https://www.example.com'});
    expect(toNavbarItem({text: 'H', link: 'http://example.com'}, true)).toEqual({label: 'H', href: 'http://example.com'});
  });
  it('keeps internal links internal, fragment included', () => {
    expect(toNavbarItem({text: 'Fork', link: '/core/forking#fork-a-network'}, true)).toEqual({
      label: 'Fork',
      to: '/core/forking#fork-a-network',
    });
  });
  it('turns a match prefix into a segment-aware active regex', () => {
    const item = toNavbarItem({text: 'Docs', link: '/introduction/x', match: '/introduction'});
    expect(item).toMatchObject({activeBaseRegex: '^/introduction(/|$)'});
    const re = new RegExp((item as {activeBaseRegex: string}).activeBaseRegex);
    expect(re.test('/introduction/architecture-overview')).toBe(true);
    expect(re.test('/introductions')).toBe(false);
  });
  it('turns nested items into a dropdown', () => {
    const eco = siteConfig.topNav.find((i) => i.text === 'Ecosystem')!;
    expect(toNavbarItem(eco)).toEqual({
      type: 'dropdown',
      label: 'Ecosystem',
      position: 'left',
      items: [
        {label: 'Viem', href: 'https://viem.sh/'},
        {label: 'Ethereumjs', href: 'https://github.com/ethereumjs/ethereumjs-monorepo'},
        {label: 'Krome', href: 'https://github.com/evmts/krome'},
      ],
    });
  });
});
