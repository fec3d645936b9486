import {expect, gotoHydrated, test} from './fixtures';

test.describe('copy button', () => {
  test.beforeEach(async ({context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('copies the code text without line numbers and shows "copied" for about 1 s', async ({
    page,
  }) => {
    const start = new Date('2026-01-01T00:00:00Z').getTime();
    await page.clock.install({time: start});
    await gotoHydrated(page, '/test-fixtures/content-blocks');
    await page.clock.pauseAt(start + 60_000);
    const block = page.locator('.theme-code-block').filter({hasText: 'echo "first line"'});
    // Line numbers are shown (drawn by a CSS counter in the first span of each line)…
    const numbering = await block
      .locator('.token-line')
      .first()
      .evaluate((line) => getComputedStyle(line.firstElementChild!, '::before').content);
    expect(numbering).toMatch(/counter/);
    const button = block.getByRole('button', {name: 'Copy code to clipboard'});
    await block.hover();
    await button.click();
    const copied = block.getByRole('button', {name: 'Copied'});
    await expect(copied).toBeVisible();
    // …but not copied.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'echo "first line"\necho "second line"\necho "third line"',
    );
    await page.clock.runFor(900);
    await expect(copied).toBeVisible();
    await page.clock.runFor(150);
    await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible();
  });

  test('every code block has a named copy button, reachable by keyboard', async ({page}) => {
    await gotoHydrated(page, '/test-fixtures/content-blocks');
    const blocks = page.locator('article .theme-code-block');
    const count = await blocks.count();
    expect(count).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < count; i++) {
      const block = blocks.nth(i);
      if (!(await block.isVisible())) continue; // code-group tabs that are not selected
      await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toHaveCount(1);
    }
    const json = page.locator('.theme-code-block').filter({hasText: '"fork"'});
    await json.getByRole('button', {name: 'Copy code to clipboard'}).focus();
    await page.keyboard.press('Enter');
    await expect(json.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '{"fork": {"url": "https://mainnet.example"}}',
    );
  });

  test('works on a documentation page too', async ({page}) => {
    await gotoHydrated(page, '/api/packages');
    const block = page.locator('article .theme-code-block').first();
    const code = (await block.locator('code').innerText()).replace(/\n$/, '');
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });
});
