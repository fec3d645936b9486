import type {ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/LastUpdated';

import {formatLastUpdated} from '@site/src/lib/lastUpdated';

/** Ejected: theme-classic shows the date only; the spec wants short date and time. */
export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  if (!lastUpdatedAt) return null;
  const date = new Date(lastUpdatedAt);
  return (
    <span className={ThemeClassNames.common.lastUpdated} data-last-updated="">
      Last updated{' '}
      <b>
        <time dateTime={date.toISOString()} itemProp="dateModified">
          {formatLastUpdated(lastUpdatedAt, isBrowser ? {} : {timeZone: 'UTC'})}
        </time>
      </b>
      {lastUpdatedBy && (
        <>
          {' '}
          by <b>{lastUpdatedBy}</b>
        </>
      )}
    </span>
  );
}
