import {useCallback} from 'react';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';

import {nextTheme, type Theme} from './theme';

/**
 * The two-state theme toggle. `setColorMode` persists the explicit choice
 * under localStorage `theme` and sets `data-theme`; the dark class follows
 * through the observer installed by the site-theme plugin's inline script.
 */
export function useThemeToggle(): {theme: Theme; next: Theme; toggle: () => void; enabled: boolean} {
  const {colorMode, setColorMode} = useColorMode();
  const {disableSwitch} = useThemeConfig().colorMode;
  const theme: Theme = colorMode === 'dark' ? 'dark' : 'light';
  const next = nextTheme(theme);
  const toggle = useCallback(() => setColorMode(next), [setColorMode, next]);
  return {theme, next, toggle, enabled: !disableSwitch};
}
