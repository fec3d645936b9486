import remarkContentBlockImports, {
  importsFor,
  missingImports,
} from '../../src/remark/contentBlockImports';

interface Node {
  type: string;
  name?: string;
  value?: string;
  children?: Node[];
}
const jsx = (name: string, children: Node[] = []): Node => ({
  type: 'mdxJsxFlowElement',
  name,
  children,
});
const esm = (value: string): Node => ({type: 'mdxjsEsm', value});
const root = (...children: Node[]) => ({type: 'root', children});

describe('content blocks imported by the pages that use them', () => {
  it('finds the blocks a page uses, nested too, and not the ones it imports itself', () => {
    const tree = root(
      esm("import Authors from '@site/src/components/Authors';"),
      jsx('Authors'),
      jsx('Steps', [jsx('Step', [jsx('CodeGroup')])]),
      jsx('Tabs'),
    );
    expect(missingImports(tree)).toEqual(['CodeGroup', 'Step', 'Steps']);
    expect(missingImports(root(jsx('div')))).toEqual([]);
  });

  it('writes one import per module, default and named exports as they are exported', () => {
    expect(importsFor(['Steps', 'CodeGroup', 'Step'])).toBe(
      "import CodeGroup from '@site/src/components/CodeGroup';\nimport {Step, Steps} from '@site/src/components/Steps';",
    );
  });

  it('puts the import, with its estree, first in the page; a page without blocks is untouched', () => {
    const tree = root({type: 'paragraph'}, jsx('CodeGroup'));
    remarkContentBlockImports()(tree);
    const first = tree.children[0] as {
      type: string;
      value: string;
      data: {estree: {body: unknown[]}};
    };
    expect(first.type).toBe('mdxjsEsm');
    expect(first.value).toBe("import CodeGroup from '@site/src/components/CodeGroup';");
    expect(first.data.estree.body).toHaveLength(1);

    const plain = root({type: 'paragraph'});
    remarkContentBlockImports()(plain);
    expect(plain.children).toHaveLength(1);
  });
});
