import type {ReactNode} from 'react';
import clsx from 'clsx';

import type {SocialKind} from '@site/src/lib/theme-config';
import styles from './styles.module.css';

/**
 * A brand mark, 20×20 in currentColor. The shapes live in styles.module.css
 * (one class per kind, an SVG mask) so that no page's JavaScript carries them.
 */
export function SocialIcon({kind}: {kind: SocialKind}): ReactNode {
  return <span className={clsx(styles.icon, styles[kind])} aria-hidden="true" />;
}
