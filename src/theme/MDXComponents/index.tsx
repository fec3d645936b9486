import MDXComponents from '@theme-original/MDXComponents';

import Authors from '@site/src/components/Authors';
import BlogPosts from '@site/src/components/BlogPosts';
import CodeGroup from '@site/src/components/CodeGroup';
import Sponsors from '@site/src/components/Sponsors';
import {Step, Steps} from '@site/src/components/Steps';

/** Content blocks usable in any MDX page without an import. */
export default {
  ...MDXComponents,
  Authors,
  BlogPosts,
  CodeGroup,
  Sponsors,
  Step,
  Steps,
};
