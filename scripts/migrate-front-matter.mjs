#!/usr/bin/env node
/**
 * One-off migration of docs front matter to Docusaurus' own keys (issue 16).
 * Safe to run again after others edit docs/: it changes only these keys and
 * leaves every other line, and every page body, as it is.
 *
 *   showOutline: false   → hide_table_of_contents: true   (true → false)
 *   showSidebar: false   → displayed_sidebar: null         (true: removed, it is the default)
 *   sidebar_label        ← the label the retired src/site/config.ts gave the page, when
 *                          `--labels-from <git ref>` names a commit that still has that file
 *                          (sidebars.ts carries no labels for docs: one label per page)
 *
 *   node scripts/migrate-front-matter.mjs [--labels-from c350e67] [--dry-run]
 *
 * To be deleted once the migration is merged everywhere.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';
import {createRequire} from 'node:module';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const labelsRef = args.includes('--labels-from')
  ? args[args.indexOf('--labels-from') + 1]
  : undefined;

function docFiles(dir) {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return docFiles(path);
    return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_') ? [path] : [];
  });
}

/** route → label from the retired site config at a git ref. */
function labelsFrom(ref) {
  const source = execFileSync('git', ['show', `${ref}:src/site/config.ts`], {
    cwd: root,
    encoding: 'utf8',
  });
  const dir = mkdtempSync(join(tmpdir(), 'site-config-'));
  try {
    writeFileSync(join(dir, 'types.ts'), 'export {};\n');
    writeFileSync(join(dir, 'config.ts'), source);
    const jiti = createRequire(import.meta.url)('jiti')(root);
    const {siteConfig} = jiti(join(dir, 'config.ts'));
    const labels = new Map();
    const walk = (items) => {
      for (const item of items) {
        if (item.link && !item.items?.length) labels.set(item.link, item.text);
        walk(item.items ?? []);
      }
    };
    const sidebar = siteConfig.sidebar;
    walk(Array.isArray(sidebar) ? sidebar : Object.values(sidebar).flat());
    return labels;
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

function routeOf(file) {
  const id = relative(join(root, 'docs'), file).replace(/\.mdx?$/, '');
  return `/${id.replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/';
}

const labels = labelsRef ? labelsFrom(labelsRef) : new Map();
let changed = 0;
for (const file of docFiles(join(root, 'docs'))) {
  const text = readFileSync(file, 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (!match) continue;
  const notes = [];
  let lines = match[1].split('\n');
  lines = lines.flatMap((line) => {
    const m = /^(showOutline|showSidebar):\s*(true|false)\s*$/.exec(line);
    if (!m) return [line];
    notes.push(line.trim());
    if (m[1] === 'showOutline')
      return [`hide_table_of_contents: ${m[2] === 'true' ? 'false' : 'true'}`];
    return m[2] === 'false' ? ['displayed_sidebar: null'] : [];
  });
  const label = labels.get(routeOf(file));
  if (label !== undefined) {
    const quoted = JSON.stringify(label);
    const i = lines.findIndex((line) => /^sidebar_label:/.test(line));
    const current =
      i >= 0
        ? lines[i]
            .replace(/^sidebar_label:\s*/, '')
            .trim()
            .replace(/^(["'])(.*)\1$/, '$2')
        : undefined;
    if (current !== label) {
      notes.push(`sidebar_label ${current === undefined ? 'added' : `"${current}"`} → ${quoted}`);
      if (i >= 0) lines[i] = `sidebar_label: ${quoted}`;
      else lines.push(`sidebar_label: ${quoted}`);
    }
  }
  if (notes.length === 0) continue;
  changed++;
  console.log(`${relative(root, file)}: ${notes.join('; ')}`);
  if (!dryRun) writeFileSync(file, text.replace(match[1], lines.join('\n')));
}
console.log(`${changed} file(s) ${dryRun ? 'would change' : 'changed'}.`);
if (labelsRef && !existsSync(join(root, 'src/site/config.ts'))) {
  console.log(`Labels taken from ${labelsRef}:src/site/config.ts.`);
}
