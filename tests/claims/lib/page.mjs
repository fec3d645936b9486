// Reads one MDX page into what claims are matched against: its prose (whitespace-normalised,
// with a map back to page lines), its Markdown tables (header, rows, lines) and its fenced code
// blocks (classified by the examples extractor, so "backed by a runnable example" means the
// same thing here as in tests/examples).

import {extractBlocks} from '../../../src/codeblocks/blocks.mjs';

/** Collapses whitespace runs to one space; the same rule is applied to quotes. */
export const squash = (s) => s.replace(/\s+/g, ' ').trim();

/** A table cell or row key as a reader sees it: no backticks, bold markers or escaped pipes. */
export const plainCell = (s) =>
  squash(s.replace(/\\\|/g, '|').replace(/`/g, '').replace(/\*\*/g, ''));

/** Splits a Markdown table line into cells (escaped `\|` stays inside a cell). */
export const splitRow = (line) => {
  const body = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  const cells = [];
  let cur = '';
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '\\' && body[i + 1] === '|') {
      cur += '\\|';
      i++;
    } else if (body[i] === '|') {
      cells.push(cur);
      cur = '';
    } else cur += body[i];
  }
  cells.push(cur);
  return cells.map((c) => c.trim());
};

/**
 * @typedef {{ line: number, cells: string[], plain: string[], raw: string }} Row
 * @typedef {{ line: number, header: string[], rows: Row[] }} Table
 * @typedef {{
 *   file: string, text: string, lines: string[],
 *   flat: string, lineAt: (index: number) => number,
 *   tables: Table[], blocks: import('../../../src/codeblocks/blocks.mjs').Block[],
 * }} Page
 */

/**
 * @param {string} file repo-relative path, for messages
 * @param {string} text page source
 * @returns {Page}
 */
export const readPage = (file, text) => {
  const lines = text.split(/\r?\n/);
  const {blocks} = extractBlocks(file, text);
  const inFence = new Set();
  for (const b of blocks) for (let l = b.line; l <= b.endLine; l++) inFence.add(l);

  // The flat text: every line (fences included, so a quote may name code), joined by single
  // spaces, with a table from flat offsets back to page lines.
  let flat = '';
  const starts = [];
  const lineNos = [];
  lines.forEach((raw, i) => {
    const s = squash(raw);
    if (!s) return;
    if (flat) flat += ' ';
    starts.push(flat.length);
    lineNos.push(i + 1);
    flat += s;
  });
  const lineAt = (index) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= index) lo = mid;
      else hi = mid - 1;
    }
    return lineNos[lo] ?? 1;
  };

  /** @type {Table[]} */
  const tables = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const next = lines[i + 1] ?? '';
    if (inFence.has(i + 1) || !/^\s*\|/.test(line) || !/^\s*\|?\s*:?-{3,}/.test(next)) continue;
    const header = splitRow(line).map(plainCell);
    const rows = [];
    let j = i + 2;
    for (; j < lines.length && /^\s*\|/.test(lines[j]); j++) {
      const cells = splitRow(lines[j]);
      rows.push({line: j + 1, cells, plain: cells.map(plainCell), raw: lines[j]});
    }
    tables.push({line: i + 1, header, rows});
    i = j - 1;
  }
  return {file, text, lines, flat, lineAt, tables, blocks};
};

/** Every place a squashed quote occurs in the page, as page lines. */
export const findQuote = (page, quote) => {
  const q = squash(quote);
  const found = [];
  if (!q) return found;
  for (let at = page.flat.indexOf(q); at !== -1; at = page.flat.indexOf(q, at + 1))
    found.push(page.lineAt(at));
  return found;
};
