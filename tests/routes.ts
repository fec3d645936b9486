import {readFileSync, readdirSync} from 'node:fs';
import {join, relative, sep} from 'node:path';

import {docRoute} from '../src/lib/routes';

/**
 * The 61 routes of the product specification (ARCHITECTURE.md "Routes"), written out independently of the site's own
 * configuration so that tests comparing the two can actually fail. A floor:
 * the site may have more pages (ALL_ROUTES).
 */
export const SPEC_ROUTES: readonly string[] = [
  '/',
  '/ethers',
  '/advanced/custom-precompiles',
  '/advanced/performance-profiler',
  '/advanced/receipts-and-logs',
  '/advanced/txpool',
  '/api/account-management',
  '/api/decorators',
  '/api/evm-events',
  '/api/json-rpc',
  '/api/methods',
  '/api/packages',
  '/api/tevm-call',
  '/api/vm-and-submodules',
  '/api/whatsabi-integration',
  '/core/create-tevm-node',
  '/core/forking',
  '/core/managing-state',
  '/core/mining-modes',
  '/core/tevm-node-interface',
  '/examples/debugger-ui',
  '/examples/ethers',
  '/examples/forking-mainnet',
  '/examples/local-testing',
  '/examples/viem',
  '/getting-started/bundler',
  '/getting-started/cli',
  '/getting-started/ethers',
  '/getting-started/overview',
  '/getting-started/testimonials',
  '/getting-started/viem',
  '/introduction/architecture-overview',
  '/introduction/what-is-tevm-node',
  '/introduction/why-run-ethereum-in-js',
  '/reference',
  ...[
    'actions',
    'address',
    'block',
    'blockchain',
    'bundler-plugins',
    'cli',
    'common',
    'contract',
    'decorators',
    'evm',
    'memory-client',
    'node',
    'receipt-manager',
    'rlp',
    'server',
    'state',
    'trie',
    'tx',
    'txpool',
    'utils',
    'vm',
  ].map((name) => `/reference/${name}`),
  '/reference/bundler',
  '/reference/bundler/internals',
  '/reference/bundler/methods',
  '/reference/bundler/overview',
  '/reference/bundler/troubleshooting',
];

const DOCS_DIR = join(__dirname, '..', 'docs');

/** Every page under docs/ (files and folders starting with `_` are partials, as for Docusaurus). */
function docFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((rel) => /\.mdx?$/.test(rel) && !rel.split(sep).some((part) => part.startsWith('_')))
    .sort()
    .map((rel) => join(dir, rel));
}

/** The route of each page that exists under docs/ (its `slug` front matter, else its path). */
export const DOC_ROUTES: readonly string[] = docFiles(DOCS_DIR).map((file) => {
  return docRoute(relative(DOCS_DIR, file), readFileSync(file, 'utf8'));
});

/** The spec's routes and every page that exists: what the route tests visit. */
export const ALL_ROUTES: readonly string[] = [...new Set([...SPEC_ROUTES, ...DOC_ROUTES])].sort();
