import {mkdirSync, mkdtempSync, readFileSync, rmSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';

import remarkRunBlocks from '../../src/run/plugin/remark';
import {runBlockId, runModulePath} from '../../src/run/plugin/blocks';

/**
 * The Run buttons' remark step (src/run/plugin/remark.ts) under `docusaurus start` and in a
 * production build: a runnable fence whose compiled module is missing is compiled on the spot
 * in development and fails the build in production.
 */
const CODE = "import assert from 'node:assert/strict'\nassert.equal(1 + 1, 2)\n";
const tree = () => ({
  type: 'root',
  children: [{type: 'code', lang: 'ts', meta: 'title="sum.ts"', value: CODE}],
});

describe('remarkRunBlocks', () => {
  let siteDir: string;
  const env = process.env.NODE_ENV;
  beforeEach(() => {
    siteDir = mkdtempSync(join(tmpdir(), 'run-remark-'));
  });
  afterEach(() => {
    process.env.NODE_ENV = env;
    rmSync(siteDir, {recursive: true, force: true});
  });

  it('in development writes the missing module and marks the fence with its id', () => {
    process.env.NODE_ENV = 'development';
    const id = runBlockId('ts', CODE);
    const module = runModulePath(siteDir, id);
    mkdirSync(dirname(module), {recursive: true});
    const t = tree();
    remarkRunBlocks({siteDir})(t, {path: 'docs/page.mdx'});
    expect(t.children[0]!.meta).toBe(`title="sum.ts" run=${id}`);
    expect(existsSync(module)).toBe(true);
    const compiled = readFileSync(module, 'utf8');
    expect(compiled.startsWith('// docs/page.mdx\nexport default ')).toBe(true);
    expect(compiled).toContain('assert.equal(1 + 1, 2)');
  });

  it('in a production build fails, naming the page, when the module is missing', () => {
    process.env.NODE_ENV = 'production';
    expect(() => remarkRunBlocks({siteDir})(tree(), {path: 'docs/page.mdx'})).toThrow(
      /docs\/page\.mdx: a runnable block has no compiled module/,
    );
  });
});
