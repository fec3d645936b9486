import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import {TEVM_INSTALL_COMMAND} from '@site/src/site/version';
import styles from './styles.module.css';

interface Action {
  label: string;
  to: string;
  primary?: boolean;
}

interface Props {
  /** The page's H1: the tagline (the navbar logo already names the product). */
  title: string;
  /** One or two sentences under the H1: what it is and where it runs. */
  lead: string;
  actions: Action[];
  /** The live example (a runnable code block), beside the text on wide screens, below it on phones. */
  children?: ReactNode;
}

/**
 * Landing hero: the tagline as H1, the lead, the calls to action and the pinned one-line install,
 * with the live example beside them (ARCHITECTURE.md "Landing").
 */
export default function Hero({title, lead, actions, children}: Props): ReactNode {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.text}>
        <Heading as="h1" id="hero-title" className={styles.title}>
          {title}
        </Heading>
        <p className={styles.lead}>{lead}</p>
        <div className={styles.actions}>
          {actions.map((action) => (
            <Link
              key={action.to}
              to={action.to}
              className={`button ${action.primary ? styles.primary : styles.secondary}`}>
              {action.label}
            </Link>
          ))}
        </div>
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
      </div>
      {children ? <div className={styles.example}>{children}</div> : null}
    </section>
  );
}
