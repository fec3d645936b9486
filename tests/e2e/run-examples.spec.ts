import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

import type {BrowserContext, Locator, Page} from '@playwright/test';

import {htmlFileRoute} from '../../src/lib/routes';
import {TIME_LIMIT_MS} from '../../src/run/protocol';
import {expect, gotoHydrated, navigateClientSide, test, testOnSharedPage} from './fixtures';

/**
 * Run buttons, in the browser (src/run/README.md): every
 * browser-runnable block of every page is clicked and must pass — the browser twin of the Node
 * example suite — with fork RPCs routed to the local fork upstream; then edit → run → reset,
 * Stop, the time limit, a failing assertion and a syntax error with their lines, a Node-only
 * block without a button, and no CSP violation. (Which blocks have a button at all is checked
 * over the build by tests/build/run-buttons.test.mjs.)
 */

/** Routes with Run buttons, each with its blocks' ids in page order, from the built HTML. */
function routesWithRunButtons(): Map<string, string[]> {
  const routes = new Map<string, string[]>();
  for (const file of readdirSync('build', {recursive: true, encoding: 'utf8'})) {
    if (!file.endsWith('.html') || file.startsWith('assets')) continue;
    const ids = [
      ...readFileSync(join('build', file), 'utf8').matchAll(/ data-run-block="?([\w-]+)/g),
    ];
    if (ids.length > 0)
      routes.set(
        htmlFileRoute(file),
        ids.map((m) => m[1]!),
      );
  }
  return new Map([...routes].sort(([a], [b]) => a.localeCompare(b)));
}

interface ForkServer {
  origin: string;
  ready: Promise<unknown>;
  close: () => Promise<void>;
}
interface RunExamples {
  isForkRpc: (url: string) => boolean;
  routeForkRpcs: (context: BrowserContext, fork: ForkServer) => Promise<void>;
  startForkUpstream: () => Promise<ForkServer>;
}

let lib: RunExamples;
let fork: ForkServer;

test.beforeAll(async () => {
  lib = (await import('../../scripts/lib/run-examples.mjs')) as RunExamples;
  fork = await lib.startForkUpstream();
});
test.afterAll(async () => {
  await fork?.close();
});

/** Contexts whose fork RPCs already go to the upstream of this worker (`fork` when called). */
const routed = new WeakSet<BrowserContext>();

/**
 * Routes the fork RPCs to the local upstream; returns a function that removes the fixture's
 * "external request" reports for them (the one expected kind: the CSP allows exactly these hosts).
 */
async function routeForkRpcs(context: BrowserContext, consoleErrors: string[]) {
  if (!routed.has(context)) {
    routed.add(context);
    // The worker's page outlives this file's upstream when the worker restarts it after a
    // failure: the routes read the current one.
    await lib.routeForkRpcs(context, {
      get origin() {
        return fork.origin;
      },
      get ready() {
        return fork.ready;
      },
    } as ForkServer);
  }
  return () => {
    const kept = consoleErrors.filter(
      (e) =>
        !(/^external request: /.test(e) && lib.isForkRpc(e.slice('external request: '.length))),
    );
    consoleErrors.splice(0, consoleErrors.length, ...kept);
  };
}

/** Shows a block that sits in an unselected tab (CodeGroup, Tabs) by selecting its tab. */
async function reveal(block: Locator) {
  if (await block.isVisible()) return;
  await block.evaluate((el) => {
    const panel = el.closest('[role="tabpanel"]');
    const panels = panel?.parentElement;
    const tabs = panels?.parentElement?.querySelectorAll('[role="tablist"] [role="tab"]');
    const index = panel && panels ? [...panels.children].indexOf(panel) : -1;
    (tabs?.[index] as HTMLElement | undefined)?.click();
  });
  await expect(block).toBeVisible();
}

/** Clicks Run in a block and waits for its result line; returns the Output region's text. */
async function runBlock(block: Locator, timeout = 30_000): Promise<string> {
  await reveal(block);
  await block.getByRole('button', {name: /^Run/}).click();
  const output = block.getByRole('region', {name: 'Output'});
  await expect(output.locator('p').first()).toHaveText(/passed|failed|Stopped/, {timeout});
  return output.innerText();
}

/** CSP violations the page or the runner's worker reported; `stop` ends the watch. */
function watchCsp(page: Page): string[] & {stop: () => void} {
  const violations: string[] = [];
  const onConsole = (msg: {text(): string}) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  };
  page.on('console', onConsole);
  return Object.assign(violations, {stop: () => page.off('console', onConsole)});
}

/**
 * One page per worker, moved from route to route by client-side navigation: the runner's worker
 * stays warm from page to page, as it does for a reader who follows links, so only a worker's
 * first page pays for loading tevm (the cold path is the bench's and the Run panel tests').
 */
testOnSharedPage.describe('every browser-runnable block passes', () => {
  testOnSharedPage.describe.configure({mode: 'parallel'});
  for (const [route, ids] of routesWithRunButtons()) {
    testOnSharedPage(route, async ({page, consoleErrors}) => {
      testOnSharedPage.setTimeout(120_000);
      const claimForkRequests = await routeForkRpcs(page.context(), consoleErrors);
      const csp = watchCsp(page);
      if (new URL(page.url()).protocol.startsWith('http')) await navigateClientSide(page, route);
      else await gotoHydrated(page, route);
      // The blocks the build put on this page, in order (DeferredContent on debugger-ui renders
      // its block a moment after the route).
      const blocks = page.locator('[data-run-block]');
      await expect
        .poll(() => blocks.evaluateAll((els) => els.map((el) => el.getAttribute('data-run-block'))))
        .toEqual(ids);
      const failures: string[] = [];
      for (const [i, id] of ids.entries()) {
        const block = blocks.nth(i);
        const text = await runBlock(block);
        if (!/\bpassed\b/.test(text) || /Content Security Policy/.test(text)) {
          failures.push(`block ${i + 1} (${id}):\n${text}`);
        }
      }
      csp.stop();
      claimForkRequests();
      expect(failures.join('\n\n')).toBe('');
      expect([...csp]).toEqual([]);
    });
  }
});

