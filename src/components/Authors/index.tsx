import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';

import {authorNames, formatPostDate, joinNames} from '@site/src/lib/contentBlocks';
import {usePageLocale} from '@site/src/hooks/usePageLocale';
import styles from './styles.module.css';

interface Props {
  /** A name, a list of names, or objects with a name (as in a blog post's `authors`). */
  authors?: unknown;
  /** An ISO date. */
  date?: unknown;
}

/** "By Tevm contributors · March 14, 2026". Renders nothing without authors or date. */
export default function Authors({authors, date}: Props): ReactNode {
  const locale = usePageLocale();
  const names = authorNames(authors);
  const when = formatPostDate(date, locale);
  if (names.length === 0 && !when) return null;
  return (
    <p className={styles.authors} data-authors="">
      {names.length > 0 && (
        <span>
          <Translate id="site.authors.by" values={{names: joinNames(names, locale)}}>
            {'By {names}'}
          </Translate>
        </span>
      )}
      {names.length > 0 && when && <span aria-hidden="true"> · </span>}
      {when && <time dateTime={when.iso}>{when.text}</time>}
    </p>
  );
}
