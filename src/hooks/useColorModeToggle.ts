import {useCallback} from 'react';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';

import {colorSchemeOf, nextColorMode, type ColorMode} from '../lib/colorMode';

/**
 * The two-state colour mode toggle. `setColorMode` persists the explicit choice
 * under localStorage `theme` and sets `data-theme`; the dark class follows
 * through the observer installed by the first-paint plugin's inline script.
 * The toggle is enabled only when the colour scheme follows the system
 * (`themeConfig.colorMode.disableSwitch` false).
 */
export function useColorModeToggle(): {
  mode: ColorMode;
  next: ColorMode;
  toggle: () => void;
  enabled: boolean;
} {
  const scheme = colorSchemeOf(useThemeConfig().colorMode);
  const {colorMode, setColorMode} = useColorMode();
  const mode: ColorMode = colorMode === 'dark' ? 'dark' : 'light';
  const next = nextColorMode(mode);
  const toggle = useCallback(() => setColorMode(next), [setColorMode, next]);
  return {mode, next, toggle, enabled: scheme === 'system'};
}
