import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

import {SPEC_ROUTES} from '../routes';
import {expect, gotoHydrated, test} from './fixtures';

/** Serious or critical axe violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page}).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * axe-core on every route in both themes: no serious or critical violation
 * (colour contrast of the accent and the code themes included).
 */
// Pages with many highlighted code tokens take axe a while; both themes run in one test.
test.describe.configure({timeout: 180_000});

for (const route of [...SPEC_ROUTES, '/missing-page-for-a11y']) {
  test(`axe, light and dark: ${route}`, async ({page, consoleErrors}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, route);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await seriousViolations(page), 'light theme').toEqual([]);

    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await seriousViolations(page), 'dark theme').toEqual([]);
    if (route.startsWith('/missing')) consoleErrors.length = 0; // the 404 responses themselves
  });
}
