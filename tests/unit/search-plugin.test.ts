import {createHash} from 'node:crypto';
import {mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import searchPlugin, {routeHtmlFile, withIndexMeta} from '../../src/search/plugin';
import {loadIndexFile, searchIndex} from '../../src/search/engine';

const html = (body: string, title = 'Page · Tevm') =>
  `<!doctype html><html><head><meta charset=UTF-8><title>${title}</title></head><body>${body}</body></html>`;
const doc = (h1: string, rest: string) =>
  html(
    `<article><div class="theme-doc-markdown markdown"><header><h1>${h1}</h1></header>${rest}</div></article>`,
  );

type PostBuild = NonNullable<Plugin['postBuild']>;

describe('search plugin (postBuild)', () => {
  let outDir: string;
  beforeEach(() => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    outDir = mkdtempSync(join(tmpdir(), 'search-plugin-'));
    mkdirSync(join(outDir, 'core'));
    mkdirSync(join(outDir, 'assets'));
    writeFileSync(join(outDir, 'index.html'), doc('Tevm Node', '<p>Home intro.</p>'));
    writeFileSync(
      join(outDir, 'core', 'forking.html'),
      doc('Forking', '<p>Fork a chain.</p><h2 id=pin>Pinning</h2><p>Pin a block.</p>'),
    );
    writeFileSync(join(outDir, 'hidden.html'), doc('Hidden', '<p>Secret draft.</p>'));
    writeFileSync(join(outDir, '404.html'), html('<main><h1>Page Not Found</h1></main>'));
    writeFileSync(join(outDir, 'assets', 'not-a-page.html'), '<html><head></head></html>');
  });
  afterEach(() => {
    rmSync(outDir, {recursive: true, force: true});
    jest.restoreAllMocks();
  });

  async function run(routesPaths = ['/', '/core/forking', '/hidden', '/404.html']) {
    const site = {titleTemplate: '%s · Tevm'};
    const plugin = searchPlugin({siteConfig: {themeConfig: {site}}} as unknown as LoadContext);
    await (plugin.postBuild as PostBuild)({
      outDir,
      baseUrl: '/',
      routesPaths,
      routesBuildMetadata: {'/hidden': {noIndex: true}},
    } as unknown as Parameters<PostBuild>[0]);
    const files = readdirSync(join(outDir, '.search'));
    expect(files).toHaveLength(1);
    return files[0]!;
  }

  it('writes /.search/index.<sha256 of the content>.json with every section of every indexable page', async () => {
    const name = await run();
    expect(name).toMatch(/^index\.[0-9a-f]{16}\.json$/);
    const bytes = readFileSync(join(outDir, '.search', name));
    expect(name).toBe(
      `index.${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.json`,
    );
    const index = loadIndexFile(JSON.parse(bytes.toString('utf8')));
    expect(index.docs.map((d) => d.id)).toEqual(['/', '/core/forking', '/core/forking#pin']);
    expect(searchIndex(index, 'pin').map((r) => r.href)).toEqual(['/core/forking#pin']);
    expect(searchIndex(index, 'secret')).toEqual([]); // noIndex routes stay out
  });

  it('names the index in a <meta> of every HTML page, once, even when run again', async () => {
    const name = await run();
    for (const file of ['index.html', 'core/forking.html', 'hidden.html', '404.html']) {
      const page = readFileSync(join(outDir, file), 'utf8');
      expect(page.match(/name="search-index"/g)).toHaveLength(1);
      const url = /<meta name="search-index" content="([^"]+)"><\/head>/.exec(page)?.[1];
      expect(url).toBe(`/.search/${name}`);
    }
    expect(readFileSync(join(outDir, 'assets', 'not-a-page.html'), 'utf8')).not.toContain(
      'search-index',
    );
    const again = await run();
    expect(again).toBe(name);
    expect(
      readFileSync(join(outDir, 'index.html'), 'utf8').match(/name="search-index"/g),
    ).toHaveLength(1);
  });

  it('fails the build rather than ship an empty index', async () => {
    await expect(run(['/404.html'])).rejects.toThrow(/No page content/);
  });

  it('maps routes to the files a trailingSlash: false build writes', async () => {
    expect(await routeHtmlFile(outDir, '/', '/')).toBe(join(outDir, 'index.html'));
    expect(await routeHtmlFile(outDir, '/', '/core/forking')).toBe(
      join(outDir, 'core', 'forking.html'),
    );
    expect(await routeHtmlFile(outDir, '/', '/404.html')).toBe(join(outDir, '404.html'));
    expect(await routeHtmlFile(outDir, '/', '/missing')).toBeNull();
  });

  it('puts the meta tag in the head, replacing an older one', () => {
    const page =
      '<html><head><title>x</title><meta name="search-index" content="/.search/index.old.json"></head><body></body></html>';
    expect(withIndexMeta(page, '/.search/index.new.json')).toBe(
      '<html><head><title>x</title><meta name="search-index" content="/.search/index.new.json"></head><body></body></html>',
    );
  });
});
