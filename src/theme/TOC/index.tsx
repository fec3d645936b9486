import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import TOC from '@theme-original/TOC';
import type {Props} from '@theme/TOC';

import styles from './styles.module.css';

/** The desktop outline, titled "On this page" (ARCHITECTURE.md "Outline"). */
export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav aria-labelledby="outline-title" className={styles.outline}>
      <p id="outline-title" className={styles.title}>
        <Translate id="theme.TOCCollapsible.toggleButtonLabel">On this page</Translate>
      </p>
      <TOC {...props} />
    </nav>
  );
}
