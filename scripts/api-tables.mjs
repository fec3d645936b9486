#!/usr/bin/env node
/**
 * API tables that cannot drift.
 *
 * Reads the type declarations of the INSTALLED @tevm/* packages with the TypeScript compiler
 * API (one shared ts.Program for every package) and writes one JSON file per reference page to
 * src/data/api/<slug>.json. The docs render them with <ApiTable api={…} />.
 *
 *   npm run api-tables              write the files
 *   npm run api-tables -- --check   exit 1 and list differences when the checked-in files are stale
 *
 * JSON shape (one file per page):
 *   { "packages": [ { "package": "@tevm/address", "subpath": "tevm/address" | null,
 *                     "version": "1.0.0-rc.151", "only": ["…"]?,
 *                     "exports": [ { "name", "kind", "signature", "summary" } ] } ] }
 * A page that covers one package has one entry in `packages`; pages that cover several
 * (bundler-plugins, bundler-methods, rlp, trie) have several. `only` is present when the page
 * lists a chosen subset of a package's exports (rlp and trie, whose own packages are not
 * installed: their functions are reached through other packages). `omitted` ({kind: count}) is
 * present when a page lists only some kinds (actions: values only). `exportEquals: true` marks a
 * CommonJS-style `export =` package (ts-plugin). Exports are sorted by name.
 * `kind` is one of function | class | type | interface | constant | enum | namespace.
 *
 * src/data/api/cli.json (the `tevm` bin, /reference/cli) comes from @tevm/cli's own command
 * definitions, built with Pastel's code into a commander tree (no command runs):
 *   { "package": "@tevm/cli", "bin": "tevm", "version", "description", "usage",
 *     "options": [ { "flags", "description", "default": string | null } ],
 *     "commands": [ { "name", "description", "usage", "aliases"?, "arguments"?: [ { "name",
 *                     "required", "description", "choices"?, "default"? } ],
 *                     "options": [...], "commands"?: [...] } ] }
 * `--verify-help[=serve,call,action:get-balance]` compares that help with the real
 * `tevm … --help` output (slow: one CLI start per command).
 *
 * One module per job under scripts/api-tables/: pages.mjs (which packages back each page),
 * exports.mjs (reading the packages), cli.mjs (the CLI table), files.mjs (serialisation and the
 * drift check), common.mjs; the pure helpers are scripts/lib/api-tables-helpers.cjs (jest).
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {diffCli, generateCli, serializeCli, verifyHelp} from './api-tables/cli.mjs';
import {OUT_DIR, ROOT} from './api-tables/common.mjs';
import {generateTables} from './api-tables/exports.mjs';
import {diffTables, serialize} from './api-tables/files.mjs';

async function main() {
  const check = process.argv.includes('--check');
  const verify = process.argv.find((a) => a.startsWith('--verify-help'));
  const t0 = Date.now();
  const tables = generateTables();
  const cli = await generateCli();
  if (verify) {
    const list = verify.includes('=')
      ? verify
          .split('=')[1]
          .split(',')
          .map((x) => x.replace(/:/g, ' ').trim())
      : ['', 'serve', 'call', 'generate'];
    const problems = await verifyHelp(cli, list);
    for (const p of problems) console.error(p);
    process.exit(problems.length ? 1 : 0);
  }
  if (check) {
    const problems = diffTables(tables);
    const cliFile = path.join(OUT_DIR, 'cli.json');
    const cliWant = serializeCli(cli);
    if (!fs.existsSync(cliFile)) problems.push('cli.json is missing');
    else if (fs.readFileSync(cliFile, 'utf8') !== cliWant)
      problems.push(...diffCli(JSON.parse(fs.readFileSync(cliFile, 'utf8')), JSON.parse(cliWant)));
    if (problems.length) {
      console.error(
        `API tables are out of date (${problems.length} differences). Run \`npm run api-tables\`.`,
      );
      for (const p of problems.slice(0, 200)) console.error(`  - ${p}`);
      process.exit(1);
    }
    console.log(
      `API tables up to date (${Object.keys(tables).length + 1} files, ${Date.now() - t0} ms).`,
    );
    process.exit(0);
  }
  fs.mkdirSync(OUT_DIR, {recursive: true});
  for (const [slug, table] of Object.entries(tables)) {
    fs.writeFileSync(path.join(OUT_DIR, `${slug}.json`), serialize(table));
  }
  fs.writeFileSync(path.join(OUT_DIR, 'cli.json'), serializeCli(cli));
  console.log(
    `Wrote ${Object.keys(tables).length + 1} API tables to ${path.relative(ROOT, OUT_DIR)} in ${Date.now() - t0} ms.`,
  );
  // the CLI's modules keep handles open (ink, react-query); nothing else is pending
  process.exit(0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
