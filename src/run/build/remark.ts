/**
 * Marks each fence the browser can run with `run=<id>` in its meta (the id of the module
 * ./index.ts compiled from the same code), which src/theme/CodeBlock turns into a Run button.
 * The classification is the examples' block grammar, applied to the fence as MDX parsed it.
 */
import {classify} from '../../examples/blocks.mjs';
import {runBlockId, runsInBrowser} from './blocks';

interface Node {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: Node[];
}

export default function remarkRunBlocks() {
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
          node.meta = `${node.meta ?? ''} run=${runBlockId(block.ext ?? 'ts', block.code)}`.trim();
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
