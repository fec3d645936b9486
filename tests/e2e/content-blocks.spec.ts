import {expect, gotoHydrated, reloadHydrated, testOnSharedPage as test} from './fixtures';

/** MDX content blocks on the test-only gallery page (tests/fixtures/pages/content-blocks.mdx). */
const URL = '/test-fixtures/content-blocks';

test.describe('content blocks', () => {
  test('callouts: note, info, tip, success, warning, danger', async ({page}) => {
    await gotoHydrated(page, URL);
    for (const [type, alert] of [
      ['note', 'secondary'],
      ['info', 'info'],
      ['tip', 'success'],
      ['success', 'success'],
      ['warning', 'warning'],
      ['danger', 'danger'],
    ] as const) {
      const callout = page.locator(`.theme-admonition-${type}`);
      await expect(callout).toHaveCount(1);
      await expect(callout).toHaveClass(new RegExp(`alert--${alert}`));
      await expect(callout).toContainText(type, {ignoreCase: true});
      await expect(callout).toContainText(`${/^[aeiou]/.test(type) ? 'An' : 'A'} ${type} callout.`);
    }
    // Each callout shows its icon; success is a callout of its own, not the tip with another title.
    const iconOf = (type: string) =>
      page
        .locator(`.theme-admonition-${type} [data-callout-icon]`)
        .first()
        .evaluate((el) => {
          const style = getComputedStyle(el);
          return {mask: style.maskImage, width: el.getBoundingClientRect().width};
        });
    for (const type of ['note', 'info', 'tip', 'success', 'warning', 'danger']) {
      const icon = await iconOf(type);
      expect(icon.mask, `${type} icon`).toMatch(/^url\("data:image\/svg\+xml/);
      expect(icon.width, `${type} icon`).toBeGreaterThan(10);
    }
    expect((await iconOf('success')).mask).not.toBe((await iconOf('tip')).mask);
  });

  test('a code group is real tabs labelled by the code titles', async ({page}) => {
    await gotoHydrated(page, URL);
    const tablist = page.getByRole('tablist');
    await expect(tablist.getByRole('tab')).toHaveText(['npm', 'pnpm', 'bun']);
    await expect(tablist.getByRole('tab', {name: 'npm', exact: true})).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = page.getByRole('tabpanel').filter({visible: true});
    await expect(panel).toContainText('npm install tevm viem');
    await tablist.getByRole('tab', {name: 'pnpm'}).click();
    await expect(page.getByRole('tabpanel').filter({visible: true})).toContainText(
      'pnpm add tevm viem',
    );
    await expect(page.getByText('npm install tevm viem')).toBeHidden();
    // Keyboard: arrows move between tabs.
    await page.keyboard.press('ArrowRight');
    await expect(tablist.getByRole('tab', {name: 'bun'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tablist.getByRole('tab', {name: 'bun'})).toHaveAttribute('aria-selected', 'true');
    // The label is not repeated as a code-block title.
    await expect(
      page.getByRole('tabpanel').filter({visible: true}).locator('.theme-code-block > div').first(),
    ).not.toHaveText('bun');
  });

  // The site's tabs do not rebuild their panels after hydration (src/theme/Tabs): a choice the
  // reader made on another page (groupId) still applies to the hydrated markup, as an update.
  test('a code group shows the choice stored for its groupId, over the server-rendered first tab', async ({
    page,
  }) => {
    const html = await (await page.request.get(URL)).text();
    expect(html).toMatch(/aria-selected="?true"?[^>]*>npm</);
    await gotoHydrated(page, URL);
    await page.evaluate(() => localStorage.setItem('docusaurus.tab.package-manager', 'pnpm'));
    await reloadHydrated(page);
    const tablist = page.getByRole('tablist');
    await expect(tablist.getByRole('tab', {name: 'pnpm'})).toHaveAttribute('aria-selected', 'true');
    await expect(tablist.getByRole('tab', {name: 'npm', exact: true})).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await expect(tablist.locator('.tabs__item--active')).toHaveText('pnpm');
    await expect(page.getByRole('tabpanel').filter({visible: true})).toHaveText(
      /pnpm add tevm viem/,
    );
    await expect(page.getByText('npm install tevm viem')).toBeHidden();
  });

  test('steps are a numbered list', async ({page}) => {
    await gotoHydrated(page, URL);
    const steps = page.locator('article ol').filter({hasText: 'Install the packages.'});
    await expect(steps.locator(':scope > li')).toHaveCount(3);
    await expect(steps.locator(':scope > li > p').first()).toHaveText('Install');
    const marker = await steps
      .locator(':scope > li')
      .nth(1)
      .evaluate((li) => getComputedStyle(li, '::before').content);
    expect(marker).toMatch(/counter/);
  });

  test('authors with a date; an empty blog post list; footnotes', async ({page}) => {
    await gotoHydrated(page, URL);
    const authors = page.locator('[data-authors]');
    await expect(authors).toHaveText('By Tevm contributors · March 14, 2026');
    await expect(authors.locator('time')).toHaveAttribute('datetime', '2026-03-14');
    await expect(page.locator('[data-blog-posts="empty"]')).toHaveText('No posts yet.');
    const ref = page.locator('sup a').first();
    await expect(ref).toHaveAttribute('href', /#user-content-fn-1$/);
    await ref.click();
    await expect(page.locator('#user-content-fn-1')).toBeInViewport();
    await expect(page.locator('section[data-footnotes] li')).toHaveText([
      /The first footnote/,
      /The second footnote/,
    ]);
    await page.locator('#user-content-fn-1 a[data-footnote-backref]').click();
    await expect(ref).toBeInViewport();
  });

  test('sponsors: nothing for the empty site config; rows 40 px by default', async ({page}) => {
    await gotoHydrated(page, URL);
    await expect(page.getByTestId('site-sponsors')).toBeEmpty();
    const sample = page.getByTestId('sample-sponsors');
    const rows = sample.locator('[data-sponsor-row]');
    await expect(rows).toHaveCount(2);
    expect((await rows.nth(0).boundingBox())?.height).toBe(40);
    expect((await rows.nth(1).boundingBox())?.height).toBe(64);
    const link = sample.getByRole('link', {name: 'Sample A'});
    await expect(link).toHaveAttribute('target', '_blank');
    // Logos stay inside their row.
    const img = (await link.locator('img').boundingBox())!;
    expect(img.height).toBeLessThanOrEqual(40);
  });
});
