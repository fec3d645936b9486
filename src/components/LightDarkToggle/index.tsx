import type {ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import IconLightMode from '@theme/Icon/LightMode';
import IconDarkMode from '@theme/Icon/DarkMode';

import {useColorModeToggle} from '@site/src/hooks/useColorModeToggle';
import styles from './styles.module.css';

interface Props {
  className?: string;
}

/**
 * Light ⇄ dark switch (ARCHITECTURE.md "Colour mode"): upstream's colour mode toggle without
 * its "system" state, rendered by src/theme/Navbar/ColorModeToggle. Shown only when the
 * configured colour scheme follows the system (a fixed 'light' or 'dark' hides it). The icon is
 * chosen by CSS from `data-theme`, so it is right before hydration too; the button is enabled
 * once React has hydrated (the choice needs JavaScript to be saved).
 */
export default function LightDarkToggle({className}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {mode, next, toggle, enabled} = useColorModeToggle();
  if (!enabled) return null;
  const label =
    next === 'dark'
      ? translate({id: 'site.colorModeToggle.toDark', message: 'Switch to dark mode'})
      : translate({id: 'site.colorModeToggle.toLight', message: 'Switch to light mode'});
  return (
    <button
      type="button"
      className={clsx('clean-btn', styles.toggle, className)}
      onClick={toggle}
      disabled={!isBrowser}
      aria-label={label}
      title={label}
      data-color-mode={isBrowser ? mode : undefined}>
      <IconLightMode aria-hidden className={clsx(styles.icon, styles.light)} />
      <IconDarkMode aria-hidden className={clsx(styles.icon, styles.dark)} />
    </button>
  );
}
