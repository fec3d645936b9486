/**
 * The fences of an MDX page as the examples' block grammar sees them (./blocks.mjs), for the
 * remark steps that mark blocks (Run's `run=<id>`, the types' `types=<key>`). The marks those
 * steps add to a fence's meta are left out of what is classified, so the steps can run in any
 * order and a block is classified the same by each.
 */
import {classify, type Block} from './blocks.mjs';

export interface Fence {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: Fence[];
}

/** The marks the site's remark steps add to a fence's meta. */
const MARKS = /(^|\s)(run|types)=[0-9a-f]+(?=\s|$)/g;

/** Calls `each` with every code fence of `tree` and its block, in document order. */
export function forEachBlock(
  tree: Fence,
  file: {path?: string},
  each: (fence: Fence, block: Block) => void,
): void {
  const visit = (node: Fence) => {
    if (node.type === 'code' && node.lang && node.value !== undefined) {
      const meta = (node.meta ?? '').replace(MARKS, '');
      const block = classify({
        file: file.path ?? 'page.mdx',
        line: 1,
        endLine: 1,
        indent: 0,
        info: `${node.lang} ${meta}`.trim(),
        code: node.value,
      });
      each(node, block);
    }
    node.children?.forEach(visit);
  };
  visit(tree);
}

/** Appends `mark` (`name=value`) to the fence's meta. */
export function addMark(fence: Fence, mark: string): void {
  fence.meta = `${fence.meta ?? ''} ${mark}`.trim();
}
