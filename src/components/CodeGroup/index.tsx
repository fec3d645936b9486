import {Children, cloneElement, isValidElement, type ReactElement, type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import {translate} from '@docusaurus/Translate';
import TabItem from '@theme/TabItem';

import {codeGroupLabels, withoutTitle} from '@site/src/lib/contentBlocks';

type CodeProps = {metastring?: string; className?: string; children?: ReactNode};
type PreProps = {children?: ReactNode};

function codeOf(block: ReactElement<PreProps>): ReactElement<CodeProps> | undefined {
  const code = Children.toArray(block.props.children)[0];
  return isValidElement<CodeProps>(code) ? code : undefined;
}

/**
 * Code blocks shown as tabs (real tabs: tablist, arrow keys, selected state),
 * labelled by each block's `title="…"` meta:
 *
 *     <CodeGroup>
 *     ```bash title="npm"
 *     npm install tevm
 *     ```
 *     ```bash title="pnpm"
 *     pnpm add tevm
 *     ```
 *     </CodeGroup>
 */
export default function CodeGroup({
  children,
  groupId,
}: {
  children: ReactNode;
  groupId?: string;
}): ReactNode {
  const blocks = Children.toArray(children).filter((c): c is ReactElement<PreProps> =>
    isValidElement(c),
  );
  const codes = blocks.map(codeOf);
  const labels = codeGroupLabels(
    codes.map((c) => ({metastring: c?.props.metastring, className: c?.props.className})),
    (n) => translate({id: 'site.codeGroup.tab', message: 'Tab {n}'}, {n}),
  );
  return (
    <Tabs groupId={groupId} className="code-group">
      {blocks.map((block, i) => {
        const code = codes[i];
        const untitled = code
          ? cloneElement(
              block,
              {},
              cloneElement(code, {metastring: withoutTitle(code.props.metastring)}),
            )
          : block;
        return (
          <TabItem key={labels[i]} value={labels[i]!} label={labels[i]}>
            {untitled}
          </TabItem>
        );
      })}
    </Tabs>
  );
}
