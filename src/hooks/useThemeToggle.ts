import {useCallback} from 'react';
import {useColorMode} from '@docusaurus/theme-common';

import {useSiteConfig} from './useSiteConfig';
import type {ColorScheme} from '../site/types';
import {colorModeOptions, nextTheme, type Theme} from '../lib/theme';

/**
 * The two-state theme toggle. `setColorMode` persists the explicit choice
 * under localStorage `theme` and sets `data-theme`; the dark class follows
 * through the observer installed by the site-theme plugin's inline script.
 * The toggle is enabled only when the colour scheme follows the system.
 */
export function useThemeToggle(schemeOverride?: ColorScheme): {theme: Theme; next: Theme; toggle: () => void; enabled: boolean} {
  const {colorScheme} = useSiteConfig();
  const scheme = schemeOverride ?? colorScheme;
  const {colorMode, setColorMode} = useColorMode();
  // The same rule docusaurus.config.ts gives Docusaurus (colorMode.disableSwitch).
  const {disableSwitch} = colorModeOptions(scheme);
  const theme: Theme = colorMode === 'dark' ? 'dark' : 'light';
  const next = nextTheme(theme);
  const toggle = useCallback(() => setColorMode(next), [setColorMode, next]);
  return {theme, next, toggle, enabled: !disableSwitch};
}
