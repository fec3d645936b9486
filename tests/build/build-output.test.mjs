// The production build's files, read without a browser (node:test): canonical URL, description and
// social image per page (one og:image), edit links, sitemap and robots.txt, llms.txt and llms-full.txt.
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import {readPage} from './html.mjs';
import {loadTs} from './ts.mjs';

const {routeHtmlPath} = loadTs('src/lib/routes.ts');
const {ALL_ROUTES} = loadTs('tests/routes.ts');

const build = (path) => readFileSync(join('build', path), 'utf8');
const SITE = 'https://node.tevm.sh';

test('every page has a canonical URL, its own description and a local social image', () => {
  const descriptions = new Set();
  for (const route of ALL_ROUTES) {
    const html = build(routeHtmlPath(route));
    const page = readPage(html);
    assert.equal(page.canonical, `${SITE}${route}`, `${route}: canonical`);
    const description = page.description;
    assert.ok(description, `${route}: description`);
    assert.ok(description.length <= 160, `${route}: description is ${description.length} chars`);
    descriptions.add(description);
    const images = page.ogImages;
    // themeConfig.site.socialCards: the /reference pages have their own card.
    const card = /^\/reference(\/|$)/.test(route) ? 'social-card-reference.png' : 'social-card.png';
    assert.deepEqual(images, [`${SITE}/img/${card}`], `${route}: og:image`);
    assert.ok(!html.includes('vocs.dev'), `${route} mentions vocs.dev`);
  }
  assert.equal(descriptions.size, ALL_ROUTES.length, 'descriptions are not all distinct');
  assert.ok(existsSync('build/img/social-card.png'));
  assert.ok(existsSync('build/img/social-card-reference.png'));
});

test('every edit link points at an existing source file of this repository', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  const repo = pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
  let checked = 0;
  for (const route of ALL_ROUTES) {
    const href = readPage(build(routeHtmlPath(route))).editHref;
    if (route === '/') {
      assert.equal(href, undefined, 'the landing layout has no doc footer');
      continue;
    }
    assert.match(href ?? '', new RegExp(`^${repo}/edit/main/`), route);
    const source = href.slice(`${repo}/edit/main/`.length);
    assert.ok(existsSync(source), `${route} → ${source}`);
    checked++;
  }
  assert.equal(checked, ALL_ROUTES.length - 1);
});

test('sitemap lists every route once and no test fixture; robots.txt points at it', () => {
  const locs = [...build('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => m[1].replace(SITE, '') || '/',
  );
  assert.deepEqual([...locs].sort(), [...ALL_ROUTES].sort());
  assert.ok(build('robots.txt').includes(`Sitemap: ${SITE}/sitemap.xml`));
});

test('llms.txt links every page; llms-full.txt carries every page', () => {
  const index = build('llms.txt');
  const full = build('llms-full.txt');
  for (const route of ALL_ROUTES) {
    assert.ok(index.includes(`](${SITE}${route})`), `llms.txt misses ${route}`);
    assert.ok(full.includes(`Source: ${SITE}${route}\n`), `llms-full.txt misses ${route}`);
  }
  assert.doesNotMatch(full, /^import /m);
});

test('every route is a distinct page: no two share an H1', () => {
  const byH1 = new Map();
  for (const route of ALL_ROUTES) {
    const h1 = readPage(build(routeHtmlPath(route))).h1;
    assert.ok(h1, `${route}: no H1`);
    assert.equal(byH1.get(h1), undefined, `${route} has the H1 of ${byH1.get(h1)}: "${h1}"`);
    byH1.set(h1, route);
  }
});

// React moves a Suspense boundary of more than 500 bytes that comes after a page's first 12.8 KB of
// HTML to the end of the document, with a script that puts it back while the page loads: a second
// layout of the whole page on a phone's main thread (issue #33). Only DeferredContent's boundaries
// (src/components/DeferredContent), which hydrate on their own, may be moved; the export tables are
// rendered in place (src/components/ApiTable/LazyTables.tsx).
test('no page has a moved Suspense boundary except deferred content', () => {
  let tables = 0;
  for (const route of ALL_ROUTES) {
    const html = build(routeHtmlPath(route));
    if (html.includes('data-api-tables')) tables++;
    const moved = (html.match(/<template id="?B:/g) ?? []).length;
    if (route === '/examples/debugger-ui') continue;
    assert.equal(moved, 0, `${route}: ${moved} moved Suspense boundaries`);
  }
  assert.ok(tables >= 5, `only ${tables} pages have export tables`);
});

// React is an entry of its own (src/plugins/react-entry): a page evaluates it in one task and
// main.js in the next, and React exists once, so the theme and the pages share its hooks. The
// route's own chunks follow (src/plugins/route-scripts; that hydration needs no other script is
// checked in the browser, tests/e2e/routes.spec.ts).
test('every page loads the runtime, React, main.js, then its route chunks, and React is in no other script', () => {
  const order = (route) =>
    [...build(routeHtmlPath(route)).matchAll(/<script src="?([^" >]+)"?[^>]*\sdefer/g)].map(
      (m) => m[1].split('/').pop().split('.')[0],
    );
  for (const route of ALL_ROUTES) {
    const [runtime, react, main, ...chunks] = order(route);
    assert.deepEqual([runtime, react, main], ['runtime', 'react', 'main'], route);
    assert.ok(chunks.length > 0, `${route}: the HTML names no route chunk`);
    assert.equal(new Set(chunks).size, chunks.length, `${route}: a chunk is named twice`);
  }
  // React's production errors point at react.dev/errors/: only React's own code carries it.
  const holders = readdirSync('build/assets/js').filter((file) =>
    build(`assets/js/${file}`).includes('https://react.dev/errors/'),
  );
  assert.equal(holders.length, 1, holders.join(', '));
  assert.match(holders[0], /^react\./);
});
