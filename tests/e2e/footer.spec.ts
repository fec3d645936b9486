import {expect, gotoHydrated, test, waitForRoute} from './fixtures';

test.describe('doc footer', () => {
  test.use({timezoneId: 'Asia/Tokyo', locale: 'en-US'});

  test('"Last updated" shows a short date and time in the reader\'s time zone', async ({page}) => {
    await gotoHydrated(page, '/core/forking');
    const time = page.locator('[data-last-updated] time');
    const iso = await time.getAttribute('datetime');
    expect(iso).toMatch(/^\d{4}-\d\d-\d\dT/);
    const expected = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'Asia/Tokyo',
    }).format(new Date(iso!));
    await expect(time).toHaveText(expected);
    await expect(page.locator('[data-last-updated]')).toHaveText(
      /^Last updated \d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s?[AP]M$/,
    );
  });

  test('has the edit link and previous/next links', async ({page}) => {
    await gotoHydrated(page, '/core/forking');
    await expect(page.getByRole('link', {name: 'Edit page'})).toBeVisible();
    const pager = page.getByRole('navigation', {name: 'Docs pages'});
    await expect(pager.locator('a.pagination-nav__link--prev')).toHaveAttribute('href', '/ethers');
    await expect(pager.locator('a.pagination-nav__link--next')).toHaveAttribute(
      'href',
      '/core/managing-state',
    );
  });

  test('Shift+→ goes to the next page and Shift+← to the previous one', async ({page}) => {
    await gotoHydrated(page, '/core/forking');
    // Each key acts on the page shown, so the next press waits for the new page, not the address:
    // while the next page's code loads, the address (and the canonical link) already names it but
    // the previous page is still the one shown. The doc's id on <html> comes from the page itself.
    const shown = (id: string) =>
      expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)docs-doc-id-${id}(\\s|$)`));
    await page.keyboard.press('Shift+ArrowRight');
    await waitForRoute(page, '/core/managing-state');
    await shown('core/managing-state');
    await page.keyboard.press('Shift+ArrowLeft');
    await waitForRoute(page, '/core/forking');
    await shown('core/forking');
    await page.keyboard.press('Shift+ArrowLeft');
    await waitForRoute(page, '/ethers');
  });

  test('arrows without Shift, or with focus in an input, textarea or contenteditable, do nothing', async ({
    page,
  }) => {
    await gotoHydrated(page, '/core/forking');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Control+Shift+ArrowRight');
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.id = 'typing';
      box.innerHTML =
        '<input aria-label="field" value="abc"><textarea aria-label="area">abc</textarea><div contenteditable="true" aria-label="editor">abc</div>';
      document.querySelector('article')!.prepend(box);
    });
    for (const name of ['field', 'area', 'editor']) {
      await page.getByLabel(name, {exact: true}).focus();
      await page.keyboard.press('Shift+ArrowRight');
      await page.keyboard.press('Shift+ArrowLeft');
    }
    // The handler navigates synchronously on keydown, so a wrong navigation would already show.
    expect(new URL(page.url()).pathname).toBe('/core/forking');
    await expect(page.locator('#typing')).toHaveCount(1);
    // Same keys with focus back on the page do navigate (the handler is live).
    await page.locator('article h1').click();
    await page.keyboard.press('Shift+ArrowRight');
    await expect(page).toHaveURL(/\/core\/managing-state$/);
  });
});
