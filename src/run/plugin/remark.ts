/**
 * Marks each fence the browser can run with `run=<id>` in its meta (the id of the module
 * ./index.ts compiled from the same code), which src/theme/CodeBlock turns into a Run button.
 * The classification is the examples' block grammar (src/codeblocks/fences.ts).
 */
import {existsSync, writeFileSync} from 'node:fs';

import {addMark, forEachBlock, type Fence} from '../../codeblocks/fences';
import {runBlockId, runModulePath, runModuleSource, runsInBrowser} from './blocks';

/**
 * `siteDir`: where ./index.ts wrote the compiled modules (`.docusaurus/run-blocks`). In a
 * production build a block that runs in the browser but has no module there fails the build,
 * naming the page, instead of a Run button that fails with "Cannot find module" in the
 * reader's tab. Under `docusaurus start` an edited block may be compiled here before the
 * plugin's reload has written its module, so it is written here (the bundler watches the folder).
 */
export default function remarkRunBlocks({siteDir}: {siteDir?: string} = {}) {
  return (tree: Fence, file: {path?: string}) =>
    forEachBlock(tree, file, (fence, block) => {
      if (!runsInBrowser(block)) return;
      const id = runBlockId(block.ext ?? 'ts', block.code);
      const module = siteDir ? runModulePath(siteDir, id) : null;
      if (module && !existsSync(module) && process.env.NODE_ENV !== 'production') {
        writeFileSync(module, runModuleSource(block, file.path ?? 'a page'));
      } else if (module && !existsSync(module)) {
        throw new Error(
          `[run-blocks] ${file.path ?? 'a page'}: a runnable block has no compiled module (${id}); is its folder outside docsContentDirs (src/run/plugin/index.ts)?`,
        );
      }
      addMark(fence, `run=${id}`);
    });
}
