import type {ComponentProps, ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import CodeInline from '@theme/CodeInline';

import {deferred} from '@site/src/components/DeferredContent';
import type {Step as StepType, Steps as StepsType} from '@site/src/components/Steps';

/**
 * Content blocks usable in any MDX page without an import. The docs and pages import the ones
 * they use at build time (src/remark/contentBlockImports.ts), so a block's code is in the chunk
 * of a page that shows it and nowhere else. These entries are the fallback for MDX that plugin
 * does not process (a blog, say): deferred (src/components/DeferredContent), in the HTML, loaded
 * after hydration by a page that shows one. The sponsors grid and the blog post list are rarer
 * still: a page that shows them imports them (`@site/src/components/Sponsors`, `…/BlogPosts`).
 */
const Authors = deferred(() => import('@site/src/components/Authors'));
const CodeGroup = deferred(() => import('@site/src/components/CodeGroup'));
const Step = deferred<ComponentProps<typeof StepType>>(() =>
  import('@site/src/components/Steps').then((m) => ({default: m.Step})),
);
const Steps = deferred<ComponentProps<typeof StepsType>>(() =>
  import('@site/src/components/Steps').then((m) => ({default: m.Steps})),
);
/**
 * Code spans that src/rehype/tables.ts gave break opportunities (`<wbr>` children), or
 * src/rehype/codeSpans.ts kept-whole words (`<span>` children), stay inline: theme-classic's
 * `code` would take any element child for a code block.
 */
function Code(props: ComponentProps<'code'> & {'data-breakable'?: string}): ReactNode {
  if (props['data-breakable'] === undefined) return <MDXComponents.code {...props} />;
  const {'data-breakable': _, ...rest} = props;
  return <CodeInline {...rest} />;
}

export default {
  ...MDXComponents,
  code: Code,
  Authors,
  CodeGroup,
  Step,
  Steps,
};
