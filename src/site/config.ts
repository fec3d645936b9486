/**
 * The site configuration: the one place authors change titles, navigation,
 * the sidebar, the banner, socials and sponsors. docusaurus.config.ts,
 * sidebars.ts and the theme components read it.
 */
import type {NavItem, SiteConfig} from './types';

export const TELEGRAM_URL = 'https://t.me/+ANThR9bHDLAwMjUx';
export const GITHUB_URL = 'https://github.com/evmts/tevm-monorepo';
export const X_URL = 'https://x.com/tevmtools';

const doc = (text: string, link: string): NavItem => ({text, link});

export const sidebar: NavItem[] = [
  {
    id: 'getting-started',
    text: 'Getting started',
    collapsed: false,
    items: [
      doc('Overview', '/getting-started/overview'),
      doc('Why Run Ethereum in JS?', '/introduction/why-run-ethereum-in-js'),
      doc('Getting started with Viem', '/getting-started/viem'),
      doc('Getting started with Ethers', '/getting-started/ethers'),
      doc('Bundler Quickstart', '/getting-started/bundler'),
      doc('CLI Quickstart', '/getting-started/cli'),
      doc('What is Tevm Node?', '/introduction/what-is-tevm-node'),
      doc('Architecture Overview', '/introduction/architecture-overview'),
      doc('Community & Feedback', '/getting-started/testimonials'),
    ],
  },
  {
    id: 'guides',
    text: 'Tevm guides',
    collapsed: true,
    items: [
      doc('Creating a Node', '/core/create-tevm-node'),
      doc('Using with Viem', '/examples/viem'),
      doc('Using with Ethers', '/examples/ethers'),
      doc('Ethers: Advanced Patterns', '/ethers'),
      doc('Forking & Reforking', '/core/forking'),
      doc('Managing State', '/core/managing-state'),
      doc('Mining Modes', '/core/mining-modes'),
      doc('Account Management', '/api/account-management'),
      doc('EVM Events', '/api/evm-events'),
      doc('JSON-RPC', '/api/json-rpc'),
      doc('Methods Overview', '/api/methods'),
      doc('Package Overview', '/api/packages'),
      doc('Call API', '/api/tevm-call'),
      doc('VM and Submodules', '/api/vm-and-submodules'),
      doc('Decorators', '/api/decorators'),
      doc('Custom Precompiles (advanced)', '/advanced/custom-precompiles'),
      doc('Performance & Profiler (advanced)', '/advanced/performance-profiler'),
      doc('Receipts & Logs (advanced)', '/advanced/receipts-and-logs'),
      doc('Transaction Pool (advanced)', '/advanced/txpool'),
      doc('TevmNode Interface (advanced)', '/core/tevm-node-interface'),
    ],
  },
  {
    id: 'reference',
    text: 'Reference',
    link: '/reference',
    collapsed: true,
    items: [
      {
        id: 'reference-core',
        text: 'Core Packages',
        collapsed: true,
        items: [
          doc('Actions (@tevm/actions)', '/reference/actions'),
          doc('Node (@tevm/node)', '/reference/node'),
          doc('Virtual Machine (@tevm/vm)', '/reference/vm'),
          doc('State Management (@tevm/state)', '/reference/state'),
          doc('Blockchain (@tevm/blockchain)', '/reference/blockchain'),
          doc('EVM (@tevm/evm)', '/reference/evm'),
        ],
      },
      {
        id: 'reference-tx-block',
        text: 'Transaction & Block Packages',
        collapsed: true,
        items: [
          doc('Block (@tevm/block)', '/reference/block'),
          doc('Transactions (@tevm/tx)', '/reference/tx'),
          doc('Transaction Pool (@tevm/txpool)', '/reference/txpool'),
          doc('Receipt Manager (@tevm/receipt-manager)', '/reference/receipt-manager'),
        ],
      },
      {
        id: 'reference-client',
        text: 'Client & Communication',
        collapsed: true,
        items: [
          doc('CLI (@tevm/cli)', '/reference/cli'),
          doc('Memory Client (@tevm/memory-client)', '/reference/memory-client'),
          doc('Server (@tevm/server)', '/reference/server'),
        ],
      },
      {
        id: 'reference-contracts',
        text: 'Smart Contract Tools',
        collapsed: true,
        items: [
          doc('Contract (@tevm/contract)', '/reference/contract'),
          {
            id: 'reference-bundler',
            text: 'Contract Bundler',
            link: '/reference/bundler',
            collapsed: true,
            items: [
              doc('Overview', '/reference/bundler/overview'),
              doc('Bundler Plugins', '/reference/bundler-plugins'),
              doc('Internals', '/reference/bundler/internals'),
              doc('Methods & Exports', '/reference/bundler/methods'),
              doc('Troubleshooting', '/reference/bundler/troubleshooting'),
            ],
          },
          doc('Contract Loader (planned)', '/api/whatsabi-integration'),
        ],
      },
      {
        id: 'reference-utils',
        text: 'Utilities & Helpers',
        collapsed: true,
        items: [
          doc('Utils (@tevm/utils)', '/reference/utils'),
          doc('Common (@tevm/common)', '/reference/common'),
          doc('Decorators (@tevm/decorators)', '/reference/decorators'),
          doc('RLP', '/reference/rlp'),
          doc('Trie', '/reference/trie'),
          doc('Address (@tevm/address)', '/reference/address'),
        ],
      },
    ],
  },
  {
    id: 'examples',
    text: 'Integration Examples',
    collapsed: true,
    items: [
      doc('Local Testing Flow', '/examples/local-testing'),
      doc('Forking Mainnet', '/examples/forking-mainnet'),
      doc('Building a Debugger UI', '/examples/debugger-ui'),
    ],
  },
];

