// Types on code blocks over the production build (node:test; src/quickinfo/README.md): every block
// with types has its data file and one hover target per entry of it; no other block has targets;
// the data for `createMemoryClient` says what the installed package declares.
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import {parse} from 'parse5';

import {builtPages} from './rendered.mjs';

const BUILD = 'build';
const DATA = join(BUILD, 'assets/quickinfo');
const TYPED_LANGUAGES = new Set([
  'ts',
  'tsx',
  'js',
  'jsx',
  'typescript',
  'javascript',
  'mjs',
  'mts',
]);

function* elements(node) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elements(child.content ?? child);
  }
}
const attr = (el, name) => el.attrs.find((a) => a.name === name)?.value;
const text = (node) =>
  node.nodeName === '#text' ? node.value : (node.childNodes ?? []).map(text).join('');
const languageOf = (el) => /(?:^|\s)language-(\S+)/.exec(attr(el, 'class') ?? '')?.[1];

/** Every code block of every page: its language, data key and hover targets. */
const blocks = builtPages(BUILD).flatMap(({route, file}) =>
  [...elements(parse(readFileSync(file, 'utf8')))]
    .filter((el) => (attr(el, 'class') ?? '').split(/\s+/).includes('theme-code-block'))
    .map((el) => {
      const inside = [...elements(el)];
      return {
        route,
        language: languageOf(el),
        keys: inside.map((t) => attr(t, 'data-qi-block')).filter(Boolean),
        targets: inside
          .filter((t) => attr(t, 'data-qi') !== undefined)
          .map((t) => ({
            ordinal: attr(t, 'data-qi'),
            tabindex: attr(t, 'tabindex'),
            key: attr(t, 'data-qi-block'),
            text: text(t),
          })),
      };
    })
    .map((block) => ({...block, key: block.keys[0]})),
);
const data = new Map();
const dataOf = (key) => {
  if (!data.has(key)) data.set(key, JSON.parse(readFileSync(join(DATA, `${key}.json`), 'utf8')));
  return data.get(key);
};

test('every block with types has its data, and one hover target per entry, in order', () => {
  const typed = blocks.filter((b) => b.key);
  assert.ok(typed.length > 150, `only ${typed.length} blocks with types`);
  const problems = [];
  for (const {route, key, keys, targets} of typed) {
    if (keys.length !== 1) problems.push(`${route}: ${keys.length} data keys in one block`);
    if (!existsSync(join(DATA, `${key}.json`))) {
      problems.push(`${route}: no ${DATA}/${key}.json`);
      continue;
    }
    const {targets: entries, infos} = dataOf(key);
    if (entries.length !== targets.length)
      problems.push(`${route} ${key}: ${targets.length} targets, ${entries.length} entries`);
    if (targets.some((t, i) => t.ordinal !== String(i)))
      problems.push(`${route} ${key}: the targets are not numbered 0, 1, 2…`);
    if (targets.map((t) => t.tabindex).join() !== ['0', ...targets.slice(1).map(() => '')].join())
      problems.push(`${route} ${key}: the first target (only) is not the block's tab stop`);
    if (targets[0]?.key !== key)
      problems.push(`${route} ${key}: the first target does not name the block's data`);
    const answered = entries.filter((e) => e >= 0).length;
    if (answered < entries.length * 0.9)
      problems.push(`${route} ${key}: only ${answered} of ${entries.length} targets have types`);
    if (infos.some((info) => !info.type)) problems.push(`${route} ${key}: an empty answer`);
  }
  assert.equal(problems.join('\n'), '');
});

test('a block without TypeScript gets no hover targets', () => {
  const others = blocks.filter((b) => !TYPED_LANGUAGES.has(b.language ?? ''));
  const languages = new Set(others.map((b) => b.language));
  for (const language of ['bash', 'json', 'solidity'])
    assert.ok(languages.has(language), `no ${language} block in the build`);
  const marked = others.filter((b) => b.key || b.targets.length > 0);
  assert.deepEqual(
    marked.map((b) => `${b.route} (${b.language})`),
    [],
  );
});

test("createMemoryClient's types are the installed package's declaration", () => {
  // The declaration and its JSDoc summary, read from the package the examples compile against.
  const dts = readFileSync('node_modules/@tevm/memory-client/dist/index.d.ts', 'utf8');
  const m = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*declare const createMemoryClient: (\w+);/.exec(dts);
  assert.ok(m, 'no `declare const createMemoryClient` with JSDoc in @tevm/memory-client');
  const jsdoc = m[1]
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, ''))
    .join('\n')
    .trim();
  const summary = jsdoc
    .split(/\n\s*\n/)[0]
    .replace(/\{@link\s+([^}\s]+)\s*\}/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

  const block = blocks.find(
    (b) =>
      b.route === '/getting-started/overview' &&
      b.key &&
      b.targets[0]?.text === 'createMemoryClient',
  );
  assert.ok(
    block,
    'no block on /getting-started/overview that starts by importing createMemoryClient',
  );
  const {targets, infos} = dataOf(block.key);
  const info = infos[targets[0]];
  assert.equal(info.type, `(alias) const createMemoryClient: ${m[2]}\nimport createMemoryClient`);
  assert.equal(info.doc.replace(/\s+/g, ' '), summary);
  // The call in the same block shows the signature it resolved to, as an editor does.
  const call = block.targets.findIndex((t, i) => i > 0 && t.text === 'createMemoryClient');
  const signature = infos[targets[call]].type;
  assert.match(signature, /^\(alias\) createMemoryClient</);
  assert.match(signature, /\(options\?: MemoryClientOptions<[^\n]*\): /);
  assert.match(signature, /\nimport createMemoryClient$/);
});
