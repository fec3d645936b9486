import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';

import {useSiteThemeConfig} from '@site/src/hooks/useSiteThemeConfig';
import type {Social} from '@site/src/lib/theme-config';
import {SOCIAL_NAMES, SocialIcon} from './icons';
import styles from './styles.module.css';

interface Props {
  socials?: Social[];
  className?: string;
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
      {socials.map((social) => (
        <li key={social.link}>
          {/* eslint-disable-next-line @docusaurus/no-html-links -- external profiles from the site config, opened in a new tab */}
          <a
            className={styles.link}
            href={social.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={social.label ?? SOCIAL_NAMES[social.icon]}
            title={social.label ?? SOCIAL_NAMES[social.icon]}>
            <SocialIcon kind={social.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
