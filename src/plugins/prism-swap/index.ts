/**
 * Code highlighting without prism-react-renderer's bundle: the package is
 * resolved to src/prism (the same API on Prism core with only the site's
 * grammars; the library vendors ~20 grammars and 20 themes), in both bundles.
 * The browser gets src/prism/client.tsx, which hydrates code blocks from their
 * server-rendered tokens and loads Prism later, so Prism is not in first-load
 * JS. Node code (docusaurus.config.ts, theme options, jest) still gets the
 * real package.
 *
 * Grammars are added in src/prism/prism.ts, not with
 * `prism.additionalLanguages` (src/theme/prism-include-languages ignores that
 * list), so a non-empty list fails the build instead of leaving a language
 * unhighlighted.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {cacheDependsOn} from '../rspackCache';

export default function prismSwapPlugin(context: LoadContext): Plugin {
  const prism = context.siteConfig.themeConfig.prism as
    {additionalLanguages?: string[]} | undefined;
  const extra = prism?.additionalLanguages ?? [];
  if (extra.length > 0) {
    throw new Error(
      `themeConfig.prism.additionalLanguages (${extra.join(', ')}) is not used: ` +
        'register the grammars in src/prism/prism.ts instead and leave the list empty.',
    );
  }
  const src = (file: string) => path.join(context.siteDir, 'src', file);
  return {
    name: 'prism-swap',
    configureWebpack(config, isServer) {
      cacheDependsOn(config, [src('plugins/prism-swap/index.ts')]);
      return {
        resolve: {
          alias: {'prism-react-renderer$': src(isServer ? 'prism/index.ts' : 'prism/client.tsx')},
        },
      };
    },
  };
}
