import type {ReactNode} from 'react';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

import Banner from '@site/src/components/Banner';
import {useSiteConfig} from '@site/src/hooks/useSiteConfig';

/**
 * Ejected to render the banner from the site configuration (content may be
 * an element, colours differ per theme, fixed height). State and persistence
 * stay Docusaurus': `useAnnouncementBar` remembers the dismissal.
 */
export default function AnnouncementBar(): ReactNode {
  const {isActive, close} = useAnnouncementBar();
  const {banner} = useSiteConfig();
  if (!isActive || !banner) return null;
  return <Banner banner={banner} onClose={close} />;
}