export const siteConfig: SiteConfig = {
  title: 'Tevm Node',
  titleTemplate: '%s · Tevm',
  url: 'https://node.tevm.sh',
  baseUrl: '/',
  basePath: '',
  description:
    'Tevm Node is a lightweight, unopinionated Ethereum node written in JavaScript: run, fork and debug the EVM in the browser, Node.js, Bun or Deno.',
  iconUrl: '/img/favicon.svg',
  logoUrl: {light: '/img/tevm-logo-light.svg', dark: '/img/tevm-logo-dark.svg'},
  logoAlt: 'Tevm Node',
  ogImageUrl: '/img/social-card.png',
  font: {
    default: {
      family:
        "'Inter', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
    mono: {
      family:
        "ui-monospace, SFMono-Regular, 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace",
    },
  },
  theme: {accentColor: '#0085FF', colorScheme: 'system'},
  banner: {
    id: 'beta-2026',
    content: 'Tevm Node is in beta. ',
    link: {text: 'Join us on Telegram', href: TELEGRAM_URL},
    height: 32,
    backgroundColor: {light: '#e6f7ff', dark: '#0b2a45'},
    textColor: {light: '#0b1f33', dark: '#e6f3ff'},
    dismissable: 'true',
  },
  topNav: [
    {text: 'Docs', link: '/introduction/what-is-tevm-node', match: '/introduction'},
    {text: 'Quick Start', link: '/getting-started/overview', match: '/getting-started'},
    {text: 'Examples', link: '/examples/viem', match: '/examples'},
    {
      text: 'Ecosystem',
      items: [
        {text: 'Viem', link: 'https://viem.sh/'},
        {text: 'Ethereumjs', link: 'https://github.com/ethereumjs/ethereumjs-monorepo'},
        {text: 'Krome', link: 'https://github.com/evmts/krome'},
      ],
    },
  ],
  sidebar,
  outline: {minHeadingLevel: 2, maxHeadingLevel: 3},
  editLink: {pattern: ':repository/edit/main/:path', text: 'Edit page'},
  search: {boostIdsContaining: ['getting-started', 'overview'], boostFactor: 2},
  socials: [
    {icon: 'github', link: GITHUB_URL, label: 'GitHub'},
    {icon: 'telegram', link: TELEGRAM_URL, label: 'Telegram'},
    {icon: 'x', link: X_URL, label: 'X (Twitter)'},
  ],
  sponsors: [],
  markdown: {code: {themes: {light: 'github', dark: 'vsDark'}}},
};

export default siteConfig;
