import type {ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import StringContent from '@theme/CodeBlock/Content/String';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

import {typesKeyOf} from '@site/src/quickinfo/markup';
import {TypesBlockContext} from '@site/src/quickinfo/ui/context';
import RunnableCode from '@site/src/run/ui';
import {runBlockOf} from '@site/src/run/ui/meta';

type Props = WrapperProps<typeof CodeBlockType>;

/**
 * Code blocks, plus Run on those the Run build marked (src/run), and hover targets on those the
 * types build marked (src/quickinfo: the highlighter reads the block's key from the context).
 *
 * A block of text (every fenced block) renders upstream's `CodeBlock/Content/String` itself:
 * upstream's `CodeBlock` gives it `key={String(isBrowser)}`, which throws away and re-creates
 * every block of the page right after hydration, in one blocking render (about a third of the
 * main thread's long tasks on /core/forking with a phone's CPU, `npm run bench`). That remount
 * predates theme-common's colour mode, which now starts at the default mode in the browser too
 * and switches after hydration, so a dark-mode reader's blocks re-render with the dark Prism
 * theme as an ordinary update. Element children (rare) still go through upstream's `CodeBlock`.
 */
export default function CodeBlockWrapper(props: Props): ReactNode {
  const block = runBlockOf(props.metastring, props.className, props.children);
  const types = typesKeyOf(props.metastring);
  const {children, ...rest} = props;
  const code =
    typeof children === 'string' ? (
      <StringContent {...rest}>{children}</StringContent>
    ) : (
      <CodeBlock {...props} />
    );
  const shown = block ? <RunnableCode {...block}>{code}</RunnableCode> : code;
  return types ? (
    <TypesBlockContext.Provider value={types}>{shown}</TypesBlockContext.Provider>
  ) : (
    shown
  );
}
