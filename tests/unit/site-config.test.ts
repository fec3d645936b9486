import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import siteConfig from '../../src/site/config';
import {collectLinks, navDepth, repositoryWebUrl} from '../../src/site/helpers';
import {
  INDEX_ROUTES,
  MAX_SIDEBAR_DEPTH,
  docIdForPath,
  sidebarNameForPrefix,
  toDocusaurusItems,
  toDocusaurusSidebars,
} from '../../src/site/sidebar';
import {describeError} from '../../src/site/errors';
import {SPEC_ROUTES} from '../routes';

const root = join(__dirname, '..', '..');
const sidebarLinks = collectLinks(Array.isArray(siteConfig.sidebar) ? siteConfig.sidebar : Object.values(siteConfig.sidebar).flat());

describe('sidebar configuration', () => {
  it('reaches every SPEC route except the landing page', () => {
    expect([...sidebarLinks].sort()).toEqual(SPEC_ROUTES.filter((r) => r !== '/').sort());
  });
  it('has no duplicate targets', () => {
    expect(new Set(sidebarLinks).size).toBe(sidebarLinks.length);
  });
  it('has the four groups of the content brief, Getting started expanded', () => {
    const groups = Array.isArray(siteConfig.sidebar) ? siteConfig.sidebar : [];
    expect(groups.map((g) => g.text)).toEqual(['Getting started', 'Tevm guides', 'Reference', 'Integration Examples']);
    expect(groups.map((g) => g.collapsed)).toEqual([false, true, true, true]);
    expect(groups[2]?.items?.map((g) => g.text)).toEqual([
      'Core Packages',
      'Transaction & Block Packages',
      'Client & Communication',
      'Smart Contract Tools',
      'Utilities & Helpers',
    ]);
  });
  it('stays below the maximum nesting depth', () => {
    expect(navDepth(Array.isArray(siteConfig.sidebar) ? siteConfig.sidebar : [])).toBeLessThanOrEqual(MAX_SIDEBAR_DEPTH);
  });
  it('points every item at an existing docs source file', () => {
    for (const link of sidebarLinks) {
      const id = docIdForPath(link, INDEX_ROUTES);
      expect([id, existsSync(join(root, 'docs', `${id}.mdx`))]).toEqual([id, true]);
    }
  });
});

describe('sidebar conversion', () => {
  it('maps paths to doc ids, including folder indexes', () => {
    expect(docIdForPath('/core/forking', INDEX_ROUTES)).toBe('core/forking');
    expect(docIdForPath('/reference', INDEX_ROUTES)).toBe('reference/index');
    expect(docIdForPath('/reference/bundler.html', INDEX_ROUTES)).toBe('reference/bundler/index');
    expect(docIdForPath('/', INDEX_ROUTES)).toBe('index');
  });
  it('turns categories with a link into categories with a doc link', () => {
    const [cat] = toDocusaurusItems([{text: 'Ref', link: '/reference', collapsed: false, items: [{text: 'Node', link: '/reference/node'}]}]);
    expect(cat).toEqual({
      type: 'category',
      label: 'Ref',
      collapsible: true,
      collapsed: false,
      link: {type: 'doc', id: 'reference/index'},
      items: [{type: 'doc', id: 'reference/node', label: 'Node'}],
    });
  });
  it('keeps external links as links', () => {
    expect(toDocusaurusItems([{text: 'Viem', link: 'https://viem.sh'}])).toEqual([{type: 'link', href: 'https://viem.sh', label: 'Viem'}]);
  });
  it('rejects nesting deeper than the limit and items without a target', () => {
    const deep = {text: 'L1', items: [{text: 'L2', items: [{text: 'L3', items: [{text: 'L4', items: [{text: 'L5', link: '/x'}]}]}]}]};
    expect(() => toDocusaurusItems([deep])).toThrow(/limited to 4 levels/);
    expect(() => toDocusaurusItems([{text: 'Lost'}])).toThrow(/neither a link nor items/);
  });
  it('names one sidebar per prefix for a map', () => {
    expect(Object.keys(toDocusaurusSidebars({'/': [{text: 'A', link: '/a'}], '/reference/bundler': [{text: 'B', link: '/b'}]}))).toEqual(['docs', 'reference-bundler']);
    expect(sidebarNameForPrefix('/')).toBe('docs');
  });
});

describe('site configuration values', () => {
  it('uses the SPEC title, template and accent', () => {
    expect(siteConfig.title).toBe('Tevm Node');
    expect(siteConfig.titleTemplate).toBe('%s · Tevm');
    expect(siteConfig.theme.accentColor).toBe('#0085FF');
    expect(siteConfig.banner?.height).toBe(32);
  });
  it('has the SPEC top navigation and ecosystem menu', () => {
    expect(siteConfig.topNav.map((i) => [i.text, i.link ?? null])).toEqual([
      ['Docs', '/introduction/what-is-tevm-node'],
      ['Quick Start', '/getting-started/overview'],
      ['Examples', '/examples/viem'],
      ['Ecosystem', null],
    ]);
    expect(siteConfig.topNav[3]?.items?.map((i) => i.link)).toEqual([
      'https://viem.sh/',
      'https://github.com/ethereumjs/ethereumjs-monorepo',
      'https://github.com/evmts/krome',
    ]);
  });
  it('configures only the real socials (no Discord, no Warpcast)', () => {
    expect(siteConfig.socials.map((s) => [s.icon, s.link])).toEqual([
      ['github', 'https://github.com/evmts/tevm-monorepo'],
      ['telegram', 'https://t.me/+ANThR9bHDLAwMjUx'],
      ['x', 'https://x.com/tevmtools'],
    ]);
  });
  it('builds edit links from package.json repository', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(repositoryWebUrl(pkg.repository)).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
    expect(siteConfig.editLink).toEqual({pattern: ':repository/edit/main/:path', text: 'Edit page'});
  });
});

describe('describeError', () => {
  it('shows status and status text when present', () => {
    expect(describeError({status: 405, statusText: 'Method Not Allowed'})).toEqual({status: 405, detail: '405 Method Not Allowed'});
    expect(describeError({status: 403})).toEqual({status: 403, detail: '403'});
  });
  it('falls back to the message, a string, or a generic text', () => {
    expect(describeError(new Error('boom'))).toEqual({detail: 'boom'});
    expect(describeError('bad')).toEqual({detail: 'bad'});
    expect(describeError(null)).toEqual({detail: 'Unknown error'});
  });
});
