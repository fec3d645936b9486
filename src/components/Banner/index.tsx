import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';

import {bannerStyle, type BannerView} from '@site/src/lib/banner';
import styles from './styles.module.css';

interface Props {
  banner: BannerView;
  /** Called by the close button; omit to render without one. */
  onClose?: () => void;
}

/**
 * The top banner: the configured content (HTML, as Docusaurus' announcement
 * bar renders it), height and light/dark colours, and a named close button
 * when `isCloseable`.
 */
export default function Banner({banner, onClose}: Props): ReactNode {
  const closeable = banner.isCloseable && onClose !== undefined;
  return (
    <div
      className={clsx(ThemeClassNames.announcementBar.container, styles.banner)}
      style={bannerStyle(banner) as CSSProperties}
      role="region"
      aria-label="Announcement"
      data-site-banner="">
      {closeable && <div className={styles.side} />}
      {/* Trusted HTML from docusaurus.config.ts, as upstream's AnnouncementBar/Content renders it. */}
      <div className={styles.content} dangerouslySetInnerHTML={{__html: banner.content}} />
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
