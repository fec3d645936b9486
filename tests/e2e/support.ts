import type {Page} from '@playwright/test';

/**
 * Helpers for the theme-behaviour specs. A reload or a second `goto` while
 * Docusaurus is still prefetching in-viewport links aborts those requests,
 * which the console guard would report as failed requests; settling first
 * keeps the guard strict for everything else.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

export async function reloadHydrated(page: Page): Promise<void> {
  await settle(page);
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** Re-navigates after letting the current page settle. */
export async function gotoSettled(page: Page, url: string): Promise<void> {
  await settle(page);
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}
