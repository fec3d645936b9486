// Shared by the Run-button e2e spec (tests/e2e/run-examples.spec.ts) and the
// benchmark (scripts/bench.mjs): routing fork RPCs to the local fork upstream, and timing runs.
import {gzipSync} from 'node:zlib';

import {forkFixtures} from './fork/fixtures.mjs';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
};

/** Whether a URL is one of the public fork RPCs the examples name. */
export const isForkRpc = (url) => forkFixtures.some((f) => f.urls.some((u) => url.startsWith(u)));

/**
 * Sends every request to a fork RPC listed in src/run/fork-rpcs.mjs to the loopback
 * fork upstream (scripts/lib/fork/server.mjs, started by the caller), with CORS headers, as
 * the examples harness rewrites those URLs in Node.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {{ origin: string, ready: Promise<unknown> }} fork
 */
export async function routeForkRpcs(context, fork) {
  for (const fixture of forkFixtures) {
    for (const url of fixture.urls) {
      await context.route(
        (u) => u.href.startsWith(url),
        async (route) => {
          const request = route.request();
          if (request.method() === 'OPTIONS') {
            await route.fulfill({status: 204, headers: CORS});
            return;
          }
          await fork.ready;
          const res = await fetch(`${fork.origin}/${fixture.name}`, {
            method: 'POST',
            headers: {'content-type': 'application/json'},
            body: request.postData() ?? '',
          });
          await route.fulfill({
            status: res.status,
            headers: {...CORS, 'content-type': 'application/json'},
            body: await res.text(),
          });
        },
      );
    }
  }
}

/** Starts the loopback fork upstream for every fixture chain. */
export async function startForkUpstream() {
  const {startForkServer} = await import('./fork/server.mjs');
  return startForkServer(forkFixtures.map((f) => f.name));
}

/**
 * Clicks Run on the first Run button of `path` in a fresh context (cold: nothing cached), then
 * again (warm). Returns both click→result times and the gzip -9 bytes of every response that
 * arrived after the first click (the runner, the worker, tevm and the block's packages).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ origin: string, ready: Promise<unknown> }} fork
 */
export async function measureRun(browser, url, fork) {
  const context = await browser.newContext();
  await routeForkRpcs(context, fork);
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  const bodies = [];
  context.on('response', (response) => {
    if (!isForkRpc(response.url())) bodies.push(response.body().catch(() => Buffer.alloc(0)));
  });
  const block = page.locator('[data-run-block]').first();
  const timeRun = async () => {
    const t0 = Date.now();
    await block.getByRole('button', {name: /^Run/}).click();
    const result = block.getByRole('region', {name: 'Output'}).locator('p').first();
    await result.filter({hasText: /passed|failed|Stopped/}).waitFor({timeout: 60_000});
    const ms = Date.now() - t0;
    return {ms, text: await result.innerText()};
  };
  const cold = await timeRun();
  const firstClickBytes = (await Promise.all(bodies)).reduce(
    (sum, b) => sum + (b.length ? gzipSync(b, {level: 9}).length : 0),
    0,
  );
  const warm = await timeRun();
  await context.close();
  return {cold, warm, firstClickBytes, requests: bodies.length};
}
