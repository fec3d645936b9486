import type {ReactNode} from 'react';
import NavbarLogo from '@theme-original/Navbar/Logo';

import {usePageLayout} from '@site/src/hooks/usePageLayout';

/** Honours `showLogo: false` in a page's frontmatter. */
export default function NavbarLogoWrapper(): ReactNode {
  const {showLogo} = usePageLayout();
  return showLogo ? <NavbarLogo /> : null;
}
