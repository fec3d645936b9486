import {useCallback} from 'react';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';

import {colorSchemeOf, nextTheme, type Theme} from '../lib/theme';

/**
 * The two-state theme toggle. `setColorMode` persists the explicit choice
 * under localStorage `theme` and sets `data-theme`; the dark class follows
 * through the observer installed by the site-theme plugin's inline script.
 * The toggle is enabled only when the colour scheme follows the system
 * (`themeConfig.colorMode.disableSwitch` false).
 */
export function useThemeToggle(): {
  theme: Theme;
  next: Theme;
  toggle: () => void;
  enabled: boolean;
} {
  const scheme = colorSchemeOf(useThemeConfig().colorMode);
  const {colorMode, setColorMode} = useColorMode();
  const theme: Theme = colorMode === 'dark' ? 'dark' : 'light';
  const next = nextTheme(theme);
  const toggle = useCallback(() => setColorMode(next), [setColorMode, next]);
  return {theme, next, toggle, enabled: scheme === 'system'};
}
