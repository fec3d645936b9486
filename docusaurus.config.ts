import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';

import pkg from './package.json';
import {repositoryWebUrl} from './src/lib/repository';
import {TEVM_VERSION} from './src/site/version';
import {accessibleTheme} from './src/lib/contrast';
import {withSocialCard} from './src/lib/social-card';
import rehypeCodeSpans from './src/rehype/codeSpans';
import rehypeTables from './src/rehype/tables';
import remarkQuickInfo from './src/quickinfo/plugin/remark';
import remarkContentBlockImports from './src/remark/contentBlockImports';
import remarkRunBlocks from './src/run/plugin/remark';
import type {SiteThemeExtension} from './src/lib/theme-config';

/** The repository the edit links point at: package.json `repository`, one value. */
const repository = repositoryWebUrl(pkg.repository);

/** Test-only routes (error screen, content-block gallery) exist only in test builds. */
const testBuild = process.env.DOCS_TEST_BUILD === '1';

const TELEGRAM_URL = 'https://t.me/+ANThR9bHDLAwMjUx';

/**
 * The site's own theme fields (src/lib/theme-config.ts), checked at build
 * time by src/plugins/site-config (a mistake fails the build, naming the field).
 */
const site: SiteThemeExtension = {
  titleTemplate: '%s · Tevm',
  banner: {height: 32, dark: {backgroundColor: '#0b2a45', textColor: '#e6f3ff'}},
  socials: [
    {icon: 'github', link: 'https://github.com/evmts/tevm-monorepo'},
    {icon: 'telegram', link: TELEGRAM_URL},
    {icon: 'x', link: 'https://x.com/tevmtools'},
  ],
  sponsors: [],
  socialCards: {'/reference': '/img/social-card-reference.png'},
};

const config = {
  title: 'Tevm Node',
  tagline: 'An Ethereum node for viem, written in JavaScript',
  favicon: '/img/favicon.svg',
  url: 'https://node.tevm.sh',
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  future: {v4: true, faster: true},
  storage: {namespace: false},
  markdown: {
    format: 'mdx',
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    // themeConfig.site.socialCards → the page's `image` front matter (ARCHITECTURE.md "Social cards").
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      const frontMatter = withSocialCard(result.frontMatter, params.filePath, site.socialCards);
      return {...result, frontMatter};
    },
  },
  // English only. i18n/en/code.json overrides theme strings (e.g. "Edit page"); `translate: false`
  // keeps plugins from translating content (sidebars, navbar), which nothing here needs.
  i18n: {defaultLocale: 'en', locales: ['en'], localeConfigs: {en: {translate: false}}},
  customFields: {repository, tevmVersion: TEVM_VERSION},
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
          editUrl: `${repository}/edit/main/`,
          showLastUpdateTime: true,
          breadcrumbs: true,
          // Run buttons on the blocks the example harness says a browser can run; types on the
          // blocks it type-checks (src/quickinfo); content blocks imported by the pages that use them.
          remarkPlugins: [
            [remarkRunBlocks, {siteDir: __dirname}],
            [remarkQuickInfo, {siteDir: __dirname}],
            remarkContentBlockImports,
          ],
          rehypePlugins: [rehypeTables, rehypeCodeSpans],
        },
        blog: false,
        // Test-only pages (tests/fixtures/pages) at /test-fixtures/…, in test builds only.
        pages: testBuild
          ? {
              path: 'tests/fixtures/pages',
              routeBasePath: '/test-fixtures',
              remarkPlugins: [remarkContentBlockImports],
              rehypePlugins: [rehypeTables, rehypeCodeSpans],
            }
          : false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          lastmod: 'date',
          changefreq: null,
          priority: null,
          ignorePatterns: ['/test-fixtures/**'],
        },
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    './src/plugins/site-config/index.ts',
    './src/plugins/first-paint/index.ts',
    './src/plugins/announcement-bar/index.ts',
    './src/search/plugin/index.ts',
    './src/plugins/llms-txt/index.ts',
    './src/plugins/blog-posts/index.ts',
    // Keep first-load JS small, one job each (src/theme/README.md).
    './src/plugins/prism-swap/index.ts',
    './src/plugins/dependency-shims/index.ts',
    './src/plugins/docs-props-trim/index.ts',
    './src/plugins/doc-feature-guard/index.ts',
    './src/plugins/api-table-stubs/index.ts',
    // A phone's main thread while a page loads (#33): React evaluated in a task of its own, and
    // each page's HTML names its route's scripts.
    './src/plugins/react-entry/index.ts',
    './src/plugins/route-scripts/index.ts',
    './src/plugins/tevm-browser/index.ts',
    './src/run/plugin/index.ts',
    './src/quickinfo/plugin/index.ts',
  ],
  themeConfig: {
    site,
    image: '/img/social-card.png',
    metadata: [
      {
        name: 'description',
        content:
          'Tevm Node is a lightweight, unopinionated Ethereum node written in JavaScript: run, fork and debug the EVM in the browser, Node.js, Bun or Deno.',
      },
    ],
    // Light and dark, saved under localStorage `theme`, else the reader's system preference.
    // `disableSwitch: true` with a `defaultMode` fixes the scheme (no toggle).
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    // Rendered by src/theme/AnnouncementBar (height and dark colours in `site.banner`); Docusaurus
    // keeps the dismissal under this id and hides a dismissed bar before first paint.
    announcementBar: {
      id: 'beta-2026',
      content: `Tevm Node is in beta. <a href="${TELEGRAM_URL}" target="_blank" rel="noopener noreferrer">Join us on Telegram</a>`,
      backgroundColor: '#e6f7ff',
      textColor: '#0b1f33',
      isCloseable: true,
    },
    navbar: {
      title: undefined,
      logo: {
        alt: 'Tevm Node',
        src: '/img/tevm-logo-light.svg',
        srcDark: '/img/tevm-logo-dark.svg',
        href: '/',
        width: 120,
        height: 32,
      },
      // Dropdowns render as NavMenu (timed menus). `activeBaseRegex` marks an item active on a
      // whole section; `href` items open in a new tab.
      items: [
        {
          label: 'Docs',
          to: '/introduction/what-is-tevm-node',
          position: 'left',
          activeBaseRegex: '^/introduction(/|$)',
        },
        {
          label: 'Quick Start',
          to: '/getting-started/overview',
          position: 'left',
          activeBaseRegex: '^/getting-started(/|$)',
        },
        {
          label: 'Examples',
          to: '/examples/viem',
          position: 'left',
          activeBaseRegex: '^/examples(/|$)',
        },
        {
          type: 'dropdown',
          label: 'Ecosystem',
          position: 'left',
          items: [
            {label: 'Viem', href: 'https://viem.sh/'},
            {label: 'Ethereumjs', href: 'https://github.com/ethereumjs/ethereumjs-monorepo'},
            {label: 'Krome', href: 'https://github.com/evmts/krome'},
          ],
        },
        {type: 'custom-socials', position: 'right'},
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
