import {classify} from '../../src/codeblocks/blocks.mjs';
import {importSpecifiers, runtimePackages} from '../../src/codeblocks/imports.mjs';

describe('the import parser shared by the harness and the Run worker', () => {
  test('static, side-effect, re-export and dynamic imports, with positions', () => {
    const code = [
      "import { a } from 'tevm'",
      'import {',
      '  b,',
      '} from "viem"',
      "import 'node:assert/strict'",
      "export * as c from 'tevm/utils'",
      "const d = await import('ethers')",
    ].join('\n');
    const refs = importSpecifiers(code);
    expect(refs.map((r) => r.specifier)).toEqual([
      'tevm',
      'viem',
      'node:assert/strict',
      'tevm/utils',
      'ethers',
    ]);
    for (const r of refs) expect(code.slice(r.start, r.end)).toBe(r.specifier);
  });

  test('text in strings, templates and comments is not an import', () => {
    const code = [
      'const s = \'import nothing from "nope" is text\'',
      'const t = `import x from "template"`',
      "// import y from 'commented'",
      "/* export * from 'block-comment' */",
      "obj.import('method-call')",
      "import real from 'tevm'",
    ].join('\n');
    expect(runtimePackages(code)).toEqual(['tevm']);
  });

  test('type-only imports are erased; a default import named type is not type-only', () => {
    const code = [
      "import type { Hex } from 'viem'",
      "export type { Abi } from 'abitype'",
      "import type from 'tevm'",
      "import { type Address, parseEther } from 'viem/accounts'",
      "import './local.js'",
    ].join('\n');
    expect(importSpecifiers(code).map((r) => [r.specifier, r.typeOnly])).toEqual([
      ['viem', true],
      ['abitype', true],
      ['tevm', false],
      ['viem/accounts', false],
      ['./local.js', false],
    ]);
    expect(runtimePackages(code)).toEqual(['tevm', 'viem/accounts']);
  });
});

describe('which runnable blocks a browser can run', () => {
  const browser = (code: string, meta = '') =>
    classify({file: 'page.mdx', line: 1, endLine: 3, indent: 0, info: `ts ${meta}`, code}).browser;

  test('only the runner’s modules; type-only imports do not count', () => {
    expect(browser("import { createMemoryClient } from 'tevm'\ncreateMemoryClient()")).toEqual({
      runs: true,
    });
    expect(browser("import type { Server } from 'node:http'\nconsole.log(1)")).toEqual({
      runs: true,
    });
    expect(browser("import { createServer } from 'tevm/server'\ncreateServer")).toEqual({
      runs: false,
      reason: 'imports tevm/server',
    });
  });

  test('node-only="…" keeps a block out of the browser with its reason', () => {
    expect(browser("import 'tevm'", 'node-only="needs Buffer"')).toEqual({
      runs: false,
      reason: 'needs Buffer',
    });
  });
});
