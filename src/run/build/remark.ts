/**
 * Marks each fence the browser can run with `run=<id>` in its meta (the id of the module
 * ./index.ts compiled from the same code), which src/theme/CodeBlock turns into a Run button.
 * The classification is the example harness's, applied to the fence as MDX parsed it.
 */
import {loadHarness, runBlockId, runsInBrowser, type Harness} from './blocks';

interface Node {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: Node[];
}

export default function remarkRunBlocks(options: {siteDir: string}) {
  let harness: Promise<Harness> | undefined;
  return async (tree: Node, file: {path?: string}) => {
    harness ??= loadHarness(options.siteDir);
    const {classify} = await harness;
    const visit = (node: Node) => {
      if (node.type === 'code' && node.lang && node.value !== undefined) {
        const info = `${node.lang} ${node.meta ?? ''}`.trim();
        const block = classify(file.path ?? 'page.mdx', 1, 1, 0, info, node.value);
        if (runsInBrowser(block)) {
          node.meta = `${node.meta ?? ''} run=${runBlockId(block.ext ?? 'ts', block.code)}`.trim();
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
