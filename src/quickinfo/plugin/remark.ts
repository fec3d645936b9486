/**
 * Marks each fence that gets types with `types=<key>` in its meta (the key of the data that
 * ./index.ts writes for the same code), which src/theme/CodeBlock hands to the highlighter. The
 * classification is the examples' block grammar (src/codeblocks/fences.ts).
 */
import {addMark, forEachBlock, type Fence} from '../../codeblocks/fences';
import {environment, hasTypes, typesKey} from './blocks';

/** `siteDir`: the site whose examples' configuration and lockfile the key hashes. */
export default function remarkQuickInfo({siteDir}: {siteDir: string}) {
  return (tree: Fence, file: {path?: string}) =>
    forEachBlock(tree, file, (fence, block) => {
      if (hasTypes(block))
        addMark(fence, `types=${typesKey(environment(siteDir), block.lang, block.code)}`);
    });
}
