import type {CSSProperties, ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';

import {useSiteThemeConfig} from '@site/src/hooks/useSiteThemeConfig';
import {sponsorRowHeight, visibleSponsorGroups} from '@site/src/lib/contentBlocks';
import type {SponsorGroup} from '@site/src/lib/theme-config';
import styles from './styles.module.css';

/**
 * The sponsors grid (ARCHITECTURE.md "Content blocks"): one block per group, rows of
 * logo links, each row `height` px high (40 by default). Renders nothing
 * when no group has an entry, as in this build.
 */
export default function Sponsors({groups}: {groups?: SponsorGroup[]}): ReactNode {
  const configured = useSiteThemeConfig().site.sponsors;
  const visible = visibleSponsorGroups(groups ?? configured);
  if (visible.length === 0) return null;
  return (
    <div className={styles.sponsors} data-sponsors="">
      {visible.map((group) => (
        <section
          key={group.name}
          aria-label={translate(
            {id: 'site.sponsors.group', message: '{group} sponsors'},
            {group: group.name},
          )}
          className={styles.group}>
          <p className={styles.name}>{group.name}</p>
          {group.items.map((row, i) => (
            <div
              key={i}
              className={styles.row}
              style={{'--sponsor-row-height': `${sponsorRowHeight(group)}px`} as CSSProperties}
              data-sponsor-row="">
              {row.map((sponsor) => (
                // eslint-disable-next-line @docusaurus/no-html-links -- external sponsor sites from the site config, opened in a new tab
                <a
                  key={sponsor.name}
                  className={styles.item}
                  href={sponsor.link}
                  target="_blank"
                  rel="noopener noreferrer">
                  <img
                    src={sponsor.image}
                    alt={sponsor.name}
                    className={styles.logo}
                    height={sponsorRowHeight(group)}
                  />
                </a>
              ))}
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
