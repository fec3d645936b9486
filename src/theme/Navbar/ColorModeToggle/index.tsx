import type {ReactNode} from 'react';
import type {Props} from '@theme/Navbar/ColorModeToggle';

import LightDarkToggle from '@site/src/components/LightDarkToggle';

/** Replaces the three-state (system → light → dark) toggle with light ⇄ dark. */
export default function NavbarColorModeToggle({className}: Props): ReactNode {
  return <LightDarkToggle className={className} />;
}
