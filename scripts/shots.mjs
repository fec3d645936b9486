#!/usr/bin/env node
// `npm run shots`: a screenshot of every built page at 1280 and 390 px in both themes, and an index
// page to scroll through them (.shots/index.html, git-ignored). Not a test: a habit — look at it
// before you finish a visual change.
//
//   npm run build && npm run shots                 every route in build/sitemap.xml, plus the 404 page
//   npm run shots -- /core/forking /api/tevm-call  only these routes
//   npm run shots -- --full                        whole pages instead of the first two screens
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {chromium} from '@playwright/test';

import {chromiumLaunchOptions} from './lib/chromium.mjs';
import {startServer} from './serve.mjs';

const OUT = '.shots';
const VIEWPORTS = [
  {name: 'desktop', width: 1280, height: 800},
  {name: 'phone', width: 390, height: 844},
];
const THEMES = ['light', 'dark'];

const args = process.argv.slice(2);
const full = args.includes('--full');
const only = args.filter((a) => a.startsWith('/'));

function builtRoutes() {
  const sitemap = readFileSync('build/sitemap.xml', 'utf8');
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return [...new Set(paths)].sort().concat('/404-not-a-page');
}

const routes = only.length ? only : builtRoutes();
const slug = (route) => (route === '/' ? 'index' : route.slice(1).replaceAll('/', '__'));

rmSync(OUT, {recursive: true, force: true});
mkdirSync(OUT, {recursive: true});

const server = await startServer({dir: 'build', listenPort: 0});
const {port} = server.address();
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch(chromiumLaunchOptions);
const started = Date.now();
const rows = [];
try {
  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({
        viewport: {width: viewport.width, height: viewport.height},
        colorScheme: theme,
        reducedMotion: 'reduce',
      });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      for (const route of routes) {
        await page.goto(base + route, {waitUntil: 'networkidle'});
        await page.evaluate(() => document.fonts.ready);
        const file = `${slug(route)}.${viewport.name}.${theme}.png`;
        await page.screenshot({
          path: join(OUT, file),
          fullPage: full,
          clip: full ? undefined : {x: 0, y: 0, width: viewport.width, height: viewport.height * 2},
        });
        rows.push({route, viewport: viewport.name, theme, file});
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}

const byRoute = new Map();
for (const row of rows) byRoute.set(row.route, [...(byRoute.get(row.route) ?? []), row]);
const escape = (s) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const html = `<!doctype html><meta charset="utf-8"><title>Screenshots</title>
<style>body{font:14px system-ui;margin:1rem;background:#888}section{margin:0 0 3rem}
h2{margin:.5rem 0}div{display:flex;gap:1rem;align-items:flex-start;overflow-x:auto}
figure{margin:0}img{display:block;border:1px solid #333;max-width:640px}figcaption{font-size:12px}</style>
${[...byRoute]
  .map(
    ([
      route,
      shots,
    ]) => `<section id="${escape(slug(route))}"><h2><a href="${escape(base + route)}">${escape(route)}</a></h2><div>
${shots.map((s) => `<figure><img loading="lazy" src="${s.file}" alt="${escape(`${route} ${s.viewport} ${s.theme}`)}"><figcaption>${s.viewport} · ${s.theme}</figcaption></figure>`).join('\n')}
</div></section>`,
  )
  .join('\n')}`;
writeFileSync(join(OUT, 'index.html'), html);
console.log(
  `${rows.length} screenshots of ${routes.length} routes in ${((Date.now() - started) / 1000).toFixed(0)} s → ${OUT}/index.html`,
);
