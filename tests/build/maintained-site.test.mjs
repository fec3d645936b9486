// Two checks of `npm run check:versioning` (scripts/lib/maintained-site.mjs) on planted pages,
// so what they catch does not depend on today's site: a link the theme writes around the doc
// (breadcrumbs, pager) that leaves the version, and a social link left untranslated.
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {after, test} from 'node:test';

import {checkLinksStayInVersion, checkSocialNames} from '../../scripts/lib/maintained-site.mjs';

const builds = [];
after(() => builds.forEach((dir) => rmSync(dir, {recursive: true, force: true})));

function site(pages) {
  const build = mkdtempSync(join(tmpdir(), 'maintained-site-'));
  builds.push(build);
  for (const [file, body] of Object.entries(pages)) {
    mkdirSync(dirname(join(build, file)), {recursive: true});
    writeFileSync(join(build, file), `<!doctype html><html><body>${body}</body></html>`);
  }
  return build;
}

const docPage = (links) =>
  `<main><div class="theme-doc-version-banner"><a href="/core/forking">latest</a></div>
   <article><nav class="theme-doc-breadcrumbs"><a href="${links.home}">home</a></nav>
   <p><a href="/next/core/managing-state">state</a></p></article>
   <nav class="pagination-nav"><a href="${links.next}">next</a></nav></main>`;

test('a breadcrumb or pager link out of the version is caught; the version banner may leave', () => {
  const build = site({
    'next/core/forking.html': docPage({home: '/', next: '/core/managing-state'}),
    'next/core/managing-state.html': docPage({home: '/next', next: '/next/core/forking'}),
  });
  assert.deepEqual(checkLinksStayInVersion({build, localePrefix: '', versions: ['/next', '']}), [
    '/next/core/forking: link to / (in .theme-doc-breadcrumbs) leaves version /next',
    '/next/core/forking: link to /core/managing-state (in .pagination-nav) leaves version /next',
  ]);
});

const navbar = (name) =>
  `<nav class="navbar"><a href="https://viem.sh/" target="_blank">Viem</a>
   <ul><li><a href="https://x.com/tevmtools" target="_blank" aria-label="${name}" title="${name}"><span aria-hidden="true"></span></a></li></ul></nav>`;

test('a social link must show its translated name, and there must be one', () => {
  assert.deepEqual(checkSocialNames({build: site({'index.html': navbar('⟦X (Twitter)⟧')})}), []);
  assert.deepEqual(checkSocialNames({build: site({'index.html': navbar('X (Twitter)')})}), [
    '/: the social link to https://x.com/tevmtools has the aria-label "X (Twitter)"',
    '/: the social link to https://x.com/tevmtools has the title "X (Twitter)"',
  ]);
  assert.deepEqual(checkSocialNames({build: site({'index.html': '<nav class="navbar"></nav>'})}), [
    '/: no social link in the navbar',
  ]);
});
