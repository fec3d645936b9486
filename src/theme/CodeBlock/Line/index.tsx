import {memo} from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Line';

const sameClassNames = (a: string[] | undefined, b: string[] | undefined): boolean =>
  a === b || (!!a && !!b && a.length === b.length && a.every((name, i) => name === b[i]));

/**
 * Upstream's line, skipped when its tokens, theme helpers and classes are unchanged. A block
 * re-renders right after hydration when upstream's word-wrap hook finds it scrolls sideways
 * (most blocks on a phone) and shows the wrap button; without this every token of every block
 * re-rendered with it, in one blocking render. The line class names are rebuilt with each
 * render of the block (upstream's metadata), so they are compared by value.
 */
function sameLine(a: Props, b: Props): boolean {
  return (
    a.line === b.line &&
    a.getLineProps === b.getLineProps &&
    a.getTokenProps === b.getTokenProps &&
    a.showLineNumbers === b.showLineNumbers &&
    sameClassNames(a.classNames, b.classNames)
  );
}

export default memo(Line, sameLine);
