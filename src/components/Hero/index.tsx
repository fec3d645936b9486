import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';

import DocLink from '@site/src/components/DocLink';
import {TEVM_INSTALL_COMMAND} from '@site/src/site/version';
import styles from './styles.module.css';

interface Action {
  label: string;
  /** A doc id (`getting-started/overview`): the link stays in the reader's docs version. */
  doc: string;
  primary?: boolean;
}

/** A call to action to a doc of the reader's docs version. */
function HeroAction({label, doc, primary}: Action): ReactNode {
  return (
    <DocLink doc={doc} className={`button ${primary ? styles.primary : styles.secondary}`}>
      {label}
    </DocLink>
  );
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
            <HeroAction key={action.doc} {...action} />
          ))}
        </div>
        <div className={styles.install}>
          <span className={styles.prompt} aria-hidden="true">
            $
          </span>
          <code>{TEVM_INSTALL_COMMAND}</code>
        </div>
        <p className={styles.installNote}>
          <Translate
            id="site.hero.installNote"
            values={{
              overrides: <code>overrides</code>,
              packageJson: <code>package.json</code>,
              link: (
                <DocLink doc="getting-started/overview" hash="install">
                  <Translate id="site.hero.installNoteLink">why the versions are pinned</Translate>
                </DocLink>
              ),
            }}>
            {'Plus three {overrides} in {packageJson}: {link}.'}
          </Translate>
        </p>
      </div>
      {children ? <div className={styles.example}>{children}</div> : null}
    </section>
  );
}
