import type {ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type {Props} from '@theme/TOC';

import styles from './styles.module.css';

/** The desktop outline, titled "On this page" (ARCHITECTURE.md "Outline"). */
export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav aria-labelledby="outline-title" className={styles.outline}>
      <p id="outline-title" className={styles.title}>
        On this page
      </p>
      <TOC {...props} />
    </nav>
  );
}
