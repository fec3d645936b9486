import siteConfig from '../../src/site/config';
import {clientSiteConfig} from '../../src/site/client';
import {sidebarNameForPath, sidebarNameForPrefixes} from '../../src/hooks/sidebar';

describe('the browser view of the site configuration', () => {
  it('carries what theme components read, not the nav or the sidebar tree', () => {
    const client = clientSiteConfig(siteConfig);
    expect(client).toEqual({
      titleTemplate: siteConfig.titleTemplate,
      ogImageUrl: siteConfig.ogImageUrl,
      logoUrl: siteConfig.logoUrl,
      colorScheme: siteConfig.theme.colorScheme,
      banner: siteConfig.banner ?? null,
      editLinkText: siteConfig.editLink.text,
      socials: siteConfig.socials,
      sponsors: siteConfig.sponsors,
      sidebarPrefixes: Array.isArray(siteConfig.sidebar) ? null : Object.keys(siteConfig.sidebar),
    });
    expect(JSON.stringify(client)).not.toContain('/reference/actions');
  });

  it('picks the same sidebar from the prefixes alone as from the whole sidebar', () => {
    const map = {'/': [], '/reference': [], '/reference/bundler': []};
    for (const path of ['/', '/core/forking', '/reference', '/reference/node', '/reference/bundler/overview', '/referencex']) {
      expect(sidebarNameForPrefixes(Object.keys(map), path)).toBe(sidebarNameForPath(map, path));
    }
    expect(sidebarNameForPrefixes(null, '/anything')).toBe('docs');
    expect(sidebarNameForPrefixes(['/reference'], '/core')).toBeUndefined();
  });
});
