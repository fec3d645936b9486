import type {ReactNode} from 'react';
import clsx from 'clsx';
import AdmonitionLayout from '@theme/Admonition/Layout';
import type {Props} from '@theme/Admonition';

function IconSuccess(): ReactNode {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true">
      <path
        fill="currentColor"
        d="M8 0a8 8 0 1 0 0 16A8 8 0 0 0 8 0Zm3.78 5.97-4.5 4.5a.75.75 0 0 1-1.06 0l-2-2a.75.75 0 1 1 1.06-1.06l1.47 1.47 3.97-3.97a.75.75 0 1 1 1.06 1.06Z"
      />
    </svg>
  );
}

/** `:::success` — a callout of its own (theme-classic only aliases it to tip). */
export default function AdmonitionTypeSuccess(props: Props): ReactNode {
  return (
    <AdmonitionLayout
      icon={<IconSuccess />}
      title="success"
      {...props}
      className={clsx('alert alert--success', props.className)}>
      {props.children}
    </AdmonitionLayout>
  );
}
