// Page-weight measurements shared by the benchmark (scripts/bench.mjs) and
// the JS budget gate (tests/e2e/budget.spec.ts). Works on a Playwright page.
import {gzipSync} from 'node:zlib';

/**
 * First-load JavaScript of `url`: every script requested before the page has
 * hydrated (later prefetches of linked routes do not count). Sizes are the
 * decoded bytes and their gzip -9 size, so the figures are deterministic for
 * a given build.
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 */
export async function measureFirstLoadJs(page, url) {
  const responses = [];
  let hydrated = false;
  const onResponse = (response) => {
    if (!hydrated && response.request().resourceType() === 'script') responses.push(response);
  };
  page.on('response', onResponse);
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  hydrated = true;
  page.off('response', onResponse);
  let raw = 0;
  let gzip = 0;
  const files = [];
  for (const response of responses) {
    const body = await response.body();
    raw += body.length;
    gzip += gzipSync(body, {level: 9}).length;
    files.push(new URL(response.url()).pathname);
  }
  return {raw, gzip, files};
}

/**
 * Bytes on the wire and requests until the network is idle (CDP's encoded
 * data length, i.e. after compression, headers excluded).
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 */
export async function measureTransfer(page, url) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  let bytes = 0;
  let requests = 0;
  const hosts = new Set();
  cdp.on('Network.requestWillBeSent', (e) => {
    requests++;
    hosts.add(new URL(e.request.url).host);
  });
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await cdp.detach();
  return {bytes, requests, hosts: [...hosts]};
}
