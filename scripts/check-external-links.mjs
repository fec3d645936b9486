#!/usr/bin/env node
// On-demand check of the external links in the build (never part of CI: the
// CI machine has no network). `npm run check:external-links` after a build.
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

const dir = process.argv[2] ?? 'build';
const files = (d) =>
  readdirSync(d, {recursive: true})
    .filter((n) => n.endsWith('.html'))
    .map((n) => join(d, n));
const links = new Map();
for (const file of files(dir)) {
  for (const m of readFileSync(file, 'utf8').matchAll(/href="?(https?:\/\/[^"\s>]+)/g)) {
    const url = m[1].replace(/&amp;/g, '&');
    if (/^https?:\/\/node\.tevm\.sh\b/.test(url)) continue;
    if (!links.has(url)) links.set(url, file);
  }
}
console.log(`${links.size} distinct external links`);
let broken = 0;
for (const [url, file] of links) {
  try {
    let res = await fetch(url, {
      method: 'HEAD',
      redirect: 'follow',
      signal: AbortSignal.timeout(10_000),
    });
    if (res.status === 405 || res.status === 403)
      res = await fetch(url, {redirect: 'follow', signal: AbortSignal.timeout(10_000)});
    if (res.status >= 400) {
      broken++;
      console.log(`${res.status} ${url} (first seen in ${file})`);
    }
  } catch (error) {
    broken++;
    console.log(`ERR ${url}: ${error.cause?.code ?? error.message} (first seen in ${file})`);
  }
}
console.log(`${links.size - broken} passed, ${broken} failed`);
process.exit(broken ? 1 : 0);
