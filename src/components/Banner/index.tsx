import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';

import {bannerStyle, isBannerDismissable} from '@site/src/lib/banner';
import type {Banner as BannerConfig} from '@site/src/site/types';
import styles from './styles.module.css';

interface Props {
  banner: BannerConfig;
  /** Called by the close button; omit to render without one. */
  onClose?: () => void;
}

/**
 * The top banner: configured content and link, height and light/dark colours,
 * and a named close button unless `dismissable` is 'false'.
 */
export default function Banner({banner, onClose}: Props): ReactNode {
  const closeable = isBannerDismissable(banner) && onClose !== undefined;
  return (
    <div
      className={clsx(ThemeClassNames.announcementBar.container, styles.banner)}
      style={bannerStyle(banner) as CSSProperties}
      role="region"
      aria-label="Announcement"
      data-site-banner="">
      {closeable && <div className={styles.side} />}
      <div className={styles.content}>
        {banner.content}
        {banner.link && (
          // eslint-disable-next-line @docusaurus/no-html-links -- an external link from the site config, opened in a new tab
          <a href={banner.link.href} target="_blank" rel="noopener noreferrer">
            {banner.link.text}
          </a>
        )}
      </div>
      {closeable && (
        <AnnouncementBarCloseButton
          onClick={onClose}
          aria-label="Dismiss announcement"
          title="Dismiss announcement"
          className={styles.side}
        />
      )}
    </div>
  );
}
