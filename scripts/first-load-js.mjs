#!/usr/bin/env node
// First-load JavaScript of the bench pages against an already running server
// (e.g. `node scripts/serve.mjs --port 4176 --dir build`), without a build or
// Lighthouse: the quick before/after check for bundle work.
//   node scripts/first-load-js.mjs [--origin http://127.0.0.1:4176] [--files] [path ...]
import {chromium} from '@playwright/test';

import {chromiumLaunchOptions} from './lib/chromium.mjs';
import {measureFirstLoadJs} from './lib/measure.mjs';

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args.splice(i, 2)[1];
};
const origin = flag('--origin') ?? 'http://127.0.0.1:4176';
const listFiles = args.includes('--files');
const pages = args.filter((a) => !a.startsWith('--'));
if (pages.length === 0) pages.push('/', '/core/forking', '/reference/node');

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  console.log('page                 scripts        raw      gzip');
  for (const path of pages) {
    const page = await browser.newPage();
    const js = await measureFirstLoadJs(page, origin + path);
    await page.close();
    console.log(
      `${path.padEnd(20)} ${String(js.files.length).padStart(7)} ${kb(js.raw).padStart(10)} ${kb(js.gzip).padStart(9)}`,
    );
    if (listFiles) for (const file of js.files) console.log(`    ${file}`);
  }
} finally {
  await browser.close();
}
