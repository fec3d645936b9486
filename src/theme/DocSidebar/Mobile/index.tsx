import type {ReactNode} from 'react';

/**
 * On mobile the sidebar lives in the curtain bar's menu popover (ARCHITECTURE.md
 * "Mobile", see src/components/Curtain), so it is not repeated in
 * the navbar drawer, which keeps the top-nav links.
 */
export default function DocSidebarMobile(): ReactNode {
  return null;
}
