import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';

import {useSiteThemeConfig} from '@site/src/hooks/useSiteThemeConfig';
import {socialCardFor} from '@site/src/lib/social-card';

type Props = WrapperProps<typeof MetadataType>;

/**
 * Wrapped (not ejected): the page's social card from `themeConfig.site.socialCards` (a card per
 * path prefix, ARCHITECTURE.md "Social cards"). Upstream renders the page's own `image` front
 * matter; when there is none and a prefix matches, the later og:image / twitter:image tags here
 * replace the site-wide `themeConfig.image` (Docusaurus' Head keeps the last tag of a name).
 */
export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata, frontMatter, assets} = useDoc();
  const {site} = useSiteThemeConfig();
  const own = assets.image ?? frontMatter.image;
  const card = own ? undefined : socialCardFor(site.socialCards, metadata.permalink);
  return (
    <>
      <Metadata {...props} />
      {card && <PageMetadata image={card} />}
    </>
  );
}
