/**
 * The one Prism instance of the site: Prism core from the `prismjs` package
 * plus only the grammars the docs use (ts/tsx, js/jsx, bash/sh, json,
 * solidity, diff). Anything else renders as plain text.
 *
 * The files in `prismjs/components` are scripts that extend a global `Prism`,
 * so they are required in dependency order while the instance is on
 * globalThis, and the global is restored afterwards.
 */
import type * as PrismNamespace from 'prismjs';

export type PrismLib = typeof PrismNamespace;

function loadPrism(): PrismLib {
  const scope = globalThis as {Prism?: unknown};
  const previous = scope.Prism;
  // Read by prism-core when it starts: `manual` stops it from highlighting the
  // document's <code> elements on DOMContentLoaded (React renders them), and
  // no message handler is installed when running in a worker.
  scope.Prism = {manual: true, disableWorkerMessageHandler: true};
  /* eslint-disable @typescript-eslint/no-require-imports -- the grammars must load in this order, after the global above is set (imports would be hoisted) */
  const prism = require('prismjs/components/prism-core') as PrismLib;
  scope.Prism = prism;
  require('prismjs/components/prism-clike');
  require('prismjs/components/prism-markup'); // jsx/tsx embed markup
  require('prismjs/components/prism-javascript'); // also js
  require('prismjs/components/prism-jsx');
  require('prismjs/components/prism-typescript'); // also ts
  require('prismjs/components/prism-tsx');
  require('prismjs/components/prism-bash'); // also sh, shell
  require('prismjs/components/prism-json');
  require('prismjs/components/prism-solidity'); // also sol
  require('prismjs/components/prism-diff');
  /* eslint-enable @typescript-eslint/no-require-imports */
  if (previous === undefined) delete scope.Prism;
  else scope.Prism = previous;
  return prism;
}

export const Prism: PrismLib = loadPrism();
