/**
 * `node:assert/strict` for the in-browser runner: the functions the docs' examples call, with
 * Node's messages (first lines; Node's deep-equality diff is reduced to actual vs expected).
 * Hand-written because the npm `assert` port pulls in `util` and `process` shims for the whole
 * API, and examples need eight functions.
 */
import inspect from 'object-inspect';

export class AssertionError extends Error {
  override name = 'AssertionError';
  code = 'ERR_ASSERTION';
  constructor(
    message: string,
    readonly actual?: unknown,
    readonly expected?: unknown,
    readonly operator?: string,
  ) {
    super(message);
  }
}

type Message = string | Error | undefined;

const show = (v: unknown) => inspect(v, {depth: 4});

function fail(
  message: Message,
  fallback: string,
  actual?: unknown,
  expected?: unknown,
  operator?: string,
): never {
  if (message instanceof Error) throw message;
  throw new AssertionError(message ?? fallback, actual, expected, operator);
}

function isDeepStrictEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (a instanceof Date) return a.getTime() === (b as Date).getTime();
  if (a instanceof RegExp) return String(a) === String(b);
  if (a instanceof Map) {
    const m = b as Map<unknown, unknown>;
    return (
      a.size === m.size && [...a].every(([k, v]) => m.has(k) && isDeepStrictEqual(v, m.get(k)))
    );
  }
  if (a instanceof Set) {
    const s = b as Set<unknown>;
    return (
      a.size === s.size &&
      [...a].every((v) => s.has(v) || [...s].some((w) => isDeepStrictEqual(v, w)))
    );
  }
  if (ArrayBuffer.isView(a)) {
    const x = a as unknown as ArrayLike<unknown>;
    const y = b as unknown as ArrayLike<unknown>;
    return x.length === y.length && Array.from(x).every((v, i) => Object.is(v, y[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (k) =>
      Object.prototype.hasOwnProperty.call(b, k) &&
      isDeepStrictEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

function ok(value: unknown, message?: Message): asserts value {
  if (!value)
    fail(
      message,
      `The expression evaluated to a falsy value:\n\n  assert.ok(${show(value)})\n`,
      value,
      true,
      '==',
    );
}

function strictEqual(actual: unknown, expected: unknown, message?: Message): void {
  if (!Object.is(actual, expected)) {
    fail(
      message,
      `Expected values to be strictly equal:\n\n${show(actual)} !== ${show(expected)}\n`,
      actual,
      expected,
      'strictEqual',
    );
  }
}

function notStrictEqual(actual: unknown, expected: unknown, message?: Message): void {
  if (Object.is(actual, expected)) {
    fail(
      message,
      `Expected "actual" to be strictly unequal to: ${show(expected)}`,
      actual,
      expected,
      'notStrictEqual',
    );
  }
}

function deepStrictEqual(actual: unknown, expected: unknown, message?: Message): void {
  if (!isDeepStrictEqual(actual, expected)) {
    fail(
      message,
      `Expected values to be strictly deep-equal:\n+ actual - expected\n\n+ ${show(actual)}\n- ${show(expected)}\n`,
      actual,
      expected,
      'deepStrictEqual',
    );
  }
}

function notDeepStrictEqual(actual: unknown, expected: unknown, message?: Message): void {
  if (isDeepStrictEqual(actual, expected)) {
    fail(
      message,
      `Expected "actual" not to be strictly deep-equal to: ${show(expected)}`,
      actual,
      expected,
      'notDeepStrictEqual',
    );
  }
}

function match(value: string, regexp: RegExp, message?: Message): void {
  if (typeof value !== 'string' || !regexp.test(value)) {
    fail(
      message,
      `The input did not match the regular expression ${String(regexp)}. Input:\n\n${show(value)}\n`,
      value,
      regexp,
      'match',
    );
  }
}

type Expected =
  | RegExp
  | (new (...args: never[]) => unknown)
  | ((e: unknown) => boolean)
  | Record<string, unknown>;

function checkError(
  error: unknown,
  expected: Expected | undefined,
  message: Message,
  operator: string,
): void {
  if (expected === undefined) return;
  if (expected instanceof RegExp) {
    if (!expected.test(String(error))) {
      fail(
        message,
        `The input did not match the regular expression ${String(expected)}. Input:\n\n${show(String(error))}\n`,
        error,
        expected,
        operator,
      );
    }
    return;
  }
  if (typeof expected === 'function') {
    if (expected.prototype !== undefined && error instanceof (expected as new () => unknown))
      return;
    if (Object.prototype.isPrototypeOf.call(Error, expected) || expected === Error) {
      fail(
        message,
        `The error is expected to be an instance of "${expected.name}". Received "${(error as Error)?.constructor?.name}"`,
        error,
        expected,
        operator,
      );
    }
    if ((expected as (e: unknown) => boolean)(error) !== true) {
      fail(
        message,
        `The ${expected.name ? `"${expected.name}" ` : ''}validation function is expected to return "true". Received false`,
        error,
        expected,
        operator,
      );
    }
    return;
  }
  for (const [key, want] of Object.entries(expected)) {
    const got = (error as Record<string, unknown>)?.[key];
    const same =
      want instanceof RegExp && typeof got === 'string'
        ? want.test(got)
        : isDeepStrictEqual(got, want);
    if (!same) {
      fail(
        message,
        `Expected values to be strictly deep-equal:\n+ actual - expected\n\n  Comparison {\n+   ${key}: ${show(got)}\n-   ${key}: ${show(want)}\n  }\n`,
        error,
        expected,
        operator,
      );
    }
  }
}

function throws(fn: () => unknown, expected?: Expected | string, message?: Message): void {
  if (typeof expected === 'string') [message, expected] = [expected, undefined];
  try {
    fn();
  } catch (error) {
    checkError(error, expected, message, 'throws');
    return;
  }
  fail(message, 'Missing expected exception.', undefined, expected, 'throws');
}

async function rejects(
  promiseOrFn: Promise<unknown> | (() => Promise<unknown>),
  expected?: Expected | string,
  message?: Message,
): Promise<void> {
  if (typeof expected === 'string') [message, expected] = [expected, undefined];
  try {
    await (typeof promiseOrFn === 'function' ? promiseOrFn() : promiseOrFn);
  } catch (error) {
    checkError(error, expected, message, 'rejects');
    return;
  }
  fail(message, 'Missing expected rejection.', undefined, expected, 'rejects');
}

function failNow(message: Message = 'Failed'): never {
  return fail(message, 'Failed');
}

const assert = Object.assign((value: unknown, message?: Message) => ok(value, message), {
  ok,
  equal: strictEqual,
  strictEqual,
  notEqual: notStrictEqual,
  notStrictEqual,
  deepEqual: deepStrictEqual,
  deepStrictEqual,
  notDeepEqual: notDeepStrictEqual,
  notDeepStrictEqual,
  match,
  throws,
  rejects,
  fail: failNow,
  AssertionError,
});
Object.assign(assert, {strict: assert});

export {
  ok,
  strictEqual as equal,
  strictEqual,
  notStrictEqual as notEqual,
  notStrictEqual,
  deepStrictEqual as deepEqual,
  deepStrictEqual,
  match,
  throws,
  rejects,
  failNow as fail,
  isDeepStrictEqual,
};
export default assert;
