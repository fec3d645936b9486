#!/usr/bin/env node
// Internal links in docs/ as file-path links (src/lib/docLinks.ts says why).
//   node scripts/doc-links.mjs         lists absolute doc links (file:line target); exit 1 if any
//   node scripts/doc-links.mjs --fix   rewrites them to file-path links
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

import createJiti from 'jiti';

const root = fileURLToPath(new URL('..', import.meta.url));
const docsDir = join(root, 'docs');
const jiti = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {docSourceRoute} = jiti(join(root, 'src/lib/routes.ts'));
const {findAbsoluteDocLinks, rewriteDocLinks} = jiti(join(root, 'src/lib/docLinks.ts'));

const files = readdirSync(docsDir, {recursive: true})
  .map(String)
  .filter((f) => /\.mdx?$/.test(f));
const fileByRoute = new Map(
  files.filter((f) => !/(^|\/)_/.test(f)).map((f) => [docSourceRoute(f), f]),
);
const fix = process.argv.includes('--fix');
let count = 0;
for (const file of files) {
  const path = join(docsDir, file);
  const source = readFileSync(path, 'utf8');
  const links = findAbsoluteDocLinks(source);
  if (links.length === 0) continue;
  count += links.length;
  if (fix)
    writeFileSync(
      path,
      rewriteDocLinks(source, file, (r) => fileByRoute.get(r)),
    );
  else for (const l of links) console.log(`docs/${file}:${l.line} ${l.target}`);
}
console.log(`${count} absolute doc link(s)${fix ? ' rewritten' : ''}`);
process.exit(!fix && count > 0 ? 1 : 0);
