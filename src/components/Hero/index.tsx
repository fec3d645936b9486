import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {TEVM_INSTALL_COMMAND} from '@site/src/site/version';
import styles from './styles.module.css';

interface Action {
  label: string;
  to: string;
  primary?: boolean;
}

interface Props {
  runtimes?: string;
  actions: Action[];
}

/**
 * Landing hero, under the page's H1 (the tagline; the navbar logo already names the product):
 * where it runs, the pinned one-line install and the main calls to action.
 */
export default function Hero({runtimes, actions}: Props): ReactNode {
  return (
    <section className={styles.hero} aria-label="Introduction">
      {runtimes ? <p className={styles.runtimes}>{runtimes}</p> : null}
      <div className={styles.install}>
        <span className={styles.prompt} aria-hidden="true">
          $
        </span>
        <code>{TEVM_INSTALL_COMMAND}</code>
      </div>
      <p className={styles.installNote}>
        Plus three <code>overrides</code> in <code>package.json</code>:{' '}
        <Link to="/getting-started/overview#install">why the versions are pinned</Link>.
      </p>
      <div className={styles.actions}>
        {actions.map((action) => (
          <Link
            key={action.to}
            to={action.to}
            className={`button button--lg ${action.primary ? styles.primary : styles.secondary}`}>
            {action.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
