import type {ReactNode} from 'react';

import styles from './styles.module.css';

/** Numbered steps: an ordered list, so the numbering is real, not only drawn. */
export function Steps({children}: {children: ReactNode}): ReactNode {
  return <ol className={styles.steps}>{children}</ol>;
}

export function Step({title, children}: {title: ReactNode; children?: ReactNode}): ReactNode {
  return (
    <li className={styles.step}>
      <p className={styles.title}>{title}</p>
      <div className={styles.body}>{children}</div>
    </li>
  );
}

export default Steps;
