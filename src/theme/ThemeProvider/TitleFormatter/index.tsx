import type {ReactNode} from 'react';
// Internal: TitleFormatterProvider has no public export; upstream's own TitleFormatter (the
// swizzle Docusaurus documents for custom titles) imports it the same way.
import {TitleFormatterProvider} from '@docusaurus/theme-common/internal';

import {useSiteConfig} from '@site/src/hooks/useSiteConfig';
import {formatTitle} from '@site/src/site/helpers';

/** "%s · Tevm", skipped when the page title already contains the site title. */
export default function ThemeProviderTitleFormatter({children}: {children: ReactNode}): ReactNode {
  const {titleTemplate} = useSiteConfig();
  return (
    <TitleFormatterProvider
      formatter={({title, siteTitle}) => formatTitle(title, siteTitle, titleTemplate)}>
      {children}
    </TitleFormatterProvider>
  );
}
