// Main-thread blocking during load, as a phone feels it (issue #33's measure; `npm run bench`).
// Chromium's CPU is slowed 4× (Lighthouse's mobile profile); long tasks are collected from
// navigation until 3 s after network idle; the figure is the sum of each task's time over 50 ms
// (the TBT rule, counted from navigation instead of from first paint). Timings vary with the
// machine, so they are printed and compared side by side in one run, never asserted.

/** Slow-down of the CPU, as Lighthouse's mobile profile. */
export const CPU_SLOWDOWN = 4;
/** How long after network idle tasks still count. */
export const SETTLE_MS = 3000;

/**
 * Blocking time, longest task, largest contentful paint and DOM size of one cold load of `url`
 * in a fresh context.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
export async function measureBlocking(browser, url) {
  const context = await browser.newContext({viewport: {width: 390, height: 844}});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push(e.duration);
      }).observe({type: 'longtask', buffered: true});
      // The last candidate is the page's largest contentful paint (reported until an input).
      window.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__lcp = e.startTime;
      }).observe({type: 'largest-contentful-paint', buffered: true});
    });
    await page.goto(url, {waitUntil: 'networkidle'});
    await page.waitForTimeout(SETTLE_MS);
    const {tasks, nodes, lcp} = await page.evaluate(() => ({
      tasks: window.__longTasks,
      nodes: document.getElementsByTagName('*').length,
      lcp: window.__lcp,
    }));
    return {
      blockingMs: Math.round(tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
      longestMs: Math.round(Math.max(0, ...tasks)),
      lcpMs: Math.round(lcp),
      nodes,
    };
  } finally {
    await context.close();
  }
}
