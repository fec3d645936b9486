import {
  groupBySidebar,
  inlineDeferredPartials,
  llmsDirOf,
  renderLlmsFull,
  renderLlmsTxt,
  stripFrontMatter,
  toPlainMarkdown,
} from '../../src/lib/llms';

const pages = [
  {id: 'b/index', path: '/b', title: 'B', description: 'About B', body: '# B\n\nText B'},
  {
    id: 'a',
    path: '/a',
    title: 'A',
    description: 'About A',
    body: "import X from 'y';\n\n# A\n\n\n\nText A",
  },
  {id: 'orphan', path: '/orphan', title: 'O', description: 'Not in the sidebar', body: '# O'},
];
// As the docs plugin loads sidebars.ts: doc items, categories with an optional doc link.
const sidebar = [
  {
    type: 'category',
    label: 'First',
    items: [
      {type: 'doc', id: 'a'},
      {
        type: 'category',
        label: 'Nested',
        link: {type: 'doc', id: 'b/index'},
        items: [{type: 'link', href: 'https://x.dev'}],
      },
    ],
  },
  {type: 'category', label: 'Empty', items: [{type: 'doc', id: 'missing'}]},
];

describe('llms.txt', () => {
  it('groups pages by top-level sidebar section in sidebar order, dropping empty sections', () => {
    const sections = groupBySidebar(sidebar, pages);
    expect(sections.map((s) => [s.title, s.pages.map((p) => p.path)])).toEqual([
      ['First', ['/a', '/b']],
    ]);
  });
  it('renders a title, a summary and one absolute link per page', () => {
    const text = renderLlmsTxt(
      {title: 'Site', description: 'What it is', url: 'https://x.dev', base: '/'},
      groupBySidebar(sidebar, pages),
    );
    expect(text).toContain('# Site\n\n> What it is');
    expect(text).toContain('in https://x.dev/llms-full.txt.');
    expect(text).toContain(
      '## First\n\n- [A](https://x.dev/a): About A\n- [B](https://x.dev/b): About B',
    );
  });
  it("links the full text of its own locale or version, not the default one's", () => {
    const text = renderLlmsTxt(
      {title: 'Site', description: 'd', url: 'https://x.dev', base: '/fr/0.9/'},
      [],
    );
    expect(text).toContain('in https://x.dev/fr/0.9/llms-full.txt.');
  });
  it('puts each version in its folder of the locale build', () => {
    expect(llmsDirOf('/', '/')).toBe('');
    expect(llmsDirOf('/0.9', '/')).toBe('0.9');
    expect(llmsDirOf('/next/', '/')).toBe('next');
    expect(llmsDirOf('/fr/', '/fr/')).toBe('');
    expect(llmsDirOf('/fr/0.9', '/fr/')).toBe('0.9');
  });
  it('renders the full text with sources, without MDX imports', () => {
    const full = renderLlmsFull(
      {title: 'Site', url: 'https://x.dev'},
      groupBySidebar(sidebar, pages),
    );
    expect(full).toContain('Source: https://x.dev/a\n\n# A\n\nText A');
    expect(full).not.toContain('import X');
  });
  it('strips frontmatter and collapses blank runs', () => {
    expect(stripFrontMatter('---\ntitle: x\n---\n# Body')).toBe('# Body');
    expect(stripFrontMatter('# No frontmatter')).toBe('# No frontmatter');
    expect(toPlainMarkdown('a\n\n\n\nb')).toBe('a\n\nb');
  });
});

test('deferred partials are inlined where the page renders them', async () => {
  const body = [
    "export const CoreListing = deferred(() => import('./_core.mdx'))",
    '',
    'Before.',
    '',
    '<CoreListing />',
    '',
    'After.',
  ].join('\n');
  const read = async (path: string) =>
    path === './_core.mdx' ? '{/* partial */}\n\n```ts\nconst x = 1\n```\n' : 'wrong';
  const out = await inlineDeferredPartials(body, read);
  expect(out).toContain('Before.\n\n```ts\nconst x = 1\n```\n\nAfter.');
  expect(out).not.toContain('<CoreListing />');
  expect(out).not.toContain('partial */');
  expect(await inlineDeferredPartials('no partials here', read)).toBe('no partials here');
});
