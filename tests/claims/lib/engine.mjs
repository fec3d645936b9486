// The claims engine: loads pages and their claims files, places every claim on its page line,
// enforces the coverage rules, runs the checks, judges which pages are covered and returns what
// failed. run.mjs prints the result; selftest.mjs runs the same engine over
// tests/claims/fixtures/.

import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {pathToFileURL} from 'node:url';
import {readPage, findQuote, squash, plainCell} from './page.mjs';
import {createContext} from './context.mjs';

/** A header cell that makes a table an options table (its rows are option meanings or defaults). */
export const OPTION_HEADER = /\b(option|flag|default|key|field|parameters?|setting)\b/i;
const DEFAULT_HEADER = /^default$/i;

const walk = (dir, ext) =>
  !existsSync(dir)
    ? []
    : readdirSync(dir)
        .sort()
        .filter((name) => name !== 'fixtures' && name !== 'refuted' && name !== 'node_modules')
        .flatMap((name) => {
          const p = join(dir, name);
          return statSync(p).isDirectory() ? walk(p, ext) : p.endsWith(ext) ? [p] : [];
        });

const posix = (p) => p.split(sep).join('/');

/** A partial (`_install.mdx`, or anything under a `_folder/`) is rendered by pages, not routed. */
export const isPartial = (key) => key.split('/').some((part) => part.startsWith('_'));

/**
 * Words of a sentence that states a mechanism. Two of the statements an independent reading
 * found wrong ("the node signs with the key it holds", "answered from the ReceiptsManager") were
 * backed by examples and checks that showed a neighbouring fact (the transfer went through,
 * receipts came back): such a sentence needs a check of the mechanism itself.
 */
export const MECHANISM =
  /\b(signs?|signed|re-?exports?|re-?exported|ships|answer(?:s|ed)? from|dry[- ]runs?|cached|caches)\b/i;
