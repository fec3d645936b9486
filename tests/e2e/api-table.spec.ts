import {expect, gotoHydrated, testOnSharedPage as test} from './fixtures';

/**
 * Reference export tables (src/components/ApiTable) are static islands: the
 * page hydrates the server's tables without their data, and the data chunk
 * is loaded only when a client-side navigation renders them afresh.
 */
const SIGNATURE = 'createContractAddress(from: EthjsAddress, nonce: bigint): Address';

test('a reference page shows its export table without loading the table data', async ({page}) => {
  const scripts: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().catch(() => ''));
  });
  await gotoHydrated(page, '/reference/address');
  const row = page.locator('#api-createContractAddress');
  await expect(row).toHaveText('createContractAddress');
  await expect(page.locator('table[data-search="names"]').first()).toContainText(SIGNATURE);
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(3);
  expect(
    bodies.some((body) => body.includes(SIGNATURE)),
    'a script holds the table data',
  ).toBe(false);
});

test('after a client-side navigation the table is rendered from its data', async ({page}) => {
  await gotoHydrated(page, '/reference');
  await page.locator('article a[href="/reference/address"]').first().click();
  await expect(page).toHaveURL(/\/reference\/address$/);
  await expect(page.locator('#api-createContractAddress')).toHaveText('createContractAddress');
  await expect(page.locator('table[data-search="names"]').first()).toContainText(SIGNATURE);
});
