/**
 * The little of hast (the HTML syntax tree MDX hands rehype plugins) that the site's rehype
 * plugins use, and their helpers. MDX's JSX nodes (`mdxJsxFlowElement`…) carry `name`.
 */
export interface Node {
  type: string;
  tagName?: string;
  name?: string | null;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
}

export const text = (value: string): Node => ({type: 'text', value});

export const element = (
  tagName: string,
  properties: Record<string, unknown>,
  children: Node[],
): Node => ({type: 'element', tagName, properties, children});

export const isElement = (node: Node, ...tags: string[]) =>
  node.type === 'element' && tags.includes(node.tagName ?? '');
