// Page-weight measurements shared by the benchmark (scripts/bench.mjs) and
// the JS budget gate (tests/e2e/budget.spec.ts). Works on a Playwright page.
import {gzipSync} from 'node:zlib';

/**
 * First-load JavaScript of `url`: every script whose request started before
 * the page hydrated (an in-page observer timestamps the moment
 * `data-has-hydrated` turns true; later work such as idle-time loading of the
 * search dialog or prefetches of linked routes does not count). Sizes are the
 * decoded bytes and their gzip -9 size, so the figures are deterministic for a
 * given build.
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 */
export async function measureFirstLoadJs(page, url) {
  const bodies = new Map();
  const onResponse = async (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.set(
      response.url(),
      response.body().catch(() => Buffer.alloc(0)),
    );
  };
  page.on('response', onResponse);
  await page.addInitScript(() => {
    // The init script runs before <html> exists, so watch the whole document.
    new MutationObserver((_, observer) => {
      if (document.documentElement?.getAttribute('data-has-hydrated') === 'true') {
        window.__hydratedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
  });
  await page.goto(url);
  await page.waitForFunction(() => typeof window.__hydratedAt === 'number');
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const early = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter(
        (e) => e.startTime <= window.__hydratedAt && /\.m?js(\?|$)/.test(new URL(e.name).pathname),
      )
      .map((e) => e.name),
  );
  let raw = 0;
  let gzip = 0;
  const files = [];
  // A chunk can appear twice in resource timing (preloaded, then executed): count it once.
  for (const name of new Set(early)) {
    const body = await bodies.get(name);
    if (!body) continue;
    raw += body.length;
    gzip += gzipSync(body, {level: 9}).length;
    files.push(new URL(name).pathname);
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
  // The page comes from a new browser context, so the cache starts empty; it stays on, so a
  // chunk requested twice (preloaded by the HTML, then prefetched by a link) is counted once,
  // as a browser transfers it once.
  await cdp.send('Network.enable');
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
