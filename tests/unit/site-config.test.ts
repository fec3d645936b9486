import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import sidebars from '../../sidebars';
import {repositoryWebUrl} from '../../src/lib/repository';
import {MAX_SIDEBAR_DEPTH, sidebarDepth} from '../../src/lib/sidebar-rules';
import {checkSidebars} from '../../src/plugins/site-config/sidebars';
import {validateThemeConfig} from '../../src/plugins/site-config/theme-config';
import {describeError} from '../../src/lib/errors';
import {docSourceRoute} from '../../src/lib/routes';
import {SPEC_ROUTES} from '../routes';

const root = join(__dirname, '..', '..');

type Item =
  | string
  | {type: string; id?: string; label?: string; link?: {type: string; id: string}; items?: Item[]};
const docIds = (items: readonly Item[]): string[] =>
  items.flatMap((item) =>
    typeof item === 'string'
      ? [item]
      : [
          ...(item.type === 'doc' && item.id ? [item.id] : []),
          ...(item.link ? [item.link.id] : []),
          ...docIds(item.items ?? []),
        ],
  );
const ids = Object.values(sidebars).flatMap((items) => docIds(items as Item[]));

describe('sidebars.ts', () => {
  it('reaches every SPEC route except the landing page (a floor: more pages may follow)', () => {
    const routes = new Set(ids.map(docSourceRoute));
    expect(SPEC_ROUTES.filter((r) => r !== '/' && !routes.has(r))).toEqual([]);
  });
  it('lists each page once', () => {
    expect(new Set(ids).size).toBe(ids.length);
  });
  it('points every item at an existing docs source file', () => {
    for (const id of ids)
      expect([id, existsSync(join(root, 'docs', `${id}.mdx`))]).toEqual([id, true]);
  });
  it('stays below the maximum nesting depth', () => {
    for (const items of Object.values(sidebars)) {
      const tree = (items as Item[]).map((i) => (typeof i === 'string' ? {} : i)) as {
        items?: unknown[];
      }[];
      expect(sidebarDepth(tree)).toBeLessThanOrEqual(MAX_SIDEBAR_DEPTH);
    }
  });
});

describe('checkSidebars (the build-time sidebar check)', () => {
  const labels = new Map([
    ['core/forking', {label: 'Forking', source: '@site/docs/core/forking.mdx'}],
  ]);
  it('accepts a sidebar within the depth limit whose labels come from front matter', () => {
    expect(
      checkSidebars(
        {docs: [{type: 'category', label: 'G', items: [{type: 'doc', id: 'core/forking'}]}]},
        labels,
      ),
    ).toEqual([]);
  });
  it('names the sidebar when it nests too deep', () => {
    const nest = (depth: number): {type: string; label: string; items: unknown[]} =>
      depth === 1
        ? {type: 'category', label: 'leaf', items: [{type: 'doc', id: 'x'}]}
        : {type: 'category', label: `L${depth}`, items: [nest(depth - 1)]};
    const problems = checkSidebars({docs: [nest(MAX_SIDEBAR_DEPTH)] as never}, labels);
    expect(problems).toEqual([
      expect.stringMatching(
        /^sidebars\.ts: sidebar "docs" nests 5 levels deep; the theme supports at most 4/,
      ),
    ]);
  });
  it('rejects a page labelled both in sidebars.ts and by its sidebar_label', () => {
    expect(
      checkSidebars({docs: [{type: 'doc', id: 'core/forking', label: 'Fork'}]}, labels),
    ).toEqual([
      'sidebars.ts: "core/forking" has the label "Fork" and @site/docs/core/forking.mdx has sidebar_label "Forking"; keep one (the front matter)',
    ]);
  });
});

describe('themeConfig.site (validateThemeConfig)', () => {
  const site = {
    titleTemplate: '%s · Tevm',
    banner: {height: 32, dark: {backgroundColor: '#000', textColor: '#fff'}},
    socials: [{icon: 'github', link: 'https://github.com/o/r'}],
  };
  it('accepts the site part, fills defaults and keeps the rest of the theme config', () => {
    const out = validateThemeConfig({themeConfig: {site, navbar: {items: []}}});
    expect(out).toEqual({site: {...site, sponsors: [], socialCards: {}}, navbar: {items: []}});
  });
  it('names the file and every wrong field', () => {
    const bad = {
      ...site,
      titleTemplate: 'no placeholder',
      socials: [{icon: 'myspace', link: 'https://x'}],
    };
    expect(() => validateThemeConfig({themeConfig: {site: bad}})).toThrow(
      /^docusaurus\.config\.ts: themeConfig\.site\.titleTemplate: .*containing %s.*; themeConfig\.site\.socials\[0\]\.icon: must be one of \[discord, github, telegram, warpcast, x\]$/,
    );
  });
  it('takes social cards keyed by a path, and names a key that is not one', () => {
    const cards = {'/reference': '/img/card.png'};
    expect(validateThemeConfig({themeConfig: {site: {...site, socialCards: cards}}})).toMatchObject(
      {site: {socialCards: cards}},
    );
    expect(() =>
      validateThemeConfig({themeConfig: {site: {...site, socialCards: {reference: '/c.png'}}}}),
    ).toThrow(/themeConfig\.site\.socialCards\.reference: is not a path/);
  });
  it('requires the site part', () => {
    expect(() => validateThemeConfig({themeConfig: {}})).toThrow(/themeConfig\.site: is required/);
  });
});

describe('edit links', () => {
  it('come from package.json repository', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(repositoryWebUrl(pkg.repository)).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
  });
});

describe('describeError', () => {
  it('shows status and status text when present', () => {
    expect(describeError({status: 405, statusText: 'Method Not Allowed'})).toEqual({
      status: 405,
      detail: '405 Method Not Allowed',
    });
    expect(describeError({status: 403})).toEqual({status: 403, detail: '403'});
  });
  it('falls back to the message, a string, or a generic text', () => {
    expect(describeError(new Error('boom'))).toEqual({detail: 'boom'});
    expect(describeError('bad')).toEqual({detail: 'bad'});
    expect(describeError(null)).toEqual({detail: 'Unknown error'});
  });
});
