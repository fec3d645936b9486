import type {ComponentProps, ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import CodeInline from '@theme/CodeInline';

import Authors from '@site/src/components/Authors';
import CodeGroup from '@site/src/components/CodeGroup';
import {Step, Steps} from '@site/src/components/Steps';

/**
 * Content blocks usable in any MDX page without an import. The sponsors grid
 * and the blog post list are rare (a landing or news page), so a page that
 * shows them imports them (`@site/src/components/Sponsors`, `…/BlogPosts`)
 * rather than every page's JavaScript carrying them.
 */
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
