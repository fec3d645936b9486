import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

import {useBackLink} from '@site/src/hooks/useBackLink';
import styles from './styles.module.css';

/** "← Back" to the previous page, or "← Home" when there is none (or it was the home page). */
export default function SidebarBackLink({className}: {className?: string}): ReactNode {
  const {label, href, onClick} = useBackLink();
  return (
    <Link
      to={href}
      onClick={onClick}
      className={clsx(styles.back, className)}
      data-back-link={label}>
      <span aria-hidden="true">←</span>{' '}
      {label === 'Back' ? (
        <Translate id="site.backLink.back">Back</Translate>
      ) : (
        <Translate id="site.backLink.home">Home</Translate>
      )}
    </Link>
  );
}
