import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The sidebar: the one place it is written. Items are doc ids (the path under
 * docs/ without the extension: docs/core/forking.mdx → 'core/forking'); a
 * page's label is its `sidebar_label` front matter (else its title), so doc
 * items here carry no `label` (the build fails when both are set).
 *
 * Adding a page: create docs/<section>/<name>.mdx and add '<section>/<name>'
 * where it belongs below. Nothing else lists pages.
 *
 * The rules (ARCHITECTURE.md "Sidebar"), Docusaurus' own except the depth limit:
 * - One sidebar, shown on every docs page that it lists (the landing page sets
 *   `displayed_sidebar: null`).
 * - Active item: the current page; a category is active when it holds it.
 * - Sections: `collapsed: false` starts a category open; every other category
 *   starts collapsed unless the current page is in it.
 * - Depth: at most 4 levels of nesting (the build fails otherwise).
 */
const sidebars = {
  docs: [
    {
      type: 'category',
      label: 'Getting started',
      collapsed: false,
      items: [
        'getting-started/overview',
        'introduction/why-run-ethereum-in-js',
        'getting-started/viem',
        'getting-started/ethers',
        'getting-started/bundler',
        'getting-started/cli',
        'introduction/what-is-tevm-node',
        'introduction/architecture-overview',
        'getting-started/testimonials',
      ],
    },
    {
      type: 'category',
      label: 'Tevm guides',
      items: [
        'core/create-tevm-node',
        'examples/viem',
        'examples/ethers',
        'ethers',
        'core/forking',
        'core/managing-state',
        'core/mining-modes',
        'api/account-management',
        'api/evm-events',
        'api/json-rpc',
        'api/methods',
        'api/packages',
        'api/tevm-call',
        'api/vm-and-submodules',
        'api/decorators',
        'advanced/custom-precompiles',
        'advanced/performance-profiler',
        'advanced/receipts-and-logs',
        'advanced/txpool',
        'core/tevm-node-interface',
      ],
    },
    {
      type: 'category',
      label: 'Reference',
      link: {type: 'doc', id: 'reference/index'},
      items: [
        {
          type: 'category',
          label: 'Core Packages',
          items: [
            'reference/actions',
            'reference/node',
            'reference/vm',
            'reference/state',
            'reference/blockchain',
            'reference/evm',
          ],
        },
        {
          type: 'category',
          label: 'Transaction & Block Packages',
          items: [
            'reference/block',
            'reference/tx',
            'reference/txpool',
            'reference/receipt-manager',
          ],
        },
        {
          type: 'category',
          label: 'Client & Communication',
          items: ['reference/cli', 'reference/memory-client', 'reference/server'],
        },
        {
          type: 'category',
          label: 'Smart Contract Tools',
          items: [
            'reference/contract',
            {
              type: 'category',
              label: 'Contract Bundler',
              link: {type: 'doc', id: 'reference/bundler/index'},
              items: [
                'reference/bundler/overview',
                'reference/bundler-plugins',
                'reference/bundler/internals',
                'reference/bundler/methods',
                'reference/bundler/troubleshooting',
              ],
            },
            'api/whatsabi-integration',
          ],
        },
        {
          type: 'category',
          label: 'Utilities & Helpers',
          items: [
            'reference/utils',
            'reference/common',
            'reference/decorators',
            'reference/rlp',
            'reference/trie',
            'reference/address',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Integration Examples',
      items: ['examples/local-testing', 'examples/forking-mainnet', 'examples/debugger-ui'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
