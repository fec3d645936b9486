#!/usr/bin/env node
// `npm run check:versioning`: what a maintainer does with Docusaurus, tried in a throwaway copy
// of the repository (README "Maintaining"):
//   1. cut a docs version (`docusaurus docs:version 0.9`), then change a runnable block in docs/;
//   2. add a locale (`write-translations --locale fr`) whose every message is pseudo-translated;
//   3. enable the blog and drop in a post;
// then one test build of that locale, and checks over it: version banner and badge on the old
// version only, Run buttons on both versions with a compiled module each, one search index per
// version without the other's pages, llms.txt per version and locale without duplicates, no doc
// link leaving its version, no site UI string left untranslated, the post listed by
// <BlogPosts /> and its tag shown on its page. Exit 1 on any failure. `--keep` leaves the copy for a look.
import {spawnSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

import {checkMaintainedSite, PSEUDO} from './lib/maintained-site.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const keep = process.argv.includes('--keep');
const VERSION = '0.9';
const LOCALE = 'fr';

const t0 = performance.now();
const step = (label) => console.log(`[${((performance.now() - t0) / 1000).toFixed(1)} s] ${label}`);
const copy = mkdtempSync(join(tmpdir(), 'tevm-docs-maintainer-'));
const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, {
    cwd: copy,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    // The copy's node_modules is a link to this one's: keep rspack's cache out of it.
    env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1', ...env},
  });
  if (r.status !== 0) {
    console.error(r.stdout.slice(-4000), r.stderr.slice(-4000));
    throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status}) in ${copy}`);
  }
  return r.stdout;
};
const edit = (file, change) => {
  const path = join(copy, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file}: the maintainer's edit found nothing to change`);
  writeFileSync(path, after);
};

let failures = [];
try {
  step(`copy of the tracked files in ${copy}`);
  const files = spawnSync('git', ['ls-files', '-z'], {cwd: root, encoding: 'utf8'})
    .stdout.split('\0')
    .filter(Boolean);
  for (const f of files) {
    if (!existsSync(join(root, f))) continue;
    mkdirSync(dirname(join(copy, f)), {recursive: true});
    cpSync(join(root, f), join(copy, f));
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  // A maintainer's clone is a git checkout: "Last updated" reads each file's last commit.
  const commit = (message) => {
    run('git', ['add', '-A']);
    run('git', [
      '-c',
      'user.name=check',
      '-c',
      'user.email=check@localhost',
      'commit',
      '-qm',
      message,
    ]);
  };
  run('git', ['init', '-q']);
  commit('copy');
  const bin = join(copy, 'node_modules/.bin/docusaurus');

  step(`docusaurus docs:version ${VERSION}`);
  run(bin, ['docs:version', VERSION]);
  // After the cut, the current docs move on: a runnable block changes (its Run id with it).
  edit('docs/core/forking.mdx', (s) =>
    s.replace(/```ts\b[^\n]*\n/, (fence) => `${fence}// Changed after ${VERSION}.\n`),
  );

  step(`a second locale, ${LOCALE}, every message pseudo-translated`);
  edit('docusaurus.config.ts', (s) =>
    s.replace(/locales: \['en'\]/, `locales: ['en', '${LOCALE}']`),
  );
  run(bin, ['write-translations', '--locale', LOCALE]);
  const i18nDir = join(copy, 'i18n', LOCALE);
  for (const f of readdirSync(i18nDir, {recursive: true}).map(String)) {
    if (!f.endsWith('.json')) continue;
    const messages = JSON.parse(readFileSync(join(i18nDir, f), 'utf8'));
    for (const entry of Object.values(messages)) entry.message = PSEUDO.wrap(entry.message);
    writeFileSync(join(i18nDir, f), JSON.stringify(messages, null, 2));
  }

  step('the blog, with one post');
  edit('docusaurus.config.ts', (s) =>
    s.replace(/blog: false,/, 'blog: {onInlineAuthors: "ignore", onInlineTags: "ignore"},'),
  );
  mkdirSync(join(copy, 'blog'), {recursive: true});
  writeFileSync(
    join(copy, 'blog', '2026-11-01-first-post.md'),
    [
      '---',
      'title: A first post',
      'description: What the maintainer wrote.',
      'authors: [{name: Tevm contributors}]',
      'tags: [release]',
      '---',
      '',
      'The part shown in lists.',
      '',
      '{/* truncate */}',
      '',
      'The rest of the post.',
      '',
    ].join('\n'),
  );

  commit('version, locale and blog');
  step(`build of the ${LOCALE} locale (test build)`);
  run(bin, ['build', '--locale', LOCALE], {DOCS_TEST_BUILD: '1'});

  step('checks');
  failures = await checkMaintainedSite({
    siteDir: copy,
    buildDir: join(copy, 'build'),
    version: VERSION,
    locale: LOCALE,
  });
} catch (error) {
  failures.push(String(error?.stack ?? error));
} finally {
  if (!keep) rmSync(copy, {recursive: true, force: true});
}
for (const f of failures) console.error(`✗ ${f}`);
step(failures.length ? `${failures.length} failure(s)` : 'all maintainer checks passed');
process.exit(failures.length ? 1 : 0);
