/**
 * @jest-environment jsdom
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import nprogress from '../../src/shims/nprogress';
import * as tslib from '../../src/shims/tslib';

const moduleDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

describe('tslib shim (for @docusaurus/utils-common)', () => {
  it('__importDefault wraps CommonJS modules and passes ES modules through', () => {
    const esm = {__esModule: true, default: 1};
    expect(tslib.__importDefault(esm)).toBe(esm);
    const cjs = () => 2;
    expect(tslib.__importDefault(cjs)).toEqual({default: cjs});
  });
  it('provides every tslib helper that @docusaurus/utils-common uses', () => {
    const lib = path.join(moduleDir('@docusaurus/utils-common'), 'lib');
    const used = new Set<string>();
    for (const file of readdirSync(lib).filter((f) => f.endsWith('.js'))) {
      const source = readFileSync(path.join(lib, file), 'utf8');
      for (const [, helper] of source.matchAll(/\btslib_\d+\.(\w+)/g)) used.add(helper!);
    }
    expect(used.size).toBeGreaterThan(0);
    for (const helper of used) expect(Object.keys(tslib)).toContain(helper);
  });
});

describe('nprogress shim (for theme-classic’s progress bar)', () => {
  const root = () => document.getElementById('nprogress');
  const bar = () => root()?.querySelector<HTMLElement>('.bar[role="bar"]');
  const offset = () => Number(/translate3d\((-?[\d.]+)%/.exec(bar()!.style.transform)![1]);

  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
  });
  afterEach(() => {
    nprogress.done();
    jest.runOnlyPendingTimers();
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('is only used through configure, start and done by theme-classic', () => {
    const source = readFileSync(
      path.join(moduleDir('@docusaurus/theme-classic'), 'lib', 'nprogress.js'),
      'utf8',
    );
    const calls = new Set([...source.matchAll(/\bnprogress\.(\w+)\(/g)].map((m) => m[1]));
    expect([...calls].sort()).toEqual(['configure', 'done', 'start']);
  });
  it('done without start does nothing', () => {
    nprogress.configure({showSpinner: false});
    nprogress.done();
    expect(root()).toBeNull();
  });
  it('start shows the bar at 8 % and trickles towards the end without reaching it', () => {
    nprogress.start();
    expect(root()!.querySelector('.bar > .peg')).not.toBeNull();
    expect(document.documentElement.classList.contains('nprogress-busy')).toBe(true);
    expect(offset()).toBe(-92);
    expect(bar()!.style.transition).toBe('all 200ms ease');
    jest.advanceTimersByTime(800);
    expect(offset()).toBeCloseTo(-91, 5);
    jest.advanceTimersByTime(800 * 1000);
    expect(offset()).toBeCloseTo(-0.6, 5);
  });
  it('done completes the bar, fades it out and removes it', () => {
    nprogress.start();
    nprogress.done();
    expect(offset()).toBe(0);
    jest.advanceTimersByTime(200);
    expect(root()!.style.opacity).toBe('0');
    jest.advanceTimersByTime(200);
    expect(root()).toBeNull();
    expect(document.documentElement.classList.contains('nprogress-busy')).toBe(false);
  });
  it('a new start during the fade-out keeps the bar', () => {
    nprogress.start();
    nprogress.done();
    jest.advanceTimersByTime(200);
    nprogress.start();
    jest.advanceTimersByTime(1000);
    expect(root()).not.toBeNull();
    expect(root()!.style.opacity).toBe('1');
    expect(offset()).toBeLessThan(0);
  });
});
