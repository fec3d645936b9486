import path from 'node:path';

import remarkRunBlocks from '../../src/run/plugin/remark';
import {environment, typesKey} from '../../src/quickinfo/plugin/blocks';
import remarkQuickInfo from '../../src/quickinfo/plugin/remark';
import {typesKeyOf} from '../../src/quickinfo/markup';

/**
 * Which fences get types (src/quickinfo/plugin/remark.ts): the blocks the examples harness
 * type-checks, after Run's remark step has marked the runnable ones; nothing else.
 */
const siteDir = path.resolve(__dirname, '../..');
const TS = "import assert from 'node:assert/strict'\nassert.equal(1 + 1, 2)";
const node = (lang: string, meta: string | null, value: string) => ({
  type: 'code',
  lang,
  meta,
  value,
});

describe('remarkQuickInfo', () => {
  const nodeEnv = process.env.NODE_ENV;
  afterAll(() => {
    process.env.NODE_ENV = nodeEnv;
  });

  it('marks runnable and compile-only TypeScript and JavaScript, after Run', () => {
    // Run's step compiles a missing module on the spot in development, and has no folder here.
    process.env.NODE_ENV = 'development';
    const tree = {
      type: 'root',
      children: [
        node('ts', 'title="sum.ts"', TS),
        node('tsx', 'compile-only="needs a browser"', 'export const a = <div />'),
        node('js', null, 'export const b = 1'),
      ],
    };
    const file = {path: path.join(siteDir, 'docs/page.mdx')};
    remarkRunBlocks({})(tree, file);
    remarkQuickInfo({siteDir})(tree, file);
    const env = environment(siteDir);
    const [ts, tsx, js] = tree.children;
    expect(ts!.meta).toMatch(/^title="sum\.ts" run=[0-9a-f]+ types=[0-9a-f]+$/);
    expect(typesKeyOf(ts!.meta!)).toBe(typesKey(env, 'ts', TS));
    expect(typesKeyOf(tsx!.meta!)).toBe(typesKey(env, 'tsx', 'export const a = <div />'));
    expect(typesKeyOf(js!.meta!)).toBe(typesKey(env, 'js', 'export const b = 1'));
  });

  it('leaves fragments, shell, JSON, Solidity and malformed fences alone', () => {
    const children = [
      node('ts', 'fragment', 'createMemoryClient(options?: MemoryClientOptions): MemoryClient'),
      node('bash', 'run', 'npx tevm serve'),
      node('json', 'title="tevm.config.json"', '{"a": 1}'),
      node('solidity', null, 'contract A {}'),
      node('ts', 'skip', TS),
    ];
    const metas = children.map((c) => c.meta);
    remarkQuickInfo({siteDir})({type: 'root', children}, {path: 'docs/page.mdx'});
    expect(children.map((c) => c.meta)).toEqual(metas);
  });

  it('keys a block by its language and code', () => {
    const env = environment(siteDir);
    expect(typesKey(env, 'ts', TS)).toBe(typesKey(env, 'TS', TS));
    expect(typesKey(env, 'ts', TS)).not.toBe(typesKey(env, 'tsx', TS));
    expect(typesKey(env, 'ts', TS)).not.toBe(typesKey(env, 'ts', `${TS}\n`));
    expect(env.compilerOptions.strict).toBe(true);
    expect(env.ambient.some((f) => f.endsWith('counter-s-sol.d.ts'))).toBe(true);
  });
});
