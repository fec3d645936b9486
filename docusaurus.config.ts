import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {NavbarItem} from '@docusaurus/theme-common';
import {themes as prismThemes} from 'prism-react-renderer';

import pkg from './package.json';
import siteConfig from './src/site/config';
import {clientSiteConfig} from './src/site/client';
import {darkOf, editUrlFor, googleFontsHref, lightOf, repositoryWebUrl} from './src/site/helpers';
import {toNavbarItem} from './src/site/navbar';
import {colorModeOptions} from './src/lib/theme';
import {isBannerDismissable} from './src/lib/banner';
import {TEVM_VERSION} from './src/site/version';
import {accessibleTheme} from './src/site/contrast';
import rehypeTables from './src/rehype/tables';

/** The repository the edit links point at: package.json `repository`, one value. */
const repository = repositoryWebUrl(pkg.repository);
const editPattern = siteConfig.editLink.pattern.replace(':repository', repository);

/** Test-only routes (error screen, content-block gallery) exist only in test builds. */
const testBuild = process.env.DOCS_TEST_BUILD === '1';

const googleFonts = googleFontsHref([
  siteConfig.font.default.google,
  siteConfig.font.mono.google,
]);

const banner = siteConfig.banner;

const config = {
  title: siteConfig.title,
  tagline: 'An Ethereum node for viem, written in JavaScript',
  favicon: lightOf(siteConfig.iconUrl),
  url: siteConfig.url,
  baseUrl: siteConfig.baseUrl,
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  future: {v4: true, faster: true},
  storage: {namespace: false},
  markdown: {
    format: 'mdx',
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },
  // English only. i18n/en/code.json overrides theme strings (e.g. "Edit page"); `translate: false`
  // keeps plugins from translating content (sidebars, navbar), which nothing here needs.
  i18n: {defaultLocale: 'en', locales: ['en'], localeConfigs: {en: {translate: false}}},
  customFields: {repository, tevmVersion: TEVM_VERSION, site: clientSiteConfig(siteConfig)},
  headTags: googleFonts
    ? [
        {tagName: 'link', attributes: {rel: 'preconnect', href: 'https://fonts.gstatic.com', crossorigin: 'anonymous'}},
        {tagName: 'link', attributes: {rel: 'stylesheet', href: googleFonts}},
      ]
    : [],
  clientModules: [
    './src/clientModules/normalizeHtmlUrl.ts',
    './src/clientModules/chunkRecovery.ts',
    './src/clientModules/navigationHistory.ts',
    './src/clientModules/scrollRestoration.ts',
    './src/clientModules/prism.ts',
  ],
  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          editUrl: ({docPath}) => editUrlFor(editPattern, `docs/${docPath}`),
          showLastUpdateTime: true,
          breadcrumbs: true,
          rehypePlugins: [rehypeTables],
        },
        blog: false,
        pages: testBuild ? {path: 'src/test-pages', rehypePlugins: [rehypeTables]} : false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: 'date', changefreq: null, priority: null, ignorePatterns: ['/test-fixtures/**']},
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    './src/plugins/page-layout/index.ts',
    './src/plugins/site-theme/index.ts',
    './src/plugins/search/index.ts',
    './src/plugins/llms-txt/index.ts',
    // Keep first-load JS small, one job each (README "Architecture").
    './src/plugins/prism-swap/index.ts',
    './src/plugins/dependency-shims/index.ts',
    './src/plugins/docs-props-trim/index.ts',
    './src/plugins/doc-feature-guard/index.ts',
    './src/plugins/api-table-stubs/index.ts',
    './src/plugins/tevm-browser/index.ts',
  ],
  themeConfig: {
    image: typeof siteConfig.ogImageUrl === 'string' ? siteConfig.ogImageUrl : siteConfig.ogImageUrl['/'],
    metadata: [{name: 'description', content: siteConfig.description}],
    colorMode: colorModeOptions(siteConfig.theme.colorScheme),
    ...(banner
      ? {
          // Rendered by src/theme/AnnouncementBar from siteConfig.banner; Docusaurus keeps the
          // dismissal (and hides a dismissed bar before first paint). The plain-text content
          // is what no-JS readers of the theme config would see.
          announcementBar: {
            id: banner.id,
            content: typeof banner.content === 'string' ? banner.content : banner.id,
            backgroundColor: banner.backgroundColor.light,
            textColor: banner.textColor.light,
            isCloseable: isBannerDismissable(banner),
          },
        }
      : {}),
    navbar: {
      title: undefined,
      logo: {
        alt: siteConfig.logoAlt,
        src: lightOf(siteConfig.logoUrl),
        srcDark: darkOf(siteConfig.logoUrl),
        href: '/',
        width: 120,
        height: 32,
      },
      items: [
        ...siteConfig.topNav.map((item) => toNavbarItem(item) as NavbarItem),
        {type: 'custom-socials', position: 'right'} as NavbarItem,
      ],
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {
      minHeadingLevel: siteConfig.outline.minHeadingLevel,
      maxHeadingLevel: siteConfig.outline.maxHeadingLevel,
    },
    footer: {
      style: 'light',
      links: [
        {label: 'llms.txt', href: 'pathname:///llms.txt'},
        {label: 'llms-full.txt', href: 'pathname:///llms-full.txt'},
        {label: 'Sitemap', href: 'pathname:///sitemap.xml'},
      ],
      copyright: `Examples verified with tevm ${TEVM_VERSION}. Docs content © Tevm contributors, MIT licensed.`,
    },
    prism: {
      // Token colours adjusted to 4.5:1 against each theme's background.
      theme: accessibleTheme(prismThemes.github),
      darkTheme: accessibleTheme(prismThemes.vsDark),
      // Grammars (ts/tsx, js/jsx, bash, json, solidity, diff) are registered in
      // src/prism/prism.ts, which the bundles use in place of prism-react-renderer.
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
