import type {ReactNode} from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

/** A Run-toolbar button: Run is the primary one, Edit, Stop and Reset are secondary. */
export default function ToolbarButton({
  primary = false,
  onClick,
  children,
}: {
  primary?: boolean;
  onClick: () => void;
  children: ReactNode;
}): ReactNode {
  return (
    <button
      type="button"
      className={clsx(
        'button button--sm',
        primary ? 'button--primary' : 'button--secondary',
        styles.button,
      )}
      onClick={onClick}>
      {children}
    </button>
  );
}
