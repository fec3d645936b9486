import type {Page} from '@playwright/test';

import {COLOUR_RULES, seriousViolations} from './axe';
import {expect, gotoHydrated, test, testOnSharedPage} from './fixtures';

/**
 * The live debugger on /examples/debugger-ui: only a Start button until clicked, Tevm
 * loaded on demand (never in the page's initial JavaScript), a real transaction run in
 * the browser under the site's CSP, and a keyboard-usable opcode list.
 */

const PAGE = '/examples/debugger-ui';
/** Code that only Tevm's bundle contains (an option read by @tevm/node), or the lazy chunk's name. */
const isTevmScript = (url: string, body: string) =>
  /tevm-debugger/.test(url) || body.includes('persistedCheckpointPath');

/** Every script response of the page, by URL, with its body. */
function recordScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      response.url(),
      response.body().then(
        (b) => b.toString('utf8'),
        () => '',
      ),
    );
  });
  return scripts;
}

async function tevmScripts(
  scripts: Map<string, Promise<string>>,
  urls: string[],
): Promise<string[]> {
  const found: string[] = [];
  for (const url of urls)
    if (isTevmScript(url, (await scripts.get(url)) ?? '')) found.push(new URL(url).pathname);
  return found;
}

test.describe.configure({timeout: 90_000});

test('Start loads Tevm on demand, runs the sample transaction and steps through the opcodes', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await gotoHydrated(page, PAGE);
  await page.waitForLoadState('networkidle');

  const demo = page.getByRole('region', {name: 'Live EVM debugger'});
  await expect(demo.getByRole('button', {name: 'Start the debugger'})).toBeVisible();
  await expect(demo.getByRole('table')).toHaveCount(0);

  // Nothing of Tevm has been requested yet.
  const beforeStart = [...scripts.keys()];
  expect(await tevmScripts(scripts, beforeStart)).toEqual([]);

  await demo.getByRole('button', {name: 'Start the debugger'}).click();
  const run = demo.getByRole('button', {name: 'Run the sample transaction'});
  await expect(run).toBeVisible({timeout: 30_000});

  // The click fetched Tevm (this also proves the marker above matches the real bundle).
  const afterStart = [...scripts.keys()].filter((url) => !beforeStart.includes(url));
  expect((await tevmScripts(scripts, afterStart)).length).toBeGreaterThan(0);

  await run.click();
  const status = demo.getByRole('status');
  await expect(status).toContainText(/\d+ steps, \d+ execution gas, stored value now 42/, {
    timeout: 30_000,
  });

  const list = demo.getByRole('region', {name: /Opcode list/});
  const current = list.locator('tbody tr[aria-current="step"]');
  await expect(current).toHaveCount(1);
  await expect(current.locator('td').first()).toHaveText('1');
  await expect(current.locator('td').nth(1)).toHaveText('0'); // pc 0
  await expect(current.locator('td').nth(2)).toHaveText('PUSH1');
  await expect(demo.getByText(/^Step 1 of \d+/)).toBeVisible();

  // Step forward with the button: the marked row and the position move on.
  await demo.getByRole('button', {name: 'Next step'}).click();
  await expect(current.locator('td').first()).toHaveText('2');
  await expect(current.locator('td').nth(1)).toHaveText('2'); // PUSH1 takes 2 bytes
  await expect(demo.getByText(/^Step 2 of \d+/)).toBeVisible();
  await expect(list.locator('tbody tr[aria-current]')).toHaveCount(1);

  // The stack pane shows the value the first PUSH1 pushed.
  await expect(demo.getByRole('list').first()).toContainText('0x80');

  // Keyboard: the opcode list is focusable; End jumps to the last step, ArrowUp goes back one.
  const rows = await list.locator('tbody tr').count();
  await list.focus();
  await page.keyboard.press('End');
  await expect(current.locator('td').first()).toHaveText(String(rows));
  await expect(current.locator('td').nth(2)).toHaveText('STOP');
  await page.keyboard.press('ArrowUp');
  await expect(current.locator('td').first()).toHaveText(String(rows - 1));

  // Back and First buttons.
  await demo.getByRole('button', {name: 'Previous step'}).click();
  await expect(current.locator('td').first()).toHaveText(String(rows - 2));
  await demo.getByRole('button', {name: 'First step'}).click();
  await expect(current.locator('td').first()).toHaveText('1');
});

testOnSharedPage(
  'the running debugger has no serious axe violations in light and dark',
  async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, PAGE);
    const demo = page.getByRole('region', {name: 'Live EVM debugger'});
    await demo.getByRole('button', {name: 'Start the debugger'}).click();
    await demo.getByRole('button', {name: 'Run the sample transaction'}).click({timeout: 30_000});
    await expect(demo.getByRole('status')).toContainText('steps', {timeout: 30_000});
    await demo.getByRole('button', {name: 'Next step'}).click();

    const include = 'section[aria-label="Live EVM debugger"]';
    expect(await seriousViolations(page, {include}), 'light').toEqual([]);
    // The theme follows the system scheme: switching it changes colours, not the document.
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await seriousViolations(page, {include, rules: COLOUR_RULES}), 'dark').toEqual([]);
  },
);
