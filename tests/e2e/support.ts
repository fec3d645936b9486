import type {Page, Request} from '@playwright/test';

/**
 * Helpers for the theme-behaviour specs. Docusaurus prefetches the pages of
 * links that scroll into view; a reload or a second `goto` while such a
 * request is in flight aborts it, and the console guard (fixtures.ts) would
 * report a failed request. Settling — waiting until no request has been in
 * flight for a while — keeps the guard strict for everything else.
 */
const inflight = new WeakMap<Page, Set<Request>>();

function track(page: Page): Set<Request> {
  let set = inflight.get(page);
  if (!set) {
    const requests = new Set<Request>();
    set = requests;
    inflight.set(page, requests);
    page.on('request', (r) => requests.add(r));
    page.on('requestfinished', (r) => requests.delete(r));
    page.on('requestfailed', (r) => requests.delete(r));
  }
  return set;
}

export async function settle(page: Page, quietMs = 300, timeoutMs = 10_000): Promise<void> {
  const requests = track(page);
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (requests.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Navigates (after letting the current page settle) and waits for hydration. */
export async function gotoSettled(page: Page, url: string): Promise<void> {
  track(page);
  await settle(page);
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

export async function reloadHydrated(page: Page): Promise<void> {
  await settle(page);
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}
