#!/usr/bin/env node
// Quick authoring check without a full build: compiles every docs/**/*.mdx with
// MDX + GFM + directives, and checks that internal links point at existing docs.
// Usage: node scripts/check-mdx.mjs [files…]
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';

import createJiti from 'jiti';

const root = new URL('..', import.meta.url).pathname;
const docsDir = join(root, 'docs');
const walk = (dir) =>
  readdirSync(dir, {recursive: true})
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => join(dir, name));
const all = walk(docsDir);
const jiti = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {docSourceRoute} = jiti(join(root, 'src/lib/routes.ts'));
const routeOf = (file) => docSourceRoute(relative(docsDir, file));
/** Partials (`_name.mdx`) are included by pages; they are not routes and have no frontmatter. */
const isPartial = (file) => /(^|\/)_[^/]*$/.test(file);
const routes = new Set(all.filter((f) => !isPartial(f)).map(routeOf));
const files = process.argv.slice(2).length
  ? process.argv.slice(2).map((f) => join(process.cwd(), f))
  : all;
let failures = 0;
for (const file of files) {
  const src = readFileSync(file, 'utf8');
  const body = src.replace(/^---\n[\s\S]*?\n---\n/, '');
  try {
    await compile(body, {remarkPlugins: [remarkGfm, remarkDirective]});
  } catch (error) {
    failures++;
    console.error(
      `${relative(root, file)}:${error.line ?? '?'}: MDX error: ${error.reason ?? error.message}`,
    );
  }
  for (const m of body.matchAll(/\]\((\/[^)\s#]*)(#[^)\s]*)?\)|href="(\/[^"#]*)/g)) {
    const target = (m[1] ?? m[3]).replace(/\.html$/, '') || '/';
    if (!routes.has(target) && !target.startsWith('/img/')) {
      failures++;
      console.error(`${relative(root, file)}: broken internal link ${target}`);
    }
  }
  const fm = src.match(/^---\n([\s\S]*?)\n---\n/)?.[1] ?? '';
  if (!isPartial(file))
    for (const key of ['title', 'description', 'sidebar_label']) {
      if (!new RegExp(`^${key}:`, 'm').test(fm)) {
        failures++;
        console.error(`${relative(root, file)}: missing frontmatter ${key}`);
      }
    }
}
console.log(`${files.length} files checked, ${failures} problem(s)`);
process.exit(failures ? 1 : 0);
