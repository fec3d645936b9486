/**
 * Marks each fence that gets types with `types=<key>` in its meta (the key of the data that
 * ./index.ts writes for the same code), which src/theme/CodeBlock hands to the highlighter. The
 * classification is the examples' block grammar, applied to the fence as MDX parsed it, less the
 * `run=<id>` that Run's remark plugin (src/run/plugin/remark.ts, before this one) may have added.
 */
import {classify} from '../../codeblocks/blocks.mjs';
import {environment, hasTypes, typesKey} from './blocks';

interface Node {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: Node[];
}

/** `siteDir`: the site whose examples' configuration and lockfile the key hashes. */
export default function remarkQuickInfo({siteDir}: {siteDir: string}) {
  return (tree: Node, file: {path?: string}) => {
    const visit = (node: Node) => {
      if (node.type === 'code' && node.lang && node.value !== undefined) {
        const meta = (node.meta ?? '').replace(/(^|\s)run=[0-9a-f]+(?=\s|$)/, '');
        const info = `${node.lang} ${meta}`.trim();
        const block = classify({
          file: file.path ?? 'page.mdx',
          line: 1,
          endLine: 1,
          indent: 0,
          info,
          code: node.value,
        });
        if (hasTypes(block)) {
          const key = typesKey(environment(siteDir), block.lang, block.code);
          node.meta = `${node.meta ?? ''} types=${key}`.trim();
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
