import type {ReactNode} from 'react';
import type {Props} from '@theme/Navbar/ColorModeToggle';

import ThemeToggle from '@site/src/components/ThemeToggle';

/** Replaces the three-state (system → light → dark) toggle with light ⇄ dark. */
export default function NavbarColorModeToggle({className}: Props): ReactNode {
  return <ThemeToggle className={className} />;
}
