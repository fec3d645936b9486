import type {ReactNode} from 'react';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Desktop';

import NavMenu from '@site/src/components/NavMenu';

/**
 * Ejected: theme-classic opens dropdowns on CSS hover with no delay. The
 * site's menus follow the timings of ARCHITECTURE.md "Top nav" (see src/lib/menu.ts).
 */
export default function DropdownNavbarItemDesktop({
  items,
  position,
  className,
  label,
  children,
}: Props): ReactNode {
  return (
    <NavMenu label={children ?? label} items={items} position={position} className={className} />
  );
}
