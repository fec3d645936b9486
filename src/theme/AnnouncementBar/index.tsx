import type {ReactNode} from 'react';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

import Banner from '@site/src/components/Banner';
import siteConfig from '@site/src/site/config';

/**
 * Ejected to render the banner from the site configuration (content may be
 * an element, colours differ per theme, fixed height). State and persistence
 * stay Docusaurus': `useAnnouncementBar` remembers the dismissal.
 */
export default function AnnouncementBar(): ReactNode {
  const {isActive, close} = useAnnouncementBar();
  if (!isActive || !siteConfig.banner) return null;
  return <Banner banner={siteConfig.banner} onClose={close} />;
}
