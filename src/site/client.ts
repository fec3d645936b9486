/**
 * The part of the site configuration that theme components read in the
 * browser. docusaurus.config.ts puts it in `customFields.site`, so pages get
 * it with the config Docusaurus already ships, instead of every page's
 * JavaScript carrying all of src/site/config.ts (nav, sidebar tree, fonts…).
 * Read it with `useSiteConfig()` (src/hooks/useSiteConfig.ts).
 */
import type {Banner, ColorScheme, LightDark, SiteConfig, Social, SponsorGroup} from './types';

export interface ClientSiteConfig {
  titleTemplate: string;
  ogImageUrl: string | Record<string, string>;
  logoUrl: string | LightDark;
  colorScheme: ColorScheme;
  banner: Banner | null;
  editLinkText: string;
  socials: Social[];
  sponsors: SponsorGroup[];
  /** Prefixes of a prefix-keyed sidebar; null for the one flat list. */
  sidebarPrefixes: string[] | null;
}

export function clientSiteConfig(config: SiteConfig): ClientSiteConfig {
  return {
    titleTemplate: config.titleTemplate,
    ogImageUrl: config.ogImageUrl,
    logoUrl: config.logoUrl,
    colorScheme: config.theme.colorScheme,
    banner: config.banner ?? null,
    editLinkText: config.editLink.text,
    socials: config.socials,
    sponsors: config.sponsors,
    sidebarPrefixes: Array.isArray(config.sidebar) ? null : Object.keys(config.sidebar),
  };
}
