import {BROWSER_MODULES} from '../../src/codeblocks/browser-modules.mjs';
import assert, {AssertionError} from '../../src/run/worker/assert';
import {blockLine, syntaxErrorLine} from '../../src/run/worker/errors';
import {formatArgs} from '../../src/run/worker/format';
import {moduleLoaders} from '../../src/run/worker/modules';
import {reexportModule, rewriteSpecifiers} from '../../src/run/worker/shims';

describe('shims: packages bound to blob: modules', () => {
  const code = [
    "import { createMemoryClient } from 'tevm'",
    'import {',
    '  parseEther,',
    '  formatEther as fmt,',
    '} from "viem"',
    "import './local.js'",
    'const s = \'import nothing from "nope" is text\'',
    "const mod = await import('ethers')",
  ].join('\n');

  test('rewrites each bare specifier, leaves paths and strings alone, and keeps the lines', () => {
    const out = rewriteSpecifiers(code, (s) => `blob:x/${s}`);
    expect(out.split('\n')).toEqual([
      "import { createMemoryClient } from 'blob:x/tevm'",
      'import {',
      '  parseEther,',
      '  formatEther as fmt,',
      '} from "blob:x/viem"',
      "import './local.js'",
      'const s = \'import nothing from "nope" is text\'',
      "const mod = await import('blob:x/ethers')",
    ]);
  });

  test('a re-export module names every export and the default', () => {
    const src = reexportModule('R', 'tevm', {a: 1, b: 2, default: 3, 'not-an-id': 4});
    expect(src).toBe(
      'const m = globalThis["R"]["tevm"];\nexport const {a, b} = m;\nexport default m.default;\n',
    );
  });

  test('the worker loads exactly the modules the harness classifies as browser-runnable', () => {
    expect(Object.keys(moduleLoaders).sort()).toEqual([...BROWSER_MODULES].sort());
  });
});

describe('error lines', () => {
  const url = 'blob:http://127.0.0.1:3000/1b2c';
  const stack = `AssertionError: x\n    at strictEqual (http://127.0.0.1:3000/assets/js/a.js:1:200)\n    at ${url}:7:3`;

  test('the first frame in the block module, mapped through the line table', () => {
    expect(blockLine(stack, url)).toBe(7);
    expect(blockLine(stack, url, [1, 2, 4, 5, 6, 8, 9])).toBe(9);
    expect(blockLine(stack, 'blob:other')).toBeNull();
    expect(blockLine(undefined, url)).toBeNull();
  });

  test("sucrase's (line:column) suffix", () => {
    expect(syntaxErrorLine('Unexpected token, expected ";" (3:7)')).toBe(3);
    expect(syntaxErrorLine('Unexpected token')).toBeNull();
  });
});

describe('console output like Node', () => {
  test('strings as they are, other values inspected, bigints with n', () => {
    expect(formatArgs(['balance', 123n, {a: 1n, b: 'x'}, [1, 2]])).toBe(
      "balance 123n { a: 1n, b: 'x' } [ 1, 2 ]",
    );
  });
  test('nested two levels, like util.inspect', () => {
    expect(formatArgs([{a: {b: {c: {d: 1}}}}])).toBe('{ a: { b: { c: [Object] } } }');
  });
});

describe('node:assert/strict in the browser', () => {
  const message = (fn: () => void) => {
    try {
      fn();
    } catch (e) {
      expect(e).toBeInstanceOf(AssertionError);
      return (e as Error).message;
    }
    throw new Error('did not throw');
  };

  test("Node's messages", () => {
    expect(message(() => assert.equal(1n, 2n))).toBe(
      'Expected values to be strictly equal:\n\n1n !== 2n\n',
    );
    expect(message(() => assert.ok(0))).toMatch(/^The expression evaluated to a falsy value/);
    expect(message(() => assert.match('abc', /x/))).toMatch(
      /^The input did not match the regular expression \/x\/\. Input:/,
    );
    expect(message(() => assert.throws(() => 1))).toBe('Missing expected exception.');
    expect(message(() => assert.equal(1, 2, 'custom'))).toBe('custom');
  });

  test('strict equality semantics', () => {
    expect(() => assert.equal(1, '1' as unknown as number)).toThrow(AssertionError);
    expect(() => assert.equal(NaN, NaN)).not.toThrow();
    expect(() => assert.notEqual(1, 2)).not.toThrow();
    expect(() => assert.deepEqual({a: [1n, {b: 2}]}, {a: [1n, {b: 2}]})).not.toThrow();
    expect(() => assert.deepEqual({a: 1}, {a: 1, b: undefined})).toThrow(AssertionError);
    expect(() => assert.deepEqual(new Map([[1, {x: 1}]]), new Map([[1, {x: 1}]]))).not.toThrow();
    expect(() => assert.deepEqual(new Uint8Array([1]), new Uint8Array([2]))).toThrow();
    expect(() => assert.deepEqual([1], {0: 1})).toThrow();
  });

  test('throws and rejects check the error', async () => {
    const boom = () => {
      throw new TypeError('bad value');
    };
    expect(() => assert.throws(boom, TypeError)).not.toThrow();
    expect(() => assert.throws(boom, /bad/)).not.toThrow();
    expect(() => assert.throws(boom, {name: 'TypeError', message: /value/})).not.toThrow();
    expect(() => assert.throws(boom, {message: 'other'})).toThrow(AssertionError);
    await expect(assert.rejects(Promise.reject(new Error('no')), /no/)).resolves.toBeUndefined();
    await expect(assert.rejects(Promise.resolve(1))).rejects.toThrow('Missing expected rejection.');
  });
});
