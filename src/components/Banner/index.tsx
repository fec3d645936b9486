import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
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
  const dismiss = translate({id: 'site.banner.dismiss', message: 'Dismiss announcement'});
  return (
    <div
      className={clsx(ThemeClassNames.announcementBar.container, styles.banner)}
      style={bannerStyle(banner) as CSSProperties}
      role="region"
      aria-label={translate({
        id: 'site.banner.label',
        message: 'Announcement',
      })}
      data-site-banner="">
      {closeable && <div className={styles.side} />}
      {/* Trusted HTML from docusaurus.config.ts, as upstream's AnnouncementBar/Content renders it. */}
      <div className={styles.content} dangerouslySetInnerHTML={{__html: banner.content}} />
      {closeable && (
        <AnnouncementBarCloseButton
          onClick={onClose}
          aria-label={dismiss}
          title={dismiss}
          className={styles.side}
        />
      )}
    </div>
  );
}
