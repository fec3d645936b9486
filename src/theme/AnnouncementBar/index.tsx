import type {ReactNode} from 'react';
// Internal: theme-common has no public hook for the announcement bar's state
// (shown/dismissed, persisted); upstream's own AnnouncementBar uses this one.
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

import Banner from '@site/src/components/Banner';
import {bannerFromThemeConfig} from '@site/src/lib/banner';
import {useSiteThemeConfig} from '@site/src/hooks/useSiteThemeConfig';

/**
 * Ejected for what upstream's bar cannot do: a fixed height, colours per
 * theme (themeConfig.site.banner) and a region named "Announcement". The
 * content, id and close button come from themeConfig.announcementBar; state
 * and persistence stay Docusaurus': `useAnnouncementBar` remembers the dismissal.
 */
export default function AnnouncementBar(): ReactNode {
  const {isActive, close} = useAnnouncementBar();
  const banner = bannerFromThemeConfig(useSiteThemeConfig());
  if (!isActive || !banner) return null;
  return <Banner banner={banner} onClose={close} />;
}
