import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {filesUsingDocCards, generatedIndexCategories} from '../../src/plugins/docs-props-trim';

type Loader = (source: string) => string;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS webpack loader, loaded as rspack loads it
const loader: unknown = require('../../src/plugins/docs-props-trim/version-docs-loader.cjs');
const stripVersionDocDescriptions = loader as Loader;

describe('version-docs-loader', () => {
  it('drops the descriptions of the version docs and keeps everything else', () => {
    const props = {
      version: {
        pluginId: 'default',
        version: 'current',
        docsSidebars: {
          docs: [{type: 'link', href: '/a', label: 'A', docId: 'a', description: 'kept'}],
        },
        docs: {
          a: {id: 'a', title: 'A', description: 'About A', sidebar: 'docs'},
          b: {id: 'b', title: 'B', description: 'About B'},
        },
      },
    };
    expect(JSON.parse(stripVersionDocDescriptions(JSON.stringify(props)))).toEqual({
      version: {
        ...props.version,
        docs: {a: {id: 'a', title: 'A', sidebar: 'docs'}, b: {id: 'b', title: 'B'}},
      },
    });
  });
  it('leaves other route props untouched', () => {
    const source = '{"tag": {"label": "x", "description": "y"}}';
    expect(stripVersionDocDescriptions(source)).toBe(source);
  });
});

describe('doc-card guard', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'docs-props-trim-'));
    mkdirSync(path.join(dir, 'nested'));
  });
  afterEach(() => rmSync(dir, {recursive: true, force: true}));

  it('finds sources that render doc cards', () => {
    writeFileSync(path.join(dir, 'plain.mdx'), '# Title\n\nA DocCardish word.');
    writeFileSync(
      path.join(dir, 'nested', 'cards.mdx'),
      "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />",
    );
    writeFileSync(
      path.join(dir, 'nested', 'hook.tsx'),
      "import {useDocById} from '@docusaurus/plugin-content-docs/client';",
    );
    writeFileSync(path.join(dir, 'nested', 'image.png'), 'DocCardList');
    expect(
      filesUsingDocCards(dir)
        .map((f) => path.relative(dir, f))
        .sort(),
    ).toEqual([path.join('nested', 'cards.mdx'), path.join('nested', 'hook.tsx')]);
    expect(
      filesUsingDocCards(dir, (f) => f.endsWith('hook.tsx')).map((f) => path.basename(f)),
    ).toEqual(['cards.mdx']);
  });
  it('finds generated-index categories at any depth', () => {
    const items = [
      {type: 'link', label: 'A'},
      {
        type: 'category',
        label: 'Outer',
        link: {type: 'doc', id: 'x'},
        items: [{type: 'category', label: 'Inner', link: {type: 'generated-index'}, items: []}],
      },
    ];
    expect(generatedIndexCategories(items)).toEqual(['Inner']);
    expect(generatedIndexCategories([{type: 'category', label: 'C', items: []}])).toEqual([]);
  });
  it('the site itself renders no doc cards', () => {
    const root = path.resolve(__dirname, '../..');
    const skip = (file: string) => file.includes(`${path.sep}docs-props-trim${path.sep}`);
    expect([
      ...filesUsingDocCards(path.join(root, 'docs')),
      ...filesUsingDocCards(path.join(root, 'src'), skip),
    ]).toEqual([]);
  });
});
