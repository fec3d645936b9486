/**
 * Lets the browser bundle include Tevm (the live debugger on /examples/debugger-ui,
 * loaded on demand). rspack, like webpack 5, has no Node built-in polyfills, and two
 * modules in Tevm's graph reach for Node built-ins in code paths the browser never runs:
 *
 * - `@tevm/node` imports `existsSync` / `readFileSync` from `fs` to read a persisted
 *   checkpoint file, only when the `persistedCheckpointPath` option is set. `fs` resolves
 *   to an empty module there.
 * - `@ethereumjs/trie` (via `@evmts/zevm`) imports `readable-stream` for
 *   `trie.createReadStream()`, which pulls in `buffer`, `util` and `string_decoder`.
 *   Tevm never streams a trie; a stub that throws if constructed stands in.
 *
 * Both rules apply to those packages only, and to the client bundle only (the server
 * bundle targets Node, which has the real modules). Nothing else on the site is affected.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function tevmBrowserPlugin(): Plugin {
  return {
    name: 'tevm-browser',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: /[\\/]@tevm[\\/]node[\\/]dist[\\/]/,
              resolve: {alias: {fs$: false} as Record<string, string | false>},
            },
            {
              test: /[\\/]@ethereumjs[\\/]trie[\\/]dist[\\/]/,
              resolve: {
                alias: {
                  'readable-stream$': path.join(__dirname, 'readable-stream-stub.js'),
                } as Record<string, string | false>,
              },
            },
          ],
        },
      };
    },
  };
}
