#!/usr/bin/env node
// `npm run bench`: performance figures of the production build, printed, not asserted.
//   - production build time (skip with --no-build to measure the existing build/)
//   - per page: first-load JS (raw, gzip), bytes and requests by network idle
//   - Lighthouse mobile and desktop (median of 3): performance, accessibility,
//     best practices, SEO scores and FCP, LCP, TBT, CLS
//   - Run buttons (src/run/README.md): click → result on the first
//     block of / and /core/forking, cold (fresh browser context) and warm (second click), and
//     the bytes fetched by the first click (gzip -9); `--run-only` stops after these figures
//   - `--against REV`: main-thread blocking and LCP on a phone (scripts/lib/blocking.mjs), this build and
//     REV's production build side by side in one run (interleaved, median of BENCH_RUNS, default
//     7), then stops; the same machine and the same minute make the ratio comparable
// Chromium is Debian's (/usr/bin/chromium or CHROMIUM_PATH, scripts/lib/chromium.mjs); nothing is downloaded.
import {spawnSync} from 'node:child_process';
import {chromium} from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

import {CHROMIUM_ARGS, CHROMIUM_PATH, chromiumLaunchOptions} from './lib/chromium.mjs';
import {CPU_SLOWDOWN, SETTLE_MS, measureBlocking} from './lib/blocking.mjs';
import {buildAt} from './lib/build-at.mjs';
import {measureFirstLoadJs, measureTransfer} from './lib/measure.mjs';
import {measureRun, startForkUpstream} from './lib/run-examples.mjs';
import {startServer} from './serve.mjs';

const PAGES = ['/', '/core/forking', '/reference/node'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const args = process.argv.slice(2);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (!args.includes('--no-build')) {
  const start = Date.now();
  const build = spawnSync('node_modules/.bin/docusaurus', ['build'], {stdio: 'ignore'});
  if (build.status !== 0) throw new Error('docusaurus build failed');
  console.log(`Production build: ${((Date.now() - start) / 1000).toFixed(1)} s`);
}

const server = await startServer({dir: 'build', listenPort: 0, listenHost: '127.0.0.1'});
const origin = `http://127.0.0.1:${server.address().port}`;

const against = args.includes('--against') ? args[args.indexOf('--against') + 1] : undefined;
if (against) {
  const base = buildAt(against);
  const baseServer = await startServer({dir: base.build, listenPort: 0, listenHost: '127.0.0.1'});
  const baseOrigin = `http://127.0.0.1:${baseServer.address().port}`;
  const runs = Number(process.env.BENCH_RUNS ?? 7);
  const browser = await chromium.launch(chromiumLaunchOptions);
  console.log(
    `\nMain-thread blocking on a phone (390 px, CPU ${CPU_SLOWDOWN}× slower; sum of each long task's time over 50 ms, from navigation to ${SETTLE_MS / 1000} s after network idle; median of ${runs}, interleaved)`,
  );
  console.log(
    `page                 ${base.sha.slice(0, 7).padEnd(8)} this build   ratio   longest task (${base.sha.slice(0, 7)} / this)   LCP (${base.sha.slice(0, 7)} / this)   DOM elements`,
  );
  for (const path of PAGES) {
    const a = [];
    const b = [];
    for (let i = 0; i < runs; i++) {
      a.push(await measureBlocking(browser, baseOrigin + path));
      b.push(await measureBlocking(browser, origin + path));
    }
    const m = (xs, f) => median(xs.map(f));
    const [ba, bb] = [m(a, (r) => r.blockingMs), m(b, (r) => r.blockingMs)];
    console.log(
      `${path.padEnd(20)} ${`${ba} ms`.padStart(8)} ${`${bb} ms`.padStart(10)}   ${(bb / ba).toFixed(2).padStart(5)}   ${`${m(a, (r) => r.longestMs)} / ${m(b, (r) => r.longestMs)} ms`.padStart(27)}   ${`${m(a, (r) => r.lcpMs)} / ${m(b, (r) => r.lcpMs)} ms`.padStart(18)}   ${a[0].nodes} / ${b[0].nodes}`,
    );
  }
  await browser.close();
  baseServer.close();
  server.close();
  process.exit(0);
}

console.log('\nPage weight (Chromium)');
console.log('page                 first-load JS raw   gzip      by network idle   requests');
const browser = await chromium.launch(chromiumLaunchOptions);
for (const path of PAGES) {
  const js = await measureFirstLoadJs(await browser.newPage(), origin + path);
  const transfer = await measureTransfer(await browser.newPage(), origin + path);
  console.log(
    `${path.padEnd(20)} ${kb(js.raw).padStart(17)} ${kb(js.gzip).padStart(9)} ${kb(transfer.bytes).padStart(17)} ${String(transfer.requests).padStart(10)}`,
  );
}

console.log('\nRun buttons (first block of the page; median of 3 fresh contexts)');
console.log('page                 cold click→result   warm   first-click bytes (gzip)   result');
const fork = await startForkUpstream();
for (const path of ['/', '/core/forking']) {
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await measureRun(browser, origin + path, fork));
  const m = (f) => median(runs.map(f));
  console.log(
    `${path.padEnd(20)} ${`${m((r) => r.cold.ms)} ms`.padStart(17)} ${`${m((r) => r.warm.ms)} ms`.padStart(8)} ${kb(m((r) => r.firstClickBytes)).padStart(26)}   ${runs[0].cold.text} / ${runs[0].warm.text}`,
  );
}
await fork.close();
await browser.close();

if (args.includes('--run-only')) {
  server.close();
  process.exit(0);
}

console.log(`\nLighthouse (median of ${RUNS})`);
console.log('page                 form     perf  a11y  best  seo   FCP      LCP      TBT     CLS');
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  for (const path of PAGES) {
    for (const form of ['mobile', 'desktop']) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(
          origin + path,
          {port: chrome.port, output: 'json', logLevel: 'error'},
          form === 'desktop' ? desktopConfig : undefined,
        );
        runs.push(result.lhr);
      }
      const score = (id) => Math.round(median(runs.map((r) => r.categories[id].score * 100)));
      const audit = (id) => median(runs.map((r) => r.audits[id].numericValue));
      console.log(
        `${path.padEnd(20)} ${form.padEnd(8)} ${String(score('performance')).padStart(4)} ${String(score('accessibility')).padStart(5)} ${String(score('best-practices')).padStart(5)} ${String(score('seo')).padStart(4)}  ${`${Math.round(audit('first-contentful-paint'))} ms`.padStart(7)}  ${`${Math.round(audit('largest-contentful-paint'))} ms`.padStart(7)}  ${`${Math.round(audit('total-blocking-time'))} ms`.padStart(6)}  ${audit('cumulative-layout-shift').toFixed(3)}`,
      );
    }
  }
} finally {
  await chrome.kill();
  server.close();
}
