import MDXComponents from '@theme-original/MDXComponents';

import Authors from '@site/src/components/Authors';
import CodeGroup from '@site/src/components/CodeGroup';
import {Step, Steps} from '@site/src/components/Steps';

/**
 * Content blocks usable in any MDX page without an import. The sponsors grid
 * and the blog post list are rare (a landing or news page), so a page that
 * shows them imports them (`@site/src/components/Sponsors`, `…/BlogPosts`)
 * rather than every page's JavaScript carrying them.
 */
export default {
  ...MDXComponents,
  Authors,
  CodeGroup,
  Step,
  Steps,
};
