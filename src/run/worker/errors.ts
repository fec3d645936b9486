/** Where in the block an error came from: stack frames of the block's module, compiler errors. */

/**
 * The block line of the first stack frame in the module at `url` (V8 `url:line:col` frames).
 * `lines` maps compiled line N to block line `lines[N - 1]` (built blocks); without it the
 * module's lines are the block's (sucrase keeps line numbers).
 */
export function blockLine(stack: string | undefined, url: string, lines?: number[]): number | null {
  if (!stack) return null;
  const at = stack.indexOf(`${url}:`);
  if (at === -1) return null;
  const m = /^:(\d+):\d+/.exec(stack.slice(at + url.length));
  if (!m) return null;
  const line = Number(m[1]);
  return lines ? (lines[line - 1] ?? line) : line;
}

/** The line a compiler error names: sucrase ends its messages with `(line:column)`. */
export function syntaxErrorLine(message: string): number | null {
  const m = /\((\d+):\d+\)\s*$/.exec(message);
  return m ? Number(m[1]) : null;
}
