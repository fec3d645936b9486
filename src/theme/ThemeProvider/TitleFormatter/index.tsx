import type {ReactNode} from 'react';
import {TitleFormatterProvider} from '@docusaurus/theme-common/internal';

import siteConfig from '@site/src/site/config';
import {formatTitle} from '@site/src/site/helpers';

/** "%s · Tevm", skipped when the page title already contains the site title. */
export default function ThemeProviderTitleFormatter({children}: {children: ReactNode}): ReactNode {
  return (
    <TitleFormatterProvider
      formatter={({title, siteTitle}) => formatTitle(title, siteTitle, siteConfig.titleTemplate)}>
      {children}
    </TitleFormatterProvider>
  );
}
