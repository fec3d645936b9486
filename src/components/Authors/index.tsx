import type {ReactNode} from 'react';

import {authorNames, formatPostDate, joinNames} from '@site/src/lib/contentBlocks';
import styles from './styles.module.css';

interface Props {
  /** A name, a list of names, or objects with a name (frontmatter `authors`). */
  authors?: unknown;
  /** An ISO date (frontmatter `date`). */
  date?: unknown;
}

/** "By Tevm contributors · March 14, 2026". Renders nothing without authors or date. */
export default function Authors({authors, date}: Props): ReactNode {
  const names = authorNames(authors);
  const when = formatPostDate(date);
  if (names.length === 0 && !when) return null;
  return (
    <p className={styles.authors} data-authors="">
      {names.length > 0 && <span>By {joinNames(names)}</span>}
      {names.length > 0 && when && <span aria-hidden="true"> · </span>}
      {when && <time dateTime={when.iso}>{when.text}</time>}
    </p>
  );
}
