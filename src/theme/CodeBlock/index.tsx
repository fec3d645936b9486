import type {ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

import RunnableCode from '@site/src/components/RunnableCode';

type Props = WrapperProps<typeof CodeBlockType>;

/**
 * Code blocks, plus Run on those src/plugins/run-blocks marked `run=<id>` (the ones the example
 * harness says a browser can run).
 */
export default function CodeBlockWrapper(props: Props): ReactNode {
  const blockId = /(?:^|\s)run=([0-9a-f]+)(?:\s|$)/.exec(props.metastring ?? '')?.[1];
  if (!blockId || typeof props.children !== 'string') return <CodeBlock {...props} />;
  const ext = /language-(\w+)/.exec(props.className ?? '')?.[1] ?? 'ts';
  return (
    <RunnableCode blockId={blockId} code={props.children.replace(/\n$/, '')} ext={ext}>
      <CodeBlock {...props} />
    </RunnableCode>
  );
}
