/**
 * Run buttons on code blocks (README "Running examples in the browser").
 *
 * Before the bundles are built (`loadContent`), every page under docs/ goes through the examples'
 * block grammar; each block it classifies as runnable in the browser is compiled with the
 * harness's own TypeScript transpile and written to `.docusaurus/run-blocks/<id>.js`. The
 * runner's worker imports those modules by id (`@run-blocks/<id>.js`, one chunk each), so a
 * page carries none of them: only its fences' `run=<id>` meta, added by ./remark.ts.
 */
import {mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {extractBlocks} from '../../examples/blocks.mjs';
import {compileBrowserBlock} from '../../examples/compile.mjs';
import {cacheDependsOn} from '../../plugins/rspackCache';
import {runBlockId, runsInBrowser} from './blocks';

/** The Markdown/MDX pages under `dir`, relative to it. */
async function pages(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true});
  return entries.filter((f) => /\.mdx?$/.test(f)).sort();
}

export default function runBlocksPlugin(context: LoadContext): Plugin<number> {
  const outDir = path.join(context.generatedFilesDir, 'run-blocks');
  const docsDir = path.join(context.siteDir, 'docs');
  return {
    name: 'run-blocks',
    getPathsToWatch: () => [path.join(docsDir, '**/*.{md,mdx}')],
    async loadContent() {
      await rm(outDir, {recursive: true, force: true});
      await mkdir(outDir, {recursive: true});
      const written = new Set<string>();
      for (const page of await pages(docsDir)) {
        const file = path.join(docsDir, page);
        const rel = path.relative(context.siteDir, file);
        for (const block of extractBlocks(rel, await readFile(file, 'utf8')).blocks) {
          if (!runsInBrowser(block)) continue;
          const id = runBlockId(block.ext ?? 'ts', block.code);
          if (written.has(id)) continue;
          written.add(id);
          const compiled = compileBrowserBlock(block);
          await writeFile(
            path.join(outDir, `${id}.js`),
            `// ${rel}\nexport default ${JSON.stringify(compiled)};\n`,
          );
        }
      }
      return written.size;
    },
    configureWebpack(config, isServer, {currentBundler}) {
      cacheDependsOn(config, [
        __filename,
        path.join(__dirname, 'blocks.ts'),
        path.join(__dirname, 'remark.ts'),
        ...['blocks', 'browser-modules', 'compile', 'imports'].map((m) =>
          path.join(__dirname, `../../examples/${m}.mjs`),
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
