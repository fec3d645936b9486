/**
 * Smaller stand-ins for two dependencies, each for one importer only:
 * - `tslib`, for @docusaurus/utils-common → src/shims/tslib.ts (the one
 *   helper it uses; its require() otherwise keeps all of tslib);
 * - `nprogress`, for theme-classic's progress-bar client module →
 *   src/shims/nprogress.ts (the three calls that module makes).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {cacheDependsOn} from '../rspackCache';

/** Resolves `request` to `file` in the modules whose path matches `issuer` only. */
const aliasIn = (issuer: RegExp, request: string, file: string) => ({
  test: issuer,
  resolve: {alias: {[`${request}$`]: file} as Record<string, string>},
});

export default function dependencyShimsPlugin(context: LoadContext): Plugin {
  const src = (file: string) => path.join(context.siteDir, 'src', file);
  return {
    name: 'dependency-shims',
    configureWebpack(config) {
      cacheDependsOn(config, [src('plugins/dependency-shims/index.ts')]);
      return {
        module: {
          rules: [
            aliasIn(
              /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]/,
              'tslib',
              src('shims/tslib.ts'),
            ),
            aliasIn(
              /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/,
              'nprogress',
              src('shims/nprogress.ts'),
            ),
          ],
        },
      };
    },
  };
}
