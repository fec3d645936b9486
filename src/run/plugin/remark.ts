/**
 * Marks each fence the browser can run with `run=<id>` in its meta (the id of the module
 * ./index.ts compiled from the same code), which src/theme/CodeBlock turns into a Run button.
 * The classification is the examples' block grammar, applied to the fence as MDX parsed it.
 */
import {existsSync, writeFileSync} from 'node:fs';

import {classify} from '../../codeblocks/blocks.mjs';
import {runBlockId, runModulePath, runModuleSource, runsInBrowser} from './blocks';

interface Node {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: Node[];
}

/**
 * `siteDir`: where ./index.ts wrote the compiled modules (`.docusaurus/run-blocks`). In a
 * production build a block that runs in the browser but has no module there fails the build,
 * naming the page, instead of a Run button that fails with "Cannot find module" in the
 * reader's tab. Under `docusaurus start` an edited block may be compiled here before the
 * plugin's reload has written its module, so it is written here (the bundler watches the folder).
 */
export default function remarkRunBlocks({siteDir}: {siteDir?: string} = {}) {
  return (tree: Node, file: {path?: string}) => {
    const visit = (node: Node) => {
      if (node.type === 'code' && node.lang && node.value !== undefined) {
        const info = `${node.lang} ${node.meta ?? ''}`.trim();
        const block = classify({
          file: file.path ?? 'page.mdx',
          line: 1,
          endLine: 1,
          indent: 0,
          info,
          code: node.value,
        });
        if (runsInBrowser(block)) {
          const id = runBlockId(block.ext ?? 'ts', block.code);
          const module = siteDir ? runModulePath(siteDir, id) : null;
          if (module && !existsSync(module) && process.env.NODE_ENV !== 'production') {
            writeFileSync(module, runModuleSource(block, file.path ?? 'a page'));
          } else if (module && !existsSync(module)) {
            throw new Error(
              `[run-blocks] ${file.path ?? 'a page'}: a runnable block has no compiled module (${id}); is its folder outside docsContentDirs (src/run/plugin/index.ts)?`,
            );
          }
          node.meta = `${node.meta ?? ''} run=${id}`.trim();
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