/** An example line that checks something: an assertion, a throw, a shell test or grep. */
const ASSERTS = /\bassert\b|\bassert\.|\bthrow\b|\bexpect\(|^\s*(test|grep)\b|\|\s*grep\b/;

/** Shortest reason a page may give for having no claims (`export const noClaims = '…'`). */
const MIN_REASON = 20;

/** Short, one-paragraph text of an error for a failure line. */
export const describeError = (error) => {
  const e = /** @type {any} */ (error);
  if (e?.code === 'ERR_ASSERTION' && e.generatedMessage === false) return String(e.message);
  const msg = String(e?.message ?? e);
  const lines = msg
    .split('\n')
    .map((l) => l.trimEnd())
    .filter(Boolean);
  return lines.slice(0, 6).join(' ⏎ ');
};

/**
 * @typedef {{ file: string, line: number, quote: string, message: string, byCheck?: boolean }} Failure
 * @typedef {{
 *   root: string,            // repository root; paths in messages are relative to it
 *   docsDir: string,         // the pages (docs/ or a fixtures folder)
 *   claimsDir: string,       // where <page path>.claims.mjs files live
 *   filter?: string[],       // only pages whose path contains one of these: their checks run and only they
 *                            // are judged for coverage (placement and defaults still read every page)
 *   timeout?: number,        // per check, ms
 *   onPage?: (row: {file: string, claims: number, passed: number, failed: number, ms: number}) => void,
 * }} Options
 * @typedef {{
 *   total: number,                               // pages judged (routable pages, after the filter)
 *   covered: string[],                           // their files, when covered
 *   uncovered: {file: string, why: string}[],
 *   noClaims: {file: string, reason: string}[],  // covered pages that state no behaviour, and why
 * }} PageCoverage
 */

/** @param {Options} opts */
export const runClaims = async (opts) => {
  const {root, docsDir, claimsDir, filter, timeout = 60000} = opts;
  /** @type {Failure[]} */
  const failures = [];
  const fail = (file, line, quote, message) => failures.push({file, line, quote, message});
  const notes = [];

  // Pages
  const pages = new Map();
  for (const abs of walk(docsDir, '.mdx').concat(walk(docsDir, '.md'))) {
    const file = posix(relative(root, abs));
    pages.set(posix(relative(docsDir, abs)), readPage(file, readFileSync(abs, 'utf8')));
  }

  const inScope = (page) => !filter?.length || filter.some((f) => page.file.includes(f));

  // Claims files → their page
  /** @type {Map<string, any[]>} */
  const claimsByPage = new Map();
  /** @type {Map<string, string>} page key → its claims file (repo-relative) */
  const claimsFileOf = new Map();
  /** @type {Map<string, string>} page key → why it has no claims */
  const noClaimsOf = new Map();
  /**
   * page key → its claims file's `before()`: shared set-up (a child process, a fixture) awaited
   * once before the page's checks, outside the per-check timeout, so a slow machine does not
   * fail the first check that happens to wait for it.
   * @type {Map<string, () => Promise<unknown>>}
   */
  const beforeOf = new Map();
  for (const abs of walk(claimsDir, '.claims.mjs')) {
    const rel = posix(relative(claimsDir, abs)).replace(/\.claims\.mjs$/, '');
    const key = [`${rel}.mdx`, `${rel}.md`].find((k) => pages.has(k));
    const file = posix(relative(root, abs));
    if (!key) {
      fail(
        file,
        1,
        '',
        `claims file without a page: expected ${posix(relative(root, join(docsDir, rel)))}.mdx`,
      );
      continue;
    }
    claimsFileOf.set(key, file);
    let mod;
    try {
      mod = await import(pathToFileURL(abs).href);
    } catch (error) {
      fail(file, 1, '', `cannot load: ${describeError(error)}`);
      continue;
    }
    const list = mod.default ?? (mod.noClaims !== undefined ? [] : undefined);
    if (!Array.isArray(list)) {
      fail(file, 1, '', 'must `export default [...]` a list of claims');
      continue;
    }
    if (mod.noClaims !== undefined) {
      if (typeof mod.noClaims !== 'string' || mod.noClaims.trim().length < MIN_REASON) {
        fail(
          file,
          1,
          'noClaims',
          `\`noClaims\` must be a sentence (at least ${MIN_REASON} characters) saying why the page states no behaviour`,
        );
        continue;
      }
      if (list.length) {
        fail(
          file,
          1,
          'noClaims',
          `says the page states no behaviour (noClaims) but lists ${list.length} claim(s): keep one of the two`,
        );
        continue;
      }
      noClaimsOf.set(key, mod.noClaims.trim());
    } else if (!list.length && !isPartial(key)) {
      fail(
        file,
        1,
        '',
        "lists no claims: back the page's statements, or say why it states none with `export const noClaims = '…why…'`",
      );
      continue;
    }
    claimsByPage.set(key, list);
    if (typeof mod.before === 'function') beforeOf.set(key, mod.before);
  }

  // Place every claim on its page line (independently of --page: a stale claim always fails).
  /** @type {Map<string, {claim: any, line: number, quote: string, rowKey?: string}[]>} */
  const placed = new Map();
  /** rows covered, as `${pageKey}:${tableLine}:${rowLine}` */
  const covered = new Set();
  for (const [key, list] of claimsByPage) {
    const page = pages.get(key);
    const out = [];
    for (const claim of list) {
      const label = claim?.quote ?? claim?.row ?? '(claim)';
      if (!claim || (typeof claim.check !== 'function' && typeof claim.example !== 'string')) {
        fail(
          page.file,
          1,
          label,
          'a claim needs `check: async (ctx) => {…}` or `example: "code on the page"`',
        );
        continue;
      }
      if (claim.row !== undefined) {
        const tables = page.tables.filter(
          (t) =>
            t.header[0] === plainCell(claim.table ?? '') ||
            t.header.join(' | ') === plainCell(claim.table ?? ''),
        );
        const table =
          tables.length > 1 && claim.nth
            ? tables[claim.nth - 1]
            : tables.length === 1
              ? tables[0]
              : null;
        if (!table) {
          fail(
            page.file,
            1,
            label,
            tables.length
              ? `${tables.length} tables have the header "${claim.table}": add \`nth\` (1-based)`
              : `no table whose header starts with "${claim.table}" (the table was renamed or removed: look at this claim again)`,
          );
          continue;
        }
        const row = table.rows.find((r) => r.plain[0] === plainCell(claim.row));
        if (!row) {
          fail(
            page.file,
            table.line,
            label,
            `the "${table.header[0]}" table has no row "${claim.row}" any more: look at this claim again`,
          );
          continue;
        }
        const dcol = table.header.findIndex((h) => DEFAULT_HEADER.test(h));
        if (dcol !== -1) {
          if (claim.default === undefined) {
            fail(
              page.file,
              row.line,
              label,
              `row of a table with a Default column: the claim must state \`default: ${JSON.stringify(row.plain[dcol])}\``,
            );
            continue;
          }
          if (plainCell(claim.default) !== row.plain[dcol]) {
            fail(
              page.file,
              row.line,
              label,
              `the page now says default ${JSON.stringify(row.plain[dcol])}, the claim checked ${JSON.stringify(claim.default)}: look at this claim again`,
            );
            continue;
          }
        }
        if (claim.quote && !squash(row.raw).includes(squash(claim.quote))) {
          fail(
            page.file,
            row.line,
            label,
            `quote not in this row any more: look at this claim again`,
          );
          continue;
        }
        covered.add(`${key}:${table.line}:${row.line}`);
        out.push({
          claim,
          line: row.line,
          quote: claim.quote ? `${claim.row}: ${claim.quote}` : claim.row,
        });
        continue;
      }
      if (typeof claim.quote !== 'string') {
        fail(
          page.file,
          1,
          label,
          'a claim needs `quote` (exact words from the page) or `table` + `row`',
        );
        continue;
      }
      const at = findQuote(page, claim.quote);
      if (!at.length) {
        fail(
          page.file,
          1,
          claim.quote,
          'quote no longer on the page (the sentence changed: look at this claim and its check again)',
        );
        continue;
      }
      out.push({claim, line: at[0], quote: claim.quote});
    }
    placed.set(key, out);
  }

  // Coverage: every row of an options table on every page (partials included: their text is
  // written once, there) has a row claim. Generated tables (<ApiTable>, <CliTable>) are not
  // Markdown, so they are not read here.
  for (const [key, page] of pages) {
    if (!inScope(page)) continue;
    for (const table of page.tables) {
      if (!table.header.some((h) => OPTION_HEADER.test(h))) continue;
      for (const r of table.rows) {
        if (covered.has(`${key}:${table.line}:${r.line}`)) continue;
        fail(
          page.file,
          r.line,
          r.plain[0],
          `row of the options table "${table.header.join(' | ')}" has no claim: add {table: ${JSON.stringify(table.header[0])}, row: ${JSON.stringify(r.plain[0])}, …} to ${posix(relative(root, join(claimsDir, key.replace(/\.mdx?$/, '.claims.mjs'))))}`,
        );
      }
    }
  }

  // Every routable page needs a claims file.
  for (const [key, page] of pages) {
    if (isPartial(key) || !inScope(page) || claimsFileOf.has(key)) continue;
    fail(
      page.file,
      1,
      '',
      `page not covered: no claims file; add ${posix(relative(root, join(claimsDir, key.replace(/\.mdx?$/, '.claims.mjs'))))} (claims, or \`export const noClaims = '…why…'\` when the page states no behaviour)`,
    );
  }

  // Defaults: an option given a default on two pages gets the same default.
  /** @type {Map<string, {file: string, line: number, value: string}[]>} */
  const defaults = new Map();
  for (const page of pages.values()) {
    for (const table of page.tables) {
      const dcol = table.header.findIndex((h) => DEFAULT_HEADER.test(h));
      if (dcol === -1) continue;
      // "`createEvm` option" and "Persister option" tables name other functions' options:
      // their rows are compared only with tables of the same qualifier.
      const scope = table.header[0]
        .replace(/\s*\b(options?|flags?|keys?|fields?|settings?)$/i, '')
        .trim();
      for (const r of table.rows) {
        const name = scope ? `${scope}: ${r.plain[0]}` : r.plain[0];
        const value = r.plain[dcol] ?? '';
        if (!name) continue;
        const seen = defaults.get(name) ?? [];
        seen.push({file: page.file, line: r.line, value});
        defaults.set(name, seen);
      }
    }
  }
  for (const [name, seen] of defaults) {
    const first = seen[0];
    for (const other of seen.slice(1)) {
      if (other.value !== first.value) {
        fail(
          other.file,
          other.line,
          name,
          `default ${JSON.stringify(other.value)} disagrees with ${first.file}:${first.line}, which says ${JSON.stringify(first.value)}: one page is the home of this option; make the other agree or link to it`,
        );
      }
    }
  }

  // Run the checks, page by page; one context (shared nodes, clients) per page. tevm is imported
  // once first, so its start-up cost (seconds on a busy machine) is not charged to one check.
  let total = 0;
  const w0 = performance.now();
  if ([...placed.values()].some((l) => l.length)) await import('tevm');
  const warmUp = performance.now() - w0;
  for (const [key, list] of placed) {
    const page = pages.get(key);
    if (!inScope(page)) continue;
    const ctx = createContext({root, page: page.file});
    const t0 = performance.now();
    let passed = 0;
    let failed = 0;
    // An unhandled rejection while a check runs fails that claim (the examples' rule), unless the
    // check collects it with ctx.collectUnhandled.
    let strays = [];
    const onUnhandled = (e) => {
      const message = String(/** @type {any} */ (e)?.message ?? e).split('\n')[0];
      if (ctx.unhandled) ctx.unhandled.push(message);
      else strays.push(message);
    };
    process.on('unhandledRejection', onUnhandled);
    const times = [];
    const setUp = await beforeOf
      .get(key)?.()
      .then(
        () => null,
        (error) => error,
      );
    for (const {claim, line, quote} of list) {
      total++;
      strays = [];
      const c0 = performance.now();
      try {
        if (setUp) throw new Error(`the page's before() failed: ${describeError(setUp)}`);
        if (typeof claim.example === 'string') {
          const hit = page.blocks.filter((b) => b.code.includes(claim.example));
          const ran = hit.filter((b) => b.kind === 'runnable' || (b.kind === 'shell' && b.runMode));
          if (!ran.length) {
            throw new Error(
              hit.length
                ? `the example it points to (line ${hit[0].line}) is ${hit[0].kind}, so nothing runs it`
                : `no code block on the page contains ${JSON.stringify(claim.example)}`,
            );
          }
          // A sentence that names a mechanism (who signs, where an answer comes from, what a
          // package re-exports, a dry run, a cache) is not shown by code that merely runs: the
          // line pointed at must itself check it (see MECHANISM).
          const word = MECHANISM.exec(quote)?.[0];
          if (word && !ASSERTS.test(claim.example))
            throw new Error(
              `the sentence says "${word}", which a running example does not show by itself: point \`example\` at the line that asserts it, or write a check that observes it`,
            );
        } else {
          let timer;
          await Promise.race([
            claim.check(ctx),
            new Promise((_, reject) => {
              timer = setTimeout(
                () => reject(new Error(`check did not finish within ${timeout} ms`)),
                timeout,
              );
            }),
          ]).finally(() => clearTimeout(timer));
        }
        await new Promise((r) => setImmediate(r));
        if (strays.length)
          throw new Error(`unhandled rejection during the check: ${strays.join('; ')}`);
        passed++;
      } catch (error) {
        failed++;
        fail(page.file, line, quote, describeError(error));
        failures[failures.length - 1].byCheck = true; // the check ran and threw (not a placement error)
      }
      times.push({line, quote, ms: performance.now() - c0});
    }
    await ctx.close();
    process.off('unhandledRejection', onUnhandled);
    opts.onPage?.({
      file: page.file,
      claims: list.length,
      passed,
      failed,
      ms: performance.now() - t0,
      times,
    });
  }
  // Page coverage: a routable page in scope is covered when it has a claims file and nothing
  // failed on the page or in that file (every claim placed and passing, every options-table row
  // claimed, no conflicting default, a claims file that loads and lists claims or says why not).
  /** @type {PageCoverage} */
  const coverage = {total: 0, covered: [], uncovered: [], noClaims: []};
  for (const [key, page] of pages) {
    if (isPartial(key) || !inScope(page)) continue;
    coverage.total++;
    const claimsFile = claimsFileOf.get(key);
    const mine = failures.filter((f) => f.file === page.file || f.file === claimsFile);
    if (!claimsFile) coverage.uncovered.push({file: page.file, why: 'no claims file'});
    else if (mine.length)
      coverage.uncovered.push({
        file: page.file,
        why: `${mine.length} failure(s), first: ${mine[0].file}:${mine[0].line} ${mine[0].message.slice(0, 100)}`,
      });
    else {
      coverage.covered.push(page.file);
      if (noClaimsOf.has(key))
        coverage.noClaims.push({file: page.file, reason: noClaimsOf.get(key)});
    }
  }

  return {failures, pages: coverage, total, notes, warmUp};
};
