import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type {ClientSiteConfig} from '../site/client';

/** The browser's view of the site configuration (src/site/client.ts). */
export function useSiteConfig(): ClientSiteConfig {
  const {customFields} = useDocusaurusContext().siteConfig;
  const site = customFields?.site as ClientSiteConfig | undefined;
  if (!site) throw new Error('customFields.site is missing: docusaurus.config.ts sets it from src/site/client.ts');
  return site;
}
