/**
 * Build-time search index (ARCHITECTURE.md "Search index").
 *
 * After the static build (`postBuild`), reads the built HTML of every route,
 * splits each page into one document per h2/h3 section (./extract.ts),
 * indexes them with minisearch (../engine) and writes
 * `build/.search/index.<hash>.json`, where <hash> is the SHA-256 of the file's
 * bytes. It then adds `<meta name="search-index" content="/.search/index.<hash>.json">`
 * to every HTML file, so the dialog learns the hashed name from the page it was
 * served with: no manifest request, nothing fetched before search is opened,
 * and the name changes exactly when the bytes do (the server may cache it forever).
 *
 * With several docs versions there is one index per version and each page names
 * its own version's (./versions.ts), so results never mix versions.
 *
 * `docusaurus start` runs no postBuild, so the dev server has no index; the
 * dialog says so.
 */
import {createHash} from 'node:crypto';
import {mkdir, readFile, readdir, stat, writeFile} from 'node:fs/promises';
import {join, relative} from 'node:path';
import {gzipSync} from 'node:zlib';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {routeHtmlPath} from '../../lib/routes';
import type {SiteThemeConfig} from '../../lib/theme-config';
import {createIndexFile} from '../engine';
import {uniqueIds} from '../engine/indexFile';
import {INDEX_DIR, indexFileName, indexMetaTag, type SearchDocument} from '../protocol';
import {extractSections} from './extract';
import {groupByVersion, versionOfRoute, type VersionPath} from './versions';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The HTML file a route was written to (`trailingSlash: false` → `route.html`). */
export async function routeHtmlFile(
  outDir: string,
  baseUrl: string,
  route: string,
): Promise<string | null> {
  const local = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
  const candidates = local.endsWith('.html')
    ? [local]
    : [routeHtmlPath(local), join(local, 'index.html')];
  for (const candidate of candidates) {
    const file = join(outDir, candidate);
    if (await isFile(file)) return file;
  }
  return null;
}

async function htmlFiles(dir: string, root = dir): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (relative(root, path) !== 'assets' && !entry.name.startsWith('.'))
        out.push(...(await htmlFiles(path, root)));
    } else if (entry.name.endsWith('.html')) {
      out.push(path);
    }
  }
  return out;
}

/** Adds the index's `<meta>` to a page, replacing one a previous run added. */
export function withIndexMeta(html: string, url: string): string {
  const tag = indexMetaTag(url);
  const cleaned = html.replace(/<meta name="search-index" content="[^"]*">/g, '');
  if (cleaned.includes('</head>')) return cleaned.replace('</head>', `${tag}</head>`);
  return cleaned;
}

export default function searchPlugin(context: LoadContext): Plugin {
  const {titleTemplate} = (context.siteConfig.themeConfig as SiteThemeConfig).site;
  let versions: VersionPath[] = [];
  let rootVersion = '';
  return {
    name: 'search-index',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      versions = (docs?.loadedVersions ?? []).map((v) => ({name: v.versionName, path: v.path}));
      rootVersion =
        docs?.loadedVersions.find((v) => v.isLast)?.versionName ?? versions[0]?.name ?? '';
    },
    async postBuild({outDir, routesPaths, routesBuildMetadata, baseUrl}) {
      const routes = [...new Set(routesPaths)]
        .sort()
        .filter((route) => !routesBuildMetadata?.[route]?.noIndex)
        .map((route) => ({route}));
      const urlOf = new Map<string, string>();
      for (const [version, group] of groupByVersion(routes, versions, rootVersion)) {
        const docs: SearchDocument[] = [];
        let pages = 0;
        for (const {route} of group) {
          const file = await routeHtmlFile(outDir, baseUrl, route);
          if (!file) continue;
          const sections = extractSections(await readFile(file, 'utf8'), route, {
            titleTemplate,
          });
          if (sections.length) pages += 1;
          docs.push(...sections);
        }
        if (docs.length === 0) continue;
        uniqueIds(docs.map((doc) => doc.href)).forEach((id, i) => (docs[i]!.id = id));
        const json = JSON.stringify(createIndexFile(docs));
        const hash = createHash('sha256').update(json).digest('hex').slice(0, 16);
        const name = indexFileName(hash);
        await mkdir(join(outDir, INDEX_DIR), {recursive: true});
        await writeFile(join(outDir, INDEX_DIR, name), json);
        const url = `${baseUrl}${INDEX_DIR}/${name}`;
        urlOf.set(version, url);
        const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
        console.log(
          `[search] ${versions.length > 1 ? `${version}: ` : ''}${docs.length} documents from ${pages} pages → ${url} (${kb(Buffer.byteLength(json))}, ${kb(
            gzipSync(json, {level: 9}).length,
          )} gzip)`,
        );
      }
      if (urlOf.size === 0) {
        throw new Error('[search] No page content found in the build: the index would be empty.');
      }
      for (const file of await htmlFiles(outDir)) {
        const local = relative(outDir, file).split('\\').join('/');
        const route = `${baseUrl}${local.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
        const url =
          urlOf.get(versionOfRoute(route, versions) ?? rootVersion) ?? urlOf.values().next().value!;
        const html = await readFile(file, 'utf8');
        const next = withIndexMeta(html, url);
        if (next !== html) await writeFile(file, next);
      }
    },
  };
}
