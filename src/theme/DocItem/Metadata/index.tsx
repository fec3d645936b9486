import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {useSiteConfig} from '@site/src/hooks/useSiteConfig';
import {lightOf, resolveOgImage} from '@site/src/site/helpers';

/**
 * Ejected to give every page its social-preview image from the site
 * configuration (`ogImageUrl`: a string or a prefix map, with %logo, %title
 * and %description placeholders). A page's own `image` frontmatter wins.
 */
export default function DocItemMetadata(): ReactNode {
  const {metadata, frontMatter, assets} = useDoc();
  const {siteConfig: docusaurus} = useDocusaurusContext();
  const siteConfig = useSiteConfig();
  const image =
    assets.image ??
    frontMatter.image ??
    resolveOgImage(siteConfig.ogImageUrl, metadata.permalink, {
      logo: `${docusaurus.url}${lightOf(siteConfig.logoUrl)}`,
      title: metadata.title,
      description: metadata.description,
    });
  return (
    <PageMetadata
      title={metadata.title}
      description={metadata.description}
      keywords={frontMatter.keywords}
      image={image}
    />
  );
}
