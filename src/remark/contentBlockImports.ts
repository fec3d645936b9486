/**
 * The content blocks an MDX page may use without an import (ARCHITECTURE.md "Content blocks"):
 * this remark plugin adds the import to each page that uses one, so a block's code is part of
 * that page's chunk only instead of every page's first-load JavaScript (src/theme/MDXComponents
 * keeps a deferred fallback for MDX this plugin does not see, such as a blog a maintainer adds).
 * A page that imports or declares the name itself is left alone.
 */
import {parse} from 'acorn';

interface Node {
  type: string;
  name?: string | null;
  value?: string;
  children?: Node[];
  data?: Record<string, unknown>;
}

/** Block name → the module that exports it, and whether it is that module's default export. */
export const CONTENT_BLOCKS: Record<string, {from: string; named: boolean}> = {
  Authors: {from: '@site/src/components/Authors', named: false},
  CodeGroup: {from: '@site/src/components/CodeGroup', named: false},
  Step: {from: '@site/src/components/Steps', named: true},
  Steps: {from: '@site/src/components/Steps', named: true},
};

/** The import statements for `names` (one per module). */
export function importsFor(names: string[]): string {
  const byModule = new Map<string, string[]>();
  for (const name of [...names].sort()) {
    const {from, named} = CONTENT_BLOCKS[name]!;
    byModule.set(from, [...(byModule.get(from) ?? []), named ? `{${name}}` : name]);
  }
  return [...byModule]
    .map(([from, specifiers]) => {
      const defaults = specifiers.filter((s) => !s.startsWith('{'));
      const named = specifiers.filter((s) => s.startsWith('{')).map((s) => s.slice(1, -1));
      const parts = [...defaults, ...(named.length ? [`{${named.join(', ')}}`] : [])];
      return `import ${parts.join(', ')} from '${from}';`;
    })
    .join('\n');
}

/** Names of content blocks the tree uses as JSX and does not import or declare itself. */
export function missingImports(tree: Node): string[] {
  const used = new Set<string>();
  const declared = new Set<string>();
  const walk = (node: Node) => {
    if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      node.name &&
      node.name in CONTENT_BLOCKS
    )
      used.add(node.name);
    if (node.type === 'mdxjsEsm' && node.value)
      for (const name of Object.keys(CONTENT_BLOCKS))
        if (new RegExp(`\\b${name}\\b`).test(node.value)) declared.add(name);
    node.children?.forEach(walk);
  };
  walk(tree);
  return [...used].filter((name) => !declared.has(name)).sort();
}

export default function remarkContentBlockImports() {
  return (tree: Node) => {
    const names = missingImports(tree);
    if (!names.length) return;
    const value = importsFor(names);
    const estree = parse(value, {ecmaVersion: 'latest', sourceType: 'module'});
    tree.children?.unshift({type: 'mdxjsEsm', value, data: {estree}});
  };
}
