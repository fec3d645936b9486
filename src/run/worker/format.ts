import inspect from 'object-inspect';

/** object-inspect counts the top level, so this is util.inspect's default depth of 2. */
const DEPTH = 3;

/**
 * One console call as Node prints it: strings as they are, every other value inspected
 * (bigints as `123n`, objects as `{ a: 1 }`, nested two levels deep like util.inspect),
 * separated by spaces. `%s`/`%d`/`%o` substitution is not supported.
 */
export function formatArgs(args: unknown[]): string {
  return args
    .map((a) =>
      typeof a === 'string' ? a : a instanceof Error ? errorText(a) : inspect(a, {depth: DEPTH}),
    )
    .join(' ');
}

function errorText(e: Error): string {
  return e.stack?.includes(e.message) ? e.stack : `${e.name}: ${e.message}`;
}
