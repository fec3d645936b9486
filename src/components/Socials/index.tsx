import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';

import {useSiteThemeConfig} from '@site/src/hooks/useSiteThemeConfig';
import type {Social, SocialKind} from '@site/src/lib/theme-config';
import {SocialIcon} from './icons';
import styles from './styles.module.css';

interface Props {
  socials?: Social[];
  className?: string;
}

/** Each kind's name (the link's accessible name and tooltip), translatable: `site.socials.<kind>`. */
function socialName(kind: SocialKind): string {
  switch (kind) {
    case 'discord':
      return translate({id: 'site.socials.discord', message: 'Discord'});
    case 'github':
      return translate({id: 'site.socials.github', message: 'GitHub'});
    case 'telegram':
      return translate({id: 'site.socials.telegram', message: 'Telegram'});
    case 'warpcast':
      return translate({id: 'site.socials.warpcast', message: 'Warpcast'});
    case 'x':
      return translate({id: 'site.socials.x', message: 'X (Twitter)'});
  }
}

/** Social icon links (ARCHITECTURE.md "Social links"): always a new tab, always a name. */
export default function Socials({socials: given, className}: Props): ReactNode {
  const configured = useSiteThemeConfig().site.socials;
  const socials = given ?? configured;
  if (socials.length === 0) return null;
  return (
    <ul
      className={clsx(styles.socials, className)}
      aria-label={translate({
        id: 'site.socials.label',
        message: 'Community links',
      })}>
      {socials.map((social) => {
        const name = socialName(social.icon);
        return (
          <li key={social.link}>
            {/* eslint-disable-next-line @docusaurus/no-html-links -- external profiles from the site config, opened in a new tab */}
            <a
              className={styles.link}
              href={social.link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={name}
              title={name}>
              <SocialIcon kind={social.icon} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
