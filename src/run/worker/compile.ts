/**
 * The JavaScript of a run: a block's module, compiled at build time (src/run/plugin, with its
 * line table), or the reader's edit, compiled here by sucrase (loaded on the first edited run;
 * it keeps line numbers, so no table is needed).
 */
import type {RunCode} from '../protocol';

/** The edit does not parse: shown as a SyntaxError at the line sucrase names. */
export class CompileError extends Error {}

export async function compile(code: RunCode): Promise<{code: string; lines?: number[]}> {
  if (code.kind === 'block') {
    const mod = (await import(
      /* webpackChunkName: "run-block" */ `@run-blocks/${code.blockId}.js`
    )) as {default: {code: string; lines: number[]}};
    return mod.default;
  }
  const {transform} = await import(/* webpackChunkName: "sucrase" */ 'sucrase');
  const transforms: ('typescript' | 'jsx')[] = [];
  if (/^ts/.test(code.ext)) transforms.push('typescript');
  if (/x$/.test(code.ext)) transforms.push('jsx');
  try {
    return {code: transform(code.source, {transforms, disableESTransforms: true}).code};
  } catch (e) {
    throw new CompileError((e as Error).message);
  }
}
