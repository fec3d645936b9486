import type {ReactNode} from 'react';
// Internal: theme-common exports no public way to change the title formatter; this
// component (ThemeProvider/TitleFormatter) is the swizzle point upstream made for it.
import {TitleFormatterProvider} from '@docusaurus/theme-common/internal';

import {useSiteThemeConfig} from '@site/src/hooks/useSiteThemeConfig';
import {formatTitle} from '@site/src/lib/title';

/** "%s · Tevm", skipped when the page title already contains the site title. */
export default function ThemeProviderTitleFormatter({children}: {children: ReactNode}): ReactNode {
  const {titleTemplate} = useSiteThemeConfig().site;
  return (
    <TitleFormatterProvider
      formatter={({title, siteTitle}) => formatTitle(title, siteTitle, titleTemplate)}>
      {children}
    </TitleFormatterProvider>
  );
}
