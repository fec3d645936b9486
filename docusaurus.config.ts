import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {NavbarItem} from '@docusaurus/theme-common';
import {themes as prismThemes} from 'prism-react-renderer';

import pkg from './package.json';
import siteConfig from './src/site/config';
import {
  darkOf,
  editUrlFor,
  googleFontsHref,
  isExternalLink,
  lightOf,
  repositoryWebUrl,
  toHref,
} from './src/site/helpers';
import type {NavItem} from './src/site/types';
import {TEVM_VERSION} from './src/site/version';
import {accessibleTheme} from './src/site/contrast';

/** The repository the edit links point at: package.json `repository`, one value. */
const repository = repositoryWebUrl(pkg.repository);
const editPattern = siteConfig.editLink.pattern.replace(':repository', repository);

/** Test-only routes (error screen, content-block gallery) exist only in test builds. */
const testBuild = process.env.DOCS_TEST_BUILD === '1';

function toNavbarItem(item: NavItem, nested = false): NavbarItem {
  const position = nested ? {} : {position: 'left' as const};
  if (item.items?.length) {
    return {
      type: 'dropdown',
      label: item.text,
      ...position,
      items: item.items.map((child) => toNavbarItem(child, true)),
    } as NavbarItem;
  }
  const link = item.link ?? '/';
  return isExternalLink(link)
    ? {label: item.text, href: toHref(link), ...position}
    : {
        label: item.text,
        to: link,
        ...position,
        ...(item.match ? {activeBaseRegex: `^${item.match}(/|$)`} : {}),
      };
}

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
  i18n: {defaultLocale: 'en', locales: ['en']},
  customFields: {repository, tevmVersion: TEVM_VERSION},
  headTags: googleFonts
    ? [
        {tagName: 'link', attributes: {rel: 'preconnect', href: 'https://fonts.gstatic.com', crossorigin: 'anonymous'}},
        {tagName: 'link', attributes: {rel: 'stylesheet', href: googleFonts}},
      ]
    : [],
  clientModules: ['./src/clientModules/normalizeHtmlUrl.ts', './src/clientModules/chunkRecovery.ts'],
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
        },
        blog: false,
        pages: testBuild ? {path: 'src/test-pages'} : false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: 'date', changefreq: null, priority: null, ignorePatterns: ['/test-fixtures/**']},
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    './src/plugins/page-layout/index.ts',
    './src/plugins/llms-txt/index.ts',
    './src/plugins/lean-bundle/index.ts',
  ],
  themeConfig: {
    image: typeof siteConfig.ogImageUrl === 'string' ? siteConfig.ogImageUrl : siteConfig.ogImageUrl['/'],
    metadata: [{name: 'description', content: siteConfig.description}],
    colorMode: {
      defaultMode: siteConfig.theme.colorScheme === 'dark' ? 'dark' : 'light',
      disableSwitch: siteConfig.theme.colorScheme !== 'system',
      respectPrefersColorScheme: siteConfig.theme.colorScheme === 'system',
    },
    ...(banner
      ? {
          announcementBar: {
            id: banner.id,
            content: `${String(banner.content)}${
              banner.link
                ? `<a href="${banner.link.href}" target="_blank" rel="noopener noreferrer">${banner.link.text}</a>`
                : ''
            }`,
            backgroundColor: banner.backgroundColor.light,
            textColor: banner.textColor.light,
            isCloseable: banner.dismissable !== 'false',
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
        ...siteConfig.topNav.map((item) => toNavbarItem(item)),
        {type: 'custom-socials', position: 'right'} as NavbarItem,
      ],
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
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
