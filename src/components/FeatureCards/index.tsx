import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

export interface Feature {
  title: string;
  description: ReactNode;
  /** The guide that shows the feature working. */
  to: string;
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
        <li key={feature.to + feature.title} className={styles.card}>
          <Heading as="h3" className={styles.title}>
            {feature.title}
          </Heading>
          <p className={styles.description}>{feature.description}</p>
          <Link to={feature.to} className={styles.link}>
            {feature.linkLabel}
          </Link>
        </li>
      ))}
    </ul>
  );
}
