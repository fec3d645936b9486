import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/LastUpdated';

import {formatLastUpdated} from '@site/src/lib/lastUpdated';

/**
 * Ejected: theme-classic shows the date only; the spec wants short date and time, in the
 * current locale's format. The sentence keeps upstream's translation ids, so a locale's
 * existing theme translations apply (English drops upstream's " on": i18n/en/code.json).
 */
export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {i18n} = useDocusaurusContext();
  if (!lastUpdatedAt) return null;
  const date = new Date(lastUpdatedAt);
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  return (
    <span className={ThemeClassNames.common.lastUpdated} data-last-updated="">
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: (
            <Translate
              id="theme.lastUpdated.atDate"
              description="The words used to describe on which date a page has been last updated"
              values={{
                date: (
                  <b>
                    <time dateTime={date.toISOString()} itemProp="dateModified">
                      {formatLastUpdated(lastUpdatedAt, {
                        locale,
                        ...(isBrowser ? {} : {timeZone: 'UTC'}),
                      })}
                    </time>
                  </b>
                ),
              }}>
              {' on {date}'}
            </Translate>
          ),
          byUser: lastUpdatedBy ? (
            <Translate
              id="theme.lastUpdated.byUser"
              description="The words used to describe by who the page has been last updated"
              values={{user: <b>{lastUpdatedBy}</b>}}>
              {' by {user}'}
            </Translate>
          ) : (
            ''
          ),
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
