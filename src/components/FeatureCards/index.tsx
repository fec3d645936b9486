import type {ReactNode} from 'react';
import Heading from '@theme/Heading';

import DocLink from '@site/src/components/DocLink';
import styles from './styles.module.css';

interface Feature {
  title: string;
  description: ReactNode;
  /** The doc id of the guide that shows the feature working (it stays in the reader's version). */
  doc: string;
  linkLabel: string;
}

interface Props {
  features: Feature[];
}

/** Grid of feature cards; each card links to the page that demonstrates it. */
export default function FeatureCards({features}: Props): ReactNode {
  return (
    <ul className={styles.grid}>
      {features.map((feature) => (
        <li key={feature.doc + feature.title} className={styles.card}>
          <Heading as="h3" className={styles.title}>
            {feature.title}
          </Heading>
          <p className={styles.description}>{feature.description}</p>
          <DocLink doc={feature.doc} className={styles.link}>
            {feature.linkLabel}
          </DocLink>
        </li>
      ))}
    </ul>
  );
}
