// Report formatting: a table per page, totals, failures with file:line and advice, timing.

const pad = (s, n) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s, n) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (s) => (useColor ? `\x1b[${code}m${s}\x1b[0m` : s);
export const red = paint('31');
export const green = paint('32');
export const yellow = paint('33');
export const dim = paint('2');
export const bold = paint('1');

/** "3/3" when all passed, "2/3 ✗" otherwise, "–" when there are none. */
const cell = ({passed, total}) =>
  total === 0 ? '–' : passed === total ? `${passed}/${total}` : `${passed}/${total} ✗`;

/**
 * @param {{ file: string, runnable: {passed:number,total:number}, compileOnly: {passed:number,total:number},
 *           fragment: {passed:number,total:number}, fork: number, shellRun: {passed:number,total:number}, ms: number, ok: boolean }[]} rows
 * @param {string} totalLabel
 */
export const pageTable = (rows, totalLabel) => {
  const width = Math.max(34, ...rows.map((r) => r.file.length), totalLabel.length) + 2;
  const head =
    pad('Page', width) +
    lpad('runnable', 10) +
    lpad('compile-only', 14) +
    lpad('fragment', 10) +
    lpad('shell', 8) +
    lpad('fork', 6) +
    lpad('time', 8) +
    '  result';
  const line = (r) =>
    pad(r.file, width) +
    lpad(cell(r.runnable), 10) +
    lpad(cell(r.compileOnly), 14) +
    lpad(cell(r.fragment), 10) +
    lpad(cell(r.shellRun), 8) +
    lpad(r.fork ? String(r.fork) : '–', 6) +
    lpad(r.ms ? `${(r.ms / 1000).toFixed(1)}s` : '–', 8) +
    '  ' +
    (r.ok ? green('passed') : red('FAILED'));
  const sum = (k) =>
    rows.reduce((a, r) => ({passed: a.passed + r[k].passed, total: a.total + r[k].total}), {
      passed: 0,
      total: 0,
    });
  const total = {
    file: totalLabel,
    runnable: sum('runnable'),
    compileOnly: sum('compileOnly'),
    fragment: sum('fragment'),
    shellRun: sum('shellRun'),
    fork: rows.reduce((a, r) => a + r.fork, 0),
    ms: rows.reduce((a, r) => a + r.ms, 0),
    ok: rows.every((r) => r.ok),
  };
  return [bold(head), ...rows.map(line), '-'.repeat(head.length), bold(line(total))].join('\n');
};

/**
 * @param {{ file: string, line: number, column?: number, stage: string, message: string, advice?: string, logs?: string[] }} f
 */
export const formatFailure = (f) => {
  const where = `${f.file}:${f.line}${f.column ? `:${f.column}` : ''}`;
  const message = f.message
    .split('\n')
    .slice(0, 6)
    .map((l, i) => (i === 0 ? l : `      ${l}`))
    .join('\n');
  const out = [`${red('✗')} ${bold(where)} ${dim(`[${f.stage}]`)} ${message}`];
  if (f.advice) out.push(`    ${yellow('→')} ${f.advice}`);
  if (f.logs?.length) {
    out.push(dim('    output of the block (last lines):'));
    for (const l of f.logs.slice(-12)) out.push(dim(`      | ${l.slice(0, 200)}`));
  }
  return out.join('\n');
};
