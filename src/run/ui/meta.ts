import type {ReactNode} from 'react';

/**
 * The Run block a code fence names: src/run/plugin/remark.ts put `run=<id>` in the meta of the
 * fences a browser can run; the language comes from the block's `language-…` class.
 */
export interface RunBlock {
  blockId: string;
  code: string;
  ext: string;
}

export function runBlockOf(
  metastring: string | undefined,
  className: string | undefined,
  children: unknown,
): RunBlock | null {
  const blockId = /(?:^|\s)run=([0-9a-f]+)(?:\s|$)/.exec(metastring ?? '')?.[1];
  if (!blockId || typeof children !== 'string') return null;
  const ext = /language-(\w+)/.exec(className ?? '')?.[1] ?? 'ts';
  return {blockId, code: children.replace(/\n$/, ''), ext};
}

export type RunnableCodeProps = RunBlock & {children: ReactNode};
