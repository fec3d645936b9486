import type {ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';

import {usePageLayout} from '@site/src/hooks/usePageLayout';

/** Honours `showTopNav: false` in a page's frontmatter. */
export default function NavbarWrapper(): ReactNode {
  const {showTopNav} = usePageLayout();
  return showTopNav ? <Navbar /> : null;
}
