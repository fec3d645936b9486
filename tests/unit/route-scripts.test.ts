import {withRequestOrigins} from '../../src/plugins/route-scripts';

// The lookup Docusaurus' static build uses to write a page's scripts (@docusaurus/core's
// ssgTemplate), from the package it depends on (CommonJS without types).
type GetBundles = (manifest: object, modules: string[]) => {js?: {file: string}[]};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
const addon: unknown = require('react-loadable-ssr-addon-v5-slorber/lib/getBundles');
const getBundles = (addon as {default: GetBundles}).default;

const js = (file: string) => ({js: [{file, hash: '0', publicPath: `/${file}`}]});

// The client manifest as rspack's build writes it: origins keyed by entry and chunk names only.
const manifest = {
  entrypoints: ['react', 'main'],
  origins: {
    react: ['react', 'runtime'],
    main: ['main', 'runtime'],
    '5e95c892': ['3511', '5e95c892'],
    '17896441': ['1634', '17896441'],
  },
  assets: {
    runtime: js('runtime.js'),
    react: js('react.js'),
    main: js('main.js'),
    '3511': js('3511.js'),
    '5e95c892': js('5e95c892.js'),
    '1634': js('1634.js'),
    '17896441': js('17896441.js'),
  },
};

const groups = [
  {name: '5e95c892', origins: [{request: '@theme/DocsRoot'}]},
  {name: '17896441', origins: [{request: '@site/docs/index.mdx'}, {request: null}]},
  // An unnamed group and a name the manifest does not know add nothing.
  {name: null, origins: [{request: '@theme/Unnamed'}]},
  {name: 'gone', origins: [{request: '@theme/Gone'}]},
  // A request that is already a key keeps its entry.
  {name: '17896441', origins: [{request: 'main'}]},
];

const files = (m: typeof manifest, modules: string[]) =>
  (getBundles(m, [...m.entrypoints, ...modules]).js ?? []).map((b) => b.file);

test("Docusaurus' lookup finds a route's modules only once their requests are keys", () => {
  const modules = ['@theme/DocsRoot', '@site/docs/index.mdx'];
  expect(files(manifest, modules)).toEqual(['react.js', 'runtime.js', 'main.js']);
  const next = withRequestOrigins(manifest, groups);
  expect(files(next as typeof manifest, modules)).toEqual([
    'react.js',
    'runtime.js',
    'main.js',
    '3511.js',
    '5e95c892.js',
    '1634.js',
    '17896441.js',
  ]);
});

test('only named chunks the manifest knows are added, and existing keys are kept', () => {
  const {origins} = withRequestOrigins(manifest, groups);
  expect(Object.keys(origins).sort()).toEqual(
    [...Object.keys(manifest.origins), '@theme/DocsRoot', '@site/docs/index.mdx'].sort(),
  );
  expect(origins.main).toEqual(['main', 'runtime']);
  expect(manifest.origins).not.toHaveProperty('@theme/DocsRoot');
});

test('a request imported from two chunks names both, once each', () => {
  const {origins} = withRequestOrigins(manifest, [
    {name: '5e95c892', origins: [{request: '@theme/Shared'}]},
    {name: '17896441', origins: [{request: '@theme/Shared'}]},
  ]);
  expect(origins['@theme/Shared']).toEqual(['3511', '5e95c892', '1634', '17896441']);
});
