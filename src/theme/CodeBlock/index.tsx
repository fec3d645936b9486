import type {ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

import RunnableCode from '@site/src/run/ui';
import {runBlockOf} from '@site/src/run/ui/meta';

type Props = WrapperProps<typeof CodeBlockType>;

/** Code blocks, plus Run on those the Run build marked (src/run). */
export default function CodeBlockWrapper(props: Props): ReactNode {
  const block = runBlockOf(props.metastring, props.className, props.children);
  const code = <CodeBlock {...props} />;
  return block ? <RunnableCode {...block}>{code}</RunnableCode> : code;
}
