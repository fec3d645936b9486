/**
 * Run buttons on code blocks (src/run/README.md).
 *
 * Before the bundles are built (`loadContent`), every page of every docs version and locale
 * (docs/, versioned_docs/*, i18n/<locale>/docusaurus-plugin-content-docs/*) goes through the
 * examples' block grammar; each block it classifies as runnable in the browser is compiled
 * with the harness's own TypeScript transpile and written to `.docusaurus/run-blocks/<id>.js`.
 * The runner's worker imports those modules by id (`@run-blocks/<id>.js`, one chunk each), so
 * a page carries none of them: only its fences' `run=<id>` meta, added by ./remark.ts, which
 * fails the build for a block without its module.
 *
 * The folder is updated in place (changed files rewritten, stale ones removed), never
 * recreated: the dev server's bundler watches it, and a recreated folder would leave an edited
 * block's new module unseen until a restart.
 */
import {existsSync, readdirSync} from 'node:fs';
import {mkdir, readdir, readFile, unlink, writeFile} from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {extractBlocks} from '../../codeblocks/blocks.mjs';
import {cacheDependsOn} from '../../plugins/rspackCache';
import {runBlockId, runModulePath, runModuleSource, runsInBrowser} from './blocks';

/** The Markdown/MDX pages under `dir`, relative to it ([] when it does not exist). */
async function pages(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, {recursive: true});
  return entries.filter((f) => /\.mdx?$/.test(f)).sort();
}

/** Where the docs plugin reads pages from: the current docs, cut versions and translations. */
export function docsContentDirs(siteDir: string): string[] {
  const under = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, {withFileTypes: true})
          .filter((e) => e.isDirectory())
          .map((e) => path.join(dir, e.name))
      : [];
  return [
    path.join(siteDir, 'docs'),
    ...under(path.join(siteDir, 'versioned_docs')),
    ...under(path.join(siteDir, 'i18n')).flatMap((locale) =>
      under(path.join(locale, 'docusaurus-plugin-content-docs')),
    ),
  ];
}

export default function runBlocksPlugin(context: LoadContext): Plugin<number> {
  const outDir = path.dirname(runModulePath(context.siteDir, 'id'));
  const contentDirs = docsContentDirs(context.siteDir);
  return {
    name: 'run-blocks',
    getPathsToWatch: () => contentDirs.map((dir) => path.join(dir, '**/*.{md,mdx}')),
    async loadContent() {
      await mkdir(outDir, {recursive: true});
      const written = new Set<string>();
      for (const dir of contentDirs) {
        for (const page of await pages(dir)) {
          const file = path.join(dir, page);
          const rel = path.relative(context.siteDir, file);
          for (const block of extractBlocks(rel, await readFile(file, 'utf8')).blocks) {
            if (!runsInBrowser(block)) continue;
            const id = runBlockId(block.ext ?? 'ts', block.code);
            if (written.has(id)) continue;
            written.add(id);
            const target = runModulePath(context.siteDir, id);
            // The id is a hash of the code: an existing module is this block's already.
            if (existsSync(target)) continue;
            await writeFile(target, runModuleSource(block, rel));
          }
        }
      }
      for (const name of await readdir(outDir))
        if (!written.has(name.replace(/\.js$/, ''))) await unlink(path.join(outDir, name));
      return written.size;
    },
    configureWebpack(config, isServer, {currentBundler}) {
      cacheDependsOn(config, [
        __filename,
        path.join(__dirname, 'blocks.ts'),
        path.join(__dirname, 'remark.ts'),
        ...['blocks', 'browser-modules', 'compile', 'imports'].map((m) =>
          path.join(__dirname, `../../codeblocks/${m}.mjs`),
        ),
      ]);
      // The server render never runs an example: the runner (and tevm behind it) stays out of
      // the server bundle.
      if (isServer) {
        return {
          plugins: [
            new currentBundler.instance.IgnorePlugin({resourceRegExp: /\/run\/client\/runner$/}),
          ],
        };
      }
      return {resolve: {alias: {'@run-blocks': outDir}}};
    },
  };
}