test.describe('the Run panel', () => {
  // Each test loads tevm in a fresh runner first (20–25 s on a loaded 2-core machine).
  test.describe.configure({timeout: 60_000});
  const LANDING_BLOCK = '[data-run-block]';

  async function editTo(block: Locator, code: string) {
    await block.getByRole('button', {name: 'Edit'}).click();
    await block.getByRole('textbox').fill(code);
  }

  test('edit → run shows the output and the failing line; reset restores the block', async ({
    page,
  }) => {
    const csp = watchCsp(page);
    await gotoHydrated(page, '/');
    const block = page.locator(LANDING_BLOCK).first();
    await editTo(
      block,
      [
        "import assert from 'node:assert/strict'",
        "console.log('total', 40n + 2n, { ok: true })",
        '',
        'assert.equal(1n + 1n, 3n)',
      ].join('\n'),
    );
    const text = await runBlock(block);
    expect(text).toContain('total 42n { ok: true }');
    expect(text).toMatch(/failed at line 4/);
    expect(text).toContain('Expected values to be strictly equal:');
    expect(text).toContain('2n !== 3n');

    await block.getByRole('button', {name: 'Reset'}).click();
    await expect(block.getByRole('textbox')).toHaveCount(0);
    expect(await runBlock(block)).toMatch(/passed · \d/);
    expect([...csp]).toEqual([]);
  });

  test('a syntax error names its line', async ({page}) => {
    await gotoHydrated(page, '/');
    const block = page.locator(LANDING_BLOCK).first();
    await editTo(block, "const a = 1\nconst b = (a +\nconsole.log('never')");
    const text = await runBlock(block);
    expect(text).toMatch(/failed at line 3/);
    expect(text).toContain('SyntaxError');
  });

  test('Stop ends a run that does not finish, and the next run starts a fresh runner', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const block = page.locator(LANDING_BLOCK).first();
    await editTo(block, "console.log('waiting')\nawait new Promise(() => {})");
    await block.getByRole('button', {name: /^Run/}).click();
    await expect(block.getByRole('status')).toHaveText('Running…', {timeout: 30_000});
    await block.getByRole('button', {name: 'Stop'}).click();
    await expect(block.getByRole('region', {name: 'Output'})).toContainText('Stopped.');
    await block.getByRole('button', {name: 'Reset'}).click();
    expect(await runBlock(block)).toContain('passed');
  });

  test('Stop ends only its own panel’s run, waiting or running', async ({page}) => {
    // tevm loads in the runner, then two runs are stopped and one finishes: over 30 s when loaded.
    test.setTimeout(90_000);
    const [route] = [...routesWithRunButtons()].find(([, ids]) => ids.length >= 2) ?? [];
    expect(route).toBeDefined();
    await gotoHydrated(page, route!);
    const [first, second] = [0, 1].map((i) => page.locator('[data-run-block]').nth(i));
    const output = (block: Locator) => block!.getByRole('region', {name: 'Output'});
    await reveal(first!);
    await editTo(first!, 'await new Promise(() => {})');
    await first!.getByRole('button', {name: /^Run/}).click();
    await expect(first!.getByRole('status')).toHaveText('Running…', {timeout: 30_000});
    await reveal(second!);
    await editTo(second!, "console.log('second ran')");

    // The second run waits behind the first: stopping it leaves the first running.
    await second!.getByRole('button', {name: /^Run/}).click();
    await second!.getByRole('button', {name: 'Stop'}).click();
    await expect(output(second!)).toContainText('Stopped.');
    await expect(first!.getByRole('status')).toHaveText('Running…');

    // Stopping the first ends only it: the second, waiting again, then runs.
    await second!.getByRole('button', {name: /^Run/}).click();
    await reveal(first!);
    await first!.getByRole('button', {name: 'Stop'}).click();
    await expect(output(first!)).toContainText('Stopped.');
    await reveal(second!);
    await expect(output(second!)).toContainText('second ran', {timeout: 30_000});
    await expect(output(second!)).toContainText('passed');
  });

  test('a run that outlives the time limit is stopped with a message', async ({page}) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    const block = page.locator(LANDING_BLOCK).first();
    await editTo(block, 'await new Promise(() => {})');
    await block.getByRole('button', {name: /^Run/}).click();
    await expect(block.getByRole('status')).toHaveText('Running…', {timeout: 30_000});
    await page.clock.fastForward(TIME_LIMIT_MS + 1000);
    await expect(block.getByRole('region', {name: 'Output'})).toContainText(
      `Stopped: the run took longer than ${TIME_LIMIT_MS / 1000} s.`,
    );
  });

  test('a Node-only block (an HTTP server) has no Run button', async ({page}) => {
    await gotoHydrated(page, '/reference/server');
    const serverCode = page.locator('pre').filter({hasText: "from 'tevm/server'"});
    expect(await serverCode.count()).toBeGreaterThan(0);
    await expect(
      page.locator('[data-run-block]').filter({hasText: "from 'tevm/server'"}),
    ).toHaveCount(0);
  });
});
