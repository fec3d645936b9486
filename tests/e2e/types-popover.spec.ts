import type {Locator, Page} from '@playwright/test';

import {seriousViolations} from './axe';
import {expect, gotoHydrated, navigateClientSide, test, testOnSharedPage} from './fixtures';

/**
 * Types on code blocks (src/quickinfo): pointing at an identifier, or focusing it, shows what an
 * editor would; the popover sits under or over the identifier's line, never on it, fits a phone,
 * passes axe in both themes and closes on Escape. Copy still copies the code alone.
 */
const PAGE = '/getting-started/overview';

const popover = (page: Page) => page.getByRole('tooltip');
/** The page's first code block with types (its first identifier names the block's data). */
const firstBlock = (page: Page) =>
  page
    .locator('.theme-code-block')
    .filter({has: page.locator('[data-qi-block]')})
    .first();
/** The block's identifiers with this text (the first is its import). */
const identifier = (page: Page, name: string) =>
  firstBlock(page)
    .locator('[data-qi]')
    .filter({hasText: new RegExp(`^${name}$`)});

/** The popover is inside the viewport and does not cover the line of `target`. */
async function expectBesideItsLine(page: Page, target: Locator): Promise<void> {
  const box = (await popover(page).boundingBox())!;
  const line = (await target
    .locator('xpath=ancestor::*[contains(@class,"token-line")][1]')
    .boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  const overlaps = box.y < line.y + line.height && line.y < box.y + box.height;
  expect(overlaps, `popover ${JSON.stringify(box)} covers its line ${JSON.stringify(line)}`).toBe(
    false,
  );
}

for (const mode of ['light', 'dark'] as const) {
  testOnSharedPage(`hovering an identifier shows its type (${mode}, 1280 px)`, async ({page}) => {
    await page.emulateMedia({colorScheme: mode});
    await gotoHydrated(page, PAGE);
    const imported = identifier(page, 'createMemoryClient').first();
    await imported.hover();
    await expect(popover(page)).toContainText('const createMemoryClient: CreateMemoryClientFn');
    await expect(popover(page)).toContainText('Creates a MemoryClient');
    await expect(imported).toHaveAttribute('aria-describedby', 'quickinfo-popover');
    await expectBesideItsLine(page, imported);
    expect(await seriousViolations(page)).toEqual([]);

    // The call shows the signature it resolved to: long, so shortened, with a "…" for the rest.
    const call = identifier(page, 'createMemoryClient').nth(1);
    await call.hover();
    await expect(popover(page)).toContainText('createMemoryClient<');
    const more = popover(page).getByRole('button', {name: 'Show the whole type'});
    const short = (await popover(page).boundingBox())!.height;
    await more.click();
    await expect(
      popover(page).getByRole('button', {name: 'Show less of the type'}),
    ).toHaveAttribute('aria-expanded', 'true');
    expect((await popover(page).boundingBox())!.height).toBeGreaterThan(short);
    await expectBesideItsLine(page, call);

    // An Escape another widget already handled is not the popover's.
    await page.evaluate(() =>
      window.addEventListener('keydown', (e) => e.key === 'Escape' && e.preventDefault(), {
        capture: true,
        once: true,
      }),
    );
    await page.keyboard.press('Escape');
    await expect(popover(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popover(page)).toBeHidden();
    await expect(call).not.toHaveAttribute('aria-describedby');
  });

  testOnSharedPage(`the keyboard reaches the types (${mode}, 390 px)`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.emulateMedia({colorScheme: mode});
    await gotoHydrated(page, PAGE);
    // The block's own tab stop (it scrolls), then one into its identifiers.
    await firstBlock(page).locator('pre').focus();
    await page.keyboard.press('Tab');
    const first = identifier(page, 'createMemoryClient').first();
    await expect(first).toBeFocused();
    await expect(popover(page)).toContainText('CreateMemoryClientFn');
    await expectBesideItsLine(page, first);
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('ArrowRight');
    const next = identifier(page, 'formatEther').first();
    await expect(next).toBeFocused();
    await expect(popover(page)).toContainText('formatEther');
    await expect(next).toHaveAttribute('tabindex', '0');
    await expect(first).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('ArrowDown');
    await expect(popover(page)).toContainText('assert');

    await page.keyboard.press('Escape');
    await expect(popover(page)).toBeHidden();
    await expect(page.locator(':focus')).toHaveAttribute('data-qi', /\d+/);
  });
}

test('a page reached by client-side navigation has types too', async ({page}) => {
  await gotoHydrated(page, '/');
  await navigateClientSide(page, PAGE);
  const imported = identifier(page, 'createMemoryClient').first();
  await imported.hover();
  await expect(popover(page)).toContainText('CreateMemoryClientFn');
});

test('copy copies the code alone while a popover is open', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, PAGE);
  await identifier(page, 'createMemoryClient').first().hover();
  await expect(popover(page)).toBeVisible();
  const code = await firstBlock(page)
    .locator('.token-line')
    .evaluateAll((lines) => lines.map((line) => line.textContent).join('\n'));
  await firstBlock(page).getByRole('button', {name: 'Copy code to clipboard'}).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  expect(code).toContain(
    "import { createMemoryClient, formatEther, PREFUNDED_ACCOUNTS } from 'tevm'",
  );
});
