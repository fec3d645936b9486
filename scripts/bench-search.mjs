#!/usr/bin/env node
// Search benchmark (not a test): reads the index the last build wrote
// (build/.search/index.<hash>.json) and prints
//   - index size, raw and gzip (and brotli, for reference)
//   - documents and pages
//   - time to load the index (JSON.parse + unpack + MiniSearch.loadJS), cold and warm,
//     wall clock and CPU
//   - per-query search time, median and p95 over the relevance benchmark's queries (wall clock,
//     and CPU time, which a busy machine inflates far less)
//   - relevance (scripts/search-queries.json, scored by scripts/lib/search-relevance.mjs):
//     success@1, success@5, MRR@10, section-first, zero-result queries, first hits per kind
// against the targets: ≤ 120 KB gzip for the full site, ≤ 16 ms per query at p95.
// `--verbose` also lists every query whose first result is not on a relevant page.
// It runs the site's own engine code (src/search/engine, through jiti), so the
// numbers are the dialog's. Usage: npm run build && npm run bench:search [-- --dir build]
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {brotliCompressSync, gzipSync} from 'node:zlib';
import {performance} from 'node:perf_hooks';

import createJiti from 'jiti';

import {loadQueries, scoreQueries} from './lib/search-relevance.mjs';

const TARGET_GZIP_KB = 120;
const TARGET_P95_MS = 16;

const QUERIES = loadQueries();

const args = process.argv.slice(2);
const dirArg = args.indexOf('--dir');
const buildDir = dirArg >= 0 && args[dirArg + 1] ? args[dirArg + 1] : 'build';
const root = fileURLToPath(new URL('..', import.meta.url));
const jiti = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {loadIndexFile, searchIndex} = jiti(join(root, 'src/search/engine/index.ts'));

/** The index the build's pages point at (their <meta name="search-index">), else the only one. */
function indexPath() {
  const dir = join(buildDir, '.search');
  let files;
  try {
    files = readdirSync(dir).filter((f) => /^index\.[0-9a-f]+\.json$/.test(f));
  } catch {
    files = [];
  }
  if (files.length === 0) {
    console.error(`No index in ${dir}/. Run \`npm run build\` first.`);
    process.exit(1);
  }
  try {
    const home = readFileSync(join(buildDir, 'index.html'), 'utf8');
    const named = /<meta name="search-index" content="[^"]*\/(index\.[0-9a-f]+\.json)">/.exec(
      home,
    )?.[1];
    if (named && files.includes(named)) return join(dir, named);
  } catch {
    // fall through
  }
  return join(dir, files.sort()[0]);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(2)} ms`;

const path = indexPath();
const bytes = readFileSync(path);
const json = bytes.toString('utf8');
const gzip = gzipSync(bytes, {level: 9}).length;
const brotli = brotliCompressSync(bytes).length;

// Load: the first run is what a visitor pays (cold code); later runs are warm.
// Wall time, and CPU time (which a busy machine inflates far less).
const loadTimes = [];
const loadCpu = [];
let index;
for (let i = 0; i < 15; i++) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  index = loadIndexFile(JSON.parse(json));
  loadTimes.push(performance.now() - start);
  const used = process.cpuUsage(cpu);
  loadCpu.push((used.user + used.system) / 1000);
}
const pages = index.docs.filter((d) => d.isPage).length;

// Queries: one warm-up pass, then each query's median over 15 runs.
for (const {q} of QUERIES) searchIndex(index, q);
const perQuery = QUERIES.map(({q}) => {
  const runs = [];
  let hits = 0;
  const cpu = process.cpuUsage();
  for (let i = 0; i < 15; i++) {
    const start = performance.now();
    hits = searchIndex(index, q).length;
    runs.push(performance.now() - start);
  }
  const used = process.cpuUsage(cpu);
  return {q, time: median(runs), cpu: (used.user + used.system) / 1000 / 15, hits};
});
const times = perQuery.map((r) => r.time).sort((a, b) => a - b);
const cpuTimes = perQuery.map((r) => r.cpu).sort((a, b) => a - b);
const p95 = percentile(times, 95);
const slowest = [...perQuery].sort((a, b) => b.time - a.time).slice(0, 3);

console.log(`Search benchmark — ${path}`);
console.log(
  `  index size        ${kb(bytes.length)} raw, ${kb(gzip)} gzip (-9), ${kb(brotli)} brotli`,
);
console.log(
  `  documents         ${index.docs.length} (${pages} pages, ${index.docs.length - pages} sections)`,
);
console.log(
  `  load index        ${ms(loadTimes[0])} cold, ${ms(median(loadTimes.slice(1)))} warm (median of ${loadTimes.length - 1}); ` +
    `CPU ${ms(loadCpu[0])} cold, ${ms(median(loadCpu.slice(1)))} warm`,
);
console.log(
  `  search per query  median ${ms(percentile(times, 50))}, p95 ${ms(p95)}, max ${ms(times[times.length - 1])} over ${QUERIES.length} queries; ` +
    `CPU median ${ms(percentile(cpuTimes, 50))}, p95 ${ms(percentile(cpuTimes, 95))}`,
);
console.log(
  `  slowest           ${slowest.map((r) => `"${r.q}" ${ms(r.time)} (${r.hits} hits)`).join(', ')}`,
);
console.log(
  `  zero-hit queries  ${
    perQuery
      .filter((r) => r.hits === 0)
      .map((r) => `"${r.q}"`)
      .join(', ') || 'none'
  }`,
);
const rel = scoreQueries(QUERIES, (q) => searchIndex(index, q));
const pct = (n, total) => `${n}/${total} (${((100 * n) / total).toFixed(1)} %)`;
console.log(`  relevance         ${rel.queries} queries (scripts/search-queries.json)`);
console.log(`    success@1       ${pct(rel.success1, rel.queries)}`);
console.log(`    success@5       ${pct(rel.success5, rel.queries)}`);
console.log(`    MRR@10          ${rel.mrr10.toFixed(3)}`);
console.log(
  `    section first   ${pct(rel.sectionFirst, rel.sectionQueries)} of the queries answered by a section`,
);
console.log(`    zero results    ${rel.zeroResults}`);
console.log(
  `    first, by kind  ${Object.entries(rel.kinds)
    .map(([kind, {first, total}]) => `${kind} ${first}/${total}`)
    .join(', ')}`,
);
if (args.includes('--verbose')) {
  for (const r of rel.perQuery.filter((r) => r.rank !== 1)) {
    console.log(
      `    [${r.kind}] "${r.q}" rank ${r.rank || '-'}: ${r.hrefs.slice(0, 3).join('  ')}`,
    );
  }
}
console.log(
  `  targets           gzip ≤ ${TARGET_GZIP_KB} KB: ${gzip / 1024 <= TARGET_GZIP_KB ? 'met' : 'MISSED'}; ` +
    `p95 ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'MISSED'}`,
);
