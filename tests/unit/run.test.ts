import browserModules from '../examples/browser-modules.json';
import assert, {AssertionError} from '../../src/lib/run/assert';
import {blockLine, syntaxErrorLine} from '../../src/lib/run/errors';
import {formatArgs} from '../../src/lib/run/format';
import {bareSpecifiers, reexportModule, rewriteSpecifiers} from '../../src/lib/run/imports';
import {moduleLoaders} from '../../src/lib/run/modules';
import {initialRunState, isBusy, runReducer} from '../../src/lib/run/state';
import {formatDuration} from '../../src/lib/run/timing';

describe('imports of a compiled example', () => {
  const code = [
    "import { createMemoryClient } from 'tevm'",
    'import {',
    '  parseEther,',
    '  formatEther as fmt,',
    '} from "viem"',
    "import assert from 'node:assert/strict'",
    "import * as contract from 'tevm/contract'",
    "import './local.js'",
    "export { x } from 'tevm/utils'",
    'const s = \'import nothing from "nope" is text\'',
    "const mod = await import('ethers')",
  ].join('\n');

  test('lists bare specifiers once, in order, and skips relative ones', () => {
    expect(bareSpecifiers(code)).toEqual([
      'tevm',
      'viem',
      'node:assert/strict',
      'tevm/contract',
      'tevm/utils',
      'nope',
      'ethers',
    ]);
  });

  test('rewrites each bare specifier and keeps the lines', () => {
    const out = rewriteSpecifiers(code, (s) => `blob:x/${s}`);
    expect(out).toContain("from 'blob:x/tevm'");
    expect(out).toContain('} from "blob:x/viem"');
    expect(out).toContain("import('blob:x/ethers')");
    expect(out).toContain("import './local.js'");
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
  });

  test('a re-export module names every export and the default', () => {
    const src = reexportModule('R', 'tevm', {a: 1, b: 2, default: 3, 'not-an-id': 4});
    expect(src).toBe(
      'const m = globalThis["R"]["tevm"];\nexport const {a, b} = m;\nexport default m.default;\n',
    );
  });

  test('the worker loads exactly the modules the harness classifies as browser-runnable', () => {
    expect(Object.keys(moduleLoaders).sort()).toEqual([...browserModules.modules].sort());
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
  test('durations', () => {
    expect(formatDuration(12.4)).toBe('12 ms');
    expect(formatDuration(1530)).toBe('1.5 s');
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

describe('run panel state', () => {
  test('a run goes loading → running → passed, with its output', () => {
    let s = runReducer(initialRunState, {type: 'start'});
    expect(isBusy(s)).toBe(true);
    s = runReducer(s, {type: 'status', runId: 1, text: 'tevm'});
    expect(s.loading).toBe('tevm');
    s = runReducer(s, {type: 'started', runId: 1});
    s = runReducer(s, {type: 'log', runId: 1, level: 'log', text: '1n'});
    s = runReducer(s, {type: 'done', runId: 1, ok: true, ms: 5});
    expect(s).toMatchObject({phase: 'ended', output: [{text: '1n'}], result: {status: 'passed'}});
    expect(isBusy(s)).toBe(false);
  });

  test('a new run clears the last output; stop and time-out end it', () => {
    let s = runReducer(initialRunState, {type: 'log', runId: 1, level: 'warn', text: 'x'});
    s = runReducer(s, {type: 'start'});
    expect(s.output).toEqual([]);
    s = runReducer(s, {type: 'stopped', runId: 2, reason: 'time-limit'});
    expect(s.result).toEqual({status: 'stopped', reason: 'time-limit'});
  });
});
