/**
 * Reference pages: in the browser build, the export tables' data
 * (`src/data/api/<slug>.json` imported by an MDX page) stays out of the page
 * chunk — the page gets a stub naming the file (api-table-stub-loader.cjs).
 * In the server build, the tables' lazy wrapper (ApiTable/LazyTables.tsx) is
 * the tables themselves, so the HTML has no Suspense boundary for React to
 * move (see that file). See src/components/ApiTable.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {cacheDependsOn} from '../rspackCache';

export default function apiTableStubsPlugin(context: LoadContext): Plugin {
  const here = (file: string) =>
    path.join(context.siteDir, 'src', 'plugins', 'api-table-stubs', file);
  return {
    name: 'api-table-stubs',
    configureWebpack(config, isServer, {currentBundler}) {
      cacheDependsOn(config, [here('index.ts'), here('api-table-stub-loader.cjs')]);
      if (isServer)
        return {
          plugins: [
            new currentBundler.instance.NormalModuleReplacementPlugin(
              /[\\/]components[\\/]ApiTable[\\/]LazyTables(\.tsx)?$/,
              path.join(context.siteDir, 'src', 'components', 'ApiTable', 'Tables.tsx'),
            ),
          ],
        };
      return {
        module: {
          rules: [
            {
              test: /[\\/]src[\\/]data[\\/]api[\\/][^\\/]+\.json$/,
              issuer: /\.mdx?$/,
              type: 'javascript/auto',
              use: [here('api-table-stub-loader.cjs')],
            },
          ],
        },
      };
    },
  };
}
